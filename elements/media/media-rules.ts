/** Pure rules of the media elements: the overlay's autoplay query and the player's box ratio. */

/**
 * The iframe source with `autoplay=1` as the first query parameter, as the theme's overlay script inserts it
 * (docs/MARKUP.md §8.10), or the source unchanged when it already names `autoplay` (so a second click adds
 * nothing). The theme wrote `?autoplay=1&amp;` into the attribute, which the player read as a parameter named
 * `amp;…`; we join with a plain `&`. The fragment stays last.
 */
export function withAutoplay(src: string): string {
  const hashAt = src.indexOf('#');
  const hash = hashAt < 0 ? '' : src.slice(hashAt);
  const rest = hashAt < 0 ? src : src.slice(0, hashAt);
  const queryAt = rest.indexOf('?');
  const query = queryAt < 0 ? '' : rest.slice(queryAt + 1);
  if (/(^|[&;])autoplay=/.test(query)) return src;
  const base = queryAt < 0 ? rest : rest.slice(0, queryAt);
  return `${base}?autoplay=1${query ? `&${query}` : ''}${hash}`;
}

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
