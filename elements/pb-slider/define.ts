/** Registers `<pb-slider>`: the only side effect of this family. */
import { SliderElement } from './slider.js';

SliderElement.define();

export { SliderElement };
export * from './events.js';

declare global {
  interface HTMLElementTagNameMap {
    'pb-slider': SliderElement;
  }
}
