/** Registers `<pb-lightbox>`: the only side effect of this family. */
import { PbLightboxElement } from './pb-lightbox.js';

PbLightboxElement.define();

export { PbLightboxElement };

declare global {
  interface HTMLElementTagNameMap {
    'pb-lightbox': PbLightboxElement;
  }
}
