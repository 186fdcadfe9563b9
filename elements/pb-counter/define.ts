/** Registers `<pb-counter>`: the only side effect of this family. */
import { PbCounterElement } from './pb-counter.js';

PbCounterElement.define();

export { PbCounterElement };

declare global {
  interface HTMLElementTagNameMap {
    'pb-counter': PbCounterElement;
  }
}
