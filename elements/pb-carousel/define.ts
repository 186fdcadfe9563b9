/** Registers `<pb-carousel>`: the only side effect of this family. */
import { PbCarouselElement } from './pb-carousel.js';

PbCarouselElement.define();

export { PbCarouselElement };

declare global {
  interface HTMLElementTagNameMap {
    'pb-carousel': PbCarouselElement;
  }
}
