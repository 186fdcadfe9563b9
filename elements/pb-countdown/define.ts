/** Registers `<pb-countdown>`: the only side effect of this family. */
import { PbCountdownElement } from './pb-countdown.js';

PbCountdownElement.define();

export { PbCountdownElement };

declare global {
  interface HTMLElementTagNameMap {
    'pb-countdown': PbCountdownElement;
  }
}
