import type { PropertyDeclarations, PropertyValues } from '@lit/reactive-element';
import { onDemand } from '../base/on-demand.js';
import { PbElement } from '../base/pb-element.js';
import { reducedMotion } from '../core/reduced-motion.js';
import { openOnClick } from '../lightbox/open.js';
import { autoplaySpeed } from '../rotation/autoplay.js';
import { PbSlidEvent } from '../rotation/events.js';
import { buildChrome, type SliderChrome } from '../rotation/slider-chrome.js';
import type { startSwiper } from './swiper-setup.js';

/** Slide duration (spec §9): 500 ms, 1000 ms in the page builder. */
export const CAROUSEL_SPEED = 500;
export const BUILDER_SPEED = 1000;
/** The fullwidth portfolio's carousel moves in 700 ms (spec §9). */
export const PORTFOLIO_SPEED = 700;

type Engine = ReturnType<typeof startSwiper>;

/** Swiper and its set-up, loaded when a carousel first comes near the viewport (cached, retried: on-demand.ts). */
const swiperSetup = onDemand('pb-carousel/swiper-setup', () => import('./swiper-setup.js'));

/** Items per view from a width up, by module: the carousel module, the fullwidth portfolio (MARKUP.md §4.1), the gallery's slider mode (one). */
const PER_VIEW = {
  carousel: { 480: 2, 768: 3, 1024: 4 },
  portfolio: { 480: 2, 768: 3, 1024: 4, 1600: 5 },
  gallery: {},
} as const;

/**
 * A carousel of several items at a time — the theme's carousel module (`.et_pb_carousel > .et_pb_carousel_items`),
 * the fullwidth portfolio's carousel mode, the gallery's slider mode (one image at a time, opening in the
 * lightbox), or a bare tag around a `.et_pb_carousel_items` list — on Swiper, whose code loads only when the carousel comes within 200 px of the viewport.
 * Items per view follow the carousel's own width (1, 2 at 480 px, 3 at 768, 4 at 1024), the same before the code
 * arrives (CSS) as after, so nothing shifts. It follows the APG carousel pattern with the slider's controls:
 * previous/next, a picker per item, a stop/start button first when it rotates (`data-auto-rotate="on"` with
 * `data-auto-rotate-speed`, or `autoplay`/`interval`), pause on hover, keyboard arrows, items out of view inert,
 * and no motion under reduced motion.
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
    label: {},
  };

  /** Rotate by itself (also the CMS `data-auto-rotate="on"`). */
  declare autoplay?: boolean;
  /** Milliseconds per step (else `data-auto-rotate-speed`, else 7000). */
  declare interval?: number;
  /** The carousel's accessible name (default "Featured items"; never "carousel", which is announced already). */
  declare label?: string;

  /** The Swiper instance once loaded (tests and advanced pages). */
  engine?: Engine;
  #chrome?: SliderChrome;
  #items: HTMLElement[] = [];
  #index = 0;
  #stopped = false;
  #setup?: typeof import('./swiper-setup.js');

  get root(): HTMLElement {
    return this.querySelector<HTMLElement>(':scope > :is(.et_pb_carousel, .et_pb_gallery, .et_pb_fullwidth_portfolio)') ?? this;
  }

  get #wrapper(): HTMLElement {
    return this.root.querySelector<HTMLElement>(':scope > :is(.et_pb_carousel_items, .et_pb_gallery_items, .et_pb_portfolio_items)') ?? this.root;
  }

  get #kind(): keyof typeof PER_VIEW {
    return this.root.matches('.et_pb_gallery') ? 'gallery' : this.root.matches('.et_pb_fullwidth_portfolio') ? 'portfolio' : 'carousel';
  }

  get #rotates(): boolean {
    const classes = this.root.classList;
    return (!!this.autoplay || this.root.dataset.autoRotate === 'on' || classes.contains('et_slider_auto')) && !reducedMotion() && this.#items.length > 1;
  }

  /** Milliseconds per step: `interval`, the portfolio's `data-auto-rotate-speed`, the gallery's speed class, else 7000. */
  get #delay(): number {
    return this.interval ?? (Number(this.root.dataset.autoRotateSpeed) || autoplaySpeed(this.root.className).interval);
  }

  protected override update(changed: PropertyValues): void {
    super.update(changed);
    if (this.#chrome) return;
    const root = this.root;
    this.#items = [...this.#wrapper.children].filter((c): c is HTMLElement => c instanceof HTMLElement && !c.matches('.et-pb-slider-arrows'));
    root.setAttribute('role', 'region');
    root.setAttribute('aria-roledescription', 'carousel');
    if (!root.ariaLabel && !root.hasAttribute('aria-labelledby')) root.ariaLabel = this.label || 'Featured items';
    this.#items.forEach((item, i) => {
      item.setAttribute('role', 'group');
      item.setAttribute('aria-roledescription', 'slide');
      item.ariaLabel = `${i + 1} of ${this.#items.length}`;
    });
    this.#wrapper.classList.add('pb-carousel__items');
    if (this.#wrapper === root) this.warn('needs its items inside a .et_pb_carousel_items element.');
    this.#chrome = buildChrome(root, this.#items.length, { previous: 'Previous items', next: 'Next items', picker: 'Show item {n}' }, true, true);
    this.#chrome.previous.onclick = () => this.#go(() => this.engine?.slidePrev());
    this.#chrome.next.onclick = () => this.#go(() => this.engine?.slideNext());
    this.#chrome.pickers.forEach((picker, i) => (picker.onclick = () => this.#go(() => this.engine?.slideToLoop(i))));
    this.#chrome.rotation.onclick = () => {
      this.#stopped = !this.#stopped;
      if (this.#stopped) this.engine?.autoplay?.stop();
      else this.engine?.autoplay?.start();
      this.#render();
    };
    this.#render();
  }

  protected override connected(): void {
    // The gallery's slider mode opens its images in the lightbox, as the grid does.
    this.connection.listen(this, 'click', (event) => {
      const e = event as MouseEvent;
      const image = (e.target as Element).closest<HTMLAnchorElement>('.et_pb_gallery_image a[href]');
      if (!image || e.button || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
      const links = this.#items.map((item) => item.querySelector<HTMLAnchorElement>('.et_pb_gallery_image a[href]')).filter((a): a is HTMLAnchorElement => !!a);
      openOnClick(e, links, image, this);
    });
    // Keyboard focus entering stops rotation until the visitor starts it again (APG carousel).
    this.connection.listen(this, 'focusin', (event) => {
      if (!this.#rotates || this.#stopped || event.target === this.#chrome?.rotation || !(event.target as Element).matches(':focus-visible')) return;
      this.#stopped = true;
      this.engine?.autoplay?.stop();
      this.#render();
    });
    // Swiper listens on the window and the document: it goes with the connection, and comes back on reconnect.
    this.connection.add(() => {
      this.engine?.destroy(true, false);
      this.engine = undefined;
    });
    // Back in the page after a move: the engine comes back at once, as it was.
    if (this.#setup) return this.#startWith(this.#setup);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        // Watched until Swiper arrives: after a failed load, the carousel's next approach loads it again.
        this.#start().then(() => observer.disconnect(), () => undefined);
      },
      { rootMargin: '200px' },
    );
    observer.observe(this);
    this.connection.add(() => observer.disconnect());
  }

  async #start(): Promise<void> {
    this.#setup = await swiperSetup.load(this);
    this.#startWith(this.#setup);
  }

  #startWith({ startSwiper }: typeof import('./swiper-setup.js')): void {
    if (this.engine || !this.isConnected) return;
    const speed = reducedMotion() ? 0 : document.body.classList.contains('et-fb') ? BUILDER_SPEED : this.#kind === 'portfolio' ? PORTFOLIO_SPEED : CAROUSEL_SPEED;
    this.engine = startSwiper(this.root, this.#wrapper, this.#items, {
      speed,
      perView: PER_VIEW[this.#kind],
      autoplay: this.#rotates && !this.#stopped ? Math.max(1000, this.#delay) : false,
      onChange: (index) => {
        const from = this.#index;
        this.#index = index;
        this.#render();
        if (from !== index) this.emit(new PbSlidEvent({ from, to: index }));
      },
    });
    this.#render();
  }

  /** A move the visitor asked for: rotation stops, as they have taken over. */
  #go(move: () => void): void {
    if (this.#rotates && !this.#stopped) {
      this.#stopped = true;
      this.engine?.autoplay?.stop();
    }
    move();
    this.#render();
  }

  #render(): void {
    const chrome = this.#chrome!;
    chrome.rotation.hidden = !this.#rotates;
    chrome.rotation.dataset.state = this.#stopped ? 'stopped' : 'running';
    chrome.rotation.ariaLabel = this.#stopped ? 'Start slide rotation' : 'Stop slide rotation';
    this.#wrapper.ariaLive = this.#rotates && !this.#stopped ? 'off' : 'polite';
    chrome.pickers.forEach((picker, i) => {
      picker.classList.toggle('et-pb-active-control', i === this.#index);
      picker.ariaCurrent = i === this.#index ? 'true' : null;
    });
    // Items out of view take no focus and are not read.
    const engine = this.engine;
    if (!engine) return;
    const perView = typeof engine.params.slidesPerView === 'number' ? engine.params.slidesPerView : 1;
    engine.slides.forEach((item, i) => (item.inert = i < engine.activeIndex || i >= engine.activeIndex + perView));
  }
}
