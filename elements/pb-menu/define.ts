/** Registers `<pb-menu>`: the only side effect of this family. */
import { MenuElement } from './menu.js';

MenuElement.define();

export { MenuElement };

declare global {
  interface HTMLElementTagNameMap {
    'pb-menu': MenuElement;
  }
}
