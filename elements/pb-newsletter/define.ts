/** Registers `<pb-newsletter>`: the only side effect of this family. */
import { NewsletterElement } from './pb-newsletter.js';

NewsletterElement.define();

export { NewsletterElement };
export { PbFormSubmitEvent } from '../pb-contact-form/events.js';

declare global {
  interface HTMLElementTagNameMap {
    'pb-newsletter': NewsletterElement;
  }
}
