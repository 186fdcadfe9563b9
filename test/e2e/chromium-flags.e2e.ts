/**
 * The Chromium the journeys and the bench drive (test/helpers/chromium.mjs) runs none of its own background pages
 * beside the page under test: with them, every new window loaded the address bar's popup and its AI mode, two Lit
 * apps in a process of their own, on the same two cores, and the bench's jQuery + migrate anchor read 291 ms where
 * it reads 167 without them (docs/PERF.md). The flag that turns them off must also keep Playwright's own list of
 * disabled features, since Chromium reads only the last `--disable-features`.
 */
import { expect, it } from 'vitest';
import { openPage, useBrowser } from '../helpers/browser.js';
import { CHROMIUM_FLAGS, playwrightDisabledFeatures } from '../helpers/chromium.mjs';

const browser = useBrowser();

it("keeps playwright-core's disabled features, and adds the background pages and the spare renderer to them", () => {
  const defaults = playwrightDisabledFeatures();
  // Paint holding and HTTPS upgrades are two of Playwright's, which it turns off for tests.
  expect(defaults).toEqual(expect.arrayContaining(['PaintHolding', 'HttpsUpgrades']));
  const flags = CHROMIUM_FLAGS.filter((flag) => flag.startsWith('--disable-features='));
  expect(flags).toHaveLength(1);
  const disabled = flags[0].slice('--disable-features='.length).split(',');
  expect(disabled).toEqual(
    expect.arrayContaining([
      ...defaults!,
      'WebUIOmniboxPopup',
      'WebUIOmniboxAimPopup',
      'SpareRendererForSitePerProcess',
    ]),
  );
});

it('opens a window with no page of its own beside the one under test', async () => {
  const { page, context } = await openPage(browser());
  try {
    await page.goto('about:blank');
    // The background pages came within a second of the window.
    await page.waitForTimeout(1500);
    const session = await browser().newBrowserCDPSession();
    const { targetInfos } = (await session.send('Target.getTargets')) as {
      targetInfos: Array<{ type: string; url: string }>;
    };
    await session.detach();
    expect(targetInfos.filter((target) => target.type !== 'page').map((target) => target.url)).toEqual([]);
  } finally {
    await context.close();
  }
});
