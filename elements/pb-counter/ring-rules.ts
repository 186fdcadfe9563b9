/**
 * The circle counter ring's rules (MARKUP.md §6.1): the count's easing as CSS, and the parsers of its attributes
 * (colours and alpha, untrusted text in, a value safe to put in a CSS custom property or `undefined` out). Only the
 * ring part (counter-ring.ts) uses them.
 */

/**
 * The count's easing (counter-rules.ts `ease`) as CSS, for the ring's glide the browser draws: within 0.6 % of it
 * everywhere, so the ring and the digits agree.
 */
export const EASING = 'cubic-bezier(.45,0,.55,1)';

/**
 * A CSS colour from a data attribute: hex (#rgb, #rgba, #rrggbb, #rrggbbaa), `rgb()`/`rgba()`/`hsl()`/`hsla()`
 * with plain numeric arguments, or a colour keyword. Anything else (an empty value, `url(…)`, a `;`) is
 * `undefined`.
 */
export function parseColor(text: string | null | undefined): string | undefined {
  const t = (text ?? '').trim().toLowerCase();
  return /^(#([\da-f]{3,4}){1,2}|[a-z]{3,20}|(rgb|hsl)a?\([\d\s.,%/deg+-]*\))$/.test(t) ? t : undefined;
}

/** `data-alpha`: a number in 0…1 (clamped); `undefined` when absent or not a number. */
export function parseAlpha(text: string | null | undefined): number | undefined {
  const value = text?.trim() ? Number(text) : NaN;
  return Number.isFinite(value) ? Math.max(0, Math.min(1, value)) : undefined;
}
