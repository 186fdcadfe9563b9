/** Registers `<pb-lightbox>`: the only side effect of this family. */
import { LightboxElement } from './lightbox.js';

LightboxElement.define();

export { LightboxElement };

declare global {
  interface HTMLElementTagNameMap {
    'pb-lightbox': LightboxElement;
  }
}
