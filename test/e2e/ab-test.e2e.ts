/**
 * A/B testing against the real reference server (issue 17; TRUST.md #41, #42, C12): on the cached CMS page the
 * subject comes from the server and is swapped in with no layout shift; no stats request and no A/B cookie before
 * analytics consent, the goals reached recorded once after it; a click goal that navigates away still lands in
 * SQLite; a reload counts nothing twice; a malformed subject reply keeps the page working and records nothing.
 * Each journey has a user agent of its own: the server tells visitors apart by address and user agent.
 */
import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from '../helpers/axe.js';
import { layoutShift, openPage, useBrowser } from '../helpers/browser.js';
import { CMS_VARIANTS, cmsUrl } from '../helpers/cms-variants.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const db = new Database(inject('databasePath'), { readonly: true, fileMustExist: true });
afterAll(() => db.close());

const visitor = () => `pb-e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** A page whose requests carry the user agent `agent`, with the stats posts it makes counted. */
async function open(agent: string) {
  const opened = await openPage(browser());
  await opened.context.setExtraHTTPHeaders({ 'user-agent': agent });
  const statsPosts: string[] = [];
  opened.context.on('request', (request) => {
    const body = request.postData() ?? '';
    if (request.method() === 'POST' && body.includes('et_pb_update_stats_table'))
      statsPosts.push(JSON.parse(new URLSearchParams(body).get('stats_data_array')!).record_type);
  });
  return { ...opened, statsPosts };
}

const abCookies = async (context: BrowserContext) =>
  (await context.cookies()).filter((c) => c.name.startsWith('et_pb_ab_'));

/** The server's rows for the visitors whose requests carried `agent` (it stores a hash of address and agent). */
function rowsOf(agent: string): string[] {
  const all = db.prepare('SELECT record_type, visitor FROM ab_stats ORDER BY id').all() as Array<{
    record_type: string;
    visitor: string;
  }>;
  const hash = visitorHash(agent);
  return all.filter((r) => r.visitor === hash).map((r) => r.record_type);
}

/** ab-tests.mjs's visitor hash for a request from 127.0.0.1 with `agent`. */
function visitorHash(agent: string): string {
  return createHash('sha256').update(`127.0.0.1|${agent}`).digest('hex').slice(0, 32);
}

const subjectHeading = (page: Page) => page.locator('.et_pb_ab_subject h2');

describe.each(CMS_VARIANTS)('A/B test on the cached CMS page ($name)', ({ query }) => {
  const url = cmsUrl(baseUrl, 'cms/ab-test.html', query);

  it('swaps the subject in with no layout shift and records nothing before consent, then once after', async () => {
    const agent = visitor();
    const { page, context, statsPosts, violations } = await open(agent);
    await page.goto(url);
    await subjectHeading(page).waitFor();
    expect(await page.locator('.et_pb_subject_placeholder').count()).toBe(0);
    expect(await layoutShift(page)).toBeLessThan(0.01);
    await page.waitForTimeout(600);
    expect(statsPosts, 'no stats request before consent').toEqual([]);
    expect(await abCookies(context), 'no A/B cookie before consent').toEqual([]);
    await page.locator('#wt-cli-accept-all-btn').click();
    await expect.poll(() => statsPosts.includes('view_goal')).toBe(true);
    await expect.poll(() => rowsOf(agent).includes('view_goal')).toBe(true);
    expect(statsPosts.filter((t) => t === 'view_goal')).toEqual(['view_goal']);
    expect((await abCookies(context)).map((c) => Math.round((c.expires * 1000 - Date.now()) / 86_400_000))).toContain(
      365,
    );
    expect(await violations()).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('a click goal that navigates away lands in SQLite, and a reload counts nothing twice', async () => {
    const agent = visitor();
    const { page, context, statsPosts } = await open(agent);
    await page.goto(url);
    await page.locator('#wt-cli-accept-all-btn').click();
    await subjectHeading(page).waitFor();
    await Promise.all([page.waitForURL(/contact\.html/), page.locator('.et_pb_ab_goal .et_pb_button').click()]);
    await expect.poll(() => rowsOf(agent).includes('click_goal')).toBe(true);
    const subject = db
      .prepare('SELECT subject_id FROM ab_subjects WHERE visitor = ?')
      .pluck()
      .get(visitorHash(agent)) as number;
    await page.goto(url);
    await subjectHeading(page).waitFor();
    expect(await page.locator(`.et_pb_ab_subject_id-101_${subject}`).count(), 'the same subject again').toBe(1);
    const before = statsPosts.length;
    await page.evaluate(() => {
      // Clicked without leaving: the link's navigation is not what is checked here.
      document.querySelector('.et_pb_ab_goal .et_pb_button')!.addEventListener('click', (e) => e.preventDefault());
    });
    await page.locator('.et_pb_ab_goal .et_pb_button').click();
    await page.waitForTimeout(800);
    expect(statsPosts.slice(before).filter((t) => t === 'click_goal' || t === 'view_goal')).toEqual([]);
    expect(rowsOf(agent).filter((t) => t === 'click_goal')).toEqual(['click_goal']);
    await context.close();
  });

  it('a subject reply that is not JSON shows the first subject, keeps the page working and records nothing', async () => {
    const agent = visitor();
    const { page, context, statsPosts } = await open(agent);
    await context.route('**/wp-admin/admin-ajax.php', async (route) => {
      if ((route.request().postData() ?? '').includes('et_pb_ab_get_subject_id'))
        return route.fulfill({ status: 200, contentType: 'text/html', body: '<html><p>Maintenance</p></html>' });
      return route.continue();
    });
    await page.goto(url);
    await page.locator('#wt-cli-accept-all-btn').click();
    await expect.poll(() => page.locator('.et_pb_subject_placeholder').count()).toBe(0);
    await page.waitForTimeout(600);
    expect(statsPosts).toEqual([]);
    expect(await page.locator('.et_pb_ab_goal .et_pb_button').isVisible()).toBe(true);
    await context.close();
  });
});

describe('A/B results page', () => {
  it("charts each test's conversion rates beside the table, passes axe and shows under the site's CSP", async () => {
    const { page, context, violations } = await openPage(browser());
    const response = await page.goto(`${baseUrl}ab-results/`);
    expect(response?.status()).toBe(200);
    const bars = page.locator('figure.ab-chart svg[role="img"] rect.chart-bar');
    expect(await bars.count()).toBeGreaterThanOrEqual(2);
    const caption = await page.locator('figure.ab-chart figcaption').first().textContent();
    expect(caption).toMatch(/^Conversion rate by subject: subject \d+ \d+\.\d %/);
    // Each bar is as long as its subject's rate in the table.
    const rates = await page.locator('tbody tr td:last-child').first().textContent();
    expect(rates).toMatch(/\d+\.\d %/);
    expect(await violations()).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
