/**
 * Debian's Chromium and the flags it needs on these machines (no sandbox in a container, no GPU, nothing that
 * phones home), shared by the end-to-end helper (test/helpers/browser.ts) and the bench (bench/lib/browser.mjs),
 * so the two drive the same browser the same way.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export const CHROMIUM = '/usr/bin/chromium';

/**
 * Chromium's own pages that it loads, hidden, with every new window, headless too: the address bar's popup and its
 * AI mode (Chromium 156 lists them as `browser_ui` targets). Each is a Lit app that renders as it loads, in a
 * process of its own, on the same two cores as the page under test, and the bench opens a window for every load.
 * Measured on 30 Nov (slow 4G at 4× CPU, docs/PERF.md): the jQuery + migrate anchor, a load of 0.3 s, read a median
 * of 291 ms with them and 167 ms without (eight loads each); the slider page, whose script runs later in its load,
 * 361 and 329 ms; the React site's first paint 1 288 → 1 066 ms (sixteen loads a side, TBT unchanged).
 */
const BACKGROUND_PAGES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * The spare renderer: after each navigation Chromium starts a renderer process for the next one, ready in the
 * same browser context. The journeys open a context for each test (the bench one for each load), so the spare is
 * never used: it is started, on the same two cores as the page under test, and thrown away with its context.
 * Measured on 2 Dec (two browsers side by side, 15 contexts each, one CMS page a context): 28.2 and 26.6 s with it,
 * 25.3 and 22.8 s without.
 */
const SPARE_RENDERER = ['SpareRendererForSitePerProcess'];

/**
 * The features playwright-core's launch turns off (its `--disable-features`), read from its bundle. Chromium reads
 * only the last `--disable-features` on its command line, so ours must repeat Playwright's list, or it would turn
 * those back on (paint holding among them). Undefined when the bundle no longer holds the list where it did.
 */
export function playwrightDisabledFeatures() {
  try {
    const bundle = createRequire(import.meta.url).resolve('playwright-core/lib/coreBundle');
    const list = /\bdisabledFeatures = \[([^\]]*)\]/.exec(readFileSync(bundle, 'utf8'))?.[1];
    return list ? [...list.matchAll(/"(\w+)"/g)].map((match) => match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** `--disable-features` with a launcher's own list (`defaults`), BACKGROUND_PAGES and SPARE_RENDERER. */
export const disableFeatures = (defaults) =>
  `--disable-features=${[...new Set([...defaults, ...BACKGROUND_PAGES, ...SPARE_RENDERER])]}`;

const playwrightDefaults = playwrightDisabledFeatures();
if (!playwrightDefaults)
  console.warn('chromium.mjs: no list of disabled features in playwright-core; Chromium keeps its background pages');

/**
 * The flag that turns BACKGROUND_PAGES and SPARE_RENDERER off under a Playwright launch (none when Playwright's list
 * was not found): the bench's and the journeys' (CHROMIUM_FLAGS), and the browser tests' Chromium
 * (web-test-runner.config.mjs).
 */
export const QUIET_FEATURES = playwrightDefaults ? [disableFeatures(playwrightDefaults)] : [];

/** The machine's own host names: the only ones a test's or the bench's browser reaches, in every engine. */
export const LOCAL_HOSTS = ['127.0.0.1', 'localhost'];

/**
 * Every host name but the machine's own fails to resolve, so no request leaves the machine, whatever asks for it:
 * the journeys' `route` (test/helpers/browser.ts) aborts only what a page requests, not what the browser fetches for
 * itself. A `route` a test sets up to answer for another host still answers, since it answers before any lookup.
 * The browser tests' Chromium has it too (web-test-runner.config.mjs, where Firefox and WebKit get a proxy that
 * refuses instead): there it also makes a lookup fail at once, as the fault matrix's "DNS failure" rows expect, where
 * the machine's resolver does not answer. The project's CI of 2efe507 had one wait more than 4 s for
 * `pb-fault.invalid`; with a resolver that never answers, a lookup took 14 s in Chromium, 10 s in WebKit and 5 s in
 * Firefox (6 Dec 2026).
 */
export const LOCAL_HOSTS_ONLY = `--host-resolver-rules=MAP * ~NOTFOUND, ${LOCAL_HOSTS.map((host) => `EXCLUDE ${host}`).join(', ')}`;

/**
 * V8 makes each function's source positions as it compiles it, instead of later on demand. The bench and the
 * journeys drive Chromium through DevTools, and a DevTools session with its Runtime domain on (playwright-core's and
 * Lighthouse's always are) makes V8 take a stack trace with line and column of every Error as it is made. A script
 * that makes an Error in its top-level code then has V8 parse that whole top level again for its positions: React
 * DOM makes five as it starts
 * (21 ms more at 1× CPU, 85–140 ms at 4×, one long task), and jQuery + migrate's start paid a like cost (a third of
 * the anchor's time). No visitor's browser does this: with no DevTools session, React DOM started in the same time with
 * lazy positions as with eager ones (Chromium run from the command line, the page timing itself), and with the Runtime
 * domain on, eager positions gave it back that time. With this flag the positions are made as the code is compiled,
 * for every script alike (ours, React, jQuery, the peers), so the instrument no longer adds work a visitor never
 * does; bench/README.md, "The instrument, again", has the measurements. The journeys too (since 5 Dec 2026):
 * their check of no long task of ours at 1× (test/e2e/page-stability.e2e.ts) read the React site's React DOM start
 * at 54–87 ms without the flag and 0–27 ms with it (six fresh browsers each, alternating, Chromium 156).
 */
export const SOURCE_POSITIONS_FLAG = '--no-enable-lazy-source-positions';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  LOCAL_HOSTS_ONLY,
  ...QUIET_FEATURES,
  `--js-flags=${SOURCE_POSITIONS_FLAG}`,
];

/** How the journeys and the bench (bench/lib/browser.mjs, which adds a V8 flag) start Debian's Chromium. */
export const CHROMIUM_LAUNCH = { executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS };
