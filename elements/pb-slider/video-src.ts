/**
 * Player addresses in the theme's video slides (MARKUP.md §8.10, §3.2): a click on the overlay plays the video by
 * adding `autoplay=1` in front of the existing query, and leaving the slide takes it out again, so that resetting
 * the frame to stop playback does not start it again off screen.
 */

/** `src` with `autoplay=1` as its first query parameter; unchanged when it autoplays already or is no URL. */
export function withAutoplay(src: string): string {
  const url = parse(src);
  if (!url || url.searchParams.has('autoplay')) return src;
  const query = url.search.slice(1);
  url.search = query ? `autoplay=1&${query}` : 'autoplay=1';
  return url.href;
}

/** `src` without any `autoplay` parameter; unchanged when it has none or is no URL. */
export function withoutAutoplay(src: string): string {
  const url = parse(src);
  if (!url || !url.searchParams.has('autoplay')) return src;
  url.searchParams.delete('autoplay');
  return url.href;
}

function parse(src: string): URL | undefined {
  try {
    return new URL(src);
  } catch {
    return undefined;
  }
}
