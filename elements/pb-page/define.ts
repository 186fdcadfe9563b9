/** Registers `<pb-page>`: the only side effect of this family. */
import { PbPageElement } from './pb-page.js';

PbPageElement.define();

export { PbPageElement };
export { PbScrollEvent } from './events.js';

declare global {
  interface HTMLElementTagNameMap {
    'pb-page': PbPageElement;
  }
}
