/**
 * Debian Chromium driven by playwright-core, with the flags this machine needs, and a page that records every
 * request and every CSP violation. Requests that would leave the machine are aborted (and recorded), so a test
 * sees exactly what a visitor's browser would have asked for; what the browser asks for itself fails to resolve
 * (LOCAL_HOSTS_ONLY in chromium.mjs).
 */
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { CHROMIUM_LAUNCH, LOCAL_HOSTS } from './chromium.mjs';

export const VIDEO_HOSTS = /(^|\.)(youtube\.com|youtube-nocookie\.com|ytimg\.com|googlevideo\.com|ggpht\.com)$/;

/**
 * This worker's browser, started for the end-to-end run by test/helpers/e2e-server.ts. A run that started none (the
 * node suite's consumer apps, test/node/consumers.spec.ts) gets a browser of its own, launched the same way.
 */
async function connectOrLaunch(): Promise<Browser> {
  const endpoints = inject('browserEndpoints') ?? [];
  if (!endpoints.length) return chromium.launch(CHROMIUM_LAUNCH);
  const worker = Number(process.env.VITEST_POOL_ID ?? 1) - 1;
  return chromium.connect(endpoints[worker % endpoints.length]);
}

export interface RecordedPage {
  context: BrowserContext;
  page: Page;
  /** Every request the page made, local or not, in order. */
  requests: string[];
  /** Hosts of the requests that would have left the machine. */
  externalHosts: () => string[];
  /** CSP violations reported in the page: `directive blocked-uri`. */
  violations: () => Promise<string[]>;
}

const isLocal = (url: string) => /^(data:|blob:|about:)/.test(url) || LOCAL_HOSTS.includes(new URL(url).hostname);

/**
 * Aborts every request `context` makes to another host, besides its failing to resolve (chromium.mjs): the journeys'
 * timing was measured with this interception, and a load without it once shifted the media page by 0.0001 (the CI of
 * 944f688). The journeys' pages and the accessibility audit's (axe.ts) share it.
 */
export async function abortOtherHosts(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => !isLocal(url.href),
    (route) => route.abort('blockedbyclient'),
  );
}

export async function openPage(
  browser: Browser,
  options: { reducedMotion?: 'reduce' | 'no-preference' } = {},
): Promise<RecordedPage> {
  const context = await browser.newContext({
    reducedMotion: options.reducedMotion ?? 'no-preference',
    viewport: { width: 1280, height: 900 },
  });
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  const requests: string[] = [];
  context.on('request', (request: Request) => requests.push(request.url()));
  await abortOtherHosts(context);
  const page = await context.newPage();
  return {
    context,
    page,
    requests,
    externalHosts: () => [...new Set(requests.filter((url) => !isLocal(url)).map((url) => new URL(url).hostname))],
    violations: () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations.slice()),
  };
}

/**
 * The browser for a test file: its worker's, connected to before its tests; after them the connection closes, and
 * with it every context the file opened, so the next file finds the browser as launched (a browser of the file's
 * own closes).
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await connectOrLaunch();
  });
  afterAll(() => browser?.close());
  return () => {
    if (!browser) throw new Error('the browser is not running');
    return browser;
  };
}

/**
 * The page's cumulative layout shift so far (a PerformanceObserver with buffered entries, read after 500 ms).
 * Shifts within 500 ms of the visitor's own input do not count, as in the CLS metric itself.
 */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
}

/**
 * Scrolls down the page a screen and a half at a time to its end, as a reader would, then back to the top. The
 * React site runs a section's code as it nears the view (site/src/later.tsx): a read through the page brings all
 * of it.
 */
export async function readDown(page: Page): Promise<void> {
  // The end is where scrolling no longer moves, twice: the page grows as its sections are drawn (their height is a
  // guess until then, site/src/site.css), so the height read on the way down is not the end. Instant: the page
  // scrolls smoothly, and a smooth scroll has not moved yet when the step returns.
  for (let step = 0, still = 0; step < 100 && still < 2; step++) {
    const moved = await page.evaluate(() => {
      const before = window.scrollY;
      window.scrollBy({ top: window.innerHeight * 1.5, behavior: 'instant' });
      return window.scrollY !== before;
    });
    await page.waitForTimeout(80);
    still = moved ? 0 : still + 1;
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}
