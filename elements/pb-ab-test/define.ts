/** Registers `<pb-ab-test>`: the only side effect of this family. */
import { PbAbTestElement } from './pb-ab-test.js';

PbAbTestElement.define();

export { PbAbTestElement };
export { PbAbGoalEvent } from './events.js';

declare global {
  interface HTMLElementTagNameMap {
    'pb-ab-test': PbAbTestElement;
  }
}
