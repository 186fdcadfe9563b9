/**
 * The feed plugin's "load more" action (MARKUP.md §9.3): the next page of the stored feed after `offset`, as the
 * plugin's item HTML, with the resized-image records of local copies and whether a further page exists. Answers
 * `{html, resizedImages, feedStatus: {shouldPaginate}}`.
 */
import { feedIdOf, feedPosts, itemHtml, resizedRecord } from '../feed-store.mjs';

export const action = 'sbi_load_more_clicked';
export const PAGE_SIZE = 4;

const json = (body) => ({ status: 200, type: 'application/json', body: JSON.stringify(body) });

export function handle(fields, { db }) {
  feedPosts(db);
  const offset = Math.max(0, Math.min(10_000, Number.parseInt(String(fields.get('offset') ?? '0'), 10) || 0));
  const feedId = feedIdOf(fields);
  const posts = db
    .prepare('SELECT * FROM sbi_posts WHERE feed_id = ? ORDER BY position LIMIT ? OFFSET ?')
    .all(feedId, PAGE_SIZE, offset);
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM sbi_posts WHERE feed_id = ?').get(feedId);
  const resizedImages = {};
  for (const post of posts) {
    const record = resizedRecord(post);
    if (record) resizedImages[post.media_id] = record;
  }
  return json({
    html: posts.map(itemHtml).join(''),
    resizedImages,
    feedStatus: { shouldPaginate: offset + posts.length < n },
  });
}
