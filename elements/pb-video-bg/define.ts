/** Registers `<pb-video-bg>`: the only side effect of this family. */
import { PbVideoBgElement } from './pb-video-bg.js';

PbVideoBgElement.define();

export { PbVideoBgElement };

declare global {
  interface HTMLElementTagNameMap {
    'pb-video-bg': PbVideoBgElement;
  }
}
