/**
 * The feed's parsers of untrusted text that both the element and its on-demand parts use (the reply readers, the
 * header avatar, the broken-image fallback): JSON objects, media ids, image URLs, source sets, resized-image
 * records and local-copy URLs. Apart from feed-logic.ts so that only these are shared between the element's file
 * and its parts. Every parser here never throws.
 */

export type Width = 150 | 320 | 640;

export function parseJsonObject(text: string | null | undefined): Record<string, unknown> | undefined {
  const trimmed = String(text ?? '').trim();
  if (!trimmed.startsWith('{')) return undefined;
  try {
    const value: unknown = JSON.parse(trimmed);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** An item's media id without the `sbi_` prefix, or undefined when the id is not one the plugin prints. */
export function mediaId(elementId: string | null | undefined): string | undefined {
  const match = /^sbi_([A-Za-z0-9_-]{1,80})$/.exec(String(elementId ?? ''));
  return match ? match[1] : undefined;
}

/** An http(s) or root-relative URL, else undefined. */
export function safeImageUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const url = value.trim().replace(/\\\//g, '/');
  if (!url || /[\s"'<>]/.test(url)) return undefined;
  if (/^https?:\/\//i.test(url) || (url.startsWith('/') && !url.startsWith('//'))) return url;
  return undefined;
}

export type SrcSet = Partial<Record<Width | 'd', string>>;

/** The `data-img-src-set` JSON (escaped slashes allowed); unknown keys and unsafe URLs are dropped. */
export function parseSrcSet(text: string | null | undefined): SrcSet {
  const value = parseJsonObject(text);
  const result: SrcSet = {};
  if (!value) return result;
  for (const key of ['d', '150', '320', '640'] as const) {
    // The social host's old cache-key suffix goes (spec §5); a query of signed parameters is left whole.
    const url = safeImageUrl(value[key])?.split('?ig_cache_key')[0];
    if (url) result[(key === 'd' ? 'd' : Number(key)) as Width | 'd'] = url;
  }
  return result;
}

interface ResizedRecord {
  id: string;
  /** As the server sent them (`{full, low, thumb}`); only `id` and `extension` build the local URL. */
  sizes?: unknown;
  extension: string;
}
export type ResizedEntry = ResizedRecord | 'video' | 'pending' | 'error';

const ID = /^[\w-]{1,80}$/;

function parseResizedEntry(value: unknown): ResizedEntry | undefined {
  if (value === 'video' || value === 'pending' || value === 'error') return value;
  const record = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const id = String(record.id ?? '');
  if (!ID.test(id) || Array.isArray(value)) return undefined;
  const ext = String(record.extension);
  return { id, sizes: record.sizes, extension: /^\.(jpe?g|png|webp|avif)$/i.test(ext) ? ext : '.jpg' };
}

/** A map media id → record or marker, from a JSON text or a parsed value; anything else gives an empty map. */
export function parseResized(input: unknown): Map<string, ResizedEntry> {
  const map = new Map<string, ResizedEntry>();
  const value = typeof input === 'string' ? parseJsonObject(input) : input;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return map;
  for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
    if (!ID.test(key)) continue;
    const parsed = parseResizedEntry(entry);
    if (parsed) map.set(key, parsed);
  }
  return map;
}

/** The local copy's URL for a record, at the size covering `width`; undefined for markers. */
export function localUrl(base: string, entry: ResizedEntry | undefined, width: Width): string | undefined {
  if (!entry || typeof entry === 'string') return undefined;
  const size = width >= 640 ? 'full' : width >= 320 ? 'low' : 'thumb';
  return `${base}${entry.id}${size}${entry.extension}`;
}
