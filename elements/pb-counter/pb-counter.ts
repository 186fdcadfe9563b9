import type { PropertyValues } from '@lit/reactive-element';
import { PbElement } from '../base/pb-element.js';
import { InView } from '../controllers/in-view.js';
import { reducedMotion } from '../core/reduced-motion.js';
import { DURATION, ease, formatNumber, parseAlpha, parseColor, parseNumber, parseWidth } from './counter-rules.js';

/** One animation step (about a 60 Hz frame), on timers so the 1800 ms can be tested under a fake clock. */
const STEP = 16;
/** The ring's line width in CSS pixels, at any size (docs/MARKUP.md §6.1). */
const LINE = 5;
/** Breakpoints (docs/MARKUP.md §2): phone ≤ 479 px, tablet ≤ 980 px. */
const PHONE = '(max-width: 479px)';
const TABLET = '(max-width: 980px)';
const SVG = 'http://www.w3.org/2000/svg';

export type CounterKind = 'circle' | 'number' | 'bar';

/**
 * The theme's three counter modules (docs/MARKUP.md §6.1–§6.3), one tag per module root, the kind read from the
 * markup: a circle counter (`.et_pb_circle_counter`) gets an SVG ring sized to its box with a 5 px line, in the
 * colours of `data-bar-bg-color`, `data-color` and `data-alpha` (and their `-tablet`, `-phone` and `-hover`
 * variants, redrawn at each breakpoint, on hover and on a width change); a number counter
 * (`.et_pb_number_counter`) gets its value grouped with `data-number-separator` (the locale's grouping when the
 * attribute is absent) in tabular figures; bar counters (`.et_pb_counters`) get each bar's width from `data-width`.
 * The count runs once, for 1800 ms with the theme's easing, when the counter comes into view; under reduced motion
 * or on a hidden page the final value shows at once. The counting digits are hidden from assistive technology,
 * which reads the final value once; it also holds the number's width from the start, so nothing shifts. The
 * element sets what the theme's script set for the theme's CSS to show the counter (docs/THEME-CSS.md §7):
 * `.percent p` visible, `active` on the number counter, `et-animated` on the bar list, the text of
 * `span.percent-value`.
 *
 * @summary Circle, number and bar counters over the theme's markup, counting once when seen.
 * @tag pb-counter
 * @cssprop --pb-counter-bar - The ring's colour when the markup gives none (default #2ea3f2).
 */
export class PbCounterElement extends PbElement {
  static override tagName = 'pb-counter';

  #kind?: CounterKind;
  #root: HTMLElement = this;
  /** The node holding `data-number-value` and the ring's colour attributes. */
  #data: HTMLElement = this;
  #value = 0;
  #decimals = 0;
  #separator: string | null = null;
  #digits?: HTMLElement;
  #bar?: SVGCircleElement;
  #track?: SVGCircleElement;
  #ring?: SVGSVGElement;
  #size = 0;
  #progress = 0;
  #hover = false;
  #started = false;
  #timer = 0;
  #elapsed = 0;
  readonly #inView = new InView(this, '0px');

  /** The kind of counter, read from the markup. */
  get kind(): CounterKind | undefined {
    return this.#kind;
  }

  /** True once the count has run (or jumped) to its final value. */
  get done(): boolean {
    return this.#started && !this.#timer;
  }

  protected override update(changed: PropertyValues): void {
    super.update(changed);
    if (!this.#kind) this.#build();
  }

  #build(): void {
    const root = (this.#root =
      this.querySelector<HTMLElement>(':scope > :is(.et_pb_circle_counter, .et_pb_number_counter, .et_pb_counters)') ??
      this);
    const inner = root.querySelector<HTMLElement>('.et_pb_circle_counter_inner');
    this.#kind =
      root.matches('.et_pb_circle_counter') || inner
        ? 'circle'
        : root.querySelector('.et_pb_counter_amount')
          ? 'bar'
          : 'number';
    if (this.#kind === 'bar') {
      for (const amount of root.querySelectorAll<HTMLElement>('.et_pb_counter_amount')) {
        const width = parseWidth(amount.dataset.width);
        if (width) amount.style.width = width;
        else this.warn(`ignores the bar width "${amount.dataset.width}".`);
        // The overlay twin repeats the number for the theme's styling: read once.
        if (amount.matches('.overlay')) amount.setAttribute('aria-hidden', 'true');
      }
      return;
    }
    const data = (this.#data = inner ?? root);
    const parsed = parseNumber(data.dataset.numberValue);
    if (!parsed) this.warn(`shows 0 for data-number-value="${data.dataset.numberValue ?? ''}".`);
    ({ value: this.#value, decimals: this.#decimals } = parsed ?? { value: 0, decimals: 0 });
    this.#separator = data.getAttribute('data-number-separator');
    const slot = root.querySelector<HTMLElement>('.percent-value');
    if (slot) {
      const final = Object.assign(document.createElement('span'), {
        className: 'pb-counter__final',
        textContent: this.#format(this.#value),
      });
      this.#digits = Object.assign(document.createElement('span'), { className: 'pb-counter__digits' });
      this.#digits.setAttribute('aria-hidden', 'true');
      slot.replaceChildren(this.#digits, final);
    } else this.devWarn('has no span.percent-value to count in (docs/MARKUP.md §6.1, §6.2).');
    if (this.#kind === 'circle') {
      const ring = (this.#ring = document.createElementNS(SVG, 'svg'));
      ring.setAttribute('class', 'pb-counter__ring');
      ring.setAttribute('aria-hidden', 'true');
      this.#track = document.createElementNS(SVG, 'circle');
      this.#bar = document.createElementNS(SVG, 'circle');
      ring.append(this.#track, this.#bar);
      data.prepend(ring);
      this.#resize(data.clientWidth);
      this.#colour();
    }
    this.#paint(0);
  }

  protected override connected(): void {
    const { connection } = this;
    if (this.#kind === 'circle') {
      for (const query of [PHONE, TABLET]) connection.listen(matchMedia(query), 'change', () => this.#colour());
      for (const [type, hover] of [
        ['mouseenter', true],
        ['mouseleave', false],
      ] as const)
        connection.listen(this.#root, type, () => {
          this.#hover = hover;
          this.#colour();
        });
      const observer = new ResizeObserver(([entry]) => this.#resize(entry.contentRect.width));
      observer.observe(this.#data);
      connection.add(() => observer.disconnect());
    }
    // A counter leaving the page mid-count shows its final value.
    connection.add(() => this.#timer && this.#finish());
    if (this.#started) return;
    if (reducedMotion()) this.#start();
    else this.#inView.when(this.#root, () => this.isConnected && this.#start());
  }

  #start(): void {
    if (this.#started) return;
    this.#started = true;
    // What the theme's script did when the count started (docs/THEME-CSS.md §7).
    this.#root.classList.add(this.#kind === 'bar' ? 'et-animated' : 'active');
    const p = this.#root.querySelector<HTMLElement>('.percent p');
    if (p) p.style.visibility = 'visible';
    if (this.#kind === 'bar' || reducedMotion() || document.hidden) return this.#finish();
    this.#elapsed = 0;
    this.#next();
  }

  /** Schedules the next step; the last one lands on the 1800th millisecond. */
  #next(): void {
    const delay = Math.min(STEP, DURATION - this.#elapsed);
    this.#timer = window.setTimeout(() => {
      this.#elapsed += delay;
      if (this.#elapsed >= DURATION || document.hidden) return this.#finish();
      this.#paint(ease(this.#elapsed / DURATION));
      this.#next();
    }, delay);
  }

  #finish(): void {
    clearTimeout(this.#timer);
    this.#timer = 0;
    this.#started = true;
    this.#paint(1);
    // The final value alone remains: shown, and read once.
    this.#digits?.remove();
  }

  #format(value: number): string {
    return formatNumber(value, this.#decimals, this.#separator, document.documentElement.lang);
  }

  /** Shows the count at `progress` (0…1, eased) of its final value. */
  #paint(progress: number): void {
    this.#progress = progress;
    const scale = 10 ** this.#decimals;
    if (this.#digits) this.#digits.textContent = this.#format(Math.round(this.#value * progress * scale) / scale);
    if (!this.#bar) return;
    const length = Math.PI * (this.#size - LINE);
    const filled = length * Math.max(0, Math.min(1, (this.#value * progress) / 100));
    this.#bar.setAttribute('stroke-dasharray', `${filled} ${length}`);
    this.#bar.setAttribute('stroke-linecap', filled ? 'round' : 'butt');
  }

  /** Redraws the ring for a box `width` px wide (10 px when it has none yet, as the theme's script did). */
  #resize(width: number): void {
    const size = width || 10;
    if (size === this.#size) return;
    this.#size = size;
    this.#ring!.setAttribute('viewBox', `0 0 ${size} ${size}`);
    for (const circle of [this.#track!, this.#bar!])
      for (const [name, value] of [
        ['cx', size / 2],
        ['cy', size / 2],
        ['r', Math.max(0, (size - LINE) / 2)],
        ['stroke-width', LINE],
        ['fill', 'none'],
      ] as const)
        circle.setAttribute(name, String(value));
    this.#paint(this.#progress);
  }

  /** The ring's colours for the current breakpoint and hover state (the variants fall back to the wider ones). */
  #colour(): void {
    const pick = (name: string): string | null => {
      const get = (suffix: string) => this.#data.getAttribute(`data-${name}${suffix}`) || null;
      return (
        (this.#hover && get('-hover')) ||
        (matchMedia(PHONE).matches && get('-phone')) ||
        (matchMedia(TABLET).matches && get('-tablet')) ||
        get('')
      );
    };
    const colour = (name: string, fallback: string) => {
      const text = pick(name);
      const value = parseColor(text);
      if (text && !value) this.warn(`ignores the colour data-${name}="${text}".`);
      return value ?? fallback;
    };
    this.#bar!.style.stroke = colour('bar-bg-color', 'var(--pb-counter-bar, #2ea3f2)');
    this.#track!.style.stroke = colour('color', '#000000');
    this.#track!.style.strokeOpacity = String(parseAlpha(pick('alpha')) ?? 0.1);
  }
}
