/**
 * Form journeys against the real reference server (issue 5; TRUST.md #1, #32–#37): a contact message sent from
 * the keyboard lands in SQLite; a failing server keeps every word and a retry sends once; a double click sends
 * one request; the newsletter stores a subscriber and refuses a duplicate politely; a comment reply moves the
 * form and posts. On the CMS page and on the React site, under the strict CSP, with nothing leaving the machine.
 */
import Database from 'better-sqlite3';
import type { Page, Request } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { axeViolations, openAuditPage } from '../helpers/axe.js';
import { openPage, useBrowser } from '../helpers/browser.js';
import { CMS_VARIANTS, cmsUrl, type CmsQuery } from '../helpers/cms-variants.js';

const baseUrl = inject('baseUrl');
/** The CMS page in each variant (with tags, and with none: cms-variants.ts); the React site is visited once. */
const cmsPageIn = (query: CmsQuery) => cmsUrl(baseUrl, 'cms/contact.html', query);
const browser = useBrowser();
const db = new Database(inject('databasePath'), { readonly: true, fileMustExist: true });
afterAll(() => db.close());

/** Rows of the first table whose name contains `part` (the server's migrations name them). */
function rows(part: string): Array<Record<string, unknown>> {
  const table = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE ? ORDER BY name")
    .pluck()
    .get(`%${part}%`) as string | undefined;
  if (!table) throw new Error(`no table like ${part}`);
  return db.prepare(`SELECT * FROM "${table}"`).all() as Array<Record<string, unknown>>;
}

/** A unique marker per run, to find this test's own rows. */
const marker = () => `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

/** Posts to the page itself (the contact form's own action), counted. */
function contactPosts(page: Page, path: string): Request[] {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) posts.push(request);
  });
  return posts;
}

async function solveCaptcha(page: Page, form: string): Promise<string> {
  const input = page.locator(`${form} .et_pb_contact_captcha`);
  const [first, second] = await Promise.all([
    input.getAttribute('data-first_digit'),
    input.getAttribute('data-second_digit'),
  ]);
  return String(Number(first) + Number(second));
}

/** Fills the contact form with the keyboard only: Tab between fields, Space for a radio. */
async function fillByKeyboard(page: Page, form: string, message: string): Promise<void> {
  await page.locator(`${form} input[name^="et_pb_contact_name_"]`).focus();
  await page.keyboard.type('Ada Lovelace');
  await page.keyboard.press('Tab');
  await page.keyboard.type('ada@example.test');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await page.locator(`${form} textarea`).focus();
  await page.keyboard.type(message);
  await page.keyboard.press('Tab');
  await page.keyboard.type(await solveCaptcha(page, form));
}

describe.each(CMS_VARIANTS)('contact form ($name)', ({ query }) => {
  const cmsPage = cmsPageIn(query);

  for (const [where, url, path] of [
    ['the CMS page', cmsPage, '/cms/contact.html'],
    ...(query ? [] : ([['the React site', baseUrl, '/']] as const)),
  ] as const) {
    it(`on ${where}: sent from the keyboard lands in SQLite, with one request however often it is clicked`, async () => {
      const { page, context, violations, externalHosts } = await openPage(browser());
      const posts = contactPosts(page, path);
      await page.goto(url);
      const form = '#et_pb_contact_form_0';
      // The React site runs a section's code as it nears the view (site/src/later.tsx).
      await page.locator(form).scrollIntoViewIfNeeded();
      await page.locator(`${form} .et-pb-contact-message[role="alert"]`).waitFor({ state: 'attached' });
      const text = `Hello from ${marker()}`;
      await fillByKeyboard(page, form, text);
      await page.locator(`${form} .et_pb_contact_submit`).dblclick();
      await page.locator(`${form} .et-pb-contact-message`).getByText(/thank/i).waitFor();
      await expect.poll(() => posts.length).toBe(1);
      await page.waitForTimeout(300);
      expect(posts, 'one request for a double click').toHaveLength(1);
      expect(await page.locator(`${form} form`).count(), 'the success container replaced the form').toBe(0);
      const stored = rows('contact').filter((row) => JSON.stringify(row).includes(text));
      expect(stored, 'the message is in SQLite').toHaveLength(1);
      expect(await violations()).toEqual([]);
      expect(externalHosts()).toEqual([]);
      await context.close();
    });
  }

  it('a failing server keeps every word, says so, and the retry sends exactly once more', async () => {
    const { page, context } = await openPage(browser());
    const posts = contactPosts(page, '/cms/contact.html');
    let failing = true;
    await page.route('**/cms/contact.html', (route) =>
      route.request().method() === 'POST' && failing
        ? route.fulfill({ status: 503, body: 'Service unavailable' })
        : route.fallback(),
    );
    await page.goto(cmsPage);
    const form = '#et_pb_contact_form_0';
    // Upgraded first: an Enter before the script arrives is the browser's own post (and its 503 page), by design.
    await page.locator(`${form} .et-pb-contact-message[role="alert"]`).waitFor({ state: 'attached' });
    const text = `Kept ${marker()}`;
    await fillByKeyboard(page, form, text);
    await page.keyboard.press('Enter');
    const box = page.locator(`${form} .et-pb-contact-message`);
    await box.getByText(/server had a problem/).waitFor();
    expect(await page.locator(`${form} textarea`).inputValue()).toBe(text);
    expect(await page.locator(`${form} input[name^="et_pb_contact_name_"]`).inputValue()).toBe('Ada Lovelace');
    failing = false;
    await page.locator(`${form} .et_pb_contact_submit`).click();
    await box.getByText(/thank/i).waitFor();
    expect(posts).toHaveLength(2);
    expect(rows('contact').filter((row) => JSON.stringify(row).includes(text))).toHaveLength(1);
    await context.close();
  });

  it('a reload does not lose what was typed (draft in this tab only)', async () => {
    const { page, context } = await openPage(browser());
    await page.goto(cmsPage);
    await page.locator('#et_pb_contact_form_0 .et-pb-contact-message[role="alert"]').waitFor({ state: 'attached' });
    const textarea = page.locator('#et_pb_contact_form_0 textarea');
    await textarea.fill('Half-written thought');
    await page.reload();
    await expect.poll(() => textarea.inputValue()).toBe('Half-written thought');
    await context.close();
  });

  it('errors are announced, linked and accessible (axe in the error state)', async () => {
    const page = await openAuditPage(browser());
    await page.goto(cmsPage);
    await page.locator('#et_pb_contact_form_0 .et-pb-contact-message[role="alert"]').waitFor({ state: 'attached' });
    await page.locator('#et_pb_contact_form_0 .et_pb_contact_submit').click();
    await page.locator('#et_pb_contact_form_0 .et-pb-contact-message li').first().waitFor();
    expect(await page.title()).toMatch(/^Error: /);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('et-pb-contact-message'))).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe.each(CMS_VARIANTS)('comment form ($name)', ({ query }) => {
  const cmsPage = cmsPageIn(query);

  for (const [where, url] of [
    ['the CMS page', cmsPage],
    ...(query ? [] : ([['the React site', baseUrl]] as const)),
  ] as const) {
    it(`on ${where}: a reply moves the form under its comment without a page load, and the post lands in SQLite`, async () => {
      const { page, context, violations, externalHosts } = await openPage(browser());
      await page.goto(url);
      const respond = page.locator('#respond');
      await respond.scrollIntoViewIfNeeded();
      await respond.locator('.pb-comment-form__message').waitFor({ state: 'attached' });
      const before = page.url();
      await page.locator('#comment-2 .comment-reply-link').click();
      expect(await respond.evaluate((el) => el.previousElementSibling?.id)).toBe('div-comment-2');
      expect(page.url(), 'no page load').toBe(before);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('comment');
      const text = `Reply ${marker()}`;
      await page.keyboard.type(text);
      await page.locator('#author').fill('Ada Lovelace');
      await page.locator('#email').fill('ada@example.test');
      await Promise.all([page.waitForURL(/#comment-\d+$/), page.locator('#submit').click()]);
      const stored = rows('comment').filter((row) => JSON.stringify(row).includes(text));
      expect(stored).toHaveLength(1);
      expect(stored[0].parent_id).toBe(2);
      expect(await violations()).toEqual([]);
      expect(externalHosts()).toEqual([]);
      await context.close();
    });
  }

  it('an empty post is stopped with an announced, linked summary, and Escape puts a moved form back', async () => {
    const { page, context } = await openPage(browser());
    const posts: string[] = [];
    page.on('request', (request) => request.method() === 'POST' && posts.push(request.url()));
    await page.goto(cmsPage);
    await page.locator('#respond .pb-comment-form__message').waitFor({ state: 'attached' });
    await page.locator('#comment-1 .comment-reply-link').click();
    await page.locator('#submit').click();
    const summary = page.locator('.pb-comment-form__message');
    await summary.locator('li').first().waitFor();
    expect(await summary.locator('li').allTextContents()).toEqual(['Comment', 'Name', 'Email']);
    expect(posts).toEqual([]);
    await page.locator('#comment').focus();
    await page.keyboard.press('Escape');
    expect(await page.locator('#respond').evaluate((el) => el.previousElementSibling?.id)).not.toBe('div-comment-1');
    expect(await page.evaluate(() => (document.querySelector('#comment_parent') as HTMLInputElement).value)).toBe('0');
    await context.close();
  });
});

describe.each(CMS_VARIANTS)('newsletter ($name)', ({ query }) => {
  const cmsPage = cmsPageIn(query);

  for (const [where, url, root] of [
    ['the CMS page', cmsPage, '#newsletter'],
    ...(query ? [] : ([['the React site', baseUrl, '#footer-signup']] as const)),
  ] as const) {
    it(`on ${where}: subscribes once with the page nonce, and refuses the same address again politely`, async () => {
      const { page, context, violations, externalHosts } = await openPage(browser());
      const ajax: string[] = [];
      // The subscription's own posts (the React site's feed posts to the same endpoint as it loads).
      const isSubscription = (body: string) => /(^|&)action=et_pb_submit_subscribe_form(&|$)/.test(body);
      page.on(
        'request',
        (request) =>
          request.method() === 'POST' &&
          new URL(request.url()).pathname === '/wp-admin/admin-ajax.php' &&
          isSubscription(request.postData() ?? '') &&
          ajax.push(request.postData() ?? ''),
      );
      await page.goto(url);
      const email = `${marker()}@example.test`;
      const module = page.locator(root);
      await module.scrollIntoViewIfNeeded();
      await module.locator('.et_pb_newsletter_button[role="button"]').waitFor();
      await module.locator('input[name="et_pb_signup_email"]').fill(email);
      for (const name of ['et_pb_signup_firstname', 'et_pb_signup_lastname']) {
        const input = module.locator(`input[name="${name}"]`);
        if (await input.count()) await input.fill(name.endsWith('firstname') ? 'Ada' : 'Lovelace');
      }
      await module.locator('.et_pb_newsletter_button').dblclick();
      await module.locator('.et_pb_newsletter_success').waitFor({ state: 'visible' });
      // Playwright reports requests asynchronously: wait for the first, then make sure no second follows.
      await expect.poll(() => ajax.length).toBe(1);
      await page.waitForTimeout(300);
      expect(ajax, 'one request for a double click').toHaveLength(1);
      const sent = new URLSearchParams(ajax[0]);
      expect(sent.get('action')).toBe('et_pb_submit_subscribe_form');
      expect(sent.get('et_frontend_nonce')).toMatch(/^[0-9a-f]{6,}$/);
      expect(rows('subscriber').filter((row) => JSON.stringify(row).includes(email))).toHaveLength(1);

      await page.reload();
      await module.locator('.et_pb_newsletter_button[role="button"]').waitFor();
      await module.locator('input[name="et_pb_signup_email"]').fill(email);
      for (const name of ['et_pb_signup_firstname', 'et_pb_signup_lastname']) {
        const input = module.locator(`input[name="${name}"]`);
        if (await input.count()) await input.fill('Ada');
      }
      await module.locator('.et_pb_newsletter_button').press('Enter');
      await module.locator('.et_pb_newsletter_error').getByText('already subscribed').waitFor();
      expect(await module.locator('input[name="et_pb_signup_email"]').inputValue(), 'the address stays').toBe(email);
      expect(await violations()).toEqual([]);
      expect(externalHosts()).toEqual([]);
      await context.close();
    });
  }
});
