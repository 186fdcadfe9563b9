/**
 * The social photo feed against the real reference server, on the CMS page (the plugin's own markup) and the React
 * site (the `SbiFeed` wrapper): local copies before consent and no request to the social host, "load more" until
 * the server says there is no further page, pictures from the social host after consent, and a broken one falling
 * back to its local copy. The social host is played by the test (its pictures are the server's own drawings).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { FEED_MEDIA_DIR, SIZE_NAMES } from '../../site/server/feed-media.mjs';
import { axeViolations, openAuditPage } from '../helpers/axe.js';
import { openPage, useBrowser, type RecordedPage } from '../helpers/browser.js';
import { CMS_VARIANTS, cmsUrl } from '../helpers/cms-variants.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const db = new Database(inject('databasePath'), { readonly: true, fileMustExist: true });
afterAll(() => db.close());

const SOCIAL = /^https:\/\/scontent\.cdninstagram\.com\//;
const LOCAL = '/wp-content/uploads/sb-instagram-feed-images/';
const socialRequests = (recorded: RecordedPage) => recorded.requests.filter((url) => SOCIAL.test(url));

/** Plays the social host: serves the sample pictures it would have, and a 404 for posts listed as `broken`. */
async function socialHost(recorded: RecordedPage, broken: number[] = []) {
  await recorded.context.route(SOCIAL, (route) => {
    const match = /sample(\d+)_(150|320|640)\.jpg$/.exec(route.request().url());
    const file =
      match && join(FEED_MEDIA_DIR, `sample${match[1]}${SIZE_NAMES[Number(match[2]) as 150 | 320 | 640]}.jpg`);
    if (!match || broken.includes(Number(match[1])) || !file || !existsSync(file))
      return route.fulfill({ status: 404, body: '' });
    return route.fulfill({ status: 200, contentType: 'image/jpeg', body: readFileSync(file) });
  });
}

/** Each item's picture: its address and whether it has really loaded. */
const pictures = (page: Page) =>
  page.locator('sbi-feed .sbi_item img').evaluateAll((imgs) =>
    (imgs as HTMLImageElement[]).map((img) => ({
      id: img.closest('.sbi_item')!.id,
      src: img.getAttribute('src') ?? '',
      loaded: img.complete && img.naturalWidth > 0,
    })),
  );

/** Clicks "load more" until the server says there is no further page; answers how many clicks it took. */
async function loadAll(page: Page): Promise<number> {
  const button = page.locator('sbi-feed .sbi_load_btn');
  let clicks = 0;
  while (await button.isVisible()) {
    // The button stays busy (spinner shown, clicks ignored) until 500 ms after a page arrives, as the plugin's.
    await expect.poll(() => button.getAttribute('aria-busy'), { timeout: 5000 }).toBe(null);
    const before = await page.locator('sbi-feed .sbi_item').count();
    await button.click();
    clicks++;
    await expect.poll(() => page.locator('sbi-feed .sbi_item').count(), { timeout: 5000 }).toBeGreaterThan(before);
    await expect
      .poll(() => page.locator('sbi-feed .sbi_load_btn').getAttribute('aria-busy'), { timeout: 5000 })
      .toBe(null);
  }
  return clicks;
}

describe.each(CMS_VARIANTS)('feed on the CMS page (the plugin markup, $name)', ({ query }) => {
  const feedPage = cmsUrl(baseUrl, 'cms/feed.html', query);

  it('shows local copies before consent and never asks the social host; loads more until the end', async () => {
    const recorded = await openPage(browser());
    await socialHost(recorded);
    const { page } = recorded;
    await page.goto(feedPage);
    await expect
      .poll(async () => (await pictures(page)).filter((p) => p.loaded && p.src.startsWith(LOCAL)).length, {
        timeout: 5000,
      })
      .toBe(4);
    // 4 columns of a 1280 px page: each item is under 320 px wide, so the 320 px copies.
    expect((await pictures(page)).map((p) => p.src.replace(LOCAL, ''))).toEqual([
      'sample1low.jpg',
      'sample2low.jpg',
      'sample3low.jpg',
      'sample4low.jpg',
    ]);
    await expect
      .poll(() => page.locator('sbi-feed .sbi_header_img img').getAttribute('src'), { timeout: 5000 })
      .toBe(`${LOCAL}northwindstudio.jpg`);
    expect(await page.locator('sbi-feed .sbi-feed__notice').textContent()).toContain('Instagram');
    expect(await page.getByRole('button', { name: 'Load once' }).isVisible()).toBe(true);

    expect(await loadAll(page)).toBe(3);
    expect(await page.locator('sbi-feed .sbi_item').count()).toBe(14);
    expect(await page.locator('sbi-feed .sbi-feed__status').textContent()).toBe('2 more posts loaded');
    expect(await page.evaluate(() => document.activeElement?.closest('.sbi_item')?.id)).toBe('sbi_179000000013');
    // Posts without local copies got them through the resize call; videos have none and wait for consent.
    await expect
      .poll(async () => (await pictures(page)).filter((p) => p.loaded && p.src.startsWith(LOCAL)).length, {
        timeout: 5000,
      })
      .toBe(12);
    const videos = (await pictures(page)).filter((p) => ['sbi_179000000007', 'sbi_179000000014'].includes(p.id));
    expect(videos.map((p) => p.src)).toEqual(['/cms/media/placeholder.svg', '/cms/media/placeholder.svg']);
    expect(socialRequests(recorded), 'requests to the social host before consent').toEqual([]);
    expect(await recorded.violations()).toEqual([]);
    // The locator told the server where the feed is shown (its nonce was printed into the page).
    expect(
      db.prepare("SELECT feed_id, post_id, location FROM sbi_locations WHERE feed_id = '*1'").all(),
    ).toContainEqual({ feed_id: '*1', post_id: 12, location: 'content' });
    await recorded.context.close();
  });

  it('a broken local copy falls back to the 640 px copy, before consent too, and the item is marked', async () => {
    const recorded = await openPage(browser());
    await socialHost(recorded);
    // The 320 px copy of post 3 is missing on the server this time.
    await recorded.context.route(/\/sample3low\.jpg$/, (route) => route.fulfill({ status: 404, body: '' }));
    const { page } = recorded;
    await page.goto(feedPage);
    await expect
      .poll(async () => (await pictures(page)).find((p) => p.id === 'sbi_179000000003'), { timeout: 5000 })
      .toEqual({ id: 'sbi_179000000003', src: `${LOCAL}sample3full.jpg`, loaded: true });
    expect(await page.locator('#sbi_179000000003').getAttribute('class')).toContain('sbi_had_error');
    expect(socialRequests(recorded)).toEqual([]);
    await recorded.context.close();
  });

  it('passes axe before consent and after every page has loaded', async () => {
    const page = await openAuditPage(browser());
    await page.goto(feedPage);
    await page.locator('sbi-feed .sbi-feed__status').waitFor({ state: 'attached' });
    expect(await axeViolations(page)).toEqual([]);
    await loadAll(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('feed on the React site (the SbiFeed wrapper)', () => {
  it('fetches its first page from the server, quietly, with local copies and no social-host request before consent', async () => {
    const recorded = await openPage(browser());
    await socialHost(recorded);
    const { page } = recorded;
    await page.goto(baseUrl);
    // The React site runs a section's code as it nears the view (site/src/later.tsx).
    await page.locator('#instagram').scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('#instagram .sbi_item').count(), { timeout: 10_000 }).toBe(4);
    expect(await page.evaluate(() => !!document.activeElement?.closest('sbi-feed'))).toBe(false);
    // The pictures load as they come into view: the feed has grown under the scroll since.
    await page.locator('#instagram').scrollIntoViewIfNeeded();
    await expect
      .poll(async () => (await pictures(page)).filter((p) => p.loaded && p.src.startsWith(LOCAL)).length, {
        timeout: 5000,
      })
      .toBe(4);
    await expect
      .poll(() => page.locator('#instagram .feed-count').textContent(), { timeout: 5000 })
      .toBe('4 posts shown.');
    await loadAll(page);
    expect(await page.locator('#instagram .sbi_item').count()).toBe(14);
    expect(await page.locator('#instagram .feed-count').textContent()).toBe('14 posts shown.');
    expect(socialRequests(recorded)).toEqual([]);
    expect(await recorded.violations()).toEqual([]);
    await recorded.context.close();
  });

  it('after "Load once", takes the pictures from the social host; a broken one falls back to its local copy', async () => {
    const recorded = await openPage(browser());
    await socialHost(recorded, [2]);
    const { page } = recorded;
    await page.goto(baseUrl);
    await page.locator('#instagram').scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('#instagram .sbi_item').count(), { timeout: 10_000 }).toBe(4);
    expect(socialRequests(recorded)).toEqual([]);
    await page.locator('#instagram .sbi-feed__load-once').click();
    await expect
      .poll(async () => (await pictures(page)).filter((p) => p.loaded && SOCIAL.test(p.src)).map((p) => p.id), {
        timeout: 5000,
      })
      .toEqual(['sbi_179000000001', 'sbi_179000000003', 'sbi_179000000004']);
    // Post 2's picture is missing on the social host: its item is marked and shows the 640 px local copy.
    await expect
      .poll(async () => (await pictures(page)).find((p) => p.id === 'sbi_179000000002'), { timeout: 5000 })
      .toEqual({ id: 'sbi_179000000002', src: `${LOCAL}sample2full.jpg`, loaded: true });
    expect(await page.locator('#sbi_179000000002').getAttribute('class')).toContain('sbi_had_error');
    expect(socialRequests(recorded).every((url) => /sample[1-4]_320\.jpg$/.test(url))).toBe(true);
    expect(await recorded.violations()).toEqual([]);
    await recorded.context.close();
  });

  it('passes axe with the feed waiting for consent', async () => {
    const page = await openAuditPage(browser());
    await page.goto(baseUrl);
    await page.locator('#instagram').scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('#instagram .sbi_item').count(), { timeout: 10_000 }).toBe(4);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
