/** Registers `<pb-gallery>`: the only side effect of this family. */
import { PbGalleryElement } from './pb-gallery.js';

PbGalleryElement.define();

export { PbGalleryElement };
export * from '../collections/events.js';

declare global {
  interface HTMLElementTagNameMap {
    'pb-gallery': PbGalleryElement;
  }
}
