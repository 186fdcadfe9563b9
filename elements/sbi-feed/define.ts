/** Registers `<sbi-feed>`: the only side effect of this family. */
import { SbiFeedElement } from './sbi-feed.js';

SbiFeedElement.define();

export { SbiFeedElement };
export * from './events.js';

declare global {
  interface HTMLElementTagNameMap {
    'sbi-feed': SbiFeedElement;
  }
}
