/** Registers `<pb-gallery>`: the only side effect of this family. */
import { GalleryElement } from './gallery.js';

GalleryElement.define();

export { GalleryElement };
export * from './events.js';

declare global {
  interface HTMLElementTagNameMap {
    'pb-gallery': GalleryElement;
  }
}
