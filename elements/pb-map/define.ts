/** Registers `<pb-map>`: the only side effect of this family. `<pb-map-pin>` needs no registration (data only). */
import { PbMapElement } from './pb-map.js';

PbMapElement.define();

export { PbMapElement };
export * from './events.js';

declare global {
  interface HTMLElementTagNameMap {
    'pb-map': PbMapElement;
  }
}
