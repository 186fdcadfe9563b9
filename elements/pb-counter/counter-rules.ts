/**
 * The counters' pure rules (MARKUP.md §6.1–§6.3): the theme's easing, number formatting with the CMS's
 * thousands separator, and the parsers of the values and bar widths the CMS prints (the ring's colours:
 * ring-rules.ts).
 * Every parser takes untrusted text and returns a sane value or `undefined`, never NaN.
 */

/** The counters' animation length (spec §9). */
export const DURATION = 1800;

/**
 * The time between two values of the count, in ms: 1 800 ms is 36 steps exactly. Digits that change 20 times a
 * second read as a count running up: they are text, not motion, and the eye follows neither rate digit by digit.
 * The browser draws the steps (`countFrames`), so their number costs no script; it is what the display changes.
 */
export const STEP = 50;

/**
 * The easing the theme's pie-chart script uses by default (ease-in-out, quadratic): 0 → 0, 1 → 1, monotone.
 * Progress outside 0…1 is clamped.
 */
export function ease(progress: number): number {
  const p = progress > 0 ? Math.min(progress, 1) : 0;
  return p < 0.5 ? 2 * p * p : 1 - 2 * (1 - p) ** 2;
}

export interface ParsedNumber {
  value: number;
  /** Decimal places as printed ("99.50" → 2), at most 3. */
  decimals: number;
}

/** `data-number-value`: a plain decimal number ("1200", "99.5", "-3"); anything else is `undefined`. */
export function parseNumber(text: string | null | undefined): ParsedNumber | undefined {
  const match = /^\s*-?\d*(?:\.(\d*))?\s*$/.exec(text ?? '');
  // `Number` skips the white space `\s` matched around the number: the same characters, by the language's own rules.
  const value = Number(match?.[0]);
  return match && /\d/.test(match[0]) && Number.isFinite(value)
    ? { value, decimals: Math.min(match[1]?.length ?? 0, 3) }
    : undefined;
}

/**
 * One `Intl.NumberFormat` per language and number of decimals, made once: a counter formats its number in every
 * frame of its count, and building a formatter is far dearer than using one.
 */
const formatters: Record<string, Intl.NumberFormat> = {};

function formatterFor(decimals: number, locale: string | undefined): Intl.NumberFormat {
  const key = `${locale ?? ''}|${decimals}`;
  const options = { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
  try {
    return (formatters[key] ??= new Intl.NumberFormat(locale, options));
  } catch {
    // A page language that is no language tag.
    return (formatters[key] = new Intl.NumberFormat('en', options));
  }
}

/**
 * `value` (already rounded to `decimals`) with its whole part grouped in threes by `separator`, without `Intl`:
 * the first `Intl.NumberFormat` of a page loads the engine's locale data, which at 4× CPU was a task of 77 ms on
 * the React site (issue 19), and a printed separator needs none of it. The digits are the shortest that name the
 * number (`String`), as `Intl` writes them; from 1e21 on, where `String` writes an exponent, a whole number's own.
 */
function groupByHand(v: number, decimals: number, separator: string): string {
  const abs = Math.abs(v);
  const [whole, fraction = ''] = (abs < 1e21 ? String(abs) : BigInt(abs).toString()).split('.');
  // A separator every three digits from the right, inserted by slicing (right to left, so the places still to come
  // do not move): half the time of the look-ahead replace it took before, which made grouping a sixth of the
  // counting's script on the counters page at 4× CPU (issue 19). A count formats its number at every step.
  let grouped = whole;
  for (let at = whole.length - 3; at > 0; at -= 3) grouped = grouped.slice(0, at) + separator + grouped.slice(at);
  return `${v < 0 ? '-' : ''}${grouped}${decimals ? (separator === '.' ? ',' : '.') + fraction.padEnd(decimals, '0') : ''}`;
}

/**
 * Page languages whose numbers are written 1,234.5 in Latin digits (CLDR), which need no `Intl` either: English
 * alone or as written in the United States, Britain, Ireland, Canada, Australia and New Zealand. Other English
 * regions are left to `Intl` (South Africa writes a decimal comma, India groups lakhs).
 */
const ENGLISH_GROUPING = /^en(?:-(?:US|GB|IE|CA|AU|NZ))?$/i;

/**
 * `value` rounded to `decimals` places (0…3), grouped by thousands with `separator` (`data-number-separator`; ""
 * groups nothing), or by the grouping of `Intl.NumberFormat` in `locale` when the CMS printed no separator
 * (`null`). With a separator the decimal mark is "." unless the separator is ".", then ",".
 */
export function formatNumber(value: number, decimals: number, separator: string | null, locale?: string): string {
  const finite = Number.isFinite(value) ? value : 0;
  // `|| 0`: a negative value that rounds to zero shows no minus sign. Near the largest numbers the rounding
  // overflows; such a number is whole already.
  const rounded = Math.round(finite * 10 ** decimals) / 10 ** decimals || 0;
  const v = Number.isFinite(rounded) ? rounded : finite;
  if (separator !== null) return groupByHand(v, decimals, separator);
  return ENGLISH_GROUPING.test(locale ?? '')
    ? groupByHand(v, decimals, ',')
    : formatterFor(decimals, locale || undefined).format(v);
}

/**
 * `text` as one CSS string token, for `content`. A JSON string is one: its quotes and backslashes are escaped (`\"`,
 * `\\`, which CSS reads as the character itself) and so is every character that would end a CSS string (a line
 * break, as `\n`), so nothing in it ends the string or the declaration. CSS reads the text back as it was, except a
 * control character or a lone surrogate, which JSON writes as an escape CSS reads as letters (`\n` as "n"): a
 * separator no CMS prints, shown harmlessly wrong.
 */
export const cssString: (text: string) => string = JSON.stringify;

/**
 * The count as the digits' `content` at each step, for the browser to draw (issue 19: written by script at each
 * step, the counters page's count cost 128 ms of main thread at 4× CPU): one CSS string every STEP ms from 0 to
 * DURATION, `write` of the value at the theme's easing there, the last the final value. As keyframes they are evenly
 * spaced (DURATION / STEP + 1 of them puts each on its step) and held until the next (`step-end`).
 */
export function countFrames(value: number, write: (value: number) => string): string[] {
  const frames: string[] = [];
  for (let at = 0; at <= DURATION; at += STEP) frames.push(cssString(write(value * ease(at / DURATION))));
  return frames;
}

/** A bar's `data-width` ("75%", "75", " 33.5 % "): a CSS percentage within 0…100 %, else `undefined`. */
export function parseWidth(text: string | null | undefined): string | undefined {
  const match = /^\s*(\d+(?:\.\d+)?|\.\d+)\s*%?\s*$/.exec(text ?? '');
  return match ? `${Math.min(100, Number(match[1]))}%` : undefined;
}
