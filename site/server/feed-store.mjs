/**
 * The stored social feed (table `sbi_posts`, migration 006) and how the plugin prints it (MARKUP.md §9.1). Sample
 * posts are seeded on first use: their pictures live "on the social host" at 150/320/640 px
 * (`https://scontent.cdninstagram.com/…/sample<n>_<width>.jpg`, as the real feed's CDN addresses) and, for the
 * first ten, as local copies the server already made (`sample<n>full|low|thumb.jpg`, served from
 * `/wp-content/uploads/sb-instagram-feed-images/`, feed-media.mjs draws them). The others get theirs when a page
 * asks for resizing, as the plugin's server does.
 */
export const SAMPLE_POSTS = 14;
/** Posts that already have local copies when the feed is seeded; the rest are made on a resize request. */
const LOCAL_AT_START = 10;
const SOCIAL_HOST = 'https://scontent.cdninstagram.com';
export const LOCAL_PATH = '/wp-content/uploads/sb-instagram-feed-images/';
const PLACEHOLDER = '/cms/media/placeholder.svg';
const FEED_ID = '*1';

const CAPTIONS = [
  'first light over the ridge',
  'a day at the studio',
  'walking the coast path',
  'the long valley at dusk',
  'evening colours',
  'hills after the rain',
  'morning haze',
];

const escape = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Seeds the sample feed once per database; returns the database. */
export function feedPosts(db) {
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM sbi_posts').get();
  if (n > 0) return db;
  const insert =
    db.prepare(`INSERT INTO sbi_posts (media_id, feed_id, position, caption, permalink, remote_base, type, sample, local_id, extension)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  db.transaction(() => {
    for (let i = 1; i <= SAMPLE_POSTS; i++) {
      const video = i % 7 === 0;
      insert.run(
        `1790000000${String(i).padStart(2, '0')}`,
        FEED_ID,
        i,
        `Post ${i}: ${CAPTIONS[(i - 1) % CAPTIONS.length]}`,
        `https://www.instagram.com/p/sample${i}/`,
        `${SOCIAL_HOST}/v/t51.2885-15/sample${i}`,
        video ? 'video' : 'image',
        i,
        !video && i <= LOCAL_AT_START ? `sample${i}` : null,
        !video && i <= LOCAL_AT_START ? '.jpg' : null,
      );
    }
  })();
  return db;
}

/** The post's picture on the social host at `width`. */
const remoteUrl = (post, width) => `${post.remote_base}_${width}.jpg`;

/** One item as the plugin's item template prints it; the img shows the placeholder until the script picks a source. */
export function itemHtml(post) {
  const set = {
    d: remoteUrl(post, 640),
    150: remoteUrl(post, 150),
    320: remoteUrl(post, 320),
    640: remoteUrl(post, 640),
  };
  return (
    `<div class="sbi_item sbi_type_${escape(post.type)} sbi_new sbi_transition" id="sbi_${escape(post.media_id)}" data-date="1700000000">` +
    `<div class="sbi_photo_wrap"><a class="sbi_photo" href="${escape(post.permalink)}" target="_blank" rel="noopener nofollow" data-full-res="${escape(remoteUrl(post, 640))}" data-img-src-set="${escape(JSON.stringify(set))}">` +
    `<span class="sbi-screenreader">${escape(post.caption.slice(0, 50))}</span>` +
    `<img src="${PLACEHOLDER}" alt="${escape(post.caption)}" aria-hidden="true" width="640" height="640"></a></div></div>`
  );
}

/** The resized-image record of a post: its local copy, `video` for a video, undefined while it has none. */
export function resizedRecord(post) {
  if (post.type === 'video') return 'video';
  if (!post.local_id) return undefined;
  return {
    id: post.local_id,
    ratio: '1.00',
    sizes: { full: 640, low: 320, thumb: 150 },
    extension: post.extension || '.jpg',
  };
}

/** Makes the local copies of a post that has none (its pictures are already drawn); returns the updated post. */
export function makeLocalCopy(db, post) {
  if (post.type === 'video' || post.local_id) return post;
  const local = `sample${post.sample}`;
  db.prepare('UPDATE sbi_posts SET local_id = ?, extension = ? WHERE media_id = ?').run(local, '.jpg', post.media_id);
  return { ...post, local_id: local, extension: '.jpg' };
}

export const feedIdOf = (fields) => String(fields.get('feed_id') ?? '').slice(0, 200) || FEED_ID;
