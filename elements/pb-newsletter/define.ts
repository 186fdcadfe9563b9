/** Registers `<pb-newsletter>`: the only side effect of this family. */
import { PbNewsletterElement } from './pb-newsletter.js';

PbNewsletterElement.define();

export { PbNewsletterElement };
export { PbFormSubmitEvent } from '../forms/events.js';

declare global {
  interface HTMLElementTagNameMap {
    'pb-newsletter': PbNewsletterElement;
  }
}
