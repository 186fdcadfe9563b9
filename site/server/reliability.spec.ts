/**
 * The reference server's side of docs/reliability.md: nonces that ran out or belong to another page or site are
 * refused the CMS's way and store nothing; a contact post sent again after a lost reply is stored once; and the
 * trusted-proxy option the load test uses to post from many addresses.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database.mjs';
import { createNonce, TICK_MS } from './nonce.mjs';
import { startServer } from './server.mjs';

const T0 = Date.UTC(2026, 10, 23, 9, 0, 0);
let clock = T0;
let server: Awaited<ReturnType<typeof startServer>> | undefined;
async function start(options: Parameters<typeof startServer>[0] = {}) {
  const database = join(mkdtempSync(join(tmpdir(), 'pb-reliability-')), 'site.db');
  server = await startServer({ port: 0, database, now: () => clock, ...options });
  return server;
}
afterEach(async () => {
  await server?.close();
  server = undefined;
  clock = T0;
});

const post = async (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) => {
  const response = await fetch(server!.url + path, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers,
    redirect: 'manual',
  });
  return { status: response.status, text: await response.text() };
};
const count = (table: string) => server!.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get();

function contactFields(nonce: string, message = 'Hello') {
  return {
    et_pb_contact_name_0: 'Ada',
    et_pb_contact_email_0: 'ada@example.com',
    et_pb_contact_reason_0: 'private',
    et_pb_contact_message_0: message,
    et_pb_contact_et_number_0: '',
    et_pb_contactform_submit_0: 'et_contact_proccess',
    '_wpnonce-et-pb-contact-form-submitted-0': nonce,
    et_pb_contact_captcha_0: '10',
    et_pb_contact_captcha_first_digit_0: '7',
    et_pb_contact_captcha_second_digit_0: '3',
  };
}

/** Nonces a page could carry that the server must refuse: run out, another site's, another action's. */
function refusedNonces(action: string) {
  const elsewhere = openDatabase(':memory:');
  const foreign = createNonce(elsewhere, action, T0);
  elsewhere.close();
  return {
    // Printed two ticks (24–36 hours) ago: a cached page kept too long.
    expired: createNonce(server!.db, action, T0 - 2 * TICK_MS),
    // The same action on another site (another secret).
    foreign,
    // This site's nonce for another action (a nonce is bound to what it allows).
    'another action': createNonce(server!.db, `${action}-other`, T0),
  };
}

describe('nonces', () => {
  it('an expired or foreign nonce is refused by the ajax actions with -1 and 403, and nothing is stored', async () => {
    await start();
    const actions = [
      {
        nonce: 'et_frontend_nonce',
        fields: (n: string) => ({
          action: 'et_pb_submit_subscribe_form',
          et_frontend_nonce: n,
          et_list_id: 'demo-list',
          et_provider: 'demo',
          et_email: 'ada@example.com',
        }),
        table: 'subscribers',
      },
      {
        nonce: 'et_frontend_nonce',
        fields: (n: string) => ({ action: 'et_pb_ab_get_subject_id', et_frontend_nonce: n, et_pb_ab_test_id: '101' }),
        table: 'ab_subjects',
      },
      {
        nonce: 'et_ab_log_nonce',
        fields: (n: string) => ({
          action: 'et_pb_update_stats_table',
          et_ab_log_nonce: n,
          stats_data_array: JSON.stringify({ test_id: 101, subject_id: 1, record_type: 'read_page' }),
        }),
        table: 'ab_stats',
      },
    ];
    for (const { nonce, fields, table } of actions) {
      for (const [kind, refused] of Object.entries(refusedNonces(nonce))) {
        expect(await post('wp-admin/admin-ajax.php', fields(refused)), `${fields('').action}, ${kind}`).toEqual({
          status: 403,
          text: '-1',
        });
      }
      expect(count(table), table).toBe(0);
      // The same post with the page's current nonce goes through: the refusal was the nonce's alone.
      expect((await post('wp-admin/admin-ajax.php', fields(createNonce(server!.db, nonce, T0)))).status).toBe(200);
      expect(count(table), table).toBe(1);
    }
  });

  it("an expired or foreign nonce on the contact form gets the CMS's refusal in the form's container, and nothing is stored", async () => {
    await start();
    for (const refused of Object.values(refusedNonces('et-pb-contact-form-submitted'))) {
      const answer = await post('cms/contact.html', contactFields(refused));
      expect(answer.status).toBe(200);
      expect(answer.text).toContain(
        '<div class="et-pb-contact-message"><ul><li class="et_pb_contact_error_text">Please refresh the page and try again.</li></ul></div>',
      );
    }
    expect(count('contact_submissions')).toBe(0);
  });
});

describe('a contact post sent again', () => {
  it('is answered as a success and stored once within ten minutes; a different message, or the same one later, is new', async () => {
    await start({ postsPerWindow: 100 });
    const nonce = createNonce(server!.db, 'et-pb-contact-form-submitted', T0);
    for (let i = 0; i < 3; i++)
      expect((await post('cms/contact.html', contactFields(nonce))).text).toContain('Thanks for contacting us');
    expect(count('contact_submissions')).toBe(1);
    await post('cms/contact.html', contactFields(nonce, 'Hello again'));
    expect(count('contact_submissions')).toBe(2);
    // The same form on another page is another form.
    await post('', contactFields(nonce));
    expect(count('contact_submissions')).toBe(3);
    clock += 10 * 60 * 1000 + 1;
    await post('cms/contact.html', contactFields(createNonce(server!.db, 'et-pb-contact-form-submitted', clock)));
    expect(count('contact_submissions')).toBe(4);
  });
});

describe('the client address', () => {
  const comment = (i: number, headers: Record<string, string>) =>
    post(
      'wp-comments-post.php',
      { comment_post_ID: '1', author: 'A', email: 'a@example.com', comment: `c${i}` },
      headers,
    );

  it("is the socket's by default: X-Forwarded-For does not get round the rate limit", async () => {
    await start();
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await comment(i, { 'X-Forwarded-For': `10.0.0.${i}` })).status);
    expect(statuses).toEqual([302, 302, 302, 302, 302, 429]);
    expect(server!.db.prepare('SELECT DISTINCT ip FROM comments').pluck().all()).toEqual(['127.0.0.1']);
  });

  it("is the proxy's first X-Forwarded-For entry with trustProxy, so the limit is kept per forwarded address", async () => {
    await start({ trustProxy: true });
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await comment(i, { 'X-Forwarded-For': `10.0.0.${i}, 127.0.0.1` })).status);
    expect(statuses).toEqual([302, 302, 302, 302, 302, 302]);
    for (let i = 0; i < 5; i++) await comment(10 + i, { 'X-Forwarded-For': '10.0.1.1' });
    expect((await comment(20, { 'X-Forwarded-For': '10.0.1.1' })).status).toBe(429);
    expect((await comment(21, {})).status, 'without the header: the socket address').toBe(302);
    expect(server!.db.prepare('SELECT ip FROM comments ORDER BY id LIMIT 2').pluck().all()).toEqual([
      '10.0.0.0',
      '10.0.0.1',
    ]);
  });
});
