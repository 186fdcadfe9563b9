/**
 * The scroll-to-top button (MARKUP.md §8.6), loaded only on pages with the theme's icon
 * (`span.et_pb_scroll_top`): the icon stays as printed (the theme's CSS draws and animates it) and gets a real,
 * named `<button>` inside. It shows (`et-visible`, else `et-hidden`) once the page is scrolled past 800 px —
 * known from an IntersectionObserver whose root reaches 800 px above the window, watching a sentinel at the
 * page's top, so nothing reads the scroll position — and while hidden it is out of the tab order (CSS). The
 * theme's CSS keeps the icon `display: none` until its script shows it (THEME-CSS.md §12): the first time it
 * shows, it gets the inline `display: block` the theme's script left, and keeps it, as there.
 */
import type { ReactiveController, ReactiveControllerHost } from '@lit/reactive-element';
import { create } from '../base/dom.js';

/** The icon shows once the page is scrolled more than this (spec §4, §9). */
export const SCROLL_TOP_THRESHOLD = 800;

export class ScrollTop implements ReactiveController {
  readonly button: HTMLButtonElement;
  #stop?: () => void;

  constructor(
    host: ReactiveControllerHost,
    private readonly icon: HTMLElement,
    /** The button's name (default "Back to top"). */
    label: string | undefined,
    /** Scrolls to the top and puts the focus there. */
    private readonly go: () => void,
  ) {
    this.button = create(
      'button',
      { type: 'button', className: 'pb-page-top' },
      { 'aria-label': label ?? 'Back to top' },
    );
    icon.classList.add('et-hidden');
    icon.append(this.button);
    host.addController(this);
  }

  hostConnected(): void {
    const sentinel = create('div', { className: 'pb-page-sentinel' }, { 'aria-hidden': 'true' });
    // Through the CSSOM, not a style attribute: a strict CSP (style-src without 'unsafe-inline') blocks the attribute.
    Object.assign(sentinel.style, { position: 'absolute', top: '0', left: '0', width: '1px', height: '1px' });
    document.body.append(sentinel);
    const observer = new IntersectionObserver(
      // The latest report counts: a busy page can queue two before this runs, the first of them stale.
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry.isIntersecting) this.icon.style.setProperty('display', 'block');
        this.icon.classList.toggle('et-visible', !entry.isIntersecting);
        this.icon.classList.toggle('et-hidden', entry.isIntersecting);
      },
      { rootMargin: `${SCROLL_TOP_THRESHOLD}px 0px 0px 0px` },
    );
    observer.observe(sentinel);
    const click = () => this.go();
    this.button.addEventListener('click', click);
    this.#stop = () => {
      this.button.removeEventListener('click', click);
      observer.disconnect();
      sentinel.remove();
      this.icon.style.removeProperty('display');
    };
  }

  hostDisconnected(): void {
    this.#stop?.();
  }
}
