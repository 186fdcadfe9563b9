/** The player's box ratio, from what the media says (pure, for <pb-media>). */

const positive = (text: string | null | undefined): number | undefined => {
  const value = Number((text ?? '').trim());
  return (text ?? '').trim() && Number.isFinite(value) && value > 0 && value < 1e6 ? value : undefined;
};

/**
 * A CSS `aspect-ratio` (`"4 / 3"`) from what the media says: a `ratio` written `4:3`, `4/3`, `4 / 3` or `1.333`,
 * else its `width` and `height` attributes. Undefined when neither gives two positive numbers (the box stays
 * 16:9).
 */
export function aspectRatio(ratio?: string | null, width?: string | null, height?: string | null): string | undefined {
  const parts = (ratio ?? '').split(/[:/]/);
  const [w, h] = parts.length === 2 ? parts.map(positive) : [positive(ratio), 1];
  if (w && h) return `${w} / ${h}`;
  const [ww, hh] = [positive(width), positive(height)];
  return ww && hh ? `${ww} / ${hh}` : undefined;
}
