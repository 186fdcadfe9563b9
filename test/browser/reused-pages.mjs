/**
 * Chromium's test pages, reused from one test file to the next, as the runner already does for Firefox (its
 * puppeteer launcher keeps the pages it made) and WebKit (one WebDriver window): by default the Playwright launcher
 * makes a browser context and a page for every file, so Chromium starts a renderer process for each of the 117.
 * Measured on 2 Dec (20 files of one empty test each, nothing else running): 12.7 s with a context and page a file,
 * 10.8 s with one context and a page a file, 4.0 s with the pages reused, that is about 0.45 s less a file.
 *
 * A reused page starts each file as a new one would: the runner navigates it to about:blank after a file (which
 * stops its timers) and "closes" the context it was given, which here clears the cookies, resets the media
 * emulation a file may have set (`emulateMedia`) and the session history, and returns the page to the pool. The
 * next file's page then replaces that blank entry instead of adding one after it, and the last file's local and
 * session storage were cleared as it was left: a test that goes back in the history further than it went forward finds no page
 * before its own, as in a new page, instead of leaving the test page for the last file's.
 *
 * @returns the `createBrowserContext` option of `playwrightLauncher` (its default `createPage` asks the context
 *   this returns for a page)
 */
export function reusedPages() {
  /** @type {Promise<import('playwright-core').BrowserContext> | undefined} */
  let shared;
  /** Pages whose file has ended, ready for the next (one with `concurrency: 1`). */
  const idle = [];
  return {
    /** @param {{ browser: import('playwright-core').Browser }} options */
    createBrowserContext({ browser }) {
      shared ??= browser.newContext();
      /** @type {ReturnType<typeof freshStart> | undefined} */
      let page;
      return {
        async newPage() {
          const context = await shared;
          // A page a test closed or crashed is not taken again.
          while (idle.length && !page) {
            const candidate = idle.pop();
            if (!candidate.page.isClosed()) page = candidate;
          }
          page ??= freshStart(context, await context.newPage());
          return page.proxy;
        },
        async close() {
          const context = await shared;
          await context.clearCookies();
          if (page && !page.page.isClosed()) {
            await page.page.emulateMedia({ media: null, colorScheme: null, reducedMotion: null, forcedColors: null });
            await (await page.cdp).send('Page.resetNavigationHistory');
            idle.push(page);
          }
        },
      };
    },
  };
}

/**
 * `page` as the runner sees it, with a `goto` that clears the test page's local and session storage as the runner
 * leaves it for about:blank, and opens the next test page in place of the blank one (`location.replace`).
 * @param {import('playwright-core').BrowserContext} context
 * @param {import('playwright-core').Page} page
 */
function freshStart(context, page) {
  const cdp = context.newCDPSession(page);
  /** @param {string} url */
  async function goto(url) {
    if (url === 'about:blank') {
      // A page a test navigated away (to another origin) has nothing of the test origin's to clear.
      await page
        .evaluate(() => {
          globalThis.localStorage.clear();
          globalThis.sessionStorage.clear();
        })
        .catch(() => undefined);
      return page.goto(url);
    }
    if (page.url() !== 'about:blank') return page.goto(url);
    // The test page's load, as `goto` waits for (its address may change as it runs: some tests replace it).
    const loaded = page.waitForEvent('load');
    // The evaluation may end with its page, as the navigation begins: that is no failure.
    await page.evaluate((href) => globalThis.location.replace(href), url).catch(() => undefined);
    await loaded;
    return null;
  }
  const proxy = new Proxy(page, {
    get(target, property) {
      if (property === 'goto') return goto;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { page, cdp, proxy };
}
