/**
 * The feed plugin's "load more" action (MARKUP.md §9.3): the next page of the stored feed after `offset`, as the
 * plugin's item HTML, with the resized-image records of local copies and whether a further page exists. Answers
 * `{html, resizedImages, feedStatus: {shouldPaginate}}`. The feed lives in SQLite (table `sbi_posts`), seeded on
 * first use with sample posts whose images are ours (the CMS media stills, served at every width).
 */
export const action = 'sbi_load_more_clicked';

export const PAGE_SIZE = 4;
const MEDIA = '/cms/media';
const SAMPLE_POSTS = 14;

const json = (body) => ({ status: 200, type: 'application/json', body: JSON.stringify(body) });
const escape = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Creates and seeds the feed table once per database. */
export function feedPosts(db) {
  db.exec(`CREATE TABLE IF NOT EXISTS sbi_posts (
    media_id TEXT PRIMARY KEY, feed_id TEXT NOT NULL, position INTEGER NOT NULL, caption TEXT NOT NULL,
    permalink TEXT NOT NULL, image TEXT NOT NULL, type TEXT NOT NULL DEFAULT 'image', local_id TEXT, extension TEXT)`);
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM sbi_posts').get();
  if (n === 0) {
    const insert = db.prepare('INSERT INTO sbi_posts (media_id, feed_id, position, caption, permalink, image, type, local_id, extension) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
    for (let i = 1; i <= SAMPLE_POSTS; i++) {
      const still = `${MEDIA}/still-${((i - 1) % 10) + 1}.svg`;
      insert.run(`1790000000${String(i).padStart(2, '0')}`, '*1', i, `Post ${i}: a day at the studio`, `https://www.instagram.com/p/sample${i}/`, still, i % 7 === 0 ? 'video' : 'image', null, null);
    }
  }
  return db;
}

/** One item as the plugin's item template prints it. */
export function itemHtml(post) {
  const set = { d: post.image, 150: post.image, 320: post.image, 640: post.image };
  return `<div class="sbi_item sbi_type_${escape(post.type)} sbi_new sbi_transition" id="sbi_${escape(post.media_id)}" data-date="1700000000"><div class="sbi_photo_wrap"><a class="sbi_photo" href="${escape(post.permalink)}" target="_blank" rel="noopener nofollow" data-full-res="${escape(post.image)}" data-img-src-set="${escape(JSON.stringify(set))}"><span class="sbi-screenreader">${escape(post.caption.slice(0, 50))}</span><img src="${MEDIA}/still-10.svg" alt="${escape(post.caption)}" aria-hidden="true"></a></div></div>`;
}

/** The resized-image record of a post: its local copy, or the marker for a video. */
export function resizedRecord(post) {
  if (post.type === 'video') return 'video';
  if (!post.local_id) return undefined;
  return { id: post.local_id, ratio: '1.00', sizes: { full: 640, low: 320, thumb: 150 }, extension: post.extension || '.jpg' };
}

export const feedIdOf = (fields) => String(fields.get('feed_id') ?? '').slice(0, 200) || '*1';

export function handle(fields, { db }) {
  feedPosts(db);
  const offset = Math.max(0, Math.min(10_000, Number.parseInt(String(fields.get('offset') ?? '0'), 10) || 0));
  const feedId = feedIdOf(fields);
  const posts = db.prepare('SELECT * FROM sbi_posts WHERE feed_id = ? ORDER BY position LIMIT ? OFFSET ?').all(feedId, PAGE_SIZE, offset);
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM sbi_posts WHERE feed_id = ?').get(feedId);
  const resizedImages = {};
  for (const post of posts) {
    const record = resizedRecord(post);
    if (record) resizedImages[post.media_id] = record;
  }
  return json({ html: posts.map(itemHtml).join(''), resizedImages, feedStatus: { shouldPaginate: offset + posts.length < n } });
}
