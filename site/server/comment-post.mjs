/**
 * The CMS's comment post (`/wp-comments-post.php`): WordPress's checks and answers — an error page with status
 * 200 for a missing or bad field, 409 for a duplicate, else a 302 back to the page (same origin only) at the
 * new comment.
 */
import { EMAIL, escapeHtml } from './html.mjs';

export const COMMENT_PATH = '/wp-comments-post.php';

const errorPage = (status, message) => ({
  status,
  type: 'text/html; charset=utf-8',
  body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Comment Submission Failure</title></head><body id="error-page"><div class="wp-die-message"><p>${message}</p></div><p><a href="javascript:history.back()">« Back</a></p></body></html>`,
});

/** The Referer's path when it is this server's, else `/`. */
function backTo(request) {
  try {
    const referer = new URL(request.headers.referer ?? '');
    // A path starting `//` (or `/\`) would read as another host in Location: keep a single leading slash.
    if (referer.host === request.headers.host && /^https?:$/.test(referer.protocol))
      return referer.pathname.replace(/^[/\\]+/, '/') + referer.search;
  } catch {}
  return '/';
}

/** Answers one comment post: `{ status, type, body }` or `{ status: 302, location }`. */
export function answerComment(fields, { db, request, now = Date.now(), ip = '' }) {
  const get = (name, max) =>
    String(fields.get(name) ?? '')
      .trim()
      .slice(0, max);
  const comment = get('comment', 65525);
  const author = get('author', 245);
  const email = get('email', 100);
  const url = get('url', 200);
  const postId = Number(get('comment_post_ID', 20));
  const parent = Number(get('comment_parent', 20) || 0);
  if (!Number.isInteger(postId) || postId <= 0 || !Number.isInteger(parent) || parent < 0)
    return errorPage(200, '<strong>Error:</strong> Sorry, comments are closed for this item.');
  if (!author || !email) return errorPage(200, '<strong>Error:</strong> Please fill the required fields.');
  if (!EMAIL.test(email)) return errorPage(200, '<strong>Error:</strong> Please enter a valid email address.');
  if (!comment) return errorPage(200, '<strong>Error:</strong> Please type your comment text.');
  if (url && !/^https?:\/\//i.test(url))
    return errorPage(200, '<strong>Error:</strong> Please enter a valid website address.');
  const duplicate = db
    .prepare(
      'SELECT 1 FROM comments WHERE post_id = ? AND parent_id = ? AND content = ? AND (lower(email) = lower(?) OR author = ?)',
    )
    .get(postId, parent, comment, email, author);
  if (duplicate)
    return errorPage(409, escapeHtml('Duplicate comment detected; it looks as though you’ve already said that!'));
  const { lastInsertRowid } = db
    .prepare(
      'INSERT INTO comments (post_id, parent_id, author, email, url, content, ip, received_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    )
    .run(postId, parent, author, email, url, comment, ip, new Date(now).toISOString());
  return { status: 302, location: `${backTo(request)}#comment-${lastInsertRowid}` };
}
