/**
 * The feed plugin's locator (MARKUP.md §9.3, flag `locator`): the page tells the server where a feed is shown
 * (feed id, shortcode attributes, location, post id) so the plugin can list its feeds. Checked with the
 * locator nonce the page printed; recorded per feed, page and location; answers `1`, or `0` for a bad nonce.
 */
import { verifyNonce } from '../nonce.mjs';

export const action = 'sbi_do_locator';
const LOCATIONS = new Set(['content', 'header', 'footer', 'sidebar']);

export function handle(fields, { db, now }) {
  const text = { status: 200, type: 'text/plain; charset=utf-8' };
  if (!verifyNonce(db, 'sbi_locator', String(fields.get('locator_nonce') ?? ''), now)) return { ...text, body: '0' };
  const location = String(fields.get('location') ?? '');
  const postId = Number.parseInt(String(fields.get('post_id') ?? ''), 10);
  db.prepare(
    `INSERT INTO sbi_locations (feed_id, post_id, location, atts, seen_at) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (feed_id, post_id, location) DO UPDATE SET atts = excluded.atts, seen_at = excluded.seen_at`,
  ).run(
    String(fields.get('feed_id') ?? '').slice(0, 200),
    Number.isSafeInteger(postId) ? postId : 0,
    LOCATIONS.has(location) ? location : 'content',
    String(fields.get('atts') ?? '').slice(0, 2000),
    new Date(now).toISOString(),
  );
  return { ...text, body: '1' };
}
