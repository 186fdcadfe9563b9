import type { PropertyDeclarations, PropertyValues } from '@lit/reactive-element';
import { create } from '../base/dom.js';
import { PbElement } from '../base/pb-element.js';
import { moduleHref, pushModuleState, readModuleState } from '../core/module-state.js';
import { pageCount, pageOf } from '../core/pagination.js';
import { PbPageEvent } from '../collections/events.js';
import { pageOfLink, renderPageNav, showItem } from '../collections/page-nav.js';
import { portfolioColumns } from './grid-math.js';
import { reducedMotion } from '../core/reduced-motion.js';

/** Filtering and paging fade the items in over this long (spec §9). */
const PORTFOLIO_ANIMATION = 700;
const ALL = 'all';

/**
 * The theme's portfolios (MARKUP.md §4.1–4.2): the grid takes its columns from its own width (5 at 1600 px,
 * 4 at 1024, 3 at 768, 2 at 480, else 1; items ¾ of a column tall) and keeps the theme's `columns-N` class in
 * step; the filterable portfolio gets category filters and page links — real links to `#id|category|page`, so
 * the choice is kept in the address, restored on load, and back/forward step through it — with a 700 ms fade
 * (none under reduced motion), a live count, and nothing above it ever shifting.
 *
 * @summary Portfolio grid with container-width columns, category filters and pagination in the URL hash.
 * @tag pb-portfolio
 * @event {PbPageEvent} pb-page - After a filter or page shows; detail `{ page, pages }`.
 */
export class PbPortfolioElement extends PbElement {
  static override tagName = 'pb-portfolio';

  static override properties: PropertyDeclarations = {
    perPage: { type: Number, attribute: 'per-page' },
    label: {},
  };

  /** Projects per page (else the CMS `data-posts-number`; 0 or none is one page). */
  declare perPage?: number;
  /** Name of the page navigation (default "Portfolio pages"). */
  declare label?: string;

  #items: HTMLElement[] = [];
  #filters: HTMLAnchorElement[] = [];
  #category = ALL;
  #page = 1;
  #nav?: HTMLElement;
  #status?: HTMLElement;
  #built = false;
  #observer?: ResizeObserver;
  #frame = 0;

  get root(): HTMLElement {
    return (
      this.querySelector<HTMLElement>(
        ':scope > :is(.et_pb_filterable_portfolio, .et_pb_fullwidth_portfolio, .et_pb_portfolio, .et_pb_portfolio_grid)',
      ) ?? this
    );
  }

  get #container(): HTMLElement {
    return this.root.querySelector<HTMLElement>('.et_pb_portfolio_items, .et_pb_portfolio_grid_items') ?? this.root;
  }

  get category(): string {
    return this.#category;
  }

  get page(): number {
    return this.#page;
  }

  get #perPage(): number {
    const value = this.perPage ?? Number(this.root.dataset.postsNumber);
    return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
  }

  /** The projects of the current category. */
  get #matching(): HTMLElement[] {
    return this.#category === ALL
      ? this.#items
      : this.#items.filter(
          (item) =>
            item.classList.contains(`project_category_${this.#category}`) ||
            item.classList.contains(`project_category-${this.#category}`),
        );
  }

  get pages(): number {
    return this.#perPage ? pageCount(this.#matching.length, this.#perPage) : 1;
  }

  /** Shows `category` (a slug, or "all") at `page`. */
  show(category: string, page = 1): void {
    this.#apply(category, page, false);
  }

  protected override update(changed: PropertyValues): void {
    super.update(changed);
    if (this.#built) return;
    this.#built = true;
    const root = this.root;
    this.#items = [...this.#container.querySelectorAll<HTMLElement>(':scope > .et_pb_portfolio_item')];
    this.#container.classList.add('pb-portfolio__items');
    this.#filters = [...root.querySelectorAll<HTMLAnchorElement>('.et_pb_portfolio_filters a[data-category-slug]')];
    const filterList = this.#filters[0]?.closest('ul');
    if (filterList) {
      const nav = filterList.parentElement!;
      nav.setAttribute('role', 'navigation');
      nav.ariaLabel ||= 'Project categories';
    }
    if (root.matches('.et_pb_filterable_portfolio')) {
      this.#nav =
        root.querySelector<HTMLElement>(':scope > .et_pb_portofolio_pagination') ??
        root.appendChild(create('div', { className: 'et_pb_portofolio_pagination' }));
      this.#nav.setAttribute('role', 'navigation');
      this.#nav.ariaLabel = this.label || 'Portfolio pages';
      this.#status = create('p', { className: 'pb-portfolio__status' }, { role: 'status' });
      root.append(this.#status);
    }
    const [category, page] = this.#fromHash();
    this.#apply(category, page, false, false);
  }

  protected override connected(): void {
    this.connection.listen(this, 'click', (event) => this.#click(event as MouseEvent));
    const follow = () => {
      const [category, page] = this.#fromHash();
      if (category !== this.#category || page !== this.#page) this.#apply(category, page, false);
    };
    this.connection.onHistory(follow);
    // Columns follow the element's own width; the observer reports it, a frame later the classes change.
    this.#observer = new ResizeObserver(([entry]) => {
      const width = entry.contentRect.width;
      cancelAnimationFrame(this.#frame);
      this.#frame = requestAnimationFrame(() => this.#columns(width));
    });
    this.#observer.observe(this.#container);
    this.connection.add(() => {
      this.#observer?.disconnect();
      cancelAnimationFrame(this.#frame);
    });
  }

  #columns(width: number): void {
    const columns = portfolioColumns(width);
    const container = this.#container;
    if (container.dataset.portfolioColumns === String(columns)) return;
    container.classList.remove(...[1, 2, 3, 4, 5].map((n) => `columns-${n}`));
    container.classList.add(`columns-${columns}`);
    container.dataset.portfolioColumns = String(columns);
    container.style.setProperty('--pb-portfolio-columns', String(columns));
  }

  #click(event: MouseEvent): void {
    if (event.button || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const target = event.target as Element;
    const filter = target.closest<HTMLAnchorElement>('a[data-category-slug]');
    if (filter && this.#filters.includes(filter)) {
      event.preventDefault();
      this.#apply(filter.dataset.categorySlug || ALL, 1, true);
      return;
    }
    const page = this.#nav?.contains(target) ? pageOfLink(target) : undefined;
    if (page === undefined) return;
    event.preventDefault();
    this.#apply(this.#category, page, true);
  }

  #fromHash(): [string, number] {
    const [category, page] = readModuleState(this.root.id) ?? [];
    const known = category === ALL || this.#filters.some((f) => f.dataset.categorySlug === category);
    return [known ? category! : ALL, page && /^\d+$/.test(page) ? Number(page) : 1];
  }

  #apply(category: string, page: number, byVisitor: boolean, animate = true): void {
    const known = category === ALL || this.#filters.some((f) => f.dataset.categorySlug === category);
    if (!known) this.warn(`has no category "${category}"; showing all.`);
    this.#category = known ? category : ALL;
    this.#page = Math.min(Math.max(1, Math.floor(page) || 1), this.pages);
    const matching = new Set(this.#matching);
    const perPage = this.#perPage;
    const shown: HTMLElement[] = [];
    let index = 0;
    for (const item of this.#items) {
      const visible = matching.has(item) && (!perPage || pageOf(index, perPage) === this.#page);
      if (matching.has(item)) index++;
      // Inline display too, as the theme's script did: its CSS hides every filterable portfolio item (THEME-CSS.md §11).
      showItem(item, visible);
      item.classList.toggle('active', visible);
      if (visible) shown.push(item);
    }
    for (const filter of this.#filters) {
      const active = (filter.dataset.categorySlug || ALL) === this.#category;
      filter.classList.toggle('active', active);
      if (active) filter.setAttribute('aria-current', 'true');
      else filter.removeAttribute('aria-current');
      if (this.root.id) filter.href = moduleHref(this.root.id, [filter.dataset.categorySlug || ALL, '1']);
    }
    const id = this.root.id;
    if (this.#nav)
      renderPageNav(this.#nav, this.#page, this.pages, (n) => moduleHref(id, [this.#category, String(n)]), {
        page: 'Page {n}',
      });
    if (this.#status) {
      const name =
        this.#filters.find((f) => (f.dataset.categorySlug || ALL) === this.#category)?.textContent?.trim() ||
        this.#category;
      this.#status.textContent = `${matching.size} ${matching.size === 1 ? 'project' : 'projects'} in ${name}${this.pages > 1 ? `, page ${this.#page} of ${this.pages}` : ''}`;
    }
    if (byVisitor) pushModuleState(id, [this.#category, String(this.#page)]);
    if (animate && !reducedMotion())
      for (const item of shown) item.animate?.([{ opacity: 0 }, { opacity: 1 }], { duration: PORTFOLIO_ANIMATION });
    // After a page change, bring the portfolio's top into view if it has scrolled away; nothing above moves.
    if (byVisitor && this.getBoundingClientRect().top < 0)
      this.scrollIntoView({ block: 'start', behavior: reducedMotion() ? 'instant' : 'smooth' });
    this.emit(new PbPageEvent({ page: this.#page, pages: this.pages }));
  }
}
