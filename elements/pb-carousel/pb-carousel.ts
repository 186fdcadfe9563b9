import type { PropertyDeclarations, PropertyValues } from '@lit/reactive-element';
import { onDemand } from '../base/on-demand.js';
import { PbElement } from '../base/pb-element.js';
import { InView } from '../controllers/in-view.js';
import { reducedMotion } from '../core/reduced-motion.js';
import { openOnClick } from '../lightbox/open.js';
import { PbSlidEvent } from '../rotation/events.js';
import { RotationController } from '../rotation/rotation.js';
import type { SliderChrome } from '../rotation/slider-chrome.js';
import type { startSwiper } from './swiper-setup.js';

/** Slide duration (spec §9): 500 ms, 1000 ms in the page builder. */
const CAROUSEL_SPEED = 500;
const BUILDER_SPEED = 1000;
/** The fullwidth portfolio's carousel moves in 700 ms (spec §9). */
const PORTFOLIO_SPEED = 700;

type Engine = ReturnType<typeof startSwiper>;

/** Swiper and its set-up, loaded when a carousel first comes near the viewport (cached, retried: on-demand.ts). */
const swiperSetup = onDemand('pb-carousel/swiper-setup', () => import('./swiper-setup.js'));

/** Items per view from a width up, by module: the carousel module, the fullwidth portfolio (MARKUP.md §4.1), the gallery's slider mode (one). */
const PER_VIEW = {
  carousel: { 480: 2, 768: 3, 1024: 4 },
  portfolio: { 480: 2, 768: 3, 1024: 4, 1600: 5 },
  gallery: {},
} as const;

/** Items per view at `width` (1 below the first breakpoint), as the CSS shows them before Swiper and Swiper after. */
function columnsAt(perView: Record<number, number>, width: number): number {
  let columns = 1;
  for (const [from, n] of Object.entries(perView)) if (width >= Number(from)) columns = n;
  return columns;
}

/**
 * A carousel of several items at a time — the theme's carousel module (`.et_pb_carousel > .et_pb_carousel_items`),
 * the fullwidth portfolio's carousel mode, the gallery's slider mode (one image at a time, opening in the
 * lightbox), or a bare tag around a `.et_pb_carousel_items` list — on Swiper, whose code loads only when the carousel
 * comes within 200 px of the viewport and which starts when the visitor reaches for the carousel (a pointer over or
 * on it, keyboard focus in it, a control) or its rotation first moves it: Swiper's set-up of one carousel is a
 * 40–70 ms task on a slow phone, which a page of carousels no longer pays while it loads.
 * Items per view follow the carousel's own width (1, 2 at 480 px, 3 at 768, 4 at 1024), the same before the code
 * arrives (CSS) as after, so nothing shifts. It follows the APG carousel pattern with the slider's rotation core
 * (`rotation/rotation.ts`): previous/next, a picker per item, a stop/start button first when it rotates
 * (`data-auto-rotate="on"` with `data-auto-rotate-speed`, the slider classes, or `autoplay`/`interval`), paused on
 * hover and while the page is hidden, stopped for good by keyboard focus, never under reduced motion; keyboard
 * arrows, items out of view inert, texts from its label attributes.
 *
 * @summary Carousel of several items at a time, on Swiper loaded near the viewport, with the APG carousel pattern.
 * @tag pb-carousel
 * @event {PbSlidEvent} pb-slid - After the first item in view changes; detail `{ from, to }`.
 */
export class PbCarouselElement extends PbElement {
  static override tagName = 'pb-carousel';

  static override properties: PropertyDeclarations = {
    autoplay: { type: Boolean, reflect: true },
    interval: { type: Number },
    ignoreHover: { type: Boolean, attribute: 'ignore-hover' },
    label: {},
    previousLabel: { attribute: 'previous-label' },
    nextLabel: { attribute: 'next-label' },
    pickerLabel: { attribute: 'picker-label' },
    stopLabel: { attribute: 'stop-label' },
    startLabel: { attribute: 'start-label' },
    statusLabel: { attribute: 'status-label' },
  };

  /** Rotate by itself (also the CMS `data-auto-rotate="on"` or `et_slider_auto`). */
  declare autoplay?: boolean;
  /** Milliseconds per step (else `data-auto-rotate-speed`, else `et_slider_speed_<ms>`, else 7000; at least 1000). */
  declare interval?: number;
  /** Keep rotating under the pointer (also the CMS class `et_slider_auto_ignore_hover`). */
  declare ignoreHover?: boolean;
  /** The carousel's accessible name (default "Featured items"; never "carousel", which is announced already). */
  declare label?: string;
  /** Label of the previous arrow (default: the site's `et_pb_custom.previous` where localised, else "Previous items"). */
  declare previousLabel?: string;
  /** Label of the next arrow (default: the site's `et_pb_custom.next` where localised, else "Next items"). */
  declare nextLabel?: string;
  /** Label of each picker button, `{n}` for its number (default "Show item {n}"). */
  declare pickerLabel?: string;
  /** Label of the rotation button while rotating (default "Stop slide rotation"). */
  declare stopLabel?: string;
  /** Label of the rotation button while stopped (default "Start slide rotation"). */
  declare startLabel?: string;
  /** The live announcement after the visitor moves it, `{n}` and `{total}` (default "Slide {n} of {total}"). */
  declare statusLabel?: string;

  /** The Swiper instance once loaded (tests and advanced pages). */
  engine?: Engine;
  /**
   * The rotation core it shares with `<pb-slider>`, whose `mode` and `interval` tests read.
   * @internal
   */
  readonly rotation = new RotationController(this, {
    root: () => this.root,
    texts: { label: 'Featured items', previous: 'Previous items', next: 'Next items', picker: 'Show item {n}' },
    advance: () => this.#advance(),
    // The fullwidth portfolio's switch and speed (MARKUP.md §4.1).
    enabled: (root) => root.dataset.autoRotate === 'on',
    speed: (root) => Number(root.dataset.autoRotateSpeed) || undefined,
    // The carousel module's arrows carry the theme's `et-pb-slider-arrow` too (MARKUP.md §4.3).
    hoverClass: (root) => (root.matches('.et_pb_fullwidth_portfolio') ? 'et_carousel_hovered' : 'et_slider_hovered'),
    arrowClass: (root) => (root.matches('.et_pb_carousel') ? 'et-pb-slider-arrow' : ''),
  });
  /** Loads Swiper when the carousel comes within 200 px of the viewport. */
  readonly #inView = new InView(this);
  #chrome?: SliderChrome;
  #items: HTMLElement[] = [];
  #index = 0;
  #setup?: typeof import('./swiper-setup.js');
  /** The visitor (or the rotation) has reached for it: Swiper starts as soon as it is there. */
  #wanted = false;
  /** Items per view before Swiper, from the width it had when it came near the viewport (0: not yet known). */
  #columns = 0;

  get root(): HTMLElement {
    return (
      this.querySelector<HTMLElement>(':scope > :is(.et_pb_carousel, .et_pb_gallery, .et_pb_fullwidth_portfolio)') ??
      this
    );
  }

  get #wrapper(): HTMLElement {
    return (
      this.root.querySelector<HTMLElement>(
        ':scope > :is(.et_pb_carousel_items, .et_pb_gallery_items, .et_pb_portfolio_items)',
      ) ?? this.root
    );
  }

  get #kind(): keyof typeof PER_VIEW {
    return this.root.matches('.et_pb_gallery')
      ? 'gallery'
      : this.root.matches('.et_pb_fullwidth_portfolio')
        ? 'portfolio'
        : 'carousel';
  }

  protected override update(changed: PropertyValues): void {
    super.update(changed);
    if (this.#chrome) return;
    const wrapper = this.#wrapper;
    this.#items = [...wrapper.children].filter(
      (c): c is HTMLElement => c instanceof HTMLElement && !c.matches('.et-pb-slider-arrows'),
    );
    wrapper.classList.add('pb-carousel__items');
    // The gallery's slider mode: the theme displays only its first item (`.et_pb_gallery_fullwidth
    // .et_pb_gallery_item`, THEME-CSS.md §9) and its script displayed the others inline; Swiper lays them all out.
    if (this.#kind === 'gallery') this.#items.forEach((item) => (item.style.display = 'block'));
    if (wrapper === this.root) this.warn('needs its items inside a .et_pb_carousel_items element.');
    this.#chrome = this.rotation.build(wrapper, this.#items, { arrows: true, pickers: true });
    this.#render();
    this.#fitArrows();
  }

  /** Where the arrows go back when the portfolio's items stop fitting. */
  #arrowPlace?: { parent: Node; next: Node | null };

  /**
   * The fullwidth portfolio's arrows are left out while all its items fit, no more than its columns (MARKUP.md
   * §4.1): out of the document rather than `hidden`, which a theme `display` rule would undo.
   */
  #fitArrows(): void {
    const box = this.#chrome?.previous.parentElement;
    if (this.#kind !== 'portfolio' || !box) return;
    const fit = this.#items.length <= columnsAt(PER_VIEW.portfolio, this.root.clientWidth);
    if (fit && box.parentNode) {
      this.#arrowPlace = { parent: box.parentNode, next: box.nextSibling };
      box.remove();
    } else if (!fit && !box.parentNode && this.#arrowPlace) {
      const { parent, next } = this.#arrowPlace;
      parent.insertBefore(box, next?.parentNode === parent ? next : null);
    }
  }

  protected override connected(): void {
    // The gallery's slider mode opens its images in the lightbox, as the grid does.
    this.connection.listen(this, 'click', (event) => {
      const e = event as MouseEvent;
      const image = (e.target as Element).closest<HTMLAnchorElement>('.et_pb_gallery_image a[href]');
      if (!image || e.button || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
      const links = this.#items
        .map((item) => item.querySelector<HTMLAnchorElement>('.et_pb_gallery_image a[href]'))
        .filter((a): a is HTMLAnchorElement => !!a);
      openOnClick(e, links, image, this);
    });
    // Previous, next and the pickers, by one listener on the element.
    this.connection.listen(this, 'click', (event) => {
      const chrome = this.#chrome!;
      const control = (event.target as Element).closest<HTMLElement>('a, button');
      const index = control ? chrome.pickers.indexOf(control) : -1;
      if (control === chrome.previous) this.#go((engine) => engine.slidePrev());
      else if (control === chrome.next) this.#go((engine) => engine.slideNext());
      else if (index >= 0) this.#go((engine) => engine.slideToLoop(index));
    });
    // Reaching for it starts Swiper: a pointer over it, a press on it (in the capture phase, so that Swiper's own
    // listeners, added now, still see this press and a first swipe is not lost), keyboard focus in it.
    for (const type of ['pointerenter', 'pointerdown', 'focusin'])
      this.connection.listen(this, type, () => this.#engage(), { capture: true });
    // Swiper listens on the window and the document: it goes with the connection, and comes back on reconnect.
    this.connection.add(() => {
      this.engine?.destroy(true, false);
      this.engine = undefined;
    });
    // The portfolio's arrows follow its columns, which follow its own width: a column or sidebar that changes
    // size moves them as a window resize does.
    // On width changes only, a frame later, so the arrows going in or out never loop the observer.
    if (this.#kind === 'portfolio') {
      let width = -1;
      let frame = 0;
      const observer = new ResizeObserver(([entry]) => {
        if (entry.contentRect.width === width) return;
        width = entry.contentRect.width;
        cancelAnimationFrame(frame);
        frame = requestAnimationFrame(() => this.#fitArrows());
      });
      observer.observe(this.root);
      this.connection.add(() => {
        observer.disconnect();
        cancelAnimationFrame(frame);
      });
    }
    // Back in the page after a move: the engine comes back at once, as it was.
    if (this.#setup) return void this.#engage(false);
    // Within 200 px of the viewport; after a failed load (offline for a moment), on its next approach.
    this.#inView.when(this, () => this.#approach());
  }

  /** Near the viewport: the items out of view go inert (one read of its width, now), and Swiper loads. */
  #approach(): Promise<void> {
    this.#columns = columnsAt(PER_VIEW[this.#kind], this.root.clientWidth);
    this.#render();
    return this.#load();
  }

  /** Loads Swiper (or joins the load under way), then starts it if it has been asked for meanwhile. */
  async #load(): Promise<void> {
    this.#setup = await swiperSetup.load(this);
    this.#engage(false);
  }

  /** Starts Swiper if it has been asked for (`want` asks) and has arrived, else once it arrives; returns it. */
  #engage(want = true): Engine | undefined {
    this.#wanted ||= want;
    if (!this.#wanted) return;
    if (this.#setup) this.#startWith(this.#setup);
    else this.#load().catch(() => {});
    return this.engine;
  }

  #startWith({ startSwiper }: typeof import('./swiper-setup.js')): void {
    // Without its items container (warned about in `update`) Swiper has no wrapper to move and would throw.
    if (this.engine || !this.isConnected || this.#wrapper === this.root) return;
    const speed = reducedMotion()
      ? 0
      : document.body.classList.contains('et-fb')
        ? BUILDER_SPEED
        : this.#kind === 'portfolio'
          ? PORTFOLIO_SPEED
          : CAROUSEL_SPEED;
    this.engine = startSwiper(this.root, this.#wrapper, this.#items, {
      speed,
      perView: PER_VIEW[this.#kind],
      onChange: (index) => {
        const from = this.#index;
        this.#index = index;
        this.#render();
        if (from === index) return;
        this.rotation.announce(index);
        this.emit(new PbSlidEvent({ from, to: index }));
      },
      // A drag is the visitor taking over, as a button is.
      onDrag: () => this.rotation.stop(),
    });
    this.#render();
  }

  /**
   * The rotation's step: the next item, or back to the first from the end when the items do not loop. Its first
   * step starts Swiper once the carousel has come near (far away, a step moves nothing, and loads nothing).
   */
  #advance(): void {
    const engine = this.#setup && this.#engage();
    if (engine?.isEnd && !engine.params.loop) engine.slideTo(0);
    else engine?.slideNext();
  }

  /** A move the visitor asked for: rotation stops, as they have taken over. */
  #go(move: (engine: Engine) => void): void {
    this.rotation.stop();
    const engine = this.#engage();
    if (engine) move(engine);
    this.#render();
  }

  #render(): void {
    const chrome = this.#chrome!;
    chrome.pickers.forEach((picker, i) => {
      picker.classList.toggle('et-pb-active-control', i === this.#index);
      picker.ariaCurrent = i === this.#index ? 'true' : null;
    });
    // Items out of view take no focus and are not read. Before Swiper, the CSS shows the first ones.
    const engine = this.engine;
    const first = engine?.activeIndex ?? 0;
    const perView = engine
      ? typeof engine.params.slidesPerView === 'number'
        ? engine.params.slidesPerView
        : 1
      : this.#columns;
    if (perView) (engine?.slides ?? this.#items).forEach((item, i) => (item.inert = i < first || i >= first + perView));
  }
}
