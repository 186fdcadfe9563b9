/** Registers `<pb-contact-form>`: the only side effect of this family. */
import { ContactFormElement } from './contact-form.js';

ContactFormElement.define();

export { ContactFormElement };
export * from './events.js';

declare global {
  interface HTMLElementTagNameMap {
    'pb-contact-form': ContactFormElement;
  }
}
