/**
 * The React site is printed at build time and hydrated (issue 19; site/src/prerender.tsx, scripts/build.mjs):
 * the HTML holds the whole page, it reads and paints without a script, and React takes it over without a
 * mismatch (which would make React throw the printed page away and render it anew).
 * Its timings (TBT and first paint at 4× CPU, printed against client-rendered) are `npm run bench`'s to measure.
 */
import type { Page, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPage, readDown, useBrowser } from '../helpers/browser.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** What a reader finds: the first screen's heading and lead, and every section's heading, in order. */
const readingOf = (page: Page) =>
  page.evaluate(() => ({
    title: document.querySelector('h1')?.textContent ?? '',
    lead: document.querySelector('.hero .lead')?.textContent ?? '',
    headings: [...document.querySelectorAll('main section h2')].map(
      (h) => `${h.closest('section')!.id} ${h.textContent}`,
    ),
    footer: document.querySelector('footer.site-footer')?.textContent ?? '',
    consent: document.querySelector('cookie-bar p')?.textContent ?? '',
  }));

/** Serves the site's page with #root emptied: the site as it was before it was printed, rendered by the client. */
async function clientRendered(route: Route): Promise<void> {
  const response = await route.fetch();
  const html = (await response.text()).replace(
    /<div id="root">[\s\S]*<\/div>(\s*<noscript>)/,
    '<div id="root"></div>$1',
  );
  await route.fulfill({ response, body: html });
}

describe('the React site is prerendered and hydrated', () => {
  it('serves the whole page in its HTML and reads without JavaScript, as the client renders it', async () => {
    const html = await (await fetch(baseUrl)).text();
    // Printed in #root: no inline script (the site's CSP forbids them), no Suspense boundary left to fill in. The
    // page behaviour comes first, in a boundary of its own (`<!--$-->`: complete), as it loads after the first screen.
    expect(html).toMatch(/<div id="root"><!--\$--><pb-page><\/pb-page><!--\/\$-->/);
    expect(html.match(/<script\b[^>]*>/g)).toEqual([
      '<script type="application/json" id="pb-config">',
      expect.stringMatching(/^<script type="module" crossorigin src="\.\/assets\/main-[\w-]+\.js">$/),
    ]);
    expect(html).not.toContain('<template');
    expect(html).not.toContain('<!--$?-->');
    // The nonce placeholders in the printed form were filled in by the server, like the config's.
    expect(html).not.toContain('%PB_NONCE');

    const still = await browser().newContext({ javaScriptEnabled: false });
    const quiet = await still.newPage();
    await quiet.goto(baseUrl);
    const withoutScript = await readingOf(quiet);
    await still.close();

    const { page, context } = await openPage(browser());
    await page.route(baseUrl, clientRendered);
    await page.goto(baseUrl);
    expect(withoutScript.title).toBe('Films that people finish watching.');
    // The first screen, every section below it (React.lazy on the client), the footer and the consent bar's text.
    expect(withoutScript.headings.length).toBeGreaterThan(15);
    expect(withoutScript.headings).toContain('contact Start a project');
    // The client renders the parts after the first screen as their chunks arrive (the footer's signup after the
    // last section: CI of a503de9 read the footer before it came), so the reading is compared once all have come.
    await expect.poll(() => readingOf(page), { timeout: 10_000, interval: 100 }).toEqual(withoutScript);
    await context.close();
  });

  it('paints before any script has run', async () => {
    const { page, context } = await openPage(browser());
    // No script at all: the page must still paint its first screen.
    await page.route(/\.js$/, (route) => route.abort('blockedbyclient'));
    await page.goto(baseUrl, { waitUntil: 'load' });
    // The browser records the paint once it has happened: wait for it (the test's timeout says it never did).
    await page.waitForFunction(() =>
      performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint'),
    );
    expect((await page.locator('h1').boundingBox())?.height ?? 0).toBeGreaterThan(0);
    expect(await page.locator('#contact h2').textContent()).toBe('Start a project');
    await context.close();
  });

  it('hydrates without a mismatch, keeps the printed nodes, and the elements upgrade', async () => {
    const { page, context, violations } = await openPage(browser());
    const problems: string[] = [];
    page.on('console', (message) => {
      const text = message.text();
      // The browser asks for a favicon the site does not have.
      if (message.location().url.endsWith('/favicon.ico')) return;
      // Every error, and any word from React (its warnings about hydration included).
      if (message.type() === 'error' || /hydrat|react/i.test(text)) problems.push(`${message.type()}: ${text}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    // A mismatch makes React replace the printed subtree: any section or heading removed from the page says so.
    await page.addInitScript(() => {
      const removed: string[] = [];
      (window as unknown as { __removed: string[] }).__removed = removed;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (node instanceof Element && node.matches('section, h1, h2, header, footer'))
              removed.push(`${node.localName}#${node.id}`);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(baseUrl, { waitUntil: 'networkidle' });
    // A section's code loads as it nears the view (site/src/later.tsx): a reader going down the page brings it all.
    await readDown(page);
    // Every wrapper with children renders `defer-hydration` and drops it once React has hydrated them (react/),
    // the lazy sections' too: none left means the whole page is React's.
    await page.waitForFunction(() => document.querySelectorAll('[defer-hydration]').length === 0);
    // A sample of upgraded elements: the first screen's and a lazy section's.
    await page.locator('#cookie-law-info-bar').waitFor();
    await page.locator('#work lazy-video .lazy-video__play').first().waitFor();
    // React is in charge of the printed nodes: an event prop reaches React state.
    await page.locator('#work lazy-video .lazy-video__play').first().click();
    await page.locator('#work .status', { hasText: 'Playing: dQw4w9WgXcQ' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __removed: string[] }).__removed)).toEqual([]);
    expect(problems).toEqual([]);
    expect(await violations()).toEqual([]);
    await context.close();
  });

  it('skips the drawing of the sections below the first screen, but not of those holding a form', async () => {
    const { page, context } = await openPage(browser());
    await page.goto(baseUrl);
    // At DOMContentLoaded Chromium's form handling checks whether each form control can be seen; in a skipped section
    // that forces the section's style and layout after the first paint (site/src/site.css, docs/PERF.md).
    const sections = await page.evaluate(() =>
      [...document.querySelectorAll('#main-content > section')].map((section) => ({
        id: section.id,
        form: !!section.querySelector('input, select, textarea'),
        skipped: getComputedStyle(section).contentVisibility === 'auto',
      })),
    );
    expect(sections.filter((section) => section.form).map((section) => section.id)).toEqual(['questions', 'contact']);
    expect(sections.filter((section) => section.form && section.skipped)).toEqual([]);
    expect(sections.filter((section) => !section.form && section.skipped).length).toBeGreaterThan(10);
    await context.close();
  });

  it('runs the code of a section only once it nears the view: the printed section reads until then', async () => {
    const { page, context, requests } = await openPage(browser());
    await page.goto(baseUrl, { waitUntil: 'networkidle' });
    const contact = page.locator('#contact');
    const wrappersWaiting = () => contact.evaluate((section) => section.querySelectorAll('[defer-hydration]').length);
    // The contact section is far below the first screen: printed and readable, its chunk not asked for.
    expect(await contact.locator('h2').textContent()).toBe('Start a project');
    expect(await wrappersWaiting()).toBeGreaterThan(0);
    expect(requests.filter((url) => /\/ContactSection-[\w-]+\.js$/.test(url))).toEqual([]);
    await page.evaluate(() => document.getElementById('contact')!.scrollIntoView());
    await expect.poll(wrappersWaiting, { timeout: 10_000 }).toBe(0);
    expect(requests.filter((url) => /\/ContactSection-[\w-]+\.js$/.test(url))).toHaveLength(1);
    await context.close();
  });

  it('loads a section the address names at once, not one its parameters name, and a malformed address breaks nothing', async () => {
    const { page, context } = await openPage(browser());
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // The contact form's own state link: an id inside the section, which the browser does not scroll to.
    await page.goto(`${baseUrl}#et_pb_contact_form_0|sent`, { waitUntil: 'networkidle' });
    expect(await page.evaluate(() => scrollY), 'the page stays at the top').toBe(0);
    await expect.poll(() => page.locator('#contact [defer-hydration]').count(), { timeout: 10_000 }).toBe(0);
    // Not URI-encoded: the sections still wait for the view, and still load as it nears them. (A new document: going
    // to the same page with another fragment only scrolls.)
    await page.goto('about:blank');
    await page.goto(`${baseUrl}#%E0%A4%A`, { waitUntil: 'networkidle' });
    expect(await page.locator('#contact [defer-hydration]').count()).toBeGreaterThan(0);
    await page.evaluate(() => document.getElementById('contact')!.scrollIntoView());
    await expect.poll(() => page.locator('#contact [defer-hydration]').count(), { timeout: 10_000 }).toBe(0);
    // An element's parameters are not ids: the gallery's state names the stills section, not the contact one.
    await page.goto('about:blank');
    await page.goto(`${baseUrl}#stills|contact`, { waitUntil: 'networkidle' });
    await expect.poll(() => page.locator('#stills [defer-hydration]').count(), { timeout: 10_000 }).toBe(0);
    expect(await page.locator('#contact [defer-hydration]').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('scrolls to a section its address names once the client has rendered it, unless the visitor has moved on, and waits for nothing on a state address', async () => {
    const { page, context } = await openPage(browser());
    // Keeps the observers watching <main> that are still on: the site's wait for a section is one of them.
    await page.addInitScript(() => {
      const live = new Set<MutationObserver>();
      (window as unknown as { __mainWatchers: Set<MutationObserver> }).__mainWatchers = live;
      const { observe, disconnect } = MutationObserver.prototype;
      MutationObserver.prototype.observe = function (target, options) {
        if (target instanceof Element && target.id === 'main-content') live.add(this);
        return observe.call(this, target, options);
      };
      MutationObserver.prototype.disconnect = function () {
        live.delete(this);
        return disconnect.call(this);
      };
    });
    const watchers = () =>
      page.evaluate(() => (window as unknown as { __mainWatchers: Set<MutationObserver> }).__mainWatchers.size);
    const contactTop = () => page.evaluate(() => document.getElementById('contact')?.getBoundingClientRect().top);
    // Rendered by the client (no printed page): the browser finds no #contact on load, the site scrolls once it is in.
    await page.route(baseUrl, clientRendered);
    await page.goto(`${baseUrl}#contact`);
    const contactInView = () =>
      page.evaluate(() => {
        const top = document.getElementById('contact')?.getBoundingClientRect().top;
        return top !== undefined && scrollY > 0 && top >= -1 && top < innerHeight;
      });
    await expect.poll(contactInView, { timeout: 10_000 }).toBe(true);
    await expect.poll(watchers).toBe(0);
    // Every section in, their elements upgraded: it is still in view (the site keeps it there while they arrive).
    await page.waitForLoadState('networkidle');
    expect(await contactInView(), 'still in view once every section is in').toBe(true);

    // The visitor acts before the section arrives: the page no longer jumps under them.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/ContactSection-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('about:blank');
    await page.goto(`${baseUrl}#contact`);
    await expect.poll(watchers, { message: 'waiting for the section' }).toBe(1);
    await page.keyboard.press('Shift');
    expect(await watchers()).toBe(0);
    release();
    await expect.poll(contactTop, { timeout: 10_000 }).toBeDefined();
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(await page.evaluate(() => scrollY)).toBe(0);

    // An element's state (the contact form's) names no element by the whole fragment: nothing waits for one.
    await page.unroute(/\/ContactSection-[\w-]+\.js$/);
    await page.goto('about:blank');
    await page.goto(`${baseUrl}#et_pb_contact_form_0|sent`, { waitUntil: 'networkidle' });
    await expect.poll(contactTop, { timeout: 10_000 }).toBeDefined();
    expect(await watchers()).toBe(0);
    await context.close();
  });
});
