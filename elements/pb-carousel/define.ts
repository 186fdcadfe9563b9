/** Registers `<pb-carousel>`: the only side effect of this family. */
import { CarouselElement } from './carousel.js';

CarouselElement.define();

export { CarouselElement };

declare global {
  interface HTMLElementTagNameMap {
    'pb-carousel': CarouselElement;
  }
}
