/** Registers `<lazy-video>`: the only side effect of this family. */
import { LazyVideoElement } from './lazy-video.js';

LazyVideoElement.define();

export { LazyVideoElement };
export * from './events.js';

declare global {
  interface HTMLElementTagNameMap {
    'lazy-video': LazyVideoElement;
  }
}
