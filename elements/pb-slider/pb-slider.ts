import type { PropertyDeclarations, PropertyValues } from '@lit/reactive-element';
import { onDemand } from '../base/on-demand.js';
import { PbElement } from '../base/pb-element.js';
import { GestureController, swipeStep } from '../controllers/gesture.js';
import { PbSlidEvent, PbSlideEvent } from '../rotation/events.js';
import { RotationController } from '../rotation/rotation.js';
import type { SliderChrome } from '../rotation/slider-chrome.js';
import { FADE_DURATION } from '../rotation/fade.js';
import { initialSlider, slide, type SliderEvent, type SliderState } from '../rotation/slider-state.js';
import { reducedMotion } from '../core/reduced-motion.js';
import { withoutAutoplay } from './video-src.js';

const ACTIVE = 'et-pb-active-slide';
const LAYOUTS = ['et_pb_bg_layout_light', 'et_pb_bg_layout_dark'];

/** The video slider's extras (thumbnails, play overlays), loaded only for a video slider (cached, retried: on-demand.ts). */
const videoExtras = onDemand('pb-slider/video-slider', () => import('./video-slider.js'));

/**
 * A slider (the theme's slider, post slider, fullwidth and video slider; MARKUP.md §3) that follows the WAI-ARIA
 * carousel pattern: one active slide, previous/next arrows and a picker button per slide (built with the
 * theme's classes where the CMS did not print them), arrow keys and Home/End, touch swipes, and a live region
 * saying "Slide N of M". Autoplay (`et_slider_auto et_slider_speed_<ms>`, or the `autoplay` attribute) has a
 * visible stop/start button as the first tab stop, pauses on hover and while the page is hidden, stops for good
 * when keyboard focus enters, and never runs under `prefers-reduced-motion`. Slides are stacked in one grid
 * cell, so the slider is as tall as its tallest slide before and after upgrade: nothing shifts.
 *
 * @summary Accessible slider over the theme's slider markup: arrows, pickers, keys, swipe, safe autoplay.
 * @tag pb-slider
 * @event {PbSlideEvent} pb-slide - Before a move (cancelable); detail `{ from, to }`.
 * @event {PbSlidEvent} pb-slid - After a move; detail `{ from, to }`.
 * @cssprop --pb-slider-accent - Colour of the active picker and focus rings (default #2ea3f2).
 */
export class PbSliderElement extends PbElement {
  static override tagName = 'pb-slider';

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
    consentCategory: { attribute: 'consent-category' },
  };

  /** Rotate by itself (also the CMS class `et_slider_auto`). */
  declare autoplay?: boolean;
  /** Milliseconds per slide (else the CMS class `et_slider_speed_<ms>`, else 7000). */
  declare interval?: number;
  /** Keep rotating under the pointer (also the CMS class `et_slider_auto_ignore_hover`). */
  declare ignoreHover?: boolean;
  /** The slider's accessible name (default "Slides"); it must not say "carousel", which is announced already. */
  declare label?: string;
  /** Label of the previous arrow (default: the site's `et_pb_custom.previous` where localised, else "Previous slide"). */
  declare previousLabel?: string;
  /** Label of the next arrow (default: the site's `et_pb_custom.next` where localised, else "Next slide"). */
  declare nextLabel?: string;
  /** Label of each picker button, `{n}` for its number (default "Show slide {n}"). */
  declare pickerLabel?: string;
  /** Label of the rotation button while rotating (default "Stop slide rotation"). */
  declare stopLabel?: string;
  /** Label of the rotation button while stopped (default "Start slide rotation"). */
  declare startLabel?: string;
  /** The live announcement, `{n}` and `{total}` (default "Slide {n} of {total}"). */
  declare statusLabel?: string;
  /** Consent category a video slider's thumbnails from a video host need (default "functional"). */
  declare consentCategory?: string;

  #state: SliderState = initialSlider(0);
  #slides: HTMLElement[] = [];
  #chrome?: SliderChrome;
  /** Roles, controls and autoplay: the core the carousel shares (rotation/rotation.ts). */
  readonly #rotation = new RotationController(this, {
    root: () => this.root,
    texts: { label: 'Slides', previous: 'Previous slide', next: 'Next slide', picker: 'Show slide {n}' },
    advance: () => this.#move({ type: 'next' }),
  });
  /** The video slider's extras, loaded only for a video slider; undefined again after a failed load. */
  #video?: Promise<typeof import('./video-slider.js')>;
  /** A video slider's load of its extras (and their thumbnails), run again on the next click after a failed load. */
  #loadVideo?: () => void;
  #thumbnails: HTMLElement[] = [];
  #connectToken?: object;

  constructor() {
    super();
    // Touch swipes (spec §9, the shared gesture code): a swipe moves; the click after a drag is swallowed.
    new GestureController(this, { onSwipe: (direction) => this.#visitor({ type: swipeStep(direction, this.#rtl) }) });
  }

  /** The index of the slide showing. */
  get activeIndex(): number {
    return this.#state.active;
  }

  /** The module root: the CMS `.et_pb_slider` inside the tag, else the tag itself. */
  get root(): HTMLElement {
    return (
      this.querySelector<HTMLElement>(':scope > .et_pb_slider, :scope > .et_pb_video_slider > .et_pb_slider') ?? this
    );
  }

  get #container(): HTMLElement {
    return this.root.querySelector<HTMLElement>(':scope > .et_pb_slides') ?? this.root;
  }

  next(): boolean {
    return this.#move({ type: 'next' });
  }

  previous(): boolean {
    return this.#move({ type: 'previous' });
  }

  goTo(index: number): boolean {
    return this.#move({ type: 'go', index });
  }

  get #rtl(): boolean {
    return getComputedStyle(this).direction === 'rtl';
  }

  protected override update(changed: PropertyValues): void {
    super.update(changed);
    if (!this.#chrome) this.#build();
  }

  #build(): void {
    const root = this.root;
    const classes = root.classList;
    const container = this.#container;
    this.#slides = [...container.children].filter(
      (child): child is HTMLElement =>
        child instanceof HTMLElement &&
        !['SCRIPT', 'TEMPLATE', 'NOSCRIPT'].includes(child.tagName) &&
        !child.matches('.et-pb-slider-arrows, .et-pb-controllers, .pb-slider__rotation, .pb-slider__status'),
    );
    const count = this.#slides.length;
    if (!count) this.warn('has no slides.');
    const first = Math.max(
      0,
      this.#slides.findIndex((s) => s.classList.contains(ACTIVE)),
    );
    this.#state = initialSlider(count, first);
    container.classList.add('pb-slider__slides');
    // Every slide is displayed, stacked in one grid cell (so the slider keeps the tallest slide's height); only the
    // active one is seen (pb-slider.css). Inline, as the theme's script set it, over the theme's
    // `.et_pb_slider .et_pb_slide { display: none }` (THEME-CSS.md §9).
    this.#slides.forEach((s) => {
      s.classList.add('pb-slider__slide');
      s.style.display = 'block';
    });
    if (classes.contains('et_pb_slider') && !LAYOUTS.some((c) => classes.contains(c)))
      classes.add(this.#slides[0]?.classList.contains(LAYOUTS[0]) ? LAYOUTS[0] : LAYOUTS[1]);
    const pickerLabel = this.pickerLabel || 'Show slide {n}';
    // A video slider's thumbnails (`et_pb_slider_carousel`) are its pickers.
    const thumbnails = classes.contains('et_pb_slider_carousel');
    this.#chrome = this.#rotation.build(container, this.#slides, {
      arrows: !classes.contains('et_pb_slider_no_arrows'),
      pickers: !thumbnails && !classes.contains('et_pb_slider_no_pagination'),
    });
    this.#show(this.#state.active, false);
    if (thumbnails || root.querySelector('.et_pb_slide .et_pb_video_overlay')) {
      this.#loadVideo = () => {
        this.#video = videoExtras.load(this);
        this.#video.then(
          ({ buildThumbnails }) => {
            if (thumbnails && count > 1) {
              this.#chrome!.pickers = this.#thumbnails = buildThumbnails(root, this.#slides, (n) =>
                pickerLabel.replace('{n}', String(n)),
              );
              this.#show(this.#state.active, false);
            }
            this.#loaded();
          },
          () => {
            this.#video = undefined;
            this.#loaded();
          },
        );
      };
      this.#loadVideo();
    } else this.#loaded();
  }

  /**
   * The slider is ready: `et_pb_preload` goes, as the theme's script removed it, since the theme's
   * `.et_pb_preload > div { visibility: hidden }` hides the content until then (THEME-CSS.md §9). A video slider
   * whose extras could not load shows its slides without thumbnails.
   */
  #loaded(): void {
    // On the slider module, or on the video slider module around it (which autoload leaves outside the tag).
    for (const module of [this.root, this.root.closest('.et_pb_video_slider')])
      module?.classList.remove('et_pb_preload');
  }

  protected override connected(): void {
    const listen = this.connection.listen.bind(this.connection);
    listen(this, 'keydown', (event) => this.#key(event as KeyboardEvent));
    // The arrows and pickers (a video slider's thumbnails once built), by one listener on the element.
    listen(this, 'click', (event) => {
      const chrome = this.#chrome!;
      const control = (event.target as Element).closest<HTMLElement>('a, button');
      const index = control ? chrome.pickers.indexOf(control) : -1;
      if (control === chrome.previous) this.#visitor({ type: 'previous' });
      else if (control === chrome.next) this.#visitor({ type: 'next' });
      else if (index >= 0) this.#visitor({ type: 'go', index });
    });
    const token = (this.#connectToken = {});
    const connectVideo = () =>
      void this.#video?.then(
        ({ paintThumbnails, playFromOverlays }) => {
          if (token !== this.#connectToken || !this.isConnected) return;
          paintThumbnails(this.#thumbnails, this.#slides, this.consentCategory || 'functional', this.connection);
          playFromOverlays(this.root, this.connection);
        },
        () => undefined,
      );
    connectVideo();
    // The video extras could not load (offline for a moment): the visitor's next click in the slider tries again.
    listen(this, 'click', () => {
      if (this.#video || !this.#loadVideo) return;
      this.#loadVideo();
      connectVideo();
    });
  }

  #key(event: KeyboardEvent): void {
    if ((event.target as Element).closest('input, textarea, select, [contenteditable]')) return;
    const rtl = this.#rtl;
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    const event_: SliderEvent | undefined =
      event.key === forward
        ? { type: 'next' }
        : event.key === back
          ? { type: 'previous' }
          : event.key === 'Home'
            ? { type: 'go', index: 0 }
            : event.key === 'End'
              ? { type: 'go', index: this.#state.count - 1 }
              : undefined;
    if (!event_) return;
    event.preventDefault();
    this.#visitor(event_);
  }

  /** A move the visitor asked for: rotation stops, as they have taken over. */
  #visitor(event: SliderEvent): void {
    this.#rotation.stop();
    this.#move(event);
  }

  #move(event: SliderEvent): boolean {
    const { state, move } = slide(this.#state, event);
    if (!move || !this.emit(new PbSlideEvent({ from: move.from, to: move.to }))) return false;
    this.#state = state;
    const outgoing = this.#slides[move.from];
    const incoming = this.#slides[move.to];
    const root = this.root;
    root.classList.add(`et_slide_transition_to_${move.direction}`);
    outgoing.classList.add('et-pb-moved-slide', 'et_slide_transition');
    // Playback stops on the slide being left, and its play overlay comes back.
    outgoing.querySelectorAll('video').forEach((video) => video.pause());
    outgoing.querySelectorAll('iframe').forEach((frame) => (frame.src = withoutAutoplay(frame.src)));
    outgoing.querySelectorAll<HTMLElement>('.et_pb_video_overlay').forEach((overlay) => (overlay.hidden = false));
    this.#show(move.to, true);
    const done = () => {
      outgoing.classList.remove('et-pb-moved-slide', 'et_slide_transition');
      root.classList.remove(`et_slide_transition_to_${move.direction}`);
      this.#state = slide(this.#state, { type: 'animation-end' }).state;
      this.emit(new PbSlidEvent({ from: move.from, to: move.to }));
    };
    if (reducedMotion() || typeof incoming.animate !== 'function') done();
    else {
      const animation = incoming.animate([{ opacity: 0 }, { opacity: 1 }], {
        duration: FADE_DURATION,
        easing: 'ease-in-out',
      });
      animation.finished.then(done, done);
    }
    return true;
  }

  /** Marks slide `index` active: classes, attributes, pickers and the announcement. */
  #show(index: number, announce: boolean): void {
    const root = this.root;
    this.#slides.forEach((s, i) => {
      const active = i === index;
      s.classList.toggle(ACTIVE, active);
      s.inert = !active;
      s.ariaHidden = active ? null : 'true';
    });
    const incoming = this.#slides[index];
    if (!incoming) return;
    root.dataset.activeSlide = incoming.dataset.slideId ?? String(index);
    if (root.classList.contains('et_pb_slider')) {
      root.classList.remove(...LAYOUTS);
      root.classList.add(incoming.classList.contains(LAYOUTS[0]) ? LAYOUTS[0] : LAYOUTS[1]);
    }
    this.#chrome?.pickers.forEach((picker, i) => {
      picker.classList.toggle('et-pb-active-control', i === index);
      picker.ariaCurrent = i === index ? 'true' : null;
    });
    if (announce) this.#rotation.announce(index);
  }
}
