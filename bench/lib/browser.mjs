/**
 * Debian Chromium through playwright-core (tachometer drives browsers through WebDriver binaries it downloads,
 * which this machine cannot fetch, and cannot point at /usr/bin/chromium's own driver for the CDP throttling the
 * bench needs), with the flags this machine needs (test/helpers/browser.ts), and the CDP emulations of issue 19.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_LAUNCH } from '../../test/helpers/chromium.mjs';

export { CHROMIUM };

/**
 * V8 makes each function's source positions as it compiles it, instead of later on demand. The bench drives Chromium
 * through DevTools, and a DevTools session with its Runtime domain on (playwright-core's and Lighthouse's always are)
 * makes V8 take a stack trace with line and column of every Error as it is made. A script that makes an Error in its
 * top-level code then has V8 parse that whole top level again for its positions: React DOM makes five as it starts
 * (21 ms more at 1× CPU, 85–140 ms at 4×, one long task), and jQuery + migrate's start paid a like cost (a third of
 * the anchor's time). No visitor's browser does this: with no DevTools session, React DOM started in the same time with
 * lazy positions as with eager ones (Chromium run from the command line, the page timing itself), and with the Runtime
 * domain on, eager positions gave it back that time. With this flag the positions are made as the code is compiled,
 * for every script alike (ours, React, jQuery, the peers), so the instrument no longer adds work a visitor never
 * does; bench/README.md, "The instrument, again", has the measurements.
 */
export const SOURCE_POSITIONS_FLAG = '--no-enable-lazy-source-positions';

/** Chromium as the journeys launch it, with a GC the leak runs can force, and eager source positions (above). */
export const launchChromium = () =>
  chromium.launch({
    ...CHROMIUM_LAUNCH,
    args: [...CHROMIUM_LAUNCH.args, `--js-flags=--expose-gc ${SOURCE_POSITIONS_FLAG}`],
  });

/** Lighthouse's "slow 4G": 150 ms round trips, 1.6 Mbps down, 750 kbps up. */
export const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };

/** A fresh context and page with a CDP session, CPU throttled `cpu`×, and the network profile if given. */
export async function openPage(browser, { cpu = 1, network } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // Nothing leaves the machine: a request to another host is aborted at once.
  await context.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
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
