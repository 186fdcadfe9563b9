/** Registers `<pb-header>`: the only side effect of this family. */
import { HeaderElement } from './header.js';

HeaderElement.define();

export { HeaderElement };

declare global {
  interface HTMLElementTagNameMap {
    'pb-header': HeaderElement;
  }
}
