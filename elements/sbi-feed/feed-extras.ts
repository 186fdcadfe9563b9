/**
 * Parts of the feed only some pages need, loaded on demand so the feed's eager code meets its budget (PERF.md §5):
 * the header's avatar (only feeds that print a header), a broken image's fallback (only after an error), and the
 * resize and locator calls (only when some post lacks local copies, or the locator flag is set).
 */
import { avatarUrl, parseAvatars } from './avatar.js';
import type { FormReply } from '../core/form-request.js';
import { localUrl, mediaId, parseSrcSet, type ResizedEntry } from './feed-parse.js';
import { parseResizeReply } from './resize-reply.js';
import { warnOnce } from '../core/warn.js';

/**
 * The resize request for `ids` (spec call 7) when `resize`, else the locator (MARKUP.md §9.3); `post` adds the
 * feed's common fields. A resize reply is logged when `debug`, and its records handed to `merge`.
 */
export async function serverCalls(
  ids: string[],
  resize: boolean,
  debug: boolean,
  post: (fields: Record<string, string | string[]>) => Promise<FormReply>,
  merge: (records: Map<string, ResizedEntry>) => void,
): Promise<void> {
  if (!resize) return void post({ action: 'sbi_do_locator' });
  const reply = await post({ action: 'sbi_resized_images_submit', 'needs_resizing[]': ids });
  if (reply.kind !== 'answer') return;
  if (debug) console.log('sbi-feed', reply.text);
  merge(parseResizeReply(reply.text));
}

/** Sets the header's avatar: its local copy, or the social host's only when `remoteAllowed` (consent). */
export function showAvatar(root: Element, options: string | null, base: string, remoteAllowed: boolean): void {
  const img = root.querySelector<HTMLImageElement>('.sbi_header_img img');
  const user = root.querySelector('.sbi_header_link')?.getAttribute('title')?.replace(/^@/, '') ?? '';
  const url = avatarUrl(parseAvatars(options), user, base, remoteAllowed);
  if (img && url) img.src = url;
}

/** Drops the query (the CDN's cache key and signature stay out of comparisons). */
export function stripCacheKey(url: string): string {
  const i = url.search(/[?#]/);
  return i < 0 ? url : url.slice(0, i);
}

const tried = new WeakSet<Element>();

/**
 * A feed image failed: marks its item (`sbi_had_error`) and tries the 640 local copy, else (with consent) the
 * 640 or default source, once; an image that stays broken is reported, once per post id for `owner` (the element).
 * Returns whether the item was a feed item.
 */
export function fallBack(
  img: HTMLImageElement,
  resized: ReadonlyMap<string, ResizedEntry>,
  base: string,
  remoteAllowed: boolean,
  owner: object,
): boolean {
  const item = img.closest<HTMLElement>('.sbi_item');
  const link = item?.querySelector<HTMLElement>('.sbi_photo');
  if (!item || !link) return false;
  item.classList.add('sbi_had_error');
  const set = parseSrcSet(link.dataset.imgSrcSet);
  const id = mediaId(item.id);
  const fallback =
    localUrl(base, id ? resized.get(id) : undefined, 640) ?? (remoteAllowed ? (set[640] ?? set.d) : undefined);
  if (fallback && !tried.has(img) && stripCacheKey(fallback) !== stripCacheKey(img.getAttribute('src') ?? '')) {
    tried.add(img);
    img.src = fallback;
  } else {
    // Once per post and element: an engine that fires `error` again (WebKit, on a move back into the page), or a
    // template that prints the same post or the whole feed twice, adds no line.
    warnOnce(owner, `<sbi-feed>: image of ${item.id || 'an item'} could not be loaded`);
  }
  return true;
}
