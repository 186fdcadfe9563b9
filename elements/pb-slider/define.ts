/** Registers `<pb-slider>`: the only side effect of this family. */
import { PbSliderElement } from './pb-slider.js';

PbSliderElement.define();

export { PbSliderElement };
export * from '../rotation/events.js';

declare global {
  interface HTMLElementTagNameMap {
    'pb-slider': PbSliderElement;
  }
}
