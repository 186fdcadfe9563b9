/**
 * The reference server's storage: one SQLite file, created on first start, brought up to date by numbered
 * migrations. Later issues add their tables (submissions, subscribers, A/B stats, feed data) as migrations.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

/** Each migration runs once, in order, inside a transaction. */
export const MIGRATIONS = [
  {
    id: '001-ajax-log',
    sql: `CREATE TABLE ajax_requests (
            id INTEGER PRIMARY KEY,
            action TEXT NOT NULL,
            status INTEGER NOT NULL,
            received_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
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
      db.prepare('INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)').run(migration.id, new Date().toISOString());
    })();
  }
  return db;
}
