/**
 * Reading a resize reply (spec call 7): only the feed's on-demand part (feed-extras.ts) makes that call, so this
 * is kept apart from feed-logic.ts and out of the eager chunk.
 */
import { parseJsonObject, parseResized, type ResizedEntry } from './feed-parse.js';

/** A resize reply: merged only when the trimmed text starts with a JSON object. */
export function parseResizeReply(text: unknown): Map<string, ResizedEntry> {
  if (typeof text !== 'string') return new Map();
  const value = parseJsonObject(text);
  if (!value) return new Map();
  const inner =
    value.data && typeof value.data === 'object' && !Array.isArray(value.data) && 'success' in value
      ? value.data
      : value;
  return parseResized(inner);
}
