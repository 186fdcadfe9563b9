/**
 * The inline centred logo (spec §2; MARKUP.md §8.5; THEME-CSS.md §4 in docs/), loaded only when a header or Menu
 * module asks for it. Split header (`inline-logo` or `body.et_header_style_split`): above the breakpoint the
 * theme's `.logo_container` moves into a new `li.centered-inline-logo-wrap` in the middle of the top-level items.
 * Menu module in the "inline centred logo" style: its `.et_pb_menu__logo-wrap` moves into a new
 * `li.et_pb_menu__logo-slot` there (the theme's CSS hides the printed place on desktop). Below the breakpoint, and
 * when the element disconnects, the logo goes back to where it was printed and the item goes.
 */
import { create } from '../base/dom.js';

/** How many top-level items come before the logo's item: the larger half, so 5 items split 3 | logo | 2. */
export const middle = (count: number): number => Math.ceil(Math.max(0, count) / 2);

/** What the inline logo needs from `<pb-menu>`. */
export interface InlineLogoOptions {
  /** The menu's top-level list, which takes the logo in its middle. */
  list: HTMLUListElement;
  /** The theme's `.logo_container` or the module's `.et_pb_menu__logo-wrap`, still where it was printed. */
  logo: HTMLElement;
}

export class InlineLogo {
  readonly #list: HTMLUListElement;
  readonly #logo: HTMLElement;
  readonly #parent: Node;
  readonly #next: Node | null;
  /** The item's class: the module's slot, or the split header's wrap. */
  readonly #slot: string;

  constructor({ list, logo }: InlineLogoOptions) {
    this.#list = list;
    this.#logo = logo;
    this.#parent = logo.parentNode!;
    this.#next = logo.nextSibling;
    this.#slot = logo.matches('.et_pb_menu__logo-wrap') ? 'et_pb_menu__logo-slot' : 'centered-inline-logo-wrap';
  }

  /** Puts the logo in the middle of the list (desktop), or back where it was printed (`home`). */
  place(home: boolean): void {
    const list = this.#list;
    const logo = this.#logo;
    let wrap = list.querySelector<HTMLElement>(`:scope > li.${this.#slot}`);
    if (home) {
      // Before the node it was printed before, while that is still there (the split header's is the element itself,
      // which a disconnect has just taken away); else last.
      const next = this.#next?.parentNode === this.#parent ? this.#next : null;
      this.#parent.insertBefore(logo, next);
      wrap?.remove();
      return;
    }
    if (!wrap) {
      wrap = create('li', { className: this.#slot });
      const items = list.querySelectorAll(':scope > li');
      list.insertBefore(wrap, items[middle(items.length)] ?? null);
    }
    wrap.append(logo);
  }
}
