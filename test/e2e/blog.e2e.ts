/**
 * The paginated blog on the reference server's CMS page (issue 17): through every page with the page links and back
 * with the browser's back button, each page at its real address, focus on the first new heading and a polite "Page
 * n of 5" each time, modules inside the new posts upgraded, a reload showing the same page, a page past the last a
 * 404 whose module is still shown, a failed load kept on the page with an alert, no CSP violation, axe-clean.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations, openAuditPage } from '../helpers/axe.js';
import { layoutShift, openPage, useBrowser } from '../helpers/browser.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const PAGES = 5;
const pagePath = (n: number) => (n === 1 ? '/cms/blog/' : `/cms/blog/page/${n}/`);

const titles = (page: Page) => page.locator('pb-blog .entry-title').allTextContents();
const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');
const announced = (page: Page) => page.locator('pb-blog [role="status"]').textContent();
const path = (page: Page) => new URL(page.url()).pathname;
/** Marks the document, so a later check can tell that it was never replaced by a navigation. */
const mark = (page: Page) => page.evaluate(() => void ((window as unknown as { __same: boolean }).__same = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __same?: boolean }).__same === true);

describe('paginated blog', () => {
  it('steps through every page with its links and back with the back button, focus and announcement each time', async () => {
    const { page, context, requests, violations, externalHosts } = await openPage(browser());
    const response = await page.goto(`${baseUrl}cms/blog/`);
    expect(response?.status()).toBe(200);
    await page.locator('pb-blog [role="status"]').waitFor({ state: 'attached' });
    expect(await layoutShift(page), 'cumulative layout shift while upgrading').toBe(0);
    const first = await titles(page);
    expect(first.length).toBe(3);
    const documents = () => requests.filter((url) => /\/cms\/blog\//.test(url)).length;
    const loadedDocuments = documents();
    await mark(page);

    const seen = [first];
    for (let n = 2; n <= PAGES; n++) {
      await page
        .getByRole('navigation', { name: 'Blog pages' })
        .getByRole('link', { name: `Page ${n}`, exact: true })
        .click();
      await expect.poll(() => path(page)).toBe(pagePath(n));
      await expect.poll(() => announced(page)).toBe(`Page ${n} of ${PAGES}`);
      const now = await titles(page);
      expect(await focused(page), `focus on page ${n}`).toBe(now[0]);
      seen.push(now);
      // The module's top sits below the fixed header, 50 px clear of it.
      const top = await page.locator('pb-blog').evaluate((el) => Math.round(el.getBoundingClientRect().top));
      expect(top, `scrolled to the module on page ${n}`).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(900);
    }
    expect(seen.map((t) => t.length)).toEqual([3, 3, 3, 3, 1]);
    expect(new Set(seen.flat()).size).toBe(13);
    // Every page came as a fetch (one each), not a navigation: the page itself never reloaded.
    expect(await sameDocument(page)).toBe(true);
    expect(documents() - loadedDocuments).toBe(PAGES - 1);

    // A module inside a new page's posts upgrades as usual (the toggle in a page-2 post).
    await page.getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect.poll(() => path(page)).toBe(pagePath(2));
    await page.getByRole('button', { name: 'Who owns the footage?' }).waitFor();

    for (let n = PAGES; n >= 1; n--) {
      await page.goBack();
      await expect.poll(() => path(page)).toBe(pagePath(n));
      await expect.poll(() => titles(page)).toEqual(seen[n - 1]);
      expect(await announced(page)).toBe(`Page ${n} of ${PAGES}`);
      expect(await focused(page)).toBe(seen[n - 1][0]);
    }
    await page.goForward();
    await expect.poll(() => titles(page)).toEqual(seen[1]);
    // Going back and forth used the cache and the printed first page: no page was fetched twice, nothing reloaded.
    expect(documents() - loadedDocuments).toBe(PAGES - 1);
    expect(await sameDocument(page)).toBe(true);

    // A reload shows the same page, printed by the server.
    await page.reload();
    await page.locator('pb-blog [role="status"]').waitFor({ state: 'attached' });
    expect([path(page), await titles(page)]).toEqual([pagePath(2), seen[1]]);
    expect(await violations()).toEqual([]);
    expect(externalHosts()).toEqual([]);
    await context.close();
  }, 30_000);

  it('shows a page past the last as the 404 page that still holds the module', async () => {
    const { page, context } = await openPage(browser());
    const response = await page.goto(`${baseUrl}cms/blog/page/9/`);
    expect(response?.status()).toBe(404);
    expect(await page.locator('pb-blog .not-found-title').textContent()).toBe('No results found');
    // Loaded in place from a link, the 404 reply's module is shown too.
    await page.goto(`${baseUrl}cms/blog/`);
    await page.locator('pb-blog [role="status"]').waitFor({ state: 'attached' });
    await page.locator('pb-blog .wp-pagenavi').evaluate((nav) => {
      const link = Object.assign(document.createElement('a'), { href: '/cms/blog/page/9/', textContent: 'Far away' });
      nav.append(link);
    });
    await page.getByRole('link', { name: 'Far away' }).click();
    await expect.poll(() => page.locator('pb-blog [role="status"]').textContent()).toBe('Page 9');
    expect([path(page), await focused(page)]).toEqual(['/cms/blog/page/9/', 'No results found']);
    await context.close();
  });

  it('keeps the page on a failed load, says so, and navigates on a second press; links work without scripts', async () => {
    const { page, context } = await openPage(browser());
    await page.goto(`${baseUrl}cms/blog/`);
    await page.locator('pb-blog [role="status"]').waitFor({ state: 'attached' });
    const first = await titles(page);
    await page.route('**/cms/blog/page/3/', (route) => route.fulfill({ status: 500, body: 'Server error' }), {
      times: 1,
    });
    const link = page.getByRole('link', { name: 'Page 3', exact: true });
    await link.click();
    await expect.poll(() => page.locator('pb-blog [role="alert"]').textContent()).toContain('could not be loaded');
    expect([path(page), await titles(page)]).toEqual([pagePath(1), first]);
    await mark(page);
    await Promise.all([page.waitForURL(`**${pagePath(3)}`), link.click()]);
    // The second press was a real navigation: a new document.
    expect(await sameDocument(page)).toBe(false);
    expect((await titles(page)).length).toBe(3);
    await context.close();

    const noScript = await browser().newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto(`${baseUrl}cms/blog/`);
    await Promise.all([
      plain.waitForURL(`**${pagePath(2)}`),
      plain.getByRole('link', { name: 'Page 2', exact: true }).click(),
    ]);
    expect((await plain.locator('.entry-title').allTextContents()).length).toBe(3);
    await noScript.close();
  });

  it("on the React site, the journal's links load the blog's pages in place, with focus and announcement", async () => {
    const { page, context, violations } = await openPage(browser());
    await page.goto(baseUrl);
    const journal = page.locator('#journal');
    // The React site runs a section's code as it nears the view (site/src/later.tsx).
    await journal.scrollIntoViewIfNeeded();
    await journal.locator('pb-blog [role="status"]').waitFor({ state: 'attached' });
    const first = await journal.locator('.entry-title').allTextContents();
    await mark(page);
    await journal.getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect.poll(() => journal.locator('[role="status"]').textContent()).toBe(`Page 2 of ${PAGES}`);
    const second = await journal.locator('.entry-title').allTextContents();
    expect(second.length).toBe(3);
    expect(second.some((title) => first.includes(title))).toBe(false);
    expect([path(page), await focused(page)]).toEqual([pagePath(2), second[0]]);
    await page.goBack();
    await expect.poll(() => journal.locator('.entry-title').allTextContents()).toEqual(first);
    expect(path(page)).toBe('/');
    // The printed posts came back without a reload of the app.
    expect(await sameDocument(page)).toBe(true);
    expect(await focused(page)).toBe(first[0]);
    expect(await violations()).toEqual([]);
    await context.close();
  });

  it("the grid variant: the theme's masonry columns built (posts visible under the theme's CSS), again after a page change", async () => {
    const { page, context, violations } = await openPage(browser());
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${baseUrl}cms/blog/?layout=grid`);
    const grid = page.locator('.et_pb_salvattore_content');
    await expect.poll(() => grid.locator(':scope > .column').count()).toBe(3);
    const layout = () =>
      grid.evaluate((el) =>
        [...el.children].map((column) => ({
          classes: column.className,
          posts: [...column.querySelectorAll('.et_pb_post')].map((post) => getComputedStyle(post).opacity),
        })),
      );
    expect(await layout()).toEqual([
      { classes: 'column size-1of3', posts: ['1', '1'] },
      { classes: 'column size-1of3', posts: ['1', '1'] },
      { classes: 'column size-1of3', posts: ['1', '1'] },
    ]);
    const first = await page.locator('pb-blog .entry-title').allTextContents();
    await page.getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect.poll(() => path(page)).toBe('/cms/blog/page/2/');
    await expect.poll(() => grid.locator(':scope > .column').count()).toBe(3);
    const second = await page.locator('pb-blog .entry-title').allTextContents();
    expect(second.length).toBe(6);
    expect(second.some((title) => first.includes(title))).toBe(false);
    expect((await layout()).flatMap((column) => column.posts)).toEqual(['1', '1', '1', '1', '1', '1']);
    expect(new URL(page.url()).search).toBe('?layout=grid');
    // A tablet's width: two columns, the same posts.
    await page.setViewportSize({ width: 900, height: 900 });
    await expect.poll(() => grid.locator(':scope > .column').count()).toBe(2);
    expect((await page.locator('pb-blog .entry-title').allTextContents()).sort()).toEqual([...second].sort());
    // The CSP's report before axe runs (its checks add inline styles of their own).
    expect(await violations()).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('is axe-clean on the first page and after a page change', async () => {
    const page = await openAuditPage(browser());
    await page.goto(`${baseUrl}cms/blog/`);
    await page.locator('pb-blog [role="status"]').waitFor({ state: 'attached' });
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect.poll(() => page.locator('pb-blog [role="status"]').textContent()).toBe('Page 2 of 5');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
