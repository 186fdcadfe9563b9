/**
 * The split header's inline centred logo (spec §2; MARKUP.md §8.5), loaded only for `inline-logo` or
 * `body.et_header_style_split`: above the breakpoint the theme's `.logo_container` moves into a new
 * `li.centered-inline-logo-wrap` in the middle of the top-level items; below it, back to where it was printed.
 */
import { create } from '../base/dom.js';

/** What the inline logo needs from `<pb-menu>`. */
export interface InlineLogoOptions {
  /** The menu's top-level list, which takes the logo in its middle. */
  list: HTMLUListElement;
  /** The theme's `.logo_container`, still where the theme printed it (where it goes back to). */
  logo: HTMLElement;
}

export class InlineLogo {
  readonly #list: HTMLUListElement;
  readonly #logo: HTMLElement;
  readonly #parent: Node;
  readonly #next: Node | null;

  constructor({ list, logo }: InlineLogoOptions) {
    this.#list = list;
    this.#logo = logo;
    this.#parent = logo.parentNode!;
    this.#next = logo.nextSibling;
  }

  place(mobile: boolean): void {
    const list = this.#list;
    const logo = this.#logo;
    let wrap = list.querySelector<HTMLElement>(':scope > li.centered-inline-logo-wrap');
    if (mobile) {
      this.#parent.insertBefore(logo, this.#next);
      wrap?.remove();
      return;
    }
    if (!wrap) {
      wrap = create('li', { className: 'centered-inline-logo-wrap' });
      const items = list.querySelectorAll(':scope > li');
      list.insertBefore(wrap, items[Math.ceil(items.length / 2)] ?? null);
    }
    wrap.append(logo);
  }
}
