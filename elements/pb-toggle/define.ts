/** Registers `<pb-toggle>`: the only side effect of this family. */
import { PbToggleElement } from './pb-toggle.js';

PbToggleElement.define();

export { PbToggleElement };

declare global {
  interface HTMLElementTagNameMap {
    'pb-toggle': PbToggleElement;
  }
}
