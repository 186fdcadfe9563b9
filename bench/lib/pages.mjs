/**
 * Issue 19, part 2 and part 3's comparison: every CMS demo page and the React site on the reference server
 * (site/server/server.mjs, as the end-to-end tests start it), Chromium at 4× CPU on slow 4G, cache off.
 * - JS: every script response's body gzipped (gzip -9, as PERF.md counts), split into what arrived by the time
 *   every element had upgraded (initial) and everything after scrolling to the bottom (total);
 * - the longest chain of dependent script requests (CDP initiators: the document → autoload → …), in requests:
 *   the first screen's (requests made before the scroll) against the goal, and the whole visit's as context;
 * - DOMContentLoaded → every element on the page upgraded (customElements.define hooked: each tag's instances'
 *   updateComplete), long tasks, total blocking time (bench/tbt.mjs: from the first contentful paint on, as
 *   Lighthouse counts it; the parser's tasks before that paint summed apart), CLS, FCP, LCP;
 * - in separate traced loads (tracing slows the page): our scripts' main-thread time (bench/attribute.mjs,
 *   `pageScriptTime`: their evaluation, compilation and calls, module evaluation and microtasks, from a light trace).
 *   A CMS page is traced until its ratio to the anchor has a verdict or is known to ±10 % (`pageSettled`); two more
 *   loads, profiled, split its time by file (`scriptTimeByFile`).
 * Lighthouse (bench/lib/lighthouse.mjs) once a page, or LIGHTHOUSE_RUNS times when the first run is near or past a
 * goal (bench/lighthouse-runs.mjs): its performance score, TBT and CLS on its mobile settings; for a page short of
 * the goal, the same with every script blocked (what the page's markup alone reads).
 * The same trace of a blank page loading jQuery 3.7.1 + jquery-migrate 3.4 (the bench server) is the anchor.
 */
import { readdirSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startServer } from '../../site/server/server.mjs';
import { isRuntime } from '../../scripts/size/measure.mjs';
import { longestChain, recordScriptRequests } from '../../test/helpers/request-chain.mjs';
import { mean, median, pageSettled } from '../stats.mjs';
import {
  PAGE_TRACE_CATEGORIES,
  pageScriptTime,
  renderingTime,
  scriptTime,
  scriptTimeByFile,
  TRACE_CATEGORIES,
} from '../attribute.mjs';
import { tbtUndecided, totalBlockingTime } from '../tbt.mjs';
import { openPage, SLOW_4G, traceDuring } from './browser.mjs';
import { shortOfGoal } from '../lighthouse-runs.mjs';
import { lighthouse } from './lighthouse.mjs';
import { ROOT } from './setup.mjs';

const PAGES = [
  ...readdirSync(join(ROOT, 'site/cms'))
    .filter((f) => f.endsWith('.html') && f !== 'blog.html')
    .map((f) => `cms/${f}`),
  'cms/blog/',
  '',
];

/**
 * What a measured load watches in the page (`window.__bench`): its layout shifts, largest paint, long tasks and
 * first contentful paint, and with `settle` when each element of ours has defined and finished its first updates
 * (`measureLoad`). `tracedLoad` watches without `settle`: its hook on `customElements.define` queues microtasks of
 * its own, which the trace would count as our scripts'.
 */
const OBSERVE = ({ settle }) => {
  const seen = { cls: 0, lcp: 0, fcp: 0, long: [], done: {} };
  window.__bench = seen;
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) if (!e.hadRecentInput) seen.cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) seen.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) seen.long.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') seen.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  if (!settle) return;
  const define = customElements.define.bind(customElements);
  customElements.define = (name, constructor, options) => {
    define(name, constructor, options);
    const settled = async () => {
      await Promise.all([...document.querySelectorAll(name)].map((e) => e.updateComplete));
      seen.done[name] = performance.now();
    };
    queueMicrotask(settled);
  };
};

const SETTLED = () => {
  const seen = window.__bench;
  const nav = performance.getEntriesByType('navigation')[0];
  const tags = [...new Set([...document.querySelectorAll('*')].map((e) => e.localName).filter((n) => n.includes('-')))];
  const ours = tags.filter((t) => /^(pb-|lazy-video|cookie-bar|sbi-feed)/.test(t));
  const upgradedAt = Math.max(0, ...ours.map((t) => seen.done[t] ?? 0));
  return {
    dcl: nav.domContentLoadedEventStart,
    upgraded: ours.length ? upgradedAt - nav.domContentLoadedEventStart : 0,
    undefinedTags: ours.filter((t) => !customElements.get(t)),
    elements: ours,
    cls: seen.cls,
    lcp: seen.lcp,
    longTasks: seen.long.length,
    long: seen.long,
    fcp: seen.fcp,
  };
};

/** One step of `scrollToBottom`: whether the page moved. An expression, not a function: nothing of it is left queued. */
const SCROLL_STEP =
  '(() => { const before = window.scrollY; window.scrollBy({ top: window.innerHeight * 0.8, behavior: "instant" }); ' +
  'return window.scrollY !== before; })()';

/**
 * Scrolls to the end of the page. The end is where scrolling no longer moves, twice: the React site grows as its
 * sections are drawn (their height is a guess until then), so the height read on the way down ended the scroll
 * with three sections never seen. It scrolls by script, which no wheel, touch or key listener hears: that a settled
 * page holds none on the window or the document is checked in `npm test` instead (test/e2e/page-stability.e2e.ts).
 *
 * The step goes through the tab's own DevTools session (`Runtime.evaluate` of SCROLL_STEP), not playwright-core's
 * `page.evaluate`: that one runs its injected helper and settles a promise in the page, so each step left a
 * microtask checkpoint, which names no script, and `pageScriptTime` counts every such checkpoint as the page's. On a
 * long page with no script at all the scroll read 18–31 ms of "ours" at 4× that way, against 0 without it
 * (bench/README.md, "The bench's own scroll counted as ours; the whole pages again").
 */
async function scrollToBottom({ page, cdp }) {
  for (let i = 0, still = 0; i < 60 && still < 2; i++) {
    const { result } = await cdp.send('Runtime.evaluate', { expression: SCROLL_STEP, returnByValue: true });
    await page.waitForTimeout(150);
    still = result.value ? 0 : still + 1;
  }
}

/** Where the CMS pages' files of ours are served (the CDN build, on the reference server and the bench's alike). */
const OUR_FILES = '/pb-elements/';

/**
 * A blank page whose one inline module imports `files` (paths of our CDN build) and nothing else: the page's code
 * loaded and evaluated with no markup for it to upgrade, so no element renders and autoload asks for nothing (the
 * browser's module loader asks for the files, as the parser asks for the anchor's two scripts). Autoload is left out:
 * on a page with no markup it would still add its `<pb-page>` and run the page's behaviours, which is work.
 */
function filesAlonePage(files) {
  const imports = files.map((file) => `import ${JSON.stringify(file)};`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Files alone</title>
<script type="module">${imports}</script></head><body><p>Files alone</p></body></html>`;
}

/** One measured load of `url`. */
async function measureLoad(browser, url) {
  const tab = await openPage(browser, { cpu: 4, network: SLOW_4G });
  const { page } = tab;
  const requests = await recordScriptRequests(tab.context, page, url);
  const bodies = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const at = Date.now();
    try {
      bodies.push({ at, url: response.url(), gzip: gzipSync(await response.body(), { level: 9 }).length });
    } catch {
      /* a response without a body (aborted) */
    }
  });
  try {
    await page.addInitScript(OBSERVE, { settle: true });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => {});
    await page.waitForTimeout(1000);
    const { long, ...settled } = await page.evaluate(SETTLED);
    const tbt = totalBlockingTime(long, settled.fcp);
    const initialAt = Date.now();
    const initialJs = bodies.filter((b) => b.at <= initialAt).reduce((s, b) => s + b.gzip, 0);
    const initialScripts = bodies.length;
    // The goal's chain is the first screen's: what the visitor waits for before the elements in view upgrade. What
    // scrolling loads later (Swiper as a carousel further down nears the viewport) is a chain of its own, kept apart.
    const firstScreen = longestChain([...requests]);
    await scrollToBottom(tab);
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
    const visit = longestChain(requests);
    const ours = new Map(
      bodies.map((b) => [new URL(b.url).pathname, b.gzip]).filter(([path]) => path.startsWith(OUR_FILES)),
    );
    return {
      ...settled,
      blocking: tbt.after,
      blockingBeforeFcp: tbt.before,
      initialJs,
      totalJs: bodies.reduce((s, b) => s + b.gzip, 0),
      scriptRequests: initialScripts,
      totalScriptRequests: bodies.length,
      // Our files, each once, in the order they came, and their gzip.
      ourFiles: [...ours.keys()],
      ourJs: [...ours.values()].reduce((sum, gzip) => sum + gzip, 0),
      chainPath: firstScreen,
      chain: firstScreen.length,
      visitChainPath: visit,
      visitChain: visit.length,
    };
  } finally {
    await tab.close();
  }
}

/**
 * Which part of the CDN build a file of ours is (bench/report.mjs's "where our time went"): autoload (the scan, and
 * asking for every other file: an `import()`'s work is its caller's), the shared runtime (Lit and our base), an
 * element's own file, or a kit or on-demand part (every other chunk).
 */
function partOf(url) {
  const path = new URL(url).pathname.replace(/^.*\/pb-elements\//, '');
  if (path === 'autoload.js') return 'autoload';
  if (isRuntime(path)) return 'runtime';
  return path.startsWith('chunks/') ? 'kits' : 'elements';
}

/**
 * Main-thread time of the scripts matching `ours` during a load of `url` and a scroll to the bottom, at 4×, from
 * a trace of the load: `{ total, parts, files }`. By default a light trace (bench/attribute.mjs, `pageScriptTime`:
 * the scripts' evaluation, compilation and calls, the page's module evaluation and microtasks), the goal's measure.
 * `byPart`: a profiled trace instead (`scriptTime`, which also counts the profiler's samples in our code), whose
 * moments can be given to files: the parts (`partOf`, ms) and the number of files of ours that ran. The profiler
 * slows our many calls into the browser more than the anchor's one evaluation, so its totals run high; bench/ab.mjs
 * compares two builds with it, both slowed alike. Also the page's style and layout from the same trace (`rendering`,
 * bench/attribute.mjs's `renderingTime`), and with `longTasks` the load's long tasks (`long`: [start, duration] ms)
 * and its TBT from the first paint (`blocking`), which a page observer gathers: off in the pages part, whose goal
 * measure runs no script of the bench's in the page.
 */
export async function tracedLoad(browser, url, ours, { network, scroll, byPart = false, longTasks = false }) {
  const tab = await openPage(browser, { cpu: 4, network });
  try {
    if (longTasks) await tab.page.addInitScript(OBSERVE, { settle: false });
    let seen;
    const events = await traceDuring(tab, byPart ? TRACE_CATEGORIES : PAGE_TRACE_CATEGORIES, async () => {
      await tab.page.goto(url, { waitUntil: 'load', timeout: 120_000 });
      await tab.page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => {});
      if (scroll) await scrollToBottom(tab);
      await tab.page.waitForTimeout(500);
    });
    // Read once the trace has ended: an evaluate in it would leave a microtask checkpoint that counts as the page's.
    if (longTasks) seen = await tab.page.evaluate(() => window.__bench);
    const parts = {};
    const byFile = byPart ? scriptTimeByFile(events, ours) : new Map();
    for (const [file, ms] of byFile) parts[partOf(file)] = (parts[partOf(file)] ?? 0) + ms;
    return {
      total: byPart ? scriptTime(events, ours) : pageScriptTime(events, ours),
      rendering: renderingTime(events, ours),
      ...(seen && { long: seen.long, blocking: totalBlockingTime(seen.long, seen.fcp).after }),
      parts,
      files: byFile.size,
    };
  } finally {
    await tab.close();
  }
}

/** The mean of each part's ms over traced loads (a part a load lacks counts 0 there). */
export function meanParts(loads) {
  const means = {};
  for (const part of new Set(loads.flatMap((load) => Object.keys(load))))
    means[part] = mean(loads.map((load) => load[part] ?? 0));
  return means;
}

/** The anchor's loads beside each traced load of a page. */
const ANCHOR_LOADS = 2;
/** Up to how many times `profiles` a CMS page is traced until its comparison with the anchor settles (`pageSettled`). */
const SETTLE_PROFILES = 4;
/** Profiled loads of a CMS page for "where our time went" (`tracedLoad`'s `byPart`), apart from the measured ones. */
const PROFILED_LOADS = 2;
/**
 * Loads of a CMS page's files alone (`filesAlonePage`), at 4× with no network profile, as the anchor is traced: what
 * its code costs to load and evaluate, told apart from what it does to the page. Their figure sits at a fifth to a
 * half of the anchor's (bench/README.md, "The code alone and the work"), so three loads tell it apart.
 */
const FILES_ALONE_LOADS = 3;
/** How many times `loads` a page is loaded when its TBT median is near the goal (`tbtUndecided`). */
const UNDECIDED_LOADS = 3;

const JQUERY_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>jQuery</title>
<script src="/node_modules/jquery/dist/jquery.min.js"></script>
<script src="/node_modules/jquery-migrate/dist/jquery-migrate.min.js"></script></head><body><p>jQuery and migrate</p></body></html>`;

/**
 * Our scripts on the page at `url`: the CMS pages' /pb-elements/ files; the React site bundles the elements with
 * React, so there its time is the whole site's script (/assets/), not ours alone.
 */
const ourScripts = (url) => (new URL(url).pathname.startsWith('/cms/') ? /\/pb-elements\// : /\/assets\//);

/**
 * A page's Lighthouse figures, and for a page short of the goal the same with every script blocked: how much of them
 * the page's own markup costs the browser (bench/lib/lighthouse.mjs).
 */
async function lighthouseOf(url) {
  const ours = ourScripts(url);
  const lighthouseRun = await lighthouse(url, { ours });
  if (lighthouseRun.error || !shortOfGoal(lighthouseRun)) return { lighthouse: lighthouseRun };
  return { lighthouse: lighthouseRun, lighthouseWithoutScripts: await lighthouse(url, { ours, withoutScripts: true }) };
}

const lighthouseLine = ({ lighthouse: run, lighthouseWithoutScripts: bare }) =>
  `${run.error ?? `${run.score}, TBT ${Math.round(run.tbt)} ms (ours ${Math.round(run.blocking.ours)} of ${Math.round(run.blocking.listed)} in its long tasks), CLS ${run.cls.toFixed(3)}`}${bare ? ` (without any script: ${bare.error ?? `${bare.score}, TBT ${Math.round(bare.tbt)} ms`})` : ''}`;

/**
 * Lighthouse alone on `pages` (BENCH_ONLY=lighthouse): to measure it again after a change that touches nothing the
 * rest of the part measures. Rows of { page, lighthouse, lighthouseWithoutScripts? }.
 */
export async function runLighthouse({ pages = PAGES }) {
  const folder = mkdtempSync(join(tmpdir(), 'pb-bench-'));
  const server = await startServer({ port: 0, database: join(folder, 'site.db'), postsPerWindow: 1000 });
  try {
    const rows = [];
    for (const path of pages) {
      const row = { page: `/${path}`, ...(await lighthouseOf(new URL(path, server.url).href)) };
      console.log(`  /${path}: Lighthouse ${lighthouseLine(row)}`);
      rows.push(row);
    }
    return rows;
  } finally {
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Runs every page `loads` times (medians) and `profiles` traced loads, each traced load followed by two of the jQuery
 * anchor: the machine's speed drifts over a run (the anchor's median was 49 ms in one run and 64–90 ms in others
 * the same morning), so the anchor is measured all along the run, beside the pages, not once at its start.
 */
export async function runPages(browser, benchServer, { loads, profiles, pages = PAGES, useLighthouse = true }) {
  const folder = mkdtempSync(join(tmpdir(), 'pb-bench-'));
  const server = await startServer({ port: 0, database: join(folder, 'site.db'), postsPerWindow: 1000 });
  const jqueryUrl = benchServer.page('jquery', JQUERY_PAGE);
  const rows = [];
  try {
    const jquery = [];
    // Its evaluation alone, as PERF.md §3 measures it: no fetch cost, so no network profile. (Until 28 Nov 09:10 a
    // default put it on slow 4G too, where V8 compiles the scripts as they stream in: 39–67 ms, against 54–205 ms
    // in the same process loaded without one.)
    const anchor = async () =>
      (await tracedLoad(browser, jqueryUrl, /jquery(-migrate)?\.min\.js/, { scroll: false })).total;
    for (const path of pages) {
      const url = new URL(path, server.url).href;
      const runs = [];
      for (let i = 0; i < loads; i++) runs.push(await measureLoad(browser, url));
      // A TBT median near the 50 ms goal is decided on UNDECIDED_LOADS times as many loads (bench/tbt.mjs).
      if (tbtUndecided(median(runs.map((r) => r.blocking))))
        while (runs.length < loads * UNDECIDED_LOADS) runs.push(await measureLoad(browser, url));
      const ours = [];
      const cms = path.startsWith('cms/');
      const pattern = ourScripts(url);
      const beside = [];
      const parts = [];
      const traceOnce = async () => {
        ours.push((await tracedLoad(browser, url, pattern, { network: SLOW_4G, scroll: true })).total);
        for (let j = 0; j < ANCHOR_LOADS; j++) beside.push(await anchor());
      };
      for (let i = 0; i < profiles; i++) await traceOnce();
      // A CMS page is traced again until its ratio to the anchor (the run's anchor loads so far) is decided either way or
      // known to ±10 % (`pageSettled`, part 1's rule), up to SETTLE_PROFILES times `profiles` in all: a page's loads
      // spread ±20–50 % here, so three decided nothing (the same slider build read 79 and 119 ms in two runs).
      const settled = () => pageSettled(ours, [...jquery, ...beside]);
      if (cms) while (ours.length < profiles * SETTLE_PROFILES && !settled()) await traceOnce();
      // Where a CMS page's time went: profiled loads, read as shares (the profiler inflates what it samples).
      if (cms)
        for (let i = 0; i < PROFILED_LOADS; i++)
          parts.push((await tracedLoad(browser, url, pattern, { network: SLOW_4G, scroll: true, byPart: true })).parts);
      // The same files with no markup: the page's code alone (`filesAlonePage`).
      let filesAlone;
      if (cms) {
        const files = runs[0].ourFiles.filter((file) => file !== `${OUR_FILES}autoload.js`);
        const alone = benchServer.page(`files-alone-${rows.length}`, filesAlonePage(files));
        filesAlone = { files: files.length, samples: [] };
        for (let i = 0; i < FILES_ALONE_LOADS; i++)
          filesAlone.samples.push((await tracedLoad(browser, alone, pattern, { scroll: false })).total);
      }
      jquery.push(...beside);
      const lh = useLighthouse ? await lighthouseOf(url) : undefined;
      const med = (key) => median(runs.map((r) => r[key]));
      const row = {
        page: `/${path}`,
        loads: runs.length,
        initialJs: med('initialJs'),
        totalJs: med('totalJs'),
        ...(cms && { ourJs: med('ourJs') }),
        scriptRequests: med('scriptRequests'),
        totalScriptRequests: med('totalScriptRequests'),
        chain: med('chain'),
        visitChain: med('visitChain'),
        upgraded: med('upgraded'),
        longTasks: med('longTasks'),
        blocking: med('blocking'),
        blockingBeforeFcp: med('blockingBeforeFcp'),
        fcp: med('fcp'),
        cls: med('cls'),
        lcp: med('lcp'),
        chainPath: runs[0].chainPath,
        visitChainPath: runs[0].visitChainPath,
        elements: runs[0].elements,
        undefinedTags: runs[0].undefinedTags,
        ourMainThread: median(ours),
        // Every traced load's figure: `profiles` to SETTLE_PROFILES times as many (`pageSettled`).
        ourSamples: ours,
        // Where that time went, by part of the build (`partOf`): the mean of the traced loads, in ms (a CMS page).
        ...(cms && { ourParts: meanParts(parts) }),
        // Its files alone, with no markup (`filesAlonePage`): how many, and each traced load's ms (a CMS page).
        ...(cms && { filesAlone }),
        // The anchor's loads beside this page's: context for the run's median, which the goal compares with.
        jqueryBeside: median(beside),
        ...lh,
        scriptsMeasured: cms ? 'pb-elements' : 'whole site bundle (React + elements)',
      };
      console.log(
        `  /${path}: JS ${row.initialJs}/${row.totalJs} B gzip, ${row.scriptRequests} scripts, chain ${row.chain} (whole visit ${row.visitChain}), upgraded ${Math.round(row.upgraded)} ms after DCL, TBT ${Math.round(row.blocking)} ms (before FCP ${Math.round(row.blockingBeforeFcp)}), CLS ${row.cls.toFixed(3)}, LCP ${Math.round(row.lcp)} ms, ours ${Math.round(row.ourMainThread)} ms (jQuery + migrate beside it ${Math.round(row.jqueryBeside)} ms)${lh ? `; Lighthouse ${lighthouseLine(lh)}` : ''}`,
      );
      rows.push(row);
    }
    // `measure` tells the report which of bench/attribute.mjs's measures made `ourSamples` and the anchor's.
    return {
      measure: 'pageScriptTime',
      profiledLoads: PROFILED_LOADS,
      jquery: { samples: jquery, median: median(jquery) },
      pages: rows,
    };
  } finally {
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  }
}
