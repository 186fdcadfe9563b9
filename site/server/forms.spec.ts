import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTACT_FORMS } from './contact-forms.mjs';
import { openDatabase } from './database.mjs';
import { divInnerRange } from './html.mjs';
import { createNonce, TICK_MS, verifyNonce } from './nonce.mjs';
import { startServer } from './server.mjs';

const T0 = Date.UTC(2026, 10, 23, 9, 0, 0);
const tempDb = () => join(mkdtempSync(join(tmpdir(), 'pb-forms-')), 'site.db');

let clock = T0;
let server: Awaited<ReturnType<typeof startServer>> | undefined;
async function start(database = tempDb()) {
  server = await startServer({ port: 0, database, now: () => clock });
  return server;
}
afterEach(async () => {
  await server?.close();
  server = undefined;
  clock = T0;
});

function contactBody(
  overrides: Record<string, string> = {},
  nonce = createNonce(server!.db, 'et-pb-contact-form-submitted', clock),
) {
  const base: Record<string, string> = {
    et_pb_contact_name_0: 'Ada',
    et_pb_contact_email_0: 'ada@example.com',
    et_pb_contact_reason_0: 'private',
    et_pb_contact_topics_0: 'Films, Events',
    et_pb_contact_message_0: 'Hello',
    et_pb_contact_et_number_0: '',
    et_pb_contactform_submit_0: 'et_contact_proccess',
    '_wpnonce-et-pb-contact-form-submitted-0': nonce,
    et_pb_contact_captcha_0: '10',
    et_pb_contact_captcha_first_digit_0: '7',
    et_pb_contact_captcha_second_digit_0: '3',
    et_pb_contact_email_fields_0: '[]',
    et_pb_contact_email_hidden_fields_0: '["company"]',
    token: '',
  };
  return new URLSearchParams({ ...base, ...overrides });
}
const post = (path: string, body: URLSearchParams | FormData, headers: Record<string, string> = {}) =>
  fetch(server!.url + path.replace(/^\//, ''), { method: 'POST', body, headers, redirect: 'manual' });
const submissions = () => server!.db.prepare('SELECT page, form_number, fields FROM contact_submissions').all();

describe('nonces', () => {
  it('are valid in their tick and the next, for their action only, and survive reopening the database', () => {
    const file = tempDb();
    let db = openDatabase(file);
    const nonce = createNonce(db, 'a', T0);
    expect(nonce).toMatch(/^[0-9a-f]{12}$/);
    expect(verifyNonce(db, 'a', nonce, T0)).toBe(true);
    expect(verifyNonce(db, 'a', nonce, T0 + TICK_MS)).toBe(true);
    expect(verifyNonce(db, 'a', nonce, T0 + 2 * TICK_MS)).toBe(false);
    expect(verifyNonce(db, 'b', nonce, T0)).toBe(false);
    expect(verifyNonce(db, 'a', '', T0)).toBe(false);
    db.close();
    db = openDatabase(file);
    expect(verifyNonce(db, 'a', nonce, T0)).toBe(true);
    db.close();
    const other = openDatabase(':memory:');
    expect(verifyNonce(other, 'a', nonce, T0)).toBe(false);
    other.close();
  });

  it('fill the placeholders of served pages, which are never cached', async () => {
    await start();
    const response = await fetch(`${server!.url}cms/contact.html`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).not.toContain('%PB_NONCE');
    const config = JSON.parse(/<script type="application\/json" id="pb-config">(.*?)<\/script>/.exec(html)![1]);
    expect(verifyNonce(server!.db, 'et_frontend_nonce', config.nonces.frontend, clock)).toBe(true);
    const field = /name="_wpnonce-et-pb-contact-form-submitted-0" value="([0-9a-f]+)"/.exec(html)![1];
    expect(verifyNonce(server!.db, 'et-pb-contact-form-submitted', field, clock)).toBe(true);
  });
});

describe('contact form post', () => {
  it('stores an accepted post and answers the CMS page with the success message in the container', async () => {
    await start();
    const response = await post('/cms/contact.html', contactBody());
    expect(response.status).toBe(200);
    const html = await response.text();
    const [from, to] = divInnerRange(html, 'et_pb_contact_form_0')!;
    const inner = html.slice(from, to);
    expect(inner).toContain('<div class="et-pb-contact-message"><p>Thanks for contacting us</p></div>');
    expect(inner).not.toContain('<form');
    expect(html).toContain('id="commentform"');
    expect(html).toContain('<header id="main-header">');
    expect(submissions()).toEqual([
      {
        page: '/cms/contact.html',
        form_number: 0,
        fields: JSON.stringify({
          name: 'Ada',
          email: 'ada@example.com',
          reason: 'private',
          topics: 'Films, Events',
          message: 'Hello',
        }),
      },
    ]);
  });

  it('takes multipart posts, and answers a page without the container (the React site) with just the container', async () => {
    await start();
    const form = new FormData();
    for (const [k, v] of contactBody()) form.set(k, v);
    const html = await (await post('/', form)).text();
    expect(html).toContain(
      '<div id="et_pb_contact_form_0" class="et_pb_module et_pb_contact_form_container clearfix et_pb_contact_form_0" data-form_unique_num="0"><div class="et-pb-contact-message"><p>Thanks for contacting us</p></div></div>',
    );
    expect(submissions()).toHaveLength(1);
  });

  it.each([
    ['a missing required field', { et_pb_contact_message_0: '' }, 'Make sure you fill in all required fields.'],
    [
      'a hidden field whose condition holds',
      { et_pb_contact_reason_0: 'business' },
      'Make sure you fill in all required fields.',
    ],
    ['an unknown radio value', { et_pb_contact_reason_0: 'other' }, 'Make sure you fill in all required fields.'],
    ['a bad email', { et_pb_contact_email_0: 'ada@' }, 'Invalid Email.'],
    ['no captcha', { et_pb_contact_captcha_0: '' }, 'Make sure you entered the captcha.'],
    ['a wrong captcha', { et_pb_contact_captcha_0: '11' }, 'You entered the wrong number in captcha.'],
    [
      'captcha digits out of range',
      {
        et_pb_contact_captcha_0: '20',
        et_pb_contact_captcha_first_digit_0: '20',
        et_pb_contact_captcha_second_digit_0: '0',
      },
      'You entered the wrong number in captcha.',
    ],
    ['a filled honeypot', { et_pb_contact_et_number_0: '5' }, 'Make sure you fill in all required fields.'],
    ['a bad nonce', { '_wpnonce-et-pb-contact-form-submitted-0': 'abc' }, 'Please refresh the page and try again.'],
  ])('refuses %s without storing it, and shows the form again', async (_, overrides, message) => {
    await start();
    const html = await (await post('/cms/contact.html', contactBody(overrides))).text();
    const [from, to] = divInnerRange(html, 'et_pb_contact_form_0')!;
    const inner = html.slice(from, to);
    expect(inner).toContain(
      `<div class="et-pb-contact-message"><ul><li class="et_pb_contact_error_text">${message}</li></ul></div>`,
    );
    expect(inner).toContain('<form class="et_pb_contact_form clearfix"');
    expect(inner.match(/et-pb-contact-message/g)).toHaveLength(1);
    expect(inner).not.toContain('%PB_NONCE');
    expect(submissions()).toEqual([]);
  });

  it('accepts the business reason with a company, and refuses an expired nonce', async () => {
    await start();
    const nonce = createNonce(server!.db, 'et-pb-contact-form-submitted', clock);
    expect(
      await (
        await post(
          '/cms/contact.html',
          contactBody({
            et_pb_contact_reason_0: 'business',
            et_pb_contact_company_0: 'Acme',
            et_pb_contact_email_hidden_fields_0: '[]',
          }),
        )
      ).text(),
    ).toContain('Thanks for contacting us');
    clock += 2 * TICK_MS;
    expect(await (await post('/cms/contact.html', contactBody({}, nonce))).text()).toContain(
      'Please refresh the page and try again.',
    );
    expect(submissions()).toHaveLength(1);
  });

  it('decides from its own condition: company is neither required nor kept unless the reason is business', async () => {
    await start();
    // A visitor without JavaScript sends no hidden-fields list.
    expect(
      await (
        await post(
          '/cms/contact.html',
          contactBody({ et_pb_contact_email_hidden_fields_0: '', et_pb_contact_company_0: 'Acme' }),
        )
      ).text(),
    ).toContain('Thanks for contacting us');
    expect(JSON.parse((submissions()[0] as { fields: string }).fields)).not.toHaveProperty('company');
    // Listing a shown field as hidden does not excuse it.
    expect(
      await (await post('/cms/contact.html', contactBody({ et_pb_contact_reason_0: 'business' }))).text(),
    ).toContain('Make sure you fill in all required fields.');
  });

  it('escapes what it echoes and stores the text as sent', async () => {
    await start();
    const html = await (await post('/', contactBody({ et_pb_contact_name_0: '<script>alert(1)</script>' }))).text();
    expect(html).not.toContain('<script>alert');
    expect(JSON.parse((submissions()[0] as { fields: string }).fields).name).toBe('<script>alert(1)</script>');
  });

  it('leaves posts that are not a registered form alone', async () => {
    await start();
    expect((await post('/cms/slider.html', contactBody())).status).toBe(405);
    expect(
      (
        await post(
          '/cms/contact.html',
          contactBody({ et_pb_contactform_submit_0: '', et_pb_contactform_submit_3: 'et_contact_proccess' }),
        )
      ).status,
    ).toBe(405);
  });
});

describe('subscribe action', () => {
  const subscribe = (overrides: Record<string, string> = {}) =>
    post(
      '/wp-admin/admin-ajax.php',
      new URLSearchParams({
        action: 'et_pb_submit_subscribe_form',
        et_frontend_nonce: createNonce(server!.db, 'et_frontend_nonce', clock),
        et_list_id: 'demo-list',
        et_provider: 'demo',
        et_account: 'demo',
        et_firstname: 'Ada',
        et_lastname: 'Lovelace',
        et_email: 'Ada@Example.com',
        et_ip_address: '',
        et_custom_fields: '{}',
        et_hidden_fields: '[]',
        ...overrides,
      }),
    );

  it('subscribes once, and answers a repeat politely', async () => {
    await start();
    const first = await subscribe();
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ success: 'Success!' });
    expect(await (await subscribe({ et_email: 'ada@example.COM' })).json()).toEqual({
      error: 'You are already subscribed to this list.',
    });
    expect(server!.db.prepare('SELECT list_id, email FROM subscribers').all()).toEqual([
      { list_id: 'demo-list', email: 'ada@example.com' },
    ]);
  });

  it('refuses a bad nonce with -1 and 403, and bad fields with an error', async () => {
    await start();
    const bad = await subscribe({ et_frontend_nonce: '0123456789ab' });
    expect(bad.status).toBe(403);
    expect(await bad.text()).toBe('-1');
    expect(await (await subscribe({ et_email: 'ada@' })).json()).toEqual({ error: 'Invalid email.' });
    expect(await (await subscribe({ et_list_id: 'other' })).json()).toEqual({ error: 'Unknown list.' });
    expect(await (await subscribe({ et_list_id: '__proto__' })).json()).toEqual({ error: 'Unknown list.' });
  });

  it('answers malformed custom fields with an error, not a server error', async () => {
    await start();
    for (const et_custom_fields of ['{', '[1]', 'null']) {
      const response = await subscribe({ et_custom_fields, et_email: 'x@example.com' });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ error: 'Invalid form data.' });
    }
    expect(await (await subscribe({ et_hidden_fields: '{}' })).json()).toEqual({ error: 'Invalid form data.' });
  });
});

describe('comment post', () => {
  const comment = (overrides: Record<string, string> = {}, headers: Record<string, string> = {}) =>
    post(
      '/wp-comments-post.php',
      new URLSearchParams({
        comment: 'Nice film',
        author: 'Ada',
        email: 'ada@example.com',
        url: '',
        comment_post_ID: '42',
        comment_parent: '0',
        ...overrides,
      }),
      headers,
    );

  it('stores a comment and redirects to it on the referring page, same origin only', async () => {
    await start();
    const ok = await comment({}, { Referer: `${server!.url}cms/contact.html?x=1#respond` });
    expect(ok.status).toBe(302);
    expect(ok.headers.get('location')).toBe('/cms/contact.html?x=1#comment-1');
    const foreign = await comment(
      { comment: 'Another', comment_parent: '1' },
      { Referer: 'https://evil.example/cms/contact.html' },
    );
    expect(foreign.headers.get('location')).toBe('/#comment-2');
    const sneaky = await comment({ comment: 'Third' }, { Referer: `${server!.url}/evil.example/x` });
    expect(sneaky.headers.get('location')).toBe('/evil.example/x#comment-3');
    expect(server!.db.prepare('SELECT post_id, parent_id, author, content FROM comments').all()).toEqual([
      { post_id: 42, parent_id: 0, author: 'Ada', content: 'Nice film' },
      { post_id: 42, parent_id: 1, author: 'Ada', content: 'Another' },
      { post_id: 42, parent_id: 0, author: 'Ada', content: 'Third' },
    ]);
  });

  it('answers bad fields as WordPress does, and 409 for a duplicate', async () => {
    await start();
    for (const [overrides, text] of [
      [{ comment: '' }, '<p><strong>Error:</strong> Please type your comment text.</p>'],
      [{ author: '' }, '<p><strong>Error:</strong> Please fill the required fields.</p>'],
      [{ email: 'ada@' }, '<p><strong>Error:</strong> Please enter a valid email address.</p>'],
    ] as const) {
      const response = await comment(overrides);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(text);
    }
    expect((await comment()).status).toBe(302);
    const duplicate = await comment();
    expect(duplicate.status).toBe(409);
    expect(await duplicate.text()).toContain(
      'Duplicate comment detected; it looks as though you’ve already said that!',
    );
  });
});

describe('rate limit', () => {
  it('refuses a sixth post from one address within ten minutes, across forms, then lets it through again', async () => {
    await start();
    for (let i = 0; i < 3; i++) expect((await post('/cms/contact.html', contactBody())).status).toBe(200);
    expect(
      (
        await post(
          '/wp-comments-post.php',
          new URLSearchParams({ comment: 'x', author: 'A', email: 'a@example.com', comment_post_ID: '1' }),
        )
      ).status,
    ).toBe(302);
    const subscribe = () =>
      post(
        '/wp-admin/admin-ajax.php',
        new URLSearchParams({
          action: 'et_pb_submit_subscribe_form',
          et_frontend_nonce: createNonce(server!.db, 'et_frontend_nonce', clock),
          et_list_id: 'demo-list',
          et_provider: 'demo',
          et_email: 'b@example.com',
        }),
      );
    expect((await subscribe()).status).toBe(200);
    const sixth = await post('/cms/contact.html', contactBody());
    expect(sixth.status).toBe(429);
    expect(await sixth.text()).toBe('Too many requests');
    expect((await subscribe()).status).toBe(429);
    clock += 10 * 60 * 1000 + 1;
    expect((await post('/cms/contact.html', contactBody())).status).toBe(200);
  });
});

describe('storage', () => {
  it('keeps submissions, subscribers, comments and the nonce secret across a restart', async () => {
    const file = tempDb();
    await start(file);
    const nonce = createNonce(server!.db, 'et-pb-contact-form-submitted', clock);
    await post('/cms/contact.html', contactBody());
    await post(
      '/wp-comments-post.php',
      new URLSearchParams({ comment: 'x', author: 'A', email: 'a@example.com', comment_post_ID: '1' }),
    );
    await post(
      '/wp-admin/admin-ajax.php',
      new URLSearchParams({
        action: 'et_pb_submit_subscribe_form',
        et_frontend_nonce: createNonce(server!.db, 'et_frontend_nonce', clock),
        et_list_id: 'demo-list',
        et_provider: 'demo',
        et_email: 'b@example.com',
      }),
    );
    await server!.close();
    await start(file);
    const count = (table: string) => server!.db.prepare(`SELECT count(*) FROM ${table}`).pluck().get();
    expect([count('contact_submissions'), count('comments'), count('subscribers')]).toEqual([1, 1, 1]);
    expect(await (await post('/cms/contact.html', contactBody({}, nonce))).text()).toContain(
      'Thanks for contacting us',
    );
  });
});

describe('the contact form registry', () => {
  it('matches the markup of site/cms/contact.html', () => {
    const html = readFileSync(join(__dirname, '../cms/contact.html'), 'utf8');
    const [from, to] = divInnerRange(html, 'et_pb_contact_form_0')!;
    const inner = html.slice(from, to);
    const inMarkup = [
      ...inner.matchAll(
        /<p class="et_pb_contact_field[^"]*" data-id="([^"]+)" data-type="([^"]+)"[^>]*>([\s\S]*?)<\/p>/g,
      ),
    ]
      .filter(([, id]) => id !== 'et_number')
      .map(([, id, type, body]) => ({ id, type, required: /data-required_mark="required"/.test(body) }));
    expect(inMarkup).toEqual(
      CONTACT_FORMS['/cms/contact.html'][0].fields.map(({ id, type, required }) => ({ id, type, required })),
    );
    for (const field of CONTACT_FORMS['/cms/contact.html'][0].fields) {
      expect(inner).toContain(`name="et_pb_contact_${field.id}_0"`);
      for (const option of (field as { options?: string[] }).options ?? [])
        expect(inner).toContain(`value="${option}"`);
      if ((field as { when?: string[] }).when)
        expect(inner).toContain(
          `data-conditional-logic="${JSON.stringify([(field as { when: string[] }).when]).replaceAll('"', '&quot;')}"`,
        );
    }
    expect(inner).toContain('name="et_pb_contact_et_number_0"');
    expect(inner).toContain('action="/cms/contact.html"');
  });
});
