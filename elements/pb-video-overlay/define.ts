/** Registers `<pb-video-overlay>`: the only side effect of this family. */
import { PbVideoOverlayElement } from './pb-video-overlay.js';

PbVideoOverlayElement.define();

export { PbVideoOverlayElement };

declare global {
  interface HTMLElementTagNameMap {
    'pb-video-overlay': PbVideoOverlayElement;
  }
}
