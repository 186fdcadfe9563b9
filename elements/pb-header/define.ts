/** Registers `<pb-header>`: the only side effect of this family. */
import { PbHeaderElement } from './pb-header.js';

PbHeaderElement.define();

export { PbHeaderElement };

declare global {
  interface HTMLElementTagNameMap {
    'pb-header': PbHeaderElement;
  }
}
