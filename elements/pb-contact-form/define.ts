/** Registers `<pb-contact-form>`: the only side effect of this family. */
import { PbContactFormElement } from './pb-contact-form.js';

PbContactFormElement.define();

export { PbContactFormElement };
export * from '../forms/events.js';

declare global {
  interface HTMLElementTagNameMap {
    'pb-contact-form': PbContactFormElement;
  }
}
