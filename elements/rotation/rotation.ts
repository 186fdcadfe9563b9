/**
 * The accessible-rotation core `<pb-slider>` and `<pb-carousel>` share (WAI-ARIA APG carousel pattern; TRUST.md
 * #3–#7, C3; WCAG 2.2.2), as one reactive controller: the module becomes a named region with
 * `aria-roledescription="carousel"` and each slide a group named "n of N"; it builds the controls (`slider-chrome.ts`)
 * with the element's label attributes; and it runs the rotation:
 *  - on when the element's `autoplay`, the CMS class `et_slider_auto` or the element's own CMS switch says so, with
 *    two or more slides; never under `prefers-reduced-motion` (followed live);
 *  - every `interval` ms (or the CMS's own speed, or `et_slider_speed_<ms>` through `autoplay.ts`);
 *  - paused under the pointer (unless `ignore-hover` / `et_slider_auto_ignore_hover`), while the theme's pause class
 *    is set (re-checked every 2 s) and while the page is hidden;
 *  - stopped for good when keyboard focus enters (not on the rotation button itself), when the visitor presses the
 *    rotation button or moves the slides, until they press start;
 *  - the rotation button (first tab stop) hidden when there is no rotation, labelled stop or start, and the slides
 *    and the status line `aria-live="off"` while rotating, `polite` otherwise.
 * The element supplies what differs: its module root, its default texts, and how to move one step on.
 */
import type { ReactiveController, ReactiveControllerHost } from '@lit/reactive-element';
import { Disposer } from '../base/disposer.js';
import { DEFAULT_CONFIG, getConfig } from '../core/config.js';
import { reducedMotion } from '../core/reduced-motion.js';
import { warnOnce } from '../core/warn.js';
import { autoplayMode, autoplaySpeed, MIN_INTERVAL, PAUSE_RECHECK, type AutoplayMode } from './autoplay.js';
import { buildChrome, LINK_BUTTON, type SliderChrome } from './slider-chrome.js';
import { announcement, initialSlider } from './slider-state.js';

/** The attributes both elements declare, which the core reads at each use. */
export interface RotatingElement extends ReactiveControllerHost, HTMLElement {
  autoplay?: boolean;
  interval?: number;
  ignoreHover?: boolean;
  label?: string;
  previousLabel?: string;
  nextLabel?: string;
  pickerLabel?: string;
  stopLabel?: string;
  startLabel?: string;
  statusLabel?: string;
}

export interface RotationOptions {
  /** The module root: the CMS module inside the tag, or the tag. */
  root: () => HTMLElement;
  /** The element's default texts where its label attributes are not set. */
  texts: {
    /** The region's name ("Slides"); never "carousel", which the role description says already. */
    label: string;
    previous: string;
    next: string;
    /** `{n}` for the number. */
    picker: string;
  };
  /** One step on, when the rotation's time comes. */
  advance: () => void;
  /** The element's own CMS switch for rotation, besides `autoplay` and `et_slider_auto`. */
  enabled?: (root: HTMLElement) => boolean;
  /** The element's own CMS interval, besides `interval` and the speed class. */
  speed?: (root: HTMLElement) => number | undefined;
  /** The theme's hover class on the module root (default `et_slider_hovered`; the fullwidth portfolio's differs). */
  hoverClass?: (root: HTMLElement) => string;
  /** A class both arrows carry besides the theme's `et-pb-arrow-prev|next` (the carousel module's). */
  arrowClass?: (root: HTMLElement) => string;
}

/**
 * An arrow's name: the element's label attribute, else the site's own string where it localised the theme's
 * (`et_pb_custom.previous` / `next`), else the element's more telling English default ("Previous slide").
 */
const arrowName = (attribute: string | undefined, site: string, theme: string, fallback: string): string =>
  attribute || (site !== theme ? site : fallback);

export class RotationController implements ReactiveController {
  readonly #connection = new Disposer();
  #chrome?: SliderChrome;
  /** The element whose `aria-live` follows the rotation (the slides' container). */
  #live?: HTMLElement;
  #count = 0;
  #stopped = false;
  #hovered = false;
  #timer?: ReturnType<typeof setTimeout>;

  constructor(
    private readonly host: RotatingElement,
    private readonly options: RotationOptions,
  ) {
    host.addController(this);
  }

  /**
   * Gives the rotation its markup, once: `root` named as a carousel region, `slides` as groups "n of N", the
   * controls built in the theme's classes (arrows and pickers where asked), `live` the slides' container.
   */
  build(live: HTMLElement, slides: HTMLElement[], show: { arrows: boolean; pickers: boolean }): SliderChrome {
    const { host, options } = this;
    const root = options.root();
    const count = slides.length;
    root.setAttribute('role', 'region');
    root.setAttribute('aria-roledescription', 'carousel');
    // The CMS's own name wins; an empty one names nothing.
    if (!root.ariaLabel && !root.hasAttribute('aria-labelledby')) root.ariaLabel = host.label || options.texts.label;
    slides.forEach((slide, i) => {
      slide.setAttribute('role', 'group');
      slide.setAttribute('aria-roledescription', 'slide');
      slide.ariaLabel = `${i + 1} of ${count}`;
    });
    const strings = getConfig().strings;
    const theme = DEFAULT_CONFIG.strings;
    const texts = {
      previous: arrowName(host.previousLabel, strings.previous, theme.previous, options.texts.previous),
      next: arrowName(host.nextLabel, strings.next, theme.next, options.texts.next),
      previousText: strings.previous,
      nextText: strings.next,
      picker: host.pickerLabel || options.texts.picker,
    };
    this.#live = live;
    this.#count = count;
    const arrowClass = options.arrowClass?.(root);
    return (this.#chrome = buildChrome(root, count, texts, show.arrows, show.pickers, arrowClass));
  }

  /** What the rotation does now: `off`, `stopped` (by the visitor), `paused` (it resumes by itself) or `running`. */
  get mode(): AutoplayMode {
    const classes = this.options.root().classList;
    return autoplayMode({
      enabled: this.#enabled,
      slideCount: this.#count,
      reducedMotion: reducedMotion(),
      stopped: this.#stopped,
      hovered: this.#hovered,
      ignoreHover: this.#ignoreHover,
      pauseClass: classes.contains('et_pb_pause_slider'),
      pageHidden: document.hidden,
    });
  }

  /** Rotation is switched on: `autoplay`, the CMS class `et_slider_auto` or the element's own CMS switch. */
  get #enabled(): boolean {
    const root = this.options.root();
    return !!this.host.autoplay || root.classList.contains('et_slider_auto') || !!this.options.enabled?.(root);
  }

  /** Rotation goes on under the pointer: `ignore-hover` or the CMS class `et_slider_auto_ignore_hover`. */
  get #ignoreHover(): boolean {
    return !!this.host.ignoreHover || this.options.root().classList.contains('et_slider_auto_ignore_hover');
  }

  /** Milliseconds per step: `interval`, else the element's CMS speed, else the speed class (7000 without one); at least 1000. */
  get interval(): number {
    const root = this.options.root();
    const given = [this.host.interval, this.options.speed?.(root)].find(
      (ms): ms is number => typeof ms === 'number' && ms > 0,
    );
    if (given) return Math.max(MIN_INTERVAL, given);
    const speed = autoplaySpeed(root.className);
    if (speed.problem) warnOnce(this.host, `<${this.host.localName}>: ${speed.problem}`);
    return speed.interval;
  }

  /** The visitor moved the slides: rotation stops for good, as they have taken over (until they press start). */
  stop(): void {
    if (this.#stopped || this.mode === 'off') return;
    this.#stopped = true;
    this.#schedule();
  }

  /** Says "Slide n of N" (the element's `status-label`) in the status line, after the visitor's move. */
  announce(index: number): void {
    if (this.#chrome)
      this.#chrome.status.textContent = announcement(
        initialSlider(this.#count, index),
        this.host.statusLabel || 'Slide {n} of {total}',
      );
  }

  hostConnected(): void {
    // Before the first update there is no chrome to drive: the set-up waits for it (`hostUpdated`), so the task in
    // which the registry makes a page's carousels (all of them, in `customElements.define`) does not also add their
    // listeners, media query and timers: a 50–75 ms task for 200 carousels at 4× CPU (issue 19).
    if (this.#chrome) this.#listen();
  }

  #listen(): void {
    const { host } = this;
    const listen = this.#connection.listen.bind(this.#connection);
    const reschedule = () => this.#schedule();
    const hover = (on: boolean) => () => {
      this.#hovered = on;
      this.#schedule();
    };
    listen(host, 'pointerenter', hover(true));
    listen(host, 'pointerleave', hover(false));
    // Keyboard focus entering stops rotation until the visitor starts it again; the rotation button is the first
    // tab stop, so focus on it alone does not (APG carousel).
    listen(host, 'focusin', (event) => {
      const target = event.target as Element;
      if (!this.#stopped && target !== this.#chrome?.rotation && target.matches(':focus-visible')) {
        this.#stopped = true;
        this.#schedule();
      }
    });
    // The arrows and pickers are the theme's `<a href="#">` as buttons: Space presses them too (and does not scroll
    // the page), Enter already clicks a link; the `#` is never followed.
    listen(host, 'keydown', (event) => {
      const { key, repeat } = event as KeyboardEvent;
      const control = this.#linkButton(event.target);
      if (!control || key !== ' ') return;
      event.preventDefault();
      if (!repeat) control.click();
    });
    listen(host, 'click', (event) => {
      if (this.#linkButton(event.target)) event.preventDefault();
    });
    listen(host, 'click', (event) => {
      const rotation = this.#chrome?.rotation;
      if (!rotation?.contains(event.target as Node)) return;
      this.#stopped = !this.#stopped;
      this.#schedule();
    });
    listen(document, 'visibilitychange', reschedule);
    listen(matchMedia('(prefers-reduced-motion: reduce)'), 'change', reschedule);
    this.#connection.add(() => clearTimeout(this.#timer));
    this.#schedule();
  }

  /** The arrow or picker `target` is in, if any. */
  #linkButton(target: EventTarget | null): HTMLElement | undefined {
    const chrome = this.#chrome;
    const control = target instanceof Element ? target.closest<HTMLElement>(LINK_BUTTON) : null;
    return chrome && control && [chrome.previous, chrome.next, ...chrome.pickers].includes(control)
      ? control
      : undefined;
  }

  hostDisconnected(): void {
    this.#connection.dispose();
    this.#timer = undefined;
  }

  /** Attributes (`autoplay`, `interval`, labels) may have changed; after the first update, the set-up comes. */
  hostUpdated(): void {
    if (this.#chrome && this.host.isConnected && !this.#connection.active) this.#listen();
    else this.#schedule();
  }

  /** Arms the next step, or the 2 s re-check while paused, and keeps the button and the live regions in step. */
  #schedule(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    const chrome = this.#chrome;
    if (!chrome || !this.host.isConnected) return;
    const mode = this.mode;
    const { rotation, status } = chrome;
    // The theme marks the hover only where hover pauses a rotation (MARKUP.md §3.2, §4.1), so its hover styles
    // follow the same rule.
    const root = this.options.root();
    root.classList.toggle(
      this.options.hoverClass?.(root) ?? 'et_slider_hovered',
      this.#hovered && this.#enabled && !this.#ignoreHover,
    );
    rotation.hidden = mode === 'off';
    rotation.ariaLabel =
      mode === 'stopped'
        ? this.host.startLabel || 'Start slide rotation'
        : this.host.stopLabel || 'Stop slide rotation';
    rotation.dataset.state = mode;
    // APG: the slides are not announced while they rotate by themselves.
    this.#live!.ariaLive = status.ariaLive = mode === 'running' ? 'off' : 'polite';
    if (mode === 'running')
      this.#timer = setTimeout(() => {
        // The pause class has no event: look again before moving.
        if (this.mode === 'running') this.options.advance();
        this.#schedule();
      }, this.interval);
    else if (mode === 'paused') this.#timer = setTimeout(() => this.#schedule(), PAUSE_RECHECK);
  }
}
