/** Registers `<pb-motion>`: the only side effect of this family. */
import { PbMotionElement } from './pb-motion.js';

PbMotionElement.define();

export { PbMotionElement };

declare global {
  interface HTMLElementTagNameMap {
    'pb-motion': PbMotionElement;
  }
}
