/** Registers `<pb-media>`: the only side effect of this family. */
import { PbMediaElement } from './pb-media.js';

PbMediaElement.define();

export { PbMediaElement };

declare global {
  interface HTMLElementTagNameMap {
    'pb-media': PbMediaElement;
  }
}
