/** Registers `<pb-menu>`: the only side effect of this family. */
import { PbMenuElement } from './pb-menu.js';

PbMenuElement.define();

export { PbMenuElement };

declare global {
  interface HTMLElementTagNameMap {
    'pb-menu': PbMenuElement;
  }
}
