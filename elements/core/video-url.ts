/**
 * Pure rules for the lazy video: which ids and sources are safe, how the embed URL and thumbnails are built.
 * Hardened as the newest CMS plugin is: an 11-character id, https on the video host or its no-cookie host,
 * path `/embed/<id>`, no credentials or port. Nothing here can produce a URL on another host.
 */

export const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
export const PLAYLIST_ID = /^[A-Za-z0-9_-]{2,64}$/;

export const VIDEO_HOST = 'www.youtube.com';
export const NOCOOKIE_HOST = 'www.youtube-nocookie.com';
export const THUMBNAIL_ORIGIN = 'https://i.ytimg.com';
const ALLOWED_HOSTS = new Set(['youtube.com', VIDEO_HOST, 'youtube-nocookie.com', NOCOOKIE_HOST]);

/** Thumbnail qualities the image service offers, best first. `hqdefault` (480×360) always exists. */
export const QUALITIES = ['maxresdefault', 'sddefault', 'hqdefault', 'mqdefault', 'default'] as const;
export type Quality = (typeof QUALITIES)[number];
export const DEFAULT_QUALITY: Quality = 'hqdefault';

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

export type EmbedResult =
  | { ok: true; url: string; id: string; playlist: string }
  | { ok: false; reason: string; id: string };

/** Reads a query string as the CMS prints it: a leading `?` and HTML-escaped `&amp;` are tolerated. */
export function parseQuery(query: string | null | undefined): URLSearchParams {
  return new URLSearchParams((query ?? '').trim().replace(/&amp;/g, '&'));
}

/**
 * Merges parameter lists, later lists winning and each name kept once (at its first position), then forces
 * `autoplay=1` last so the click plays at once.
 */
export function mergeQuery(...lists: URLSearchParams[]): URLSearchParams {
  const merged = new URLSearchParams();
  for (const list of lists) for (const [name, value] of list) merged.set(name, value);
  merged.delete('autoplay');
  merged.append('autoplay', '1');
  return merged;
}

function parseSource(src: string): URL | undefined {
  try {
    // A protocol-relative source (`//www.youtube.com/embed/…`, common in old content) resolves to https.
    return new URL(src.trim(), 'https://' + VIDEO_HOST);
  } catch {
    return undefined;
  }
}

/** Checks a source against the hardening rules; returns the reason it fails, or '' when it is safe. */
export function sourceProblem(url: URL, id: string): string {
  if (url.protocol !== 'https:') return 'must use https';
  if (!ALLOWED_HOSTS.has(url.hostname)) return `host "${url.hostname}" is not the video host`;
  if (url.username || url.password) return 'must not carry credentials';
  if (url.port) return 'must not name a port';
  const path = url.pathname.replace(/\/$/, '');
  if (path !== `/embed/${id}` && !(path === '/embed/videoseries' && !id)) return `path must be /embed/${id || '<id>'}`;
  return '';
}

/** Builds the player URL, or says why it must not be built. Never throws. */
export function embedUrl(request: EmbedRequest): EmbedResult {
  const source = request.src?.trim() ? parseSource(request.src) : undefined;
  let id = request.id?.trim() ?? '';
  if (!id && source) id = /^\/embed\/([^/]+)\/?$/.exec(source.pathname)?.[1] ?? '';
  if (id === 'videoseries') id = '';
  const ownParams = source ? source.searchParams : new URLSearchParams();
  const params = mergeQuery(ownParams, parseQuery(request.query));
  const playlist = (request.playlist?.trim() || params.get('list')) ?? '';
  if (playlist && !PLAYLIST_ID.test(playlist)) return { ok: false, reason: `playlist id "${playlist}" is malformed`, id };
  if (playlist) params.set('list', playlist);
  if (id && !VIDEO_ID.test(id)) return { ok: false, reason: `video id "${id}" is not 11 letters, digits, - or _`, id: '' };
  if (!id && !playlist) return { ok: false, reason: 'no video id', id: '' };
  if (request.src?.trim()) {
    if (!source) return { ok: false, reason: 'source is not a URL', id };
    const problem = sourceProblem(source, id);
    if (problem) return { ok: false, reason: `source ${problem}`, id };
  }
  const host = request.nocookie || source?.hostname.includes('nocookie') ? NOCOOKIE_HOST : VIDEO_HOST;
  // Keep autoplay last after `list` was set.
  params.delete('autoplay');
  params.append('autoplay', '1');
  return { ok: true, url: `https://${host}/embed/${id || 'videoseries'}?${params}`, id, playlist };
}

/** The watch page, for the plain link shown when no player may be embedded. */
export function watchUrl(id: string, playlist = ''): string {
  const params = new URLSearchParams();
  if (VIDEO_ID.test(id)) params.set('v', id);
  if (PLAYLIST_ID.test(playlist)) params.set('list', playlist);
  return `https://${VIDEO_HOST}/${params.has('v') ? 'watch' : 'playlist'}?${params}`;
}

/** Reads a quality name; an unknown one yields `undefined` (the caller warns and uses the default). */
export function parseQuality(value: string | null | undefined): Quality | undefined {
  return QUALITIES.find((quality) => quality === value?.trim());
}

/**
 * Thumbnail URLs to try in order: from `quality` down to the smallest, webp before jpeg for each, so a
 * missing quality or a missing webp falls back automatically. Empty for an invalid id.
 */
export function thumbnailCandidates(id: string, quality: Quality = DEFAULT_QUALITY): string[] {
  if (!VIDEO_ID.test(id)) return [];
  return QUALITIES.slice(QUALITIES.indexOf(quality)).flatMap((q) => [
    `${THUMBNAIL_ORIGIN}/vi_webp/${id}/${q}.webp`,
    `${THUMBNAIL_ORIGIN}/vi/${id}/${q}.jpg`,
  ]);
}

/**
 * The image service answers a missing quality with a 120×90 grey stand-in instead of an error; only the
 * `default` quality is really that small.
 */
export const isStandInThumbnail = (url: string, naturalWidth: number): boolean =>
  naturalWidth <= 120 && !/\/default\.(jpg|webp)$/.test(url);
