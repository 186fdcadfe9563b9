/**
 * Pure helpers only the feed's on-demand part uses (feed-extras.ts), kept apart from feed-logic.ts so the eager
 * chunk does not carry them: reading a resize reply, and comparing image URLs without their cache keys.
 */
import { parseJsonObject, parseResized, type ResizedEntry } from './feed-logic.js';

/** A resize reply: merged only when the trimmed text starts with a JSON object. */
export function parseResizeReply(text: unknown): Map<string, ResizedEntry> {
  if (typeof text !== 'string') return new Map();
  const value = parseJsonObject(text);
  if (!value) return new Map();
  const inner = value.data && typeof value.data === 'object' && !Array.isArray(value.data) && 'success' in value ? value.data : value;
  return parseResized(inner);
}

/** Drops the query (the CDN's cache key and signature stay out of comparisons). */
export function stripCacheKey(url: string): string {
  const i = url.search(/[?#]/);
  return i < 0 ? url : url.slice(0, i);
}
