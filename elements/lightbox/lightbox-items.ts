/**
 * What a lightbox shows, read from the links that open it (the theme's gallery and lightbox-image links, or any
 * link to an image), and which neighbours to preload (spec §9: one before, two after — `[0,2]` counted from the
 * next, as the theme's lightbox does).
 */

export interface LightboxItem {
  /** The full image. */
  src: string;
  /** Text alternative: the thumbnail's alt, else the link's title. */
  alt: string;
  /** Caption: the gallery item's title and caption, else the link's title. */
  caption: string;
}

/** A link's target when it is an image the lightbox may show: http(s) or a same-page relative URL, never script. */
export function imageUrl(href: string | null, base: string): string | undefined {
  if (!href) return undefined;
  try {
    const url = new URL(href, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The item a link opens. */
export function itemOf(link: HTMLAnchorElement): LightboxItem | undefined {
  const src = imageUrl(link.getAttribute('href'), link.baseURI);
  if (!src) return undefined;
  const image = link.querySelector('img');
  const galleryItem = link.closest('.et_pb_gallery_item');
  const caption = [
    galleryItem?.querySelector('.et_pb_gallery_title')?.textContent,
    galleryItem?.querySelector('.et_pb_gallery_caption')?.textContent,
  ]
    .map((t) => t?.trim())
    .filter(Boolean)
    .join(' — ');
  return { src, alt: image?.alt || link.title || '', caption: caption || link.title || '' };
}

/** Indexes to preload around `index` of `count` (one before, two after; wrapping), the showing one excluded. */
export function preloadIndexes(index: number, count: number, before = 1, after = 2): number[] {
  if (count < 2) return [];
  const out = new Set<number>();
  for (let step = -before; step <= after; step++) if (step) out.add((((index + step) % count) + count) % count);
  out.delete(index);
  return [...out];
}
