/**
 * The feed plugin's resize request (MARKUP.md §9.3): for each of `needs_resizing[]` (media ids of the stored
 * feed), the server makes its local copies if it has none and answers their record, or `video` for a video.
 * Unknown ids are left out. Answers a JSON object from media id to record or marker.
 */
import { feedIdOf, feedPosts, makeLocalCopy, resizedRecord } from '../feed-store.mjs';

export const action = 'sbi_resized_images_submit';

export function handle(fields, { db }) {
  feedPosts(db);
  const ids = [...fields.getAll('needs_resizing[]'), ...fields.getAll('needs_resizing')]
    .map(String)
    .filter((id) => /^[A-Za-z0-9_-]{1,80}$/.test(id))
    .slice(0, 100);
  const find = db.prepare('SELECT * FROM sbi_posts WHERE media_id = ? AND feed_id = ?');
  const answer = {};
  for (const id of ids) {
    const post = find.get(id, feedIdOf(fields));
    if (post) answer[id] = resizedRecord(makeLocalCopy(db, post)) ?? 'pending';
  }
  return { status: 200, type: 'application/json', body: JSON.stringify(answer) };
}
