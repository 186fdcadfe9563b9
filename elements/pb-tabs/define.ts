/** Registers `<pb-tabs>`: the only side effect of this family. */
import { TabsElement } from './tabs.js';

TabsElement.define();

export { TabsElement };

declare global {
  interface HTMLElementTagNameMap {
    'pb-tabs': TabsElement;
  }
}
