/**
 * The pages hold still on a phone on slow 4G (issue 19): the React site and the CMS pages whose upgrade changed what
 * a phone had already painted. Split from page-stability.e2e.ts, which times the pages and so runs alone: these
 * measure layout shifts only, wait mostly on the emulated network, and run with the other journeys, two at a time.
 */
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../helpers/browser.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/**
 * A phone on slow 4G paints the page's HTML long before the scripts arrive (the React site is prerendered), so
 * whatever the upgrade changes then moves what the visitor already sees. Lighthouse found the React site's menu
 * doing so (CLS 0.33: the desktop menu list collapsing into the mobile toggle); the header's CSS now lays out the
 * printed menu as the upgraded one at the default breakpoint. It found the Instagram feed's rows moving down too
 * (CLS 0.060: the printed 4 columns became the script's 2 on a phone); its CSS now prints the script's columns.
 * And the slider page's tabs (CLS 0.010: the row of tabs became the stacked column the element uses under 768 px);
 * their CSS now prints them stacked there.
 * Every shift counts here, `hadRecentInput` or not: nobody touches the page, but the emulated touch screen marks
 * the first half second as "recent input", which hid the feed's shift (Lighthouse counts it).
 */
describe('the header, the feed and the tabs hold still on a phone on slow 4G (issue 19)', () => {
  it.each(['', 'cms/header.html', 'cms/feed.html', 'cms/slider.html'])(
    '/%s: CLS 0 at 412 px wide, 150 ms round trips, 1.6 Mbps',
    async (path) => {
      const context = await browser().newContext({
        viewport: { width: 412, height: 823 },
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { __shifts: string[] }).__shifts = seen;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Array<{
            value: number;
            sources?: Array<{ node?: Node | null }>;
          }>)
            seen.push(
              `${entry.value.toFixed(4)}: ${(entry.sources ?? []).map((source) => (source.node as Element | null)?.localName ?? '(text)').join(', ')}`,
            );
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle', timeout: 60_000 });
      await page.waitForTimeout(1200);
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts);
      expect(shifts, `layout shifts on /${path}`).toEqual([]);
      await context.close();
    },
  );
});
