/**
 * Every demo page holds still while it upgrades (issue 19's deterministic checks; PERF.md): each CMS page, as a
 * visitor's browser loads it with nothing but the stylesheet and autoload, and the React site, at 1× CPU. The
 * layout shift of the whole load (no input) must be 0, except the shifts KNOWN_SHIFTS lists with their ceiling
 * while the work on them is open (each fails when it grows past its ceiling, or when it is gone and its entry
 * should go too). No script of ours may run 50 ms or more in one go (a long task of ours): Chromium's long
 * animation frames name each script that ran in them and its time. The page's long tasks, the browser's own
 * work included, are printed (issue 19's benchmark measures them with repeated runs at 4×). The same load of each
 * printed CMS page reads its request chain, as request-chain.e2e.ts does for the pages without tags. And once a page
 * has settled, no script holds a listener on the window or the document for input that comes continuously (a wheel
 * notch, a touch, a key, a pointer move, a scroll step): each would be a call into script every time, all visit long,
 * whether or not anything needs it then (issue 19; pb-page held three for the wheel until 5 Dec 2026).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPage, useBrowser } from '../helpers/browser.js';
import { CMS_PAGES } from '../helpers/cms-pages.js';
import { longestChain, MOST_ROUND_TRIPS, recordScriptRequests } from '../helpers/request-chain.mjs';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** The CMS demo pages (with the server-printed blog, also as a grid), and the React site. */
const PAGES = [...CMS_PAGES, 'cms/blog/?layout=grid', ''];

/**
 * Shifts known and not yet removed (issue 19), with the largest CLS each may reach. The blog grid: the theme's
 * masonry prints the posts stacked (transparent) and its script deals them into columns, so the pagination below
 * moves up, as it did with Salvattore (and the footer too, in a window taller than this one's 900 px: 0.03 at
 * 1 000 px). CSS cannot print those columns: the posts go round them one by one, so each column's height is known
 * only once they are there, and the column count is the theme's own `::before` hint.
 */
const KNOWN_SHIFTS: Record<string, number> = {
  'cms/blog/?layout=grid': 0.02,
};

/** What one load of a page showed: its layout shifts, its long tasks, and the scripts of ours in long frames. */
interface Stability {
  shift: number;
  shifts: string[];
  long: number[];
  scripts: Array<{ url: string; duration: number; invoker: string }>;
}

/**
 * A load as the page showed it, with the script requests it made (the document first, each with its initiator) and the
 * listeners for continuous input held once it settled.
 */
type Load = Stability & { requests: Awaited<ReturnType<typeof recordScriptRequests>>; resting: string[] };

/** Input that comes continuously while a visitor reads, scrolls or types. */
const CONTINUOUS_INPUT = [
  'wheel',
  'mousewheel',
  'touchstart',
  'touchmove',
  'pointermove',
  'mousemove',
  'scroll',
  'keydown',
];

/**
 * The listeners for CONTINUOUS_INPUT on the window, the document, its root and its body, as "where type: file:line:column"
 * (the debugger, enabled once the page has settled, names every script parsed so far).
 */
async function restingInputListeners(context: BrowserContext, page: Page): Promise<string[]> {
  const cdp = await context.newCDPSession(page);
  const scripts = new Map<string, string>();
  cdp.on('Debugger.scriptParsed', ({ scriptId, url }) => scripts.set(scriptId, url));
  await cdp.send('Debugger.enable');
  const found: string[] = [];
  for (const expression of ['window', 'document', 'document.documentElement', 'document.body']) {
    const { result } = await cdp.send('Runtime.evaluate', { expression });
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! });
    for (const { type, scriptId, lineNumber, columnNumber } of listeners)
      if (CONTINUOUS_INPUT.includes(type))
        found.push(`${expression} ${type}: ${scripts.get(scriptId) ?? scriptId}:${lineNumber + 1}:${columnNumber + 1}`);
  }
  await cdp.detach();
  return found;
}

/** Loads `path` in a fresh context, lets it settle, and reads what the observers saw. */
async function load(path: string): Promise<Load> {
  const { page, context } = await openPage(browser());
  const requests = await recordScriptRequests(context, page, `${baseUrl}${path}`);
  await page.addInitScript(() => {
    const seen: Stability = { shift: 0, shifts: [], long: [], scripts: [] };
    (window as unknown as { __stability: Stability }).__stability = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{
        value: number;
        hadRecentInput: boolean;
        sources?: Array<{ node?: Node | null }>;
      }>) {
        if (entry.hadRecentInput) continue;
        seen.shift += entry.value;
        for (const source of entry.sources ?? []) {
          const node = source.node as Element | null | undefined;
          seen.shifts.push(
            node && 'localName' in node
              ? `<${node.localName}${node.id ? `#${node.id}` : ''}${node.className && typeof node.className === 'string' ? `.${node.className.trim().split(/\s+/).join('.')}` : ''}> ${entry.value.toFixed(4)}`
              : `(text) ${entry.value.toFixed(4)}`,
          );
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.long.push(Math.round(entry.duration));
    }).observe({ type: 'longtask', buffered: true });
    // Long animation frames name the scripts that ran in them, with each one's time (its forced style and
    // layout included): the way to tell a long task of ours from the browser's own work.
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{
        scripts: Array<{ sourceURL: string; duration: number; invoker: string }>;
      }>)
        for (const script of entry.scripts)
          seen.scripts.push({ url: script.sourceURL, duration: Math.round(script.duration), invoker: script.invoker });
    }).observe({ type: 'long-animation-frame', buffered: true });
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  // Upgrades, on-demand parts and their fonts and images settle; then two more frames.
  await page.waitForTimeout(1200);
  const seen = await page.evaluate(() => (window as unknown as { __stability: Stability }).__stability);
  const resting = await restingInputListeners(context, page);
  await context.close();
  return { ...seen, requests, resting };
}

/** The scripts of ours (the CDN build's files, the React site's bundle) among those a load's long frames name. */
const oursIn = (seen: Stability) =>
  seen.scripts.filter(({ url }) => url.startsWith(`${baseUrl}pb-elements/`) || url.startsWith(`${baseUrl}assets/`));

/** A task of 50 ms or more is long (the Long Tasks API's threshold). */
const LONG_TASK_MS = 50;
/** How many loads at most measure a page's longest script of ours (see the test). */
const LOADS = 3;

/** The test's name: the request chain is checked on the CMS pages only. */
const HOLDS_STILL = `/%s: CLS 0 and no long task of ours while upgrading, no listener for continuous input once settled; a CMS page's chain ≤ ${MOST_ROUND_TRIPS}`;

describe('demo pages hold still while they upgrade (1× CPU)', () => {
  it.each(PAGES)(HOLDS_STILL, async (path) => {
    const seen = await load(path);
    console.log(
      `/${path}: CLS ${seen.shift.toFixed(4)}, long tasks ${JSON.stringify(seen.long)} ms, our scripts in long frames ${JSON.stringify(oursIn(seen).map(({ url, duration }) => `${url.replace(/^.*\//, '')} ${duration} ms`))}`,
    );
    // Issue 19's request chain of the printed CMS pages (request-chain.e2e.ts reads the pages without tags): read
    // here, so each is loaded once for both.
    if (CMS_PAGES.includes(path)) {
      const chain = longestChain(seen.requests);
      const scripts = seen.requests.filter((request) => request.script).length;
      console.log(`/${path}: ${scripts} scripts, chain ${chain.length}: ${chain.join(' → ')}`);
      expect(scripts, 'the page loads our scripts').toBeGreaterThan(1);
      expect(chain.length, `the longest chain: ${chain.join(' → ')}`).toBeLessThanOrEqual(MOST_ROUND_TRIPS);
    }
    expect(seen.resting, `/${path}: listeners for continuous input held at rest`).toEqual([]);
    const known = KNOWN_SHIFTS[path];
    if (known === undefined)
      expect({ shift: Number(seen.shift.toFixed(4)), shifts: seen.shifts }, `layout shifts on /${path}`).toEqual({
        shift: 0,
        shifts: [],
      });
    else {
      expect(seen.shift, `/${path} shifts more than its known ceiling: ${seen.shifts.join('; ')}`).toBeLessThanOrEqual(
        known,
      );
      expect(seen.shift, `/${path} no longer shifts: remove it from KNOWN_SHIFTS`).toBeGreaterThan(0);
    }
    // Issue 19: no long task of ours at 1×. A script of ours running 50 ms or more in one go is one. Its length
    // is the code's cost plus whatever else the two shared cores were doing at that moment (autoload's own task
    // measured 7–44 ms on most loads, and once 70 ms in CI), so a page's figure is the least of up to LOADS loads'
    // longest: the cost the code cannot go below. A load under the threshold settles it, since the least can only
    // be lower; code that makes a long task every time fails on every load.
    const longest = (loaded: Stability) => Math.max(0, ...oursIn(loaded).map(({ duration }) => duration));
    const measured = [longest(seen)];
    while (Math.min(...measured) >= LONG_TASK_MS && measured.length < LOADS) measured.push(longest(await load(path)));
    expect(
      Math.min(...measured),
      `/${path}: the longest script of ours, least of ${measured.length} loads (${measured.join(', ')} ms)`,
    ).toBeLessThan(LONG_TASK_MS);
  });
});
