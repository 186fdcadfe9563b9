/**
 * Debian Chromium through playwright-core (tachometer drives browsers through WebDriver binaries it downloads,
 * which this machine cannot fetch, and cannot point at /usr/bin/chromium's own driver for the CDP throttling the
 * bench needs), with the flags this machine needs (test/helpers/browser.ts), and the CDP emulations of issue 19.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH, LOCAL_HOSTS, SOURCE_POSITIONS_FLAG } from '../../test/helpers/chromium.mjs';

/**
 * Chromium as the journeys launch it (eager source positions among its flags, test/helpers/chromium.mjs), with a GC
 * the leak runs can force: Chromium reads one `--js-flags`, so this one holds both.
 */
export const launchChromium = () =>
  chromium.launch({
    ...CHROMIUM_LAUNCH,
    args: [
      ...CHROMIUM_LAUNCH.args.filter((flag) => !flag.startsWith('--js-flags=')),
      `--js-flags=--expose-gc ${SOURCE_POSITIONS_FLAG}`,
    ],
  });

/** Lighthouse's "slow 4G": 150 ms round trips, 1.6 Mbps down, 750 kbps up. */
export const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };

/** A fresh context and page with a CDP session, CPU throttled `cpu`×, and the network profile if given. */
export async function openPage(browser, { cpu = 1, network } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // Nothing leaves the machine: a request to another host is aborted at once.
  await context.route(
    (url) => !LOCAL_HOSTS.includes(url.hostname),
    (route) => route.abort('blockedbyclient'),
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (cpu !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', network);
  }
  return { context, page, cdp, close: () => context.close() };
}

/**
 * The trace events of `categories` recorded on `tab` while `during` runs (CDP, reported as they come): the whole-page
 * loads' measure (lib/pages.mjs) and file-count.mjs's.
 */
export async function traceDuring(tab, categories, during) {
  const events = [];
  tab.cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => tab.cdp.once('Tracing.tracingComplete', resolve));
  await tab.cdp.send('Tracing.start', {
    traceConfig: { includedCategories: categories },
    transferMode: 'ReportEvents',
  });
  await during();
  await tab.cdp.send('Tracing.end');
  await complete;
  return events;
}
