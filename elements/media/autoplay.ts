/** The overlay's autoplay query (pure, for <pb-video-overlay>). */

/**
 * The iframe source with `autoplay=1` as the first query parameter, as the theme's overlay script inserts it
 * (MARKUP.md §8.10), or the source unchanged when it already names `autoplay` (so a second click adds
 * nothing). The theme wrote `?autoplay=1&amp;` into the attribute, which the player read as a parameter named
 * `amp;…`; we join with a plain `&`. The fragment stays last.
 */
export const withAutoplay = (src: string): string =>
  /[?&;]autoplay=/.test(src.split('#')[0]!)
    ? src
    : src.replace(
        /^([^?#]*)\??([^#]*)/,
        (_, base: string, query: string) => `${base}?autoplay=1${query && '&'}${query}`,
      );
