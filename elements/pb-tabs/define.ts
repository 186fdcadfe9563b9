/** Registers `<pb-tabs>`: the only side effect of this family. */
import { PbTabsElement } from './pb-tabs.js';

PbTabsElement.define();

export { PbTabsElement };

declare global {
  interface HTMLElementTagNameMap {
    'pb-tabs': PbTabsElement;
  }
}
