import type { PropertyDeclarations } from '@lit/reactive-element';
import { create } from '../base/dom.js';
import { onDemand } from '../base/on-demand.js';
import { PbElement } from '../base/pb-element.js';
import { ConsentGate } from '../controllers/consent-gate.js';
import { Facade } from '../controllers/facade.js';
import { InView } from '../controllers/in-view.js';
import { getConfig } from '../core/config.js';
import { postForm, sameOriginUrl } from '../core/form-request.js';
import { reducedMotion } from '../core/reduced-motion.js';
import { DEV } from '../core/warn.js';
import { PbFeedLoadEvent } from './events.js';
import {
  chooseWidth,
  columnsFor,
  ERROR_RELAYOUT_DELAY,
  guessLocation,
  LOADER_RESET_DELAY,
  localUrl,
  mediaId,
  mergeResized,
  nextWidth,
  parseResized,
  parseSettings,
  parseSrcSet,
  pickSource,
  RESIZE_DEBOUNCE,
  REVEAL_STAGGER,
  safeImageUrl,
  sizeClass,
  visibleCount,
  type FeedSettings,
  type ResizedEntry,
  type Width,
} from './feed-logic.js';

const HIDE = 'sbi_num_diff_hide';
const ITEM = '.sbi_item';

/** The header and broken-image code and the server calls, loaded when first needed (cached, retried: on-demand.ts). */
const feedExtras = onDemand('sbi-feed/feed-extras', () => import('./feed-extras.js'));
/** Reading and sanitising a page of posts, loaded with the first "Load more" reply. */
const pageReader = onDemand('sbi-feed/load-more', () => import('./load-more.js'));

/** The plugin's global, when the page prints it: only its same-origin local-copy folder is used. */
function resizedBase(): string {
  const url = safeImageUrl(
    (globalThis as { sb_instagram_js_options?: { resized_url?: unknown } }).sb_instagram_js_options?.resized_url,
  );
  return (url && sameOriginUrl(url)?.pathname) || '/wp-content/uploads/sb-instagram-feed-images/';
}

/**
 * The social photo feed: upgrades the feed plugin's container `div.sbi[data-…]` in place — columns and size
 * classes from the container's width, the right image resolution per item, broken images falling back to local
 * copies, and a real "load more" button that appends the next page (sanitised) and tells a screen-reader user
 * how many posts arrived. With consent gating on, no image loads from the social host before consent; local
 * copies may.
 *
 * @summary Social photo feed over the feed plugin's markup: responsive grid, load more, no social-host request before consent.
 * @tag sbi-feed
 * @event {PbFeedLoadEvent} pb-feed-load - After "load more" added items; detail `{ count, more }`.
 * @event {PbConsentRequestEvent} pb-consent-request - The consent placeholder was used but the site does not count a click as consent; detail `{ category }`.
 * @attr {string} load-once-label - Label of the consent notice's button that shows this feed once (default "Load once").
 * @attr {string} always-allow-label - Label of the consent notice's button that allows the category for good (default "Always allow").
 * @cssprop --sbi-feed-gap - Gap between items (default 5px).
 */
export class SbiFeedElement extends PbElement {
  static override tagName = 'sbi-feed';

  static override properties: PropertyDeclarations = {
    consentCategory: { attribute: 'consent-category' },
    consentNotice: { attribute: 'consent-notice' },
    loadedLabel: { attribute: 'loaded-label' },
    failedLabel: { attribute: 'failed-label' },
  };

  /** Consent category the feed's social-host images need when gating is on (default "functional", as video embeds). */
  declare consentCategory?: string;
  /** Text of the consent placeholder (default "Photos load from Instagram, which may set cookies."). */
  declare consentNotice?: string;
  /** Announcement after load more; `{n}` is the count (default "{n} more posts loaded"). */
  declare loadedLabel?: string;
  /** Button text after a failed load (default "Loading failed – try again"). */
  declare failedLabel?: string;

  readonly #gate = new ConsentGate(this, () => this.consentCategory || 'functional');
  readonly #inView = new InView(this);
  readonly #resized = new Map<string, ResizedEntry>();
  readonly #widths = new WeakMap<Element, Width>();
  #facade?: Facade;
  #status?: HTMLElement;
  #settings?: FeedSettings;
  #timer?: ReturnType<typeof setTimeout>;
  #busy = false;
  #quiet = false;
  #started = false;
  #page = 1;

  /** The plugin's feed container. */
  get feed(): HTMLElement | null {
    return this.querySelector<HTMLElement>('.sbi, #sb_instagram');
  }

  get settings(): FeedSettings {
    return (this.#settings ??= parseSettings((name) => this.feed?.getAttribute(name) ?? null));
  }

  get items(): HTMLElement[] {
    return [...this.querySelectorAll<HTMLElement>(ITEM)];
  }

  /** True while consent gating keeps the social host's images out. */
  get #gated(): boolean {
    return getConfig().consent.gate && !this.#gate.granted;
  }

  get #button(): HTMLElement | null {
    return this.querySelector<HTMLElement>('.sbi_load_btn');
  }

  /** The local copies and markers known for each media id. */
  get resized(): ReadonlyMap<string, ResizedEntry> {
    return this.#resized;
  }

  protected override update(changed: Map<PropertyKey, unknown>): void {
    super.update(changed);
    const feed = this.feed;
    if (!feed) {
      if (DEV) this.devWarn('no .sbi feed container inside');
      return;
    }
    if (!this.hasUpdated) {
      for (const data of this.querySelectorAll<HTMLElement>('.sbi_resized_image_data')) {
        mergeResized(this.#resized, parseResized(data.dataset.resized));
        data.remove();
      }
      this.querySelectorAll('.sbi_no_js_error_message').forEach((n) => n.remove());
      feed.classList.remove('sbi_no_js');
      this.#status = create('span', { className: 'sbi-feed__status' }, { role: 'status' });
      this.append(this.#status);
    }
    const gated = this.#gated;
    if (gated && !this.#facade) {
      this.#facade = new Facade('sbi-feed', this.#gate, () => this.requestUpdate(), this);
      feed.before(this.#facade.root);
    }
    this.#facade?.render({
      label: 'Show Instagram photos',
      notice: this.consentNotice || 'Photos load from Instagram, which may set cookies.',
      granted: !gated,
      images: [],
    });
    if (!gated) {
      this.#facade?.root.remove();
      this.#facade = undefined;
    }
    // The header's avatar (its local copy, or the social host's only with consent), with the header's code.
    if (this.querySelector('.sbi_header_img img'))
      void feedExtras.load(this).then(
        (x) => x.showAvatar(this, feed.getAttribute('data-options'), resizedBase(), !gated),
        () => undefined,
      );
    this.layout();
  }

  protected override connected(): void {
    const feed = this.feed;
    if (!feed) return;
    const c = this.connection;
    c.listen(this, 'click', (event) => {
      const button = (event.target as Element).closest?.('.sbi_load_btn');
      if (button && this.contains(button)) {
        event.preventDefault();
        void this.loadMore();
      }
    });
    // Image errors do not bubble: caught on the way down.
    c.listen(this, 'error', (event) => this.#fail(event.target as Element), { capture: true });
    const observer = new ResizeObserver(() => this.#later(() => this.layout(), RESIZE_DEBOUNCE));
    observer.observe(feed);
    // The real aspect ratio, once an image has loaded, may call for a higher resolution.
    c.listen(
      this,
      'load',
      (event) => {
        const img = event.target as HTMLImageElement;
        const item = img.closest?.(ITEM);
        const ratio = img.naturalHeight / img.naturalWidth;
        if (item && ratio > (this.#aspects.get(item) ?? this.settings.aspect)) {
          this.#aspects.set(item, ratio);
          this.#later(() => this.layout(), 0);
        }
      },
      { capture: true },
    );
    c.add(() => {
      observer.disconnect();
      clearTimeout(this.#timer);
      this.#timers.forEach(clearTimeout);
      this.#timers.clear();
    });
    if (!this.#started) {
      this.#started = true;
      const { flags } = this.settings;
      if (flags.testAjax) void this.#post({ action: 'sbi_on_ajax_test_trigger' });
      // The first page of an ajaxPostLoad feed arrives without moving focus or announcing "more" posts.
      if (flags.ajaxPostLoad && !this.items.length) {
        this.#quiet = true;
        void this.loadMore().finally(() => (this.#quiet = false));
      } else this.#requestResizing(this.items);
    }
  }

  #later(run: () => void, ms: number): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(run, ms);
  }

  /** Columns, size class, trimming and image resolution from one batch of reads, then writes. */
  layout(): void {
    const feed = this.feed;
    if (!feed) return;
    const settings = this.settings;
    // Reads first…
    const feedWidth = feed.clientWidth;
    const viewport = innerWidth;
    const items = this.items;
    // …then writes.
    const cols = columnsFor(settings, feedWidth, viewport);
    const itemWidth = feedWidth / cols;
    feed.style.setProperty('--sbi-cols', String(cols));
    feed.classList.toggle('sbi_small', sizeClass(itemWidth) === 'sbi_small');
    feed.classList.toggle('sbi_medium', sizeClass(itemWidth) === 'sbi_medium');
    const visible = Math.max(visibleCount(settings, viewport), this.#shown ?? 0);
    items.forEach((item, i) => {
      item.classList.toggle(HIDE, i >= visible);
      this.#image(item, itemWidth);
    });
  }

  #shown?: number;
  readonly #timers = new Set<ReturnType<typeof setTimeout>>();
  readonly #aspects = new WeakMap<Element, number>();

  /** A one-off timer that a disconnect cancels. */
  #after(run: () => void, ms: number): void {
    const id = setTimeout(() => {
      this.#timers.delete(id);
      run();
    }, ms);
    this.#timers.add(id);
  }

  #image(item: HTMLElement, itemWidth: number): void {
    const link = item.querySelector<HTMLElement>('.sbi_photo');
    const img = item.querySelector<HTMLImageElement>('img');
    if (!link || !img || this.settings.flags.imageLoadDisable) return;
    img.loading = 'lazy';
    img.decoding = 'async';
    const set = parseSrcSet(link.dataset.imgSrcSet);
    const id = mediaId(item.id);
    const entry = id ? this.#resized.get(id) : undefined;
    const width = nextWidth(
      this.#widths.get(item),
      chooseWidth(
        this.settings.res,
        itemWidth,
        Math.max(this.settings.aspect, this.#aspects.get(item) ?? 0),
        item.classList.contains('sbi_highlighted'),
      ),
    );
    this.#widths.set(item, width);
    const base = resizedBase();
    const local = localUrl(base, entry, width);
    const remote = pickSource(set, width);
    const gated = this.#gated;
    const url = gated || (this.settings.flags.favorLocal && local) ? local : (remote ?? local);
    if (!gated && set[640]) link.dataset.fullRes = set[640];
    // The source is set once the item comes near the viewport (and at once for later, higher resolutions).
    if (url && !item.classList.contains('sbi_had_error'))
      this.#inView.when(item, () => img.getAttribute('src') !== url && (img.src = url));
  }

  #fail(target: Element): void {
    // (Any image of the feed: the fallback code ignores one outside an item, such as the header's avatar.)
    if (!(target instanceof HTMLImageElement)) return;
    const gated = this.#gated;
    void feedExtras.load(this).then(
      (x) =>
        x.fallBack(target, this.#resized, resizedBase(), !gated, this) &&
        this.#later(() => this.layout(), ERROR_RELAYOUT_DELAY),
      () => undefined,
    );
  }

  async #post(fields: Record<string, string | string[]>) {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(name, v);
    return postForm(getConfig().ajaxUrl, body);
  }

  #common(): Record<string, string> {
    const s = this.settings;
    return {
      offset: String(this.items.length),
      feed_id: s.feedId,
      atts: s.atts,
      location: guessLocation((selector) => this.closest(selector)),
      post_id: s.postId,
      locator_nonce: this.feed?.dataset.locatornonce ?? '',
    };
  }

  /**
   * Asks the server for local copies of `items` that have none (unless resizeDisable), or, with nothing to resize,
   * posts the locator when its flag is set (MARKUP.md §9.3). The code for these calls loads only when one is due.
   */
  #requestResizing(items: HTMLElement[]): void {
    const { flags } = this.settings;
    const ids = items.map((i) => mediaId(i.id)).filter((id): id is string => !!id && !this.#resized.has(id));
    const resize = !flags.resizeDisable && ids.length > 0;
    if (resize || flags.locator) {
      void feedExtras.load(this).then(
        (x) =>
          x.serverCalls(
            ids,
            resize,
            flags.debug,
            (fields) => this.#post({ ...fields, ...this.#common() }),
            (reply) => {
              mergeResized(this.#resized, reply);
              if (this.isConnected) this.layout();
            },
          ),
        () => undefined,
      );
    }
  }

  /** Shows the hidden items, or fetches the next page; resolves when the feed is updated. */
  async loadMore(): Promise<void> {
    const button = this.#button;
    const text = button?.querySelector<HTMLElement>('.sbi_btn_text');
    const loader = button?.querySelector<HTMLElement>('.sbi_loader');
    const hidden = this.items.filter((i) => i.classList.contains(HIDE));
    if (hidden.length) {
      this.#shown = this.items.length - hidden.length + this.settings.num;
      this.layout();
      return this.#arrived(
        hidden.filter((i) => !i.classList.contains(HIDE)),
        !!button && !button.hidden,
      );
    }
    if (this.#busy) return;
    this.#busy = true;
    text?.classList.add('sbi_hidden');
    loader?.classList.remove('sbi_hidden');
    button?.setAttribute('aria-busy', 'true');
    const reply = await this.#post({
      action: 'sbi_load_more_clicked',
      page: String(++this.#page),
      current_resolution: String(this.#widths.get(this.items.at(-1)!) ?? chooseWidth(this.settings.res, 0)),
      ...this.#common(),
    });
    // Reading and sanitising a page of posts loads with the first one (a failed load counts as a failed reply, and
    // the next click loads it again).
    const parsed =
      reply.kind === 'answer'
        ? await pageReader.load(this).then(
            (reader) => reader.newPosts(reply.text),
            () => undefined,
          )
        : undefined;
    // The feed changes (posts appended, the button's text) in the task postForm resolved in, never inside a
    // ResizeObserver callback where WebKit may run a network reply's continuation (core/next-task.ts; the page reader
    // arrives in a task of its own, or at once once loaded): appending posts there grew this feed after its
    // observation was gathered, and the page got "ResizeObserver loop completed with undelivered notifications".
    const reset = () => {
      this.#busy = false;
      text?.classList.remove('sbi_hidden');
      loader?.classList.add('sbi_hidden');
      button?.removeAttribute('aria-busy');
    };
    if (!parsed) {
      this.#page--;
      reset();
      const failed = this.failedLabel || 'Loading failed – try again';
      if (text) text.textContent = failed;
      if (this.#status) this.#status.textContent = failed;
      return;
    }
    mergeResized(this.#resized, parsed.resized);
    const before = new Set(this.items);
    const fragment = parsed.posts;
    const last = this.items.at(-1);
    if (fragment) {
      if (last) last.after(fragment);
      else this.feed?.querySelector('#sbi_images')?.append(fragment);
    }
    const added = this.items.filter((i) => !before.has(i));
    this.#shown = this.items.length;
    if (button) button.hidden = !parsed.shouldPaginate;
    this.#after(reset, LOADER_RESET_DELAY);
    this.layout();
    this.#requestResizing(added);
    this.#arrived(added, parsed.shouldPaginate);
  }

  #arrived(added: HTMLElement[], more: boolean): void {
    const motion = !reducedMotion();
    added.forEach((item, i) => {
      item.classList.remove('sbi_new');
      if (motion) {
        item.classList.add('sbi_transition');
        this.#after(() => item.classList.remove('sbi_transition'), REVEAL_STAGGER * (i + 1));
      }
    });
    if (!this.#quiet && this.#status) {
      this.#status.textContent = (this.loadedLabel || '{n} more posts loaded').replace('{n}', String(added.length));
      added[0]?.querySelector<HTMLElement>('a.sbi_photo')?.focus({ preventScroll: false });
    }
    this.emit(new PbFeedLoadEvent({ count: added.length, more }));
  }
}
