/**
 * The counters' pure rules (docs/MARKUP.md §6.1–§6.3): the theme's easing, number formatting with the CMS's
 * thousands separator, and the parsers of the attributes the CMS prints (values, colours, alpha, bar widths).
 * Every parser takes untrusted text and returns a sane value or `undefined`, never NaN.
 */

/** The counters' animation length (spec §9). */
export const DURATION = 1800;

/**
 * The easing the theme's pie-chart script uses by default (ease-in-out, quadratic): 0 → 0, 1 → 1, monotone.
 * Progress outside 0…1 is clamped.
 */
export function ease(progress: number): number {
  const p = progress > 0 ? Math.min(progress, 1) : 0;
  return p < 0.5 ? 2 * p * p : 1 - 2 * (1 - p) ** 2;
}

/** The largest magnitude a counter shows (beyond it `toFixed` would write an exponent). */
const LIMIT = 1e15;

export interface ParsedNumber {
  value: number;
  /** Decimal places as printed ("99.50" → 2), at most 3. */
  decimals: number;
}

/** `data-number-value`: a plain decimal number ("1200", "99.5", "-3"); anything else is `undefined`. */
export function parseNumber(text: string | null | undefined): ParsedNumber | undefined {
  const match = /^\s*(-?\d*(?:\.(\d*))?)\s*$/.exec(text ?? '');
  const value = match ? Number(match[1]) : NaN;
  if (!match || !/\d/.test(match[1]) || !Number.isFinite(value)) return undefined;
  return { value: Math.max(-LIMIT, Math.min(LIMIT, value)), decimals: Math.min(match[2]?.length ?? 0, 3) };
}

/**
 * `value` with `decimals` places, grouped by thousands with `separator` (`data-number-separator`; "" groups
 * nothing), or by the locale's `Intl.NumberFormat` grouping when the CMS printed no separator (`null`).
 * The decimal mark is "." unless the separator is ".", then ",".
 */
export function formatNumber(value: number, decimals: number, separator: string | null, locale?: string): string {
  const v = Number.isFinite(value) ? Math.max(-LIMIT, Math.min(LIMIT, value)) : 0;
  const places = Math.max(0, Math.min(3, Math.trunc(decimals) || 0));
  if (separator === null) {
    const options = { minimumFractionDigits: places, maximumFractionDigits: places };
    try {
      return new Intl.NumberFormat(locale || undefined, options).format(v);
    } catch {
      return new Intl.NumberFormat(undefined, options).format(v);
    }
  }
  const [whole, fraction] = Math.abs(v).toFixed(places).split('.');
  const sign = v < 0 && /[1-9]/.test(whole + (fraction ?? '')) ? '-' : '';
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, separator);
  return sign + grouped + (fraction ? (separator === '.' ? ',' : '.') + fraction : '');
}

/**
 * A CSS colour from a data attribute: hex (#rgb, #rgba, #rrggbb, #rrggbbaa), `rgb()`/`rgba()`/`hsl()`/`hsla()`
 * with plain numeric arguments, or a colour keyword. Anything else (an empty value, `url(…)`, a `;`) is
 * `undefined`.
 */
export function parseColor(text: string | null | undefined): string | undefined {
  const t = (text ?? '').trim().toLowerCase();
  return /^#(?:[\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})$|^(?:rgba?|hsla?)\([\d\s.,%/+-]*(?:deg)?[\d\s.,%/+-]*\)$|^[a-z]{3,20}$/.test(
    t,
  )
    ? t
    : undefined;
}

/** `data-alpha`: a number in 0…1 (clamped); `undefined` when absent or not a number. */
export function parseAlpha(text: string | null | undefined): number | undefined {
  const value = text?.trim() ? Number(text) : NaN;
  return Number.isFinite(value) ? Math.max(0, Math.min(1, value)) : undefined;
}

/** A bar's `data-width` ("75%", "75", " 33.5 % "): a CSS percentage within 0…100 %, else `undefined`. */
export function parseWidth(text: string | null | undefined): string | undefined {
  const match = /^\s*(\d+(?:\.\d+)?|\.\d+)\s*%?\s*$/.exec(text ?? '');
  return match ? `${Math.min(100, Number(match[1]))}%` : undefined;
}
