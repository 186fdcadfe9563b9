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
    // A/B testing (ab-tests.mjs): one row per goal event and visitor (a repeat is ignored), and the subject each
    // visitor of a cached page was given.
    id: '007-ab-stats',
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
