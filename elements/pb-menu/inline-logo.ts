/**
 * The split header's inline centred logo (spec §2; MARKUP.md §8.5), loaded only for `inline-logo` or
 * `body.et_header_style_split`: above the breakpoint the theme's `.logo_container` moves into a new
 * `li.centered-inline-logo-wrap` in the middle of the top-level items; below it, back to where it was printed.
 */
import { create } from '../base/dom.js';

export class InlineLogo {
  readonly #parent: Node;
  readonly #next: Node | null;

  constructor(
    private readonly list: HTMLUListElement,
    private readonly logo: HTMLElement,
  ) {
    this.#parent = logo.parentNode!;
    this.#next = logo.nextSibling;
  }

  place(mobile: boolean): void {
    const { list, logo } = this;
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
