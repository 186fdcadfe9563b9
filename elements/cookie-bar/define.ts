/** Registers `<cookie-bar>`: the only side effect of this family. */
import { CookieBarElement } from './cookie-bar.js';

CookieBarElement.define();

export { CookieBarElement };
export * from './events.js';

declare global {
  interface HTMLElementTagNameMap {
    'cookie-bar': CookieBarElement;
  }
}
