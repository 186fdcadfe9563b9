/**
 * Debian's Firefox ESR for the upgrade part at 1× (issue 19). playwright-core drives only its own patched Firefox,
 * but puppeteer-core drives Debian's through WebDriver BiDi, as web-test-runner.config.mjs does for the browser
 * tests. BiDi has no CPU throttling and no forced GC, so Firefox is measured at 1× and a sample waits for an idle
 * moment instead of collecting garbage first; Firefox has no long-task entries, so those columns are empty.
 */
import * as puppeteer from 'puppeteer-core';

const FIREFOX = '/usr/bin/firefox-esr';

export const launchFirefox = () => puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true });

/** A fresh context and page, shaped like `openPage`'s (bench/lib/browser.mjs) for the upgrade samples. */
export async function openFirefoxPage(browser) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 1280, height: 800 });
  return {
    page: {
      goto: (url, { waitUntil = 'load' } = {}) => page.goto(url, { waitUntil }),
      evaluate: (fn) => page.evaluate(fn),
      waitForTimeout: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    },
    cdp: undefined,
    close: () => context.close(),
  };
}
