import type { PropertyValues } from '@lit/reactive-element';
import { PbElement } from '../base/pb-element.js';
import { DEV } from '../core/warn.js';
import { countdownClock } from './clock.js';
import {
  digits,
  finished,
  inWords,
  labelFor,
  parseEnd,
  secondsLeft,
  split,
  UNITS,
  untilNextSecond,
  wantsShort,
  type Unit,
} from './countdown-rules.js';
import { PbCountdownEndEvent } from './events.js';

interface Section {
  section: HTMLElement;
  value: HTMLElement | null;
  label: HTMLElement | null;
  /** The separator after the section, dimmed with it. */
  sep: HTMLElement | null;
  short: string;
  full: string;
}

/**
 * The theme's countdown timer (MARKUP.md §6.4): fills the empty `p.value` of each section from
 * `data-end-timestamp` (Unix seconds) as the theme's script did (THEME-CSS.md §0, §7): days padded to 3
 * digits, the others to 2, `zero` on finished leading sections and the separator after each, the short labels
 * (`data-short`) in a 1/4 or 3/8 column or a container 400 px wide or less and the full ones (`data-full`)
 * otherwise, in the singular or plural when the label gives both (`Day(s)`). It updates on each second of the
 * clock, computing the time left from the clock every time, and not at all while the page is hidden; it catches up
 * when the page shows again. At zero it fires `pb-countdown-end` once, and the module root (a bare tag itself) gets the class
 * `pb-countdown--ended`.
 * The ticking digits are hidden from assistive technology, which reads the time left in words instead, to the
 * minute, from a `role="timer"` text that is not a live region (TRUST.md #49). A missing, malformed or past end
 * shows zeros with one console warning.
 *
 * @summary A countdown over the theme's markup, ticking each second and read to the minute.
 * @tag pb-countdown
 * @event {PbCountdownEndEvent} pb-countdown-end - The countdown reached zero while the page showed it.
 */
export class PbCountdownElement extends PbElement {
  static override tagName = 'pb-countdown';

  #built = false;
  #end: number | null = null;
  #root: HTMLElement = this;
  #container: HTMLElement = this;
  readonly #sections = new Map<Unit, Section>();
  #text?: HTMLElement;
  #short = false;
  #narrowColumn = false;
  #left = 0;
  #ended = false;
  #timer = 0;

  /** Whole seconds left (0 once ended or when the end is unusable). */
  get remaining(): number {
    return this.#left;
  }

  /** True once the countdown shows zero. */
  get ended(): boolean {
    return this.#ended;
  }

  protected override update(changed: PropertyValues): void {
    super.update(changed);
    if (!this.#built) this.#build();
  }

  #build(): void {
    this.#built = true;
    const root = (this.#root = this.querySelector<HTMLElement>(':scope > .et_pb_countdown_timer') ?? this);
    const container = (this.#container = root.querySelector<HTMLElement>('.et_pb_countdown_timer_container') ?? root);
    for (const unit of UNITS) {
      const section = container.querySelector<HTMLElement>(`.${unit}.section`);
      if (!section) {
        if (DEV) this.devWarn(`has no .${unit}.section (MARKUP.md §6.4).`);
        continue;
      }
      const next = section.nextElementSibling;
      const label = section.querySelector<HTMLElement>('p.label');
      const printed = label?.textContent?.trim() ?? '';
      this.#sections.set(unit, {
        section,
        value: section.querySelector<HTMLElement>('p.value'),
        label,
        sep: next?.matches('.sep') ? (next as HTMLElement) : null,
        short: section.dataset.short ?? printed,
        full: section.dataset.full ?? printed,
      });
      // The digits change every second: the words below say the same, once a minute.
      section.setAttribute('aria-hidden', 'true');
      if (next?.matches('.sep')) next.setAttribute('aria-hidden', 'true');
    }
    const text = (this.#text = document.createElement('p'));
    text.className = 'pb-countdown__text';
    // A timer is not a live region (aria-live "off" by default): read when visited, never announced by itself.
    text.setAttribute('role', 'timer');
    const title = container.querySelector(':scope > .title');
    if (title) title.after(text);
    else container.prepend(text);

    const raw = root.getAttribute('data-end-timestamp');
    const end = (this.#end = parseEnd(raw));
    if (end === null) this.warn(`shows zeros: data-end-timestamp="${raw ?? ''}" is not a time in Unix seconds.`);
    else if (secondsLeft(end, countdownClock.now()) === 0) {
      this.warn(`shows zeros: data-end-timestamp="${raw}" has passed.`);
      this.#ended = true;
      root.classList.add('pb-countdown--ended');
    }
    this.#narrowColumn = !!root.closest('.et_pb_column_1_4, .et_pb_column_3_8');
    this.#short = wantsShort(container.clientWidth, this.#narrowColumn);
    this.#render();
  }

  protected override connected(): void {
    const { connection } = this;
    connection.listen(document, 'visibilitychange', () => this.#schedule());
    const observer = new ResizeObserver(([entry]) => {
      const short = wantsShort(entry.contentRect.width, this.#narrowColumn);
      if (short === this.#short) return;
      this.#short = short;
      this.#render();
    });
    observer.observe(this.#container);
    connection.add(() => observer.disconnect());
    connection.add(() => this.#stop());
    this.#schedule();
  }

  #stop(): void {
    clearTimeout(this.#timer);
    this.#timer = 0;
  }

  /** Shows the time left now and waits for the next second of the clock; nothing runs while the page is hidden. */
  #schedule(): void {
    this.#stop();
    if (document.hidden || this.#end === null) return;
    this.#render();
    if (this.#ended) return;
    this.#timer = window.setTimeout(() => this.#schedule(), untilNextSecond(countdownClock.now()));
  }

  #render(): void {
    const left = (this.#left = this.#end === null ? 0 : secondsLeft(this.#end, countdownClock.now()));
    const parts = split(left);
    const shown = digits(parts);
    const zero = this.#end === null ? UNITS.length : finished(parts);
    UNITS.forEach((unit, index) => {
      const section = this.#sections.get(unit);
      if (!section) return;
      if (section.value && section.value.textContent !== shown[unit]) {
        section.value.textContent = shown[unit];
        // Days past 3 digits fit the 3 digits' box in a smaller size (pb-countdown.css): nothing moves. The
        // other units never pass 2 digits, so their values are not restyled every second for it.
        if (unit === 'days') section.value.style.setProperty('--pb-digits', String(shown[unit].length));
      }
      const label = labelFor(this.#short ? section.short : section.full, parts[unit]);
      if (section.label && section.label.textContent !== label) section.label.textContent = label;
      for (const node of [section.section, section.sep]) node?.classList.toggle('zero', index < zero);
    });
    const full = Object.fromEntries(UNITS.map((unit) => [unit, this.#sections.get(unit)?.full ?? unit])) as Record<
      Unit,
      string
    >;
    const words = inWords(left, full);
    if (this.#text!.textContent !== words) this.#text!.textContent = words;
    if (left === 0 && !this.#ended && this.#end !== null) {
      this.#ended = true;
      this.#root.classList.add('pb-countdown--ended');
      this.emit(new PbCountdownEndEvent({ end: this.#end }));
    }
  }
}
