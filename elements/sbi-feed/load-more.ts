/**
 * A page of posts from the server (spec call 6, `sbi_load_more_clicked`), read and made safe: loaded with the
 * first "Load more" (PERF.md §5), not with the feed.
 */
import { safeFragment } from '../core/safe-html.js';
import { parseJsonObject, parseResized, type ResizedEntry } from './feed-parse.js';

export interface LoadMoreReply {
  html: string;
  resized: Map<string, ResizedEntry>;
  shouldPaginate: boolean;
}

/** A load-more reply, plain or 6.x-wrapped (`{success, data}`); undefined unless the trimmed text starts with `{`. */
export function parseLoadMoreReply(text: unknown): LoadMoreReply | undefined {
  if (typeof text !== 'string') return undefined;
  let value = parseJsonObject(text);
  if (!value) return undefined;
  if (value.data && typeof value.data === 'object' && !Array.isArray(value.data) && !('html' in value)) {
    if (value.success === false) return undefined;
    value = value.data as Record<string, unknown>;
  }
  const status =
    value.feedStatus && typeof value.feedStatus === 'object' ? (value.feedStatus as Record<string, unknown>) : {};
  const resizedSource = value.resizedImages;
  return {
    html: typeof value.html === 'string' ? value.html : '',
    resized: typeof resizedSource === 'string' ? parseResized(resizedSource) : parseResized(resizedSource ?? {}),
    shouldPaginate: status.shouldPaginate === true || status.shouldPaginate === 'true',
  };
}

/** The reply's posts as a sanitised fragment, with its resized images and whether more pages follow. */
export function newPosts(
  text: string,
): (Omit<LoadMoreReply, 'html'> & { posts: DocumentFragment | undefined }) | undefined {
  const parsed = parseLoadMoreReply(text);
  return parsed && { resized: parsed.resized, shouldPaginate: parsed.shouldPaginate, posts: safeFragment(parsed.html) };
}
