import { create } from '../base/dom.js';
import { onDemand } from '../base/on-demand.js';
import { PbElement } from '../base/pb-element.js';
import { reducedMotion } from '../core/reduced-motion.js';
import { DEV } from '../core/warn.js';
import { PbPageChangedEvent } from './events.js';
import { isPlainClick, isSameOrigin, moduleSelector, pageAnnouncement, pageOf, pageTotal } from './blog-rules.js';

const CONTAINER = '.et_pb_ajax_pagination_container';
const LINKS = ':is(.wp-pagenavi, .pagination) a[href]';

/** Fetching, reading and sanitising another page's posts: loaded with the first page link pressed. */
const loader = onDemand('<pb-blog> loader', () => import('./blog-load.js'));
// The theme's masonry columns, only for a blog grid (its stylesheet hides a grid's posts until they are in columns).
const columns = onDemand('<pb-blog> columns', () => import('./blog-columns.js'));

/** History entries this element pushed carry `{ pbBlog: { module, href } }`. */
interface BlogState {
  module: string;
  href: string;
}
const blogState = (state: unknown): BlogState | undefined => {
  const value = (state as { pbBlog?: BlogState } | null)?.pbBlog;
  return value && typeof value.module === 'string' && typeof value.href === 'string' ? value : undefined;
};

const withoutHash = (href: string): string => href.split('#')[0];

/** The fixed header's height (admin toolbar, top header, main header), as the theme subtracts it. */
const headerHeight = (): number =>
  [...document.querySelectorAll<HTMLElement>('body:not(.et_vertical_nav) :is(#wpadminbar, #top-header, #main-header)')]
    .filter((bar) => /fixed|sticky/.test(getComputedStyle(bar).position))
    .reduce((sum, bar) => sum + bar.offsetHeight, 0);

/**
 * Ajax pagination for the theme's blog and post modules (MARKUP.md §8.8; spec §7 call 5, §8): a click on one of the
 * module's page links (`.wp-pagenavi a`, `.pagination a`) GETs that page, reads it inertly, takes the same module's
 * `.et_pb_ajax_pagination_container` (found by the module's classes, animation classes left out) and the page's
 * cached design styles, and swaps the sanitised posts in (TRUST.md §3.1); a 404 page's module is used too, and a
 * reply without the module is simply navigated to. Replies are kept per address and module. Each page change pushes
 * the page's real address, so back and forward step through pages and a reload shows the same one; focus moves to
 * the first new heading and a polite status says "Page 2 of 5"; the page scrolls to the module below the fixed
 * header. The posts fade to 0.2 and back while loading (not under reduced motion). A failed load keeps the page,
 * says so in an alert, and a second press of the same link navigates. Links with a modifier key, or without
 * scripting, navigate as they always did.
 *
 * @summary Ajax pagination for the theme's blog modules, with real addresses, focus and announcements.
 * @tag pb-blog
 * @event {PbPageChangedEvent} pb-page-changed - After a page of posts is swapped in; detail `{ page, total, href }`.
 * @cssprop --pb-blog-fade - How long the fade to 0.2 and back takes (default 600ms, the theme's "slow").
 */
export class PbBlogElement extends PbElement {
  static override tagName = 'pb-blog';
  static override properties = {
    pageLabel: { attribute: 'page-label' },
    pageOnlyLabel: { attribute: 'page-only-label' },
    failedLabel: { attribute: 'failed-label' },
  };

  /** The announcement after a page change, with `{page}` and `{total}`. */
  declare pageLabel: string;
  /** The announcement when the pagination does not say how many pages there are, with `{page}`. */
  declare pageOnlyLabel: string;
  /** The alert when a page could not be loaded. */
  declare failedLabel: string;

  constructor() {
    super();
    this.pageLabel = 'Page {page} of {total}';
    this.pageOnlyLabel = 'Page {page}';
    this.failedLabel = 'That page could not be loaded. Press the link again to open it.';
  }

  #module?: Element | null;
  #selector?: string;
  #status?: HTMLElement;
  #alert?: HTMLElement;
  /** The address whose load failed last: a second press of its link navigates. */
  #failed?: string;
  #loading?: AbortController;
  /** The address being loaded now. */
  #pending?: string;

  /** The page of posts shown, from 1. */
  get page(): number {
    return pageOf(this.#shown ?? location.href);
  }

  #shown?: string;
  #printed?: { href: string; posts: Node };

  protected override update(changed: Map<PropertyKey, unknown>): void {
    if (!this.hasUpdated) this.#build();
    super.update(changed);
  }

  #build(): void {
    const container = this.querySelector(CONTAINER);
    this.#module = container?.closest('.et_pb_module');
    this.#selector = this.#module && this.contains(this.#module) ? moduleSelector(this.#module.classList) : undefined;
    if (!this.#selector) {
      if (DEV) this.devWarn(`holds no module with a ${CONTAINER}; its links navigate as usual.`);
      return;
    }
    // The posts the page was printed with, kept as printed: going back to its address shows them without a fetch (on
    // the React site that address is the app's, which holds no module to fetch).
    const printed = document.createDocumentFragment();
    for (const node of container!.childNodes) printed.append(node.cloneNode(true));
    this.#printed = { href: withoutHash(location.href), posts: printed };
    this.#status = create('span', { className: 'pb-blog__status' }, { role: 'status' });
    this.#alert = create('span', { className: 'pb-blog__status' }, { role: 'alert' });
    this.append(this.#status, this.#alert);
  }

  protected override connected(): void {
    // A blog grid's masonry columns, kept up by the part (also after a swap) until disconnect.
    if (this.querySelector('.et_pb_salvattore_content'))
      columns.load(this).then(
        (part) => this.isConnected && this.connection.add(part.watchColumns(this)),
        () => {},
      );
    if (!this.#selector) return;
    this.connection.listen(this, 'click', (event) => this.#click(event as MouseEvent));
    this.connection.listen(window, 'popstate', (event) => {
      const state = blogState((event as PopStateEvent).state);
      // An entry of ours names its page; one without state (another module's hash) matters only when its path differs.
      const href =
        state && state.module === this.#selector ? state.href : !state ? withoutHash(location.href) : undefined;
      if (href && withoutHash(href) !== withoutHash(this.#shown ?? location.href)) void this.#go(href, false);
    });
    this.connection.add(() => this.#loading?.abort());
  }

  #click(event: MouseEvent): void {
    const link = (event.target as Element | null)?.closest?.('a');
    const container = this.#container();
    if (!link || !container?.contains(link) || !link.matches(LINKS) || !isPlainClick(event)) return;
    if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    if (!isSameOrigin(link.href, location.origin) || link.href === this.#failed) return;
    event.preventDefault();
    void this.#go(link.href, true);
  }

  #container(): HTMLElement | null {
    return this.#module?.querySelector<HTMLElement>(CONTAINER) ?? null;
  }

  /** Loads `href`'s posts, once: a second press of a link whose page is on its way asks for nothing more. */
  async #go(href: string, push: boolean): Promise<void> {
    if (href === this.#pending) return;
    this.#pending = href;
    try {
      await this.#load(href, push);
    } finally {
      if (this.#pending === href) this.#pending = undefined;
    }
  }

  /** Loads `href`'s posts into the module; `push` adds a history entry (a link), else the entry is already there. */
  async #load(href: string, push: boolean): Promise<void> {
    const container = this.#container();
    if (!container || !this.#selector) return;
    this.#loading?.abort();
    const loading = (this.#loading = new AbortController());
    this.#alert!.textContent = '';
    this.#failed = undefined;
    // The theme's fade to 0.2 while loading; under reduced motion the posts neither fade nor dim.
    if (!reducedMotion()) container.classList.add('pb-blog--loading');
    let posts: Node | undefined;
    if (withoutHash(href) === this.#printed?.href) posts = this.#printed.posts.cloneNode(true);
    else
      try {
        // Without the reader (its code could not load) the link does what it always did.
        const part = await loader.load(this).catch(() => undefined);
        if (!part) {
          container.classList.remove('pb-blog--loading');
          return PbBlogElement.navigate(href);
        }
        posts = await part.loadPosts(href, this.#selector, loading.signal);
      } catch (error) {
        if (loading.signal.aborted) return;
        container.classList.remove('pb-blog--loading');
        this.#failed = href;
        this.#alert!.textContent = this.failedLabel;
        this.warn(`could not load ${href}: ${String(error)}`);
        return;
      }
    if (loading.signal.aborted) return;
    container.classList.remove('pb-blog--loading');
    // A reply without the module: the visitor gets the page itself.
    if (!posts) return void PbBlogElement.navigate(href);
    this.#swap(container, posts, href, push);
  }

  #swap(container: HTMLElement, posts: Node, href: string, push: boolean): void {
    container.replaceChildren(posts);
    if (push) {
      // The entry the visitor came from is marked too, so going back to it restores its posts.
      if (!blogState(history.state)) history.replaceState({ ...history.state, pbBlog: this.#entry(location.href) }, '');
      history.pushState({ pbBlog: this.#entry(href) }, '', href);
    }
    this.#shown = href;
    const links = [...container.querySelectorAll<HTMLAnchorElement>(LINKS)].map((link) => link.href);
    const number = pageOf(href);
    const total = pageTotal(container.querySelector('.wp-pagenavi .pages')?.textContent, links, number);
    const top = this.#module!.getBoundingClientRect().top + scrollY - headerHeight() - 50;
    scrollTo({ top: Math.max(0, top), behavior: 'instant' });
    const heading = container.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6') ?? container;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    this.#status!.textContent = pageAnnouncement(number, total, this.pageLabel, this.pageOnlyLabel);
    this.emit(new PbPageChangedEvent({ page: number, total, href }));
    // The theme's signal to other scripts that new posts arrived (infinite-scroll plugins, embeds…).
    document.body.dispatchEvent(new Event('post-load', { bubbles: true }));
  }

  #entry(href: string): BlogState {
    return { module: this.#selector!, href };
  }

  /** How a reply without the module is opened: an ordinary navigation (tests watch it instead). @internal */
  static navigate = (href: string): void => location.assign(href);
}
