/**
 * The countdown's arithmetic, free of the DOM (MARKUP.md §6.4): the end as Unix seconds, the whole seconds left
 * at a given clock reading, its split into days, hours, minutes and seconds, the padding the theme prints, which
 * leading sections are finished, which labels fit, and the remaining time in words.
 */

export const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;
export type Unit = (typeof UNITS)[number];
export type Parts = Record<Unit, number>;

const DAY = 86400;
/** More seconds than any end `parseEnd` accepts can leave (about 317,000 years): a cap for absurd clocks. */
const MOST = 1e13;

/**
 * The end from `data-end-timestamp`: whole Unix seconds (so no time zone is involved), or null when the text is
 * missing or not a plain non-negative integer. Twelve digits reach far past any date a page would print.
 */
export function parseEnd(text: string | null | undefined): number | null {
  const trimmed = (text ?? '').trim();
  return /^\d{1,12}$/.test(trimmed) ? Number(trimmed) : null;
}

/**
 * Whole seconds left until `end` (Unix seconds) at the clock reading `now` (milliseconds), rounded up, so the
 * display reaches zero exactly at the end and a timer that fires a few milliseconds late shows the right second.
 * Never negative, never NaN, never infinite (0 for an end or a clock that is not a finite number, at most 10^13).
 */
export function secondsLeft(end: number, now: number): number {
  const ms = end * 1000 - now;
  return ms > 0 && Number.isFinite(ms) ? Math.min(MOST, Math.ceil(ms / 1000)) : 0;
}

/** `total` seconds as days, hours, minutes and seconds. */
export function split(total: number): Parts {
  const whole = Number.isFinite(total) && total > 0 ? Math.floor(total) : 0;
  return {
    days: Math.floor(whole / DAY),
    hours: Math.floor((whole % DAY) / 3600),
    minutes: Math.floor((whole % 3600) / 60),
    seconds: whole % 60,
  };
}

/** The digits as the theme's script wrote them: days padded to at least 3 digits, the others to 2. */
export function digits(parts: Parts): Record<Unit, string> {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return {
    days: pad(parts.days, 3),
    hours: pad(parts.hours, 2),
    minutes: pad(parts.minutes, 2),
    seconds: pad(parts.seconds, 2),
  };
}

/**
 * How many leading sections are finished: a unit whose value and every bigger unit's value are 0 (the seconds only
 * once everything is 0). Those sections, and the separator after each, get the theme's `zero` class.
 */
export function finished(parts: Parts): number {
  let count = 0;
  while (count < UNITS.length && parts[UNITS[count]] === 0) count++;
  return count;
}

/** Milliseconds from `now` to the next whole second of the clock (1 to 1000). */
export function untilNextSecond(now: number): number {
  const into = ((now % 1000) + 1000) % 1000;
  return Number.isFinite(into) ? 1000 - into : 1000;
}

/** The theme's rule for the short labels: a 1/4 or 3/8 column, or a container 400 px wide or less. */
export function wantsShort(width: number, narrowColumn: boolean): boolean {
  return narrowColumn || width <= 400;
}

/**
 * The label for `value` from a label as the markup gives it: `Day(s)` holds both forms (`Day` for 1, `Days`
 * otherwise); any other label is used as it is.
 */
export function labelFor(label: string, value: number): string {
  const both = /^(.*\S)\((\p{L}+)\)$/u.exec(label.trim());
  if (!both) return label;
  return value === 1 ? both[1] : both[1] + both[2];
}

/**
 * The time left in words, to the minute, from the full labels the markup gives (so in the page's language):
 * `2 Days, 1 Hour, 5 Minutes`; under a minute `< 1 Minute`; at the end `0 Seconds`. It changes at most once a
 * minute.
 */
export function inWords(total: number, labels: Record<Unit, string>): string {
  const parts = split(total);
  if (!parts.days && !parts.hours && !parts.minutes)
    return total > 0 ? `< 1 ${labelFor(labels.minutes, 1)}` : `0 ${labelFor(labels.seconds, 0)}`;
  return (['days', 'hours', 'minutes'] as const)
    .filter((unit) => parts[unit])
    .map((unit) => `${parts[unit]} ${labelFor(labels[unit], parts[unit])}`)
    .join(', ');
}
