import type { PropertyDeclarations, PropertyValues } from '@lit/reactive-element';
import { create } from '../base/dom.js';
import { PbElement } from '../base/pb-element.js';
import { moduleHref, pushModuleState, readModuleState } from '../core/module-state.js';
import { galleryPerPage, pageCount, pageOf } from '../core/pagination.js';
import { openOnClick } from '../lightbox/open.js';
import { PbPageEvent } from '../collections/events.js';
import { pageOfLink, renderPageNav, showItem } from '../collections/page-nav.js';
import { reducedMotion } from '../core/reduced-motion.js';

/** After a page change the gallery's top comes into view 200 px below the window's top, over 200 ms (spec). */
const SCROLL_OFFSET = 200;
const SCROLL_DURATION = 200;

/**
 * The theme's gallery grid with pagination (MARKUP.md §5): per page from `data-per_page` (4 when missing, zero or
 * not a number), page links built with the theme's classes — real links to `#id|page`, so the page is kept in the
 * address, restored on load and stepped through by back/forward — and a lock while a page change is in progress.
 * The images open in `<pb-lightbox>`'s dialog as one gallery. Before the script runs CSS already shows only the
 * first page, so upgrading shifts nothing.
 *
 * @summary Gallery grid with pagination in the URL hash and a lightbox, over the theme's gallery markup.
 * @tag pb-gallery
 * @event {PbPageEvent} pb-page - After a page shows; detail `{ page, pages }`.
 */
export class PbGalleryElement extends PbElement {
  static override tagName = 'pb-gallery';

  static override properties: PropertyDeclarations = {
    perPage: { type: Number, attribute: 'per-page' },
    label: {},
  };

  /** Items per page (else the CMS `data-per_page`, else 4). */
  declare perPage?: number;
  /** Name of the page navigation (default "Gallery pages"). */
  declare label?: string;

  #page = 1;
  #locked = false;
  #items: HTMLElement[] = [];
  #nav?: HTMLElement;
  #timer?: ReturnType<typeof setTimeout>;

  /** The page showing (1-based). */
  get page(): number {
    return this.#page;
  }

  get pages(): number {
    return pageCount(this.#items.length, this.#perPage);
  }

  get root(): HTMLElement {
    return this.querySelector<HTMLElement>(':scope > .et_pb_gallery') ?? this;
  }

  get #list(): HTMLElement {
    return this.root.querySelector<HTMLElement>('.et_pb_gallery_items') ?? this.root;
  }

  get #perPage(): number {
    return galleryPerPage(this.perPage ?? this.#list.dataset.per_page);
  }

  /** Shows `page` (clamped); returns whether it changed. Ignored while a change is in progress. */
  goToPage(page: number): boolean {
    return this.#go(page, false);
  }

  protected override update(changed: PropertyValues): void {
    super.update(changed);
    if (!this.#nav) {
      this.#items = [...this.#list.querySelectorAll<HTMLElement>(':scope > .et_pb_gallery_item')];
      this.#nav =
        this.root.querySelector<HTMLElement>(':scope > .et_pb_gallery_pagination') ??
        this.root.appendChild(create('div', { className: 'et_pb_gallery_pagination' }));
      this.#nav.setAttribute('role', 'navigation');
      this.#nav.ariaLabel = this.label || 'Gallery pages';
      this.#list.classList.add('pb-gallery__items');
    }
    this.#show(this.#fromHash() ?? Math.min(this.#page, this.pages));
  }

  protected override connected(): void {
    this.connection.listen(this, 'click', (event) => this.#click(event as MouseEvent));
    this.connection.add(() => {
      clearTimeout(this.#timer);
      this.#locked = false;
    });
    const follow = () => {
      const page = this.#fromHash();
      if (page !== undefined && page !== this.#page) this.#show(page);
    };
    this.connection.onHistory(follow);
  }

  #click(event: MouseEvent): void {
    if (event.button || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const target = event.target as Element;
    const image = target.closest<HTMLAnchorElement>('.et_pb_gallery_image a[href]');
    if (image && this.contains(image)) {
      const links = this.#items
        .map((item) => item.querySelector<HTMLAnchorElement>('.et_pb_gallery_image a[href]'))
        .filter((a): a is HTMLAnchorElement => !!a);
      openOnClick(event, links, image, this);
      return;
    }
    const page = this.#nav?.contains(target) ? pageOfLink(target) : undefined;
    if (page === undefined) return;
    event.preventDefault();
    this.#go(page, true);
  }

  #go(page: number, byVisitor: boolean): boolean {
    const to = Math.min(Math.max(1, Math.floor(page) || 1), this.pages);
    if (this.#locked || to === this.#page) return false;
    // The theme's guard: one page change at a time.
    this.#locked = true;
    this.#show(to);
    if (byVisitor) pushModuleState(this.root.id, [String(to)]);
    const top = this.getBoundingClientRect().top + scrollY - SCROLL_OFFSET;
    scrollTo({ top: Math.max(0, top), behavior: reducedMotion() ? 'instant' : 'smooth' });
    // The first image of the new page takes focus, so a keyboard user continues from there.
    this.#items[(to - 1) * this.#perPage]?.querySelector<HTMLElement>('a[href]')?.focus({ preventScroll: true });
    this.#timer = setTimeout(() => (this.#locked = false), SCROLL_DURATION);
    return true;
  }

  #fromHash(): number | undefined {
    const value = readModuleState(this.root.id)?.[0];
    return value && /^\d+$/.test(value) && Number(value) <= this.pages ? Number(value) : undefined;
  }

  #show(page: number): void {
    this.#page = Math.max(1, page);
    const perPage = this.#perPage;
    // Inline display as well, as the theme's script's `.show()` / `.hide()` set it: the theme's CSS hides every
    // item (`.et_pb_gallery_grid .et_pb_gallery_item`, THEME-CSS.md §11), which `hidden` alone cannot undo.
    this.#items.forEach((item, index) => showItem(item, pageOf(index, perPage) === this.#page));
    const id = this.root.id;
    renderPageNav(this.#nav!, this.#page, this.pages, (n) => moduleHref(id, [String(n)]), {
      page: 'Page {n}',
    });
    this.emit(new PbPageEvent({ page: this.#page, pages: this.pages }));
  }
}
