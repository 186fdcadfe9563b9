import { create } from '../base/dom.js';
import { onDemand } from '../base/on-demand.js';
import { PbElement } from '../base/pb-element.js';
import { InView } from '../controllers/in-view.js';
import { reducedMotion } from '../core/reduced-motion.js';
import { DEV } from '../core/warn.js';
import { countFrames, DURATION, formatNumber, parseNumber, parseWidth, type ParsedNumber } from './counter-rules.js';
import type { Ring } from './counter-ring.js';

/** The circle counter's ring, fetched only by pages that have one. */
const ringPart = onDemand('<pb-counter> ring', () => import('./counter-ring.js'));

export type CounterKind = 'circle' | 'number' | 'bar';

/**
 * The theme's three counter modules (MARKUP.md §6.1–§6.3), one tag per module root, the kind read from the
 * markup: a circle counter (`.et_pb_circle_counter`) gets an SVG ring sized to its box with a 5 px line, in the
 * colours of `data-bar-bg-color`, `data-color` and `data-alpha` (and their `-tablet`, `-phone` and `-hover`
 * variants, redrawn at each breakpoint, on hover and on a width change); a number counter
 * (`.et_pb_number_counter`) gets its value grouped with `data-number-separator` (the locale's grouping when the
 * attribute is absent) in tabular figures; bar counters (`.et_pb_counters`) get each bar's width from `data-width`.
 * The count runs once, for 1800 ms with the theme's easing, when the counter comes into view (out of view it is not
 * drawn, and shows where it stands on its return); under reduced motion or on a hidden page the final value shows at
 * once. The counting digits are hidden from assistive technology, which reads the final value once; it also holds
 * the number's width from the start, so nothing shifts. The element sets what the theme's script set for the theme's
 * CSS to show the counter (THEME-CSS.md §7): `.percent p` visible, `active` on the number counter, `et-animated` on
 * the bar list, the text of `span.percent-value`.
 *
 * @summary Circle, number and bar counters over the theme's markup, counting once when seen.
 * @tag pb-counter
 * @cssprop --pb-counter-bar - The ring's colour when the markup gives none (default #2ea3f2).
 */
export class PbCounterElement extends PbElement {
  static override tagName = 'pb-counter';

  #kind?: CounterKind;
  /** The module root (or the tag itself), set on the first connect. */
  #root!: HTMLElement;
  /** The final value; with `#format`, read on the first connect of a circle or number counter. */
  #value!: number;
  /** Writes a count as shown: with the decimal places the value was printed with, grouped. */
  #format?: (value: number) => string;
  /** Where the number is written (`span.percent-value`), if the markup has one. */
  #slot?: HTMLElement | null;
  /** The counting digits: 0 as text until the count, then drawn by the browser as their `::before` (`#count`). */
  #digits?: HTMLElement;
  #ring?: Ring;
  /**
   * The count, which the browser plays: the digits' steps as keyframes of their `content`, so no script runs while
   * it counts; its time is the count's (a ring made mid-count joins there) and its end the count's. Made as the
   * count starts: its keyframes cost 4–8 ms a counter at 4× CPU (issue 19), which a page of many counters pays only
   * for those a visitor reaches, and not while upgrading.
   */
  #count?: Animation;
  #started = false;
  readonly #inView = new InView(this, '0px');
  /** Within 200 px of the view: when the ring is made. */
  readonly #near = new InView(this);

  /** The kind of counter, read from the markup. */
  get kind(): CounterKind | undefined {
    return this.#kind;
  }

  /** True once the count has run (or jumped) to its final value. */
  get done(): boolean {
    return this.#started && !this.#count;
  }

  #build(): void {
    const root = (this.#root =
      this.querySelector<HTMLElement>(':scope>:is(.et_pb_circle_counter,.et_pb_number_counter,.et_pb_counters)') ??
      this);
    const inner = root.querySelector<HTMLElement>('.et_pb_circle_counter_inner');
    const amounts = root.querySelectorAll<HTMLElement>('.et_pb_counter_amount');
    this.#kind = inner ? 'circle' : amounts.length ? 'bar' : 'number';
    if (this.#kind === 'bar') {
      for (const amount of amounts) {
        const width = parseWidth(amount.dataset.width);
        if (width) amount.style.width = width;
        else this.warn(`ignores data-width="${amount.dataset.width}".`);
        // The overlay twin repeats the number for the theme's styling: read once.
        if (amount.matches('.overlay')) amount.setAttribute('aria-hidden', 'true');
      }
      return;
    }
    // The node holding `data-number-value` (and, in a circle counter, the ring's colour attributes).
    const data = inner ?? root;
    const parsed = parseNumber(data.dataset.numberValue);
    if (!parsed) this.warn(`shows 0 for data-number-value="${data.dataset.numberValue}".`);
    const { value = 0, decimals = 0 }: Partial<ParsedNumber> = parsed ?? {};
    const separator = data.getAttribute('data-number-separator');
    this.#value = value;
    this.#format = (v) => formatNumber(v, decimals, separator, document.documentElement.lang);
    this.#slot = root.querySelector<HTMLElement>('.percent-value');
    if (!this.#slot) {
      if (DEV) this.devWarn('has no span.percent-value to count in (MARKUP.md §6.1, §6.2).');
    }
    if (!inner) return this.#writeDigits();
    // A circle counter's number is hidden, from sight and from assistive technology alike, until its count starts
    // (the theme's `.percent p { visibility: hidden }`, THEME-CSS.md §7), so its digits are written as it comes near
    // the view, with its ring: a page of many counters upgrades with no change to its layout (200 circle counters at
    // 4× CPU took 2.5–3.8 s to upgrade, laying out the page after every few, issue 19). The ring is drawn over a box
    // the markup reserves, and the number's line is there before its digits (pb-counter.css), so nothing moves.
    // Without the ring (its part failed to load) the number still counts; the next upgrade tries again.
    this.#near.when(inner, () => {
      this.#writeDigits();
      return ringPart.load(this).then(
        ({ createRing }) => {
          this.#ring ??= createRing({ box: inner, warn: (message) => this.warn(message) });
          // Before the count empty, after it full; made mid-count, it joins the count's glide where it stands.
          this.#ring.paint(this.done ? this.#value / 100 : 0);
          this.#glide();
          // Made while connected: it follows its box and the pointer from now on; else from the next connect.
          if (this.connection.active) this.#ring.watch(this.connection, this.#root);
        },
        () => {},
      );
    });
  }

  /**
   * Puts the counting digits (0 until the count) and the final value in the value span, once: the final value holds
   * the number's width from the start, and is what assistive technology reads.
   */
  #writeDigits(): void {
    const slot = this.#slot;
    if (!slot || this.#digits) return;
    this.#digits = create(
      'span',
      { className: 'pb-counter__digits', textContent: this.#format!(0) },
      {
        'aria-hidden': 'true',
      },
    );
    slot.replaceChildren(
      this.#digits,
      create('span', { className: 'pb-counter__final', textContent: this.#format!(this.#value) }),
    );
  }

  protected override connected(): void {
    // The markup is upgraded on the first connect; a reconnect only sets up the listeners again.
    if (!this.#kind) this.#build();
    const { connection } = this;
    // The ring follows its box's width and shows its -hover colours while the pointer is over the module.
    this.#ring?.watch(connection, this.#root);
    // A counter leaving the page mid-count shows its final value.
    connection.add(() => this.#count && this.#finish());
    if (this.#started) return;
    if (reducedMotion()) this.#start();
    else this.#inView.when(this.#root, () => this.isConnected && this.#start());
  }

  #start(): void {
    if (this.#started) return;
    this.#started = true;
    // What the theme's script did when the count started (THEME-CSS.md §7).
    this.#root.classList.add(this.#kind === 'bar' ? 'et-animated' : 'active');
    const p = this.#root.querySelector<HTMLElement>('.percent p');
    if (p) p.style.visibility = 'visible';
    if (this.#kind === 'bar') return this.#finish();
    this.#writeDigits();
    if (reducedMotion() || document.hidden) return this.#finish();
    // Without digits (no value span) the count still times the ring: an effect with no target draws nothing. No
    // fill: the count's end removes the digits (`#finish`) before the frame that ends it is drawn (its promise settles
    // in the animations' update, before style and paint).
    // The keyframes as one list of values, evenly spaced: half the cost of as many keyframe objects (37 of them: 1.0
    // against 1.7–3.1 ms a counter at 4× CPU, issue 19).
    const digits = this.#digits;
    const count = (this.#count = new Animation(
      new KeyframeEffect(
        digits ?? null,
        { content: countFrames(this.#value, this.#format!), easing: 'step-end' },
        { duration: DURATION, pseudoElement: '::before' },
      ),
    ));
    // From now on the digits are the count's (its first frame is the 0 they showed).
    if (digits) digits.textContent = '';
    count.play();
    // A count that ends (its own end, or `finish` on leaving) shows the final value; a cancelled one has settled.
    count.finished.then(
      () => this.#finish(),
      () => {},
    );
    this.#glide();
  }

  /**
   * The ring's part of the count: a glide the browser draws to the final share, with the same easing, from where the
   * count stands, so the ring moves as smoothly as the display can show with no script while it counts.
   */
  #glide(): void {
    const count = this.#count;
    if (count) this.#ring?.glide(this.#value / 100, DURATION, Number(count.currentTime));
  }

  /** Ends the count (or skips it): the final value alone remains, shown and read once, and the ring full. */
  #finish(): void {
    const count = this.#count;
    this.#count = undefined;
    count?.cancel();
    this.#digits?.remove();
    this.#ring?.paint(this.#value / 100);
  }
}
