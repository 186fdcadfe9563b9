/**
 * The reference server's storage: one SQLite file, created on first start, brought up to date by numbered
 * migrations. Later issues add their tables (submissions, subscribers, A/B stats, feed data) as migrations.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

/** Each migration runs once, in order, inside a transaction. */
const MIGRATIONS = [
  {
    id: '001-ajax-log',
    sql: `CREATE TABLE ajax_requests (
            id INTEGER PRIMARY KEY,
            action TEXT NOT NULL,
            status INTEGER NOT NULL,
            received_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
          )`,
  },
  {
    // Accepted contact-form posts, checked against the server's own form definitions (contact-forms.mjs).
    id: '002-contact-submissions',
    sql: `CREATE TABLE contact_submissions (
            id INTEGER PRIMARY KEY,
            page TEXT NOT NULL,
            form_number INTEGER NOT NULL,
            fields TEXT NOT NULL,
            ip TEXT NOT NULL,
            received_at TEXT NOT NULL
          )`,
  },
  {
    id: '003-subscribers',
    sql: `CREATE TABLE subscribers (
            id INTEGER PRIMARY KEY,
            list_id TEXT NOT NULL,
            email TEXT NOT NULL,
            first_name TEXT NOT NULL,
            last_name TEXT NOT NULL,
            custom_fields TEXT NOT NULL,
            ip TEXT NOT NULL,
            received_at TEXT NOT NULL,
            UNIQUE (list_id, email)
          )`,
  },
  {
    id: '004-comments',
    sql: `CREATE TABLE comments (
            id INTEGER PRIMARY KEY,
            post_id INTEGER NOT NULL,
            parent_id INTEGER NOT NULL,
            author TEXT NOT NULL,
            email TEXT NOT NULL,
            url TEXT NOT NULL,
            content TEXT NOT NULL,
            ip TEXT NOT NULL,
            received_at TEXT NOT NULL
          )`,
  },
  {
    // The nonce secret is made once, on first start, so nonces printed before a restart stay valid after it.
    id: '005-nonce-secret',
    sql: `CREATE TABLE secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL);
          INSERT INTO secrets (name, value) VALUES ('nonce', lower(hex(randomblob(32))))`,
  },
  {
    // The social feed (feed-store.mjs seeds it): a post's images live on the social host at 150/320/640 px
    // (`remote_base` + `_<width>.jpg`); `local_id` names its local copies once the server has made them.
    // An earlier unversioned table of the same name is replaced. `sbi_locations`: where each feed is shown
    // (the locator action).
    id: '006-sbi-posts',
    sql: `DROP TABLE IF EXISTS sbi_posts;
          CREATE TABLE sbi_posts (
            media_id TEXT PRIMARY KEY,
            feed_id TEXT NOT NULL,
            position INTEGER NOT NULL,
            caption TEXT NOT NULL,
            permalink TEXT NOT NULL,
            remote_base TEXT NOT NULL,
            type TEXT NOT NULL DEFAULT 'image',
            sample INTEGER NOT NULL,
            local_id TEXT,
            extension TEXT
          );
          CREATE TABLE sbi_locations (
            feed_id TEXT NOT NULL,
            post_id INTEGER NOT NULL,
            location TEXT NOT NULL,
            atts TEXT NOT NULL,
            seen_at TEXT NOT NULL,
            PRIMARY KEY (feed_id, post_id, location)
          )`,
  },
  {
    // The paginated blog on the CMS pages (blog.mjs): thirteen posts, three a page, so five pages.
    id: '007-blog-posts',
    sql: `CREATE TABLE blog_posts (
            id INTEGER PRIMARY KEY,
            published_on TEXT NOT NULL,
            title TEXT NOT NULL,
            excerpt TEXT NOT NULL,
            extra_html TEXT NOT NULL DEFAULT ''
          );
          INSERT INTO blog_posts (published_on, title, excerpt, extra_html) VALUES
            ('2026-11-20', 'A week on the coast', 'Five days, two crews and a lot of wind: how we filmed a ferry company''s new route without losing a single take to the weather.', ''),
            ('2026-11-13', 'Why we still shoot on cards', 'Cloud uploads are quick, but a card in a pocket has never dropped a connection. Our backup routine, step by step.', ''),
            ('2026-11-06', 'Music that fits', 'Picking a track is the last thing clients think about and the first thing viewers notice. How we choose, and what the licences cost.', ''),
            ('2026-10-30', 'Subtitles by default', 'Most people watch with the sound off. We now deliver every film with subtitles in the client''s languages, at no extra charge.', ''),
            ('2026-10-23', 'The two-day shoot', 'Why almost every film we make fits into two days of shooting, and what goes into the weeks around them.', ''),
            ('2026-10-16', 'Questions we are asked', 'The four questions every new client asks, answered once.', '<div class="et_pb_module et_pb_toggle et_pb_toggle_0 et_pb_toggle_item et_pb_toggle_close"><h3 class="et_pb_toggle_title">Who owns the footage?</h3><div class="et_pb_toggle_content clearfix"><p>You do, raw files included, from the day the final invoice is paid.</p></div></div>'),
            ('2026-10-09', 'Lights for small rooms', 'Meeting rooms are the hardest place to film a conversation. Three lamps and a sheet of paper fix most of them.', ''),
            ('2026-10-02', 'A new edit suite', 'We moved the edit into a quieter room with a calibrated screen, so the colour you approve is the colour you get.', ''),
            ('2026-09-25', 'Working with schools', 'Filming children needs more paperwork than filming anyone else. Here is the consent process we follow.', ''),
            ('2026-09-18', 'Drones, carefully', 'When an aerial shot is worth the permits, and when a tall tripod does the same job.', ''),
            ('2026-09-11', 'Our first year', 'Twelve months, thirty-one films and one very patient accountant: what we learned in our first year as a studio.', ''),
            ('2026-09-04', 'Hello', 'Northwind Studio opens its doors: short films for companies that would rather show than tell.', ''),
            ('2026-08-28', 'Before the doors opened', 'The summer we spent building a studio out of a former bakery.', '')`,
  },
  {
    // A/B testing (ab-tests.mjs): one row per goal event and visitor (a repeat is ignored), and the subject each
    // visitor of a cached page was given.
    id: '008-ab-stats',
    sql: `CREATE TABLE ab_stats (
            id INTEGER PRIMARY KEY,
            test_id INTEGER NOT NULL,
            subject_id INTEGER NOT NULL,
            record_type TEXT NOT NULL,
            visitor TEXT NOT NULL,
            received_at TEXT NOT NULL,
            UNIQUE (test_id, subject_id, record_type, visitor)
          );
          CREATE TABLE ab_subjects (
            test_id INTEGER NOT NULL,
            visitor TEXT NOT NULL,
            subject_id INTEGER NOT NULL,
            chosen_at TEXT NOT NULL,
            PRIMARY KEY (test_id, visitor)
          )`,
  },
  {
    // A retried contact post (contact-post.mjs, storeContact) is found by its form and values without a scan.
    id: '009-contact-repeat-index',
    sql: 'CREATE INDEX contact_submissions_repeat ON contact_submissions (page, form_number, fields)',
  },
];

export function openDatabase(path) {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  const applied = new Set(db.prepare('SELECT id FROM schema_migrations').pluck().all());
  for (const migration of MIGRATIONS) {
    if (applied.has(migration.id)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      db.prepare('INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)').run(
        migration.id,
        new Date().toISOString(),
      );
    })();
  }
  return db;
}
