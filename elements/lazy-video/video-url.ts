import { mergeQuery, parseQuery } from '../core/url.js';

/**
 * Pure rules for the lazy video: which ids and sources are safe, how the embed URL and thumbnails are built.
 * Hardened as the newest CMS plugin is: an 11-character id, https on the video host or its no-cookie host,
 * path `/embed/<id>`, no credentials or port. Nothing here can produce a URL on another host.
 */

const VIDEO_ID = /^[\w-]{11}$/;
const PLAYLIST_ID = /^[\w-]{2,64}$/;

const VIDEO_HOST = 'www.youtube.com';
const NOCOOKIE_HOST = 'www.youtube-nocookie.com';
const THUMBNAIL_ORIGIN = 'https://i.ytimg.com';

/** Thumbnail qualities the image service offers, best first. `hqdefault` (480×360) always exists. */
export const QUALITIES = ['maxresdefault', 'sddefault', 'hqdefault', 'mqdefault', 'default'] as const;
export type Quality = (typeof QUALITIES)[number];
const DEFAULT_QUALITY: Quality = 'hqdefault';

export interface EmbedRequest {
  /** The video id (`data-id` / `video-id`). */
  id?: string | null;
  /** The embed source (`data-src` / `src`); built from the id when absent. */
  src?: string | null;
  /** Extra player parameters (`data-query` / `query`). */
  query?: string | null;
  /** A playlist id: plays the list, starting at `id` when given. */
  playlist?: string | null;
  nocookie?: boolean;
}

export type EmbedResult = { ok: true; url: string; id: string } | { ok: false; reason: string; id: string };

/**
 * https on the video host or its no-cookie host, no credentials or port, path `/embed/<id>`. Checked on the
 * parsed URL's serialisation, where credentials and ports would show before the path.
 */
const isSafeSource = (url: URL, id: string): boolean =>
  /^https:\/\/(www\.)?youtube(-nocookie)?\.com\/embed\/([\w-]+)\/?(\?|$)/.exec(url.href)?.[3] === (id || 'videoseries');

const refuse = (reason: string, id = ''): EmbedResult => ({ ok: false, reason, id });

/** Builds the player URL (`autoplay=1` forced last), or says why it must not be built. Never throws. */
export function embedUrl(request: EmbedRequest): EmbedResult {
  const src = request.src?.trim();
  // A protocol-relative source (`//www.youtube.com/embed/…`, common in old content) resolves to https.
  const source = src ? URL.parse(src, 'https://' + VIDEO_HOST) : null;
  const id = request.id?.trim() || /^\/embed\/([\w-]{11})\/?$/.exec(source?.pathname ?? '')?.[1] || '';
  const params = mergeQuery(source?.searchParams ?? new URLSearchParams(), parseQuery(request.query));
  const playlist = request.playlist?.trim() || params.get('list') || '';
  if (id && !VIDEO_ID.test(id)) return refuse(`bad video id "${id}"`);
  if (playlist && !PLAYLIST_ID.test(playlist)) return refuse(`bad playlist id "${playlist}"`, id);
  if (!id && !playlist) return refuse('no video id');
  if (src && !(source && isSafeSource(source, id))) return refuse(`unsafe source "${src}"`, id);
  if (playlist) params.set('list', playlist);
  params.delete('autoplay');
  params.append('autoplay', '1');
  const host = request.nocookie || source?.hostname.includes('nocookie') ? NOCOOKIE_HOST : VIDEO_HOST;
  return { ok: true, url: `https://${host}/embed/${id || 'videoseries'}?${params}`, id };
}

/** The watch page, for the plain link shown when no player may be embedded. */
export const watchUrl = (id: string): string => `https://${VIDEO_HOST}/watch?v=${id}`;

/**
 * Thumbnail URLs to try in order: webp then jpeg at `quality`, then the jpeg `hqdefault`, which every video
 * has, so a missing quality or a missing webp falls back automatically. An unknown quality means hqdefault;
 * an invalid id gives none.
 */
export function thumbnailCandidates(id: string, quality?: string): string[] {
  const q = QUALITIES.includes(quality as Quality) ? quality : DEFAULT_QUALITY;
  const urls = [
    `${THUMBNAIL_ORIGIN}/vi_webp/${id}/${q}.webp`,
    `${THUMBNAIL_ORIGIN}/vi/${id}/${q}.jpg`,
    `${THUMBNAIL_ORIGIN}/vi/${id}/hqdefault.jpg`,
  ];
  return VIDEO_ID.test(id) ? [...new Set(urls)] : [];
}

/**
 * The image service answers a missing quality with a 120×90 grey stand-in instead of an error; only the
 * `default` quality is really that small.
 */
export const isStandInThumbnail = (url: string, naturalWidth: number): boolean =>
  naturalWidth <= 120 && !url.includes('/default.');
