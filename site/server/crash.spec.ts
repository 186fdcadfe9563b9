/**
 * The reference server killed mid-burst (`kill -9`, no chance to close the database) and started again on the
 * same file: SQLite in WAL mode must keep every post the server confirmed, open cleanly, and take the visitors'
 * retries (the same fields again, as the forms send them) without storing anything twice. docs/reliability.md.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { createNonce } from './nonce.mjs';

const SERVER = fileURLToPath(new URL('./server.mjs', import.meta.url));
const POSTS = 240;
/** The server dies once this many posts have been confirmed, with more on their way. */
const KILL_AFTER = 60;
const IN_FLIGHT = 12;

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill();
});

/** The server in a process of its own on `database`; resolves with its address once it listens. */
function startChild(database: string): Promise<{ child: ChildProcess; url: string }> {
  const code = `const { startServer } = await import(${JSON.stringify(SERVER)});
const { url } = await startServer({ port: 0, database: ${JSON.stringify(database)}, postsPerWindow: 1e9 });
console.log('LISTENING ' + url);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (data) => {
      out += data;
      const url = /LISTENING (\S+)/.exec(out)?.[1];
      if (url) resolve({ child, url });
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening`)));
  });
}

type Kind = 'contact' | 'subscribe' | 'comment';
interface Post {
  kind: Kind;
  /** What finds the post's row again: the message, the email address, the comment text. */
  mark: string;
  path: string;
  body: URLSearchParams;
}

function postsFor(database: string): Post[] {
  const db = new Database(database, { readonly: true });
  const contactNonce = createNonce(db, 'et-pb-contact-form-submitted');
  const frontendNonce = createNonce(db, 'et_frontend_nonce');
  db.close();
  const kinds: Kind[] = ['contact', 'subscribe', 'comment'];
  return Array.from({ length: POSTS }, (_, i) => {
    const kind = kinds[i % 3];
    const mark = `crash-${i}`;
    if (kind === 'contact')
      return {
        kind,
        mark,
        path: 'cms/contact.html',
        body: new URLSearchParams({
          et_pb_contact_name_0: 'Ada',
          et_pb_contact_email_0: 'ada@example.com',
          et_pb_contact_reason_0: 'private',
          et_pb_contact_message_0: mark,
          et_pb_contact_et_number_0: '',
          et_pb_contactform_submit_0: 'et_contact_proccess',
          '_wpnonce-et-pb-contact-form-submitted-0': contactNonce,
          et_pb_contact_captcha_0: '10',
          et_pb_contact_captcha_first_digit_0: '7',
          et_pb_contact_captcha_second_digit_0: '3',
        }),
      };
    if (kind === 'subscribe')
      return {
        kind,
        mark: `${mark}@example.com`,
        path: 'wp-admin/admin-ajax.php',
        body: new URLSearchParams({
          action: 'et_pb_submit_subscribe_form',
          et_frontend_nonce: frontendNonce,
          et_list_id: 'demo-list',
          et_provider: 'demo',
          et_email: `${mark}@example.com`,
        }),
      };
    return {
      kind,
      mark,
      path: 'wp-comments-post.php',
      body: new URLSearchParams({ comment_post_ID: '1', author: 'Ada', email: 'ada@example.com', comment: mark }),
    };
  });
}

/** What a visitor's browser would take as "sent": the success each endpoint answers. */
async function send(url: string, post: Post): Promise<'sent' | 'repeat' | 'failed'> {
  try {
    const response = await fetch(url + post.path, { method: 'POST', body: post.body, redirect: 'manual' });
    const text = await response.text();
    if (post.kind === 'contact' && response.status === 200 && text.includes('Thanks for contacting us')) return 'sent';
    if (post.kind === 'subscribe' && response.status === 200) {
      const reply = JSON.parse(text);
      if (reply.success) return 'sent';
      if (/already subscribed/.test(reply.error)) return 'repeat';
    }
    if (post.kind === 'comment' && response.status === 302) return 'sent';
    if (post.kind === 'comment' && response.status === 409) return 'repeat';
    return 'failed';
  } catch {
    return 'failed';
  }
}

/** How many rows hold each post. */
function rowsFor(db: InstanceType<typeof Database>, posts: Post[]): number[] {
  const contact = db.prepare("SELECT COUNT(*) FROM contact_submissions WHERE json_extract(fields, '$.message') = ?");
  const subscribe = db.prepare('SELECT COUNT(*) FROM subscribers WHERE email = ?');
  const comment = db.prepare('SELECT COUNT(*) FROM comments WHERE content = ?');
  const query = { contact, subscribe, comment };
  return posts.map((post) => query[post.kind].pluck().get(post.mark) as number);
}

describe('the reference server killed mid-burst', () => {
  it('keeps every confirmed post, opens cleanly, and stores each retried post exactly once', async () => {
    const database = join(mkdtempSync(join(tmpdir(), 'pb-crash-')), 'site.db');
    const first = await startChild(database);
    const posts = postsFor(database);
    const outcome = new Array<'sent' | 'repeat' | 'failed' | undefined>(POSTS);
    let confirmed = 0;
    let next = 0;
    let killed = false;
    // A steady burst, IN_FLIGHT posts at a time; the kill lands while some are still on their way.
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < POSTS) {
          const i = next++;
          outcome[i] = await send(first.url, posts[i]);
          if (outcome[i] === 'sent' && ++confirmed === KILL_AFTER && !killed) {
            killed = true;
            first.child.kill('SIGKILL');
          }
        }
      }),
    );
    expect(killed).toBe(true);
    const sent = outcome.flatMap((o, i) => (o === 'sent' ? [i] : []));
    const failed = outcome.flatMap((o, i) => (o === 'failed' ? [i] : []));
    expect(sent.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(failed.length, 'the kill cut the burst short').toBeGreaterThan(0);

    const second = await startChild(database);
    const db = new Database(database);
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    const afterCrash = rowsFor(db, posts);
    expect(
      sent.filter((i) => afterCrash[i] !== 1),
      'every confirmed post is stored, once',
    ).toEqual([]);
    expect(afterCrash.every((n) => n <= 1)).toBe(true);

    // The visitors whose post failed send it again (the forms keep every field); so does everyone whose reply
    // may have been lost with the process, which is indistinguishable for the form from a failure.
    const retried = await Promise.all(posts.map((post) => send(second.url, post)));
    expect(retried.filter((o) => o === 'failed')).toEqual([]);
    expect(
      rowsFor(db, posts).filter((n) => n !== 1),
      'each post stored exactly once',
    ).toEqual([]);
    expect(
      sent.filter((i) => retried[i] !== 'repeat' && posts[i].kind !== 'contact'),
      'a confirmed subscription or comment sent again is answered as a repeat',
    ).toEqual([]);
    db.close();
  }, 20_000);
});
