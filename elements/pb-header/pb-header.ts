import type { PropertyDeclarations } from '@lit/reactive-element';
import { PbElement } from '../base/pb-element.js';
import { create } from '../base/dom.js';
import { FIXED_NAV_MIN, adminOffset, fixedNav, scrollPadding } from './offsets.js';

/**
 * The theme's header (MARKUP.md §8.5): fixed once the page scrolls past its waypoint (an intersection observer
 * on a sentinel; no layout reads while scrolling), only above 980 px. It keeps the theme's classes in step
 * (`et-fixed-header` on `#main-header` and `#top-header`, `et-animated-content` on `#page-container`), keeps
 * `scroll-padding-top` equal to the fixed header's height plus the admin toolbar (resize observers; WCAG
 * 2.4.11), and publishes `--pb-header-height` and `--pb-admin-bar` on the root so fullscreen header sections
 * size themselves in CSS (viewport minus admin toolbar minus header). With the transparent header
 * (`body.et_transparent_nav`) the header overlays the page and fixes once scrolled past its own height; with
 * hide-nav (`body.et_hide_nav`) it waits above the window until it is fixed. The fixed header sits below the
 * admin toolbar and the theme's top bar (`#top-header`), and writes the theme's `data-height-onload` and
 * `data-fixed-height-onload` measurements.
 *
 * @summary Header that fixes itself past a waypoint and keeps offsets, classes and scroll padding in step.
 * @tag pb-header
 * @cssprop --pb-header-height - Set by the element: the header's height while the fixed layout applies, else 0.
 * @cssprop --pb-admin-bar - Set by the element: the admin toolbar's height when it counts (viewport above 600 px).
 * @cssprop --pb-top-header - Set by the element: the theme's top bar's (`#top-header`) height while the fixed layout applies, else 0.
 */
export class PbHeaderElement extends PbElement {
  static override tagName = 'pb-header';
  /** One a page, driving what the theme hides until it acts: renders at once (PbElement). */
  protected static override takesTurns = false;

  static override properties: PropertyDeclarations = {
    breakpoint: { type: Number },
  };

  /** Fixed navigation applies above this viewport width (default 980). */
  declare breakpoint: number;

  #past = false;
  #height = 0;
  #bar = 0;
  #top = 0;

  constructor() {
    super();
    this.breakpoint = FIXED_NAV_MIN;
  }

  /** The header: `#main-header` inside the tag, else the tag itself. */
  get header(): HTMLElement {
    return this.querySelector<HTMLElement>('#main-header') ?? this;
  }

  /** Whether the header is in its fixed state. */
  get fixed(): boolean {
    return this.header.classList.contains('et-fixed-header');
  }

  protected override connected(): void {
    const c = this.connection;
    const sentinel = create('div', { className: 'pb-header-sentinel' }, { 'aria-hidden': 'true' });
    this.prepend(sentinel);
    c.add(() => sentinel.remove());
    // The latest report counts: a busy page can queue two for the sentinel (the first, then one after a quick scroll)
    // before this runs, and the first of them is stale (Firefox and Chromium, under load in CI).
    const io = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      this.#past = !entry.isIntersecting && entry.boundingClientRect.top < 0;
      this.#sync();
    });
    io.observe(sentinel);
    const header = this.header;
    const top = document.getElementById('top-header');
    const ro = new ResizeObserver((entries) => {
      for (const entry of entries) {
        const height = entry.borderBoxSize?.[0]?.blockSize ?? entry.contentRect.height;
        if (entry.target === header) {
          this.#height = height;
          // The theme's measurements (MARKUP.md §8.5), for scripts that read them: the height at load, and the
          // first height in the fixed state.
          if (header !== this && !header.dataset.heightLoaded) {
            header.dataset.heightOnload = `${Math.round(height)}`;
            header.dataset.heightLoaded = 'true';
          }
          if (header !== this && this.fixed) header.dataset.fixedHeightOnload ??= `${Math.round(height)}`;
        } else if (entry.target === top) this.#top = height;
        else this.#bar = height;
      }
      this.#sync();
    });
    ro.observe(header);
    const bar = document.getElementById('wpadminbar');
    if (bar) ro.observe(bar);
    if (top) ro.observe(top);
    c.listen(window, 'resize', () => this.#sync());
    c.add(() => {
      io.disconnect();
      ro.disconnect();
      this.#past = false;
      this.#sync(true);
    });
  }

  /** Writes the state: classes, custom properties and scroll padding (no reads: values come from observers). */
  #sync(off = false): void {
    const viewport = innerWidth;
    const wide = fixedNav(viewport, this.breakpoint);
    const fixed = !off && this.#past && wide && !document.body.classList.contains('et_non_fixed_nav');
    const page = this.closest('#page-container');
    for (const node of [this.header, document.getElementById('top-header')])
      node?.classList.toggle('et-fixed-header', fixed);
    page?.classList.toggle('et-animated-content', fixed);
    // Hide-nav (`body.et_hide_nav`): the header waits above the window until it is fixed (CSS translates it).
    this.header.classList.toggle(
      'pb-header-hidden',
      !off && wide && !fixed && document.body.classList.contains('et_hide_nav'),
    );
    const root = document.documentElement.style;
    if (off) {
      for (const p of ['--pb-header-height', '--pb-top-header', '--pb-admin-bar', 'scroll-padding-top'])
        root.removeProperty(p);
      return;
    }
    root.setProperty('--pb-header-height', `${wide ? this.#height : 0}px`);
    root.setProperty('--pb-top-header', `${wide ? this.#top : 0}px`);
    // A transparent header overlays the first section: its waypoint is its own bottom, not its top.
    const transparent = document.body.classList.contains('et_transparent_nav');
    this.style.setProperty('--pb-header-waypoint', `${transparent ? Math.max(1, this.#height) : 1}px`);
    root.setProperty('--pb-admin-bar', `${adminOffset(this.#bar, viewport)}px`);
    root.scrollPaddingTop = `${scrollPadding(this.#height, this.#bar, viewport, this.breakpoint, this.#top)}px`;
  }
}
