/**
 * Issue 19, part 1: the cost of upgrading N instances of one element family, ours against a peer, in one run.
 * Each sample is a fresh document holding N instances, measured after a forced GC and 200 ms idle; every file
 * of the module graph is modulepreloaded (fetched
 * and compiled before the clock starts), then the page imports the entry and waits:
 * - evaluate: import() of the entry (for us: the define, which upgrades the N elements already in the page);
 * - upgraded: until every instance has rendered (our `updateComplete`; a peer's `init()` over all instances);
 * - layout: the style and layout the next `offsetHeight` read forces, read in a task of its own (with any
 *   rendering the browser does before it): a page's layout comes in the browser's own rendering task, not in
 *   the task of the last upgrade, so reading it there would have made one long task of two short ones, on both
 *   sides (a peer's `init()` and its layout too);
 * - long tasks over 50 ms from the start to 100 ms after.
 * The sides alternate, sample by sample, until the ratio of the totals is known to ±10 % (bench/stats.mjs).
 */
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { GATE } from '../../scripts/size/eager-parts.mjs';
import { chunkGraphOf } from '../../scripts/size/request-chain.mjs';
import { converged, ratioInterval, summary } from '../stats.mjs';
import { openPage } from './browser.mjs';
import { OUT, ROOT } from './setup.mjs';

/** The static import graph of a built ES module, as URLs (the file first). */
function moduleGraph(url, dir, base) {
  const seen = new Set();
  const visit = (rel) => {
    if (seen.has(rel)) return;
    seen.add(rel);
    const code = readFileSync(join(dir, rel), 'utf8');
    // Static imports only (`import … from "./x.js"`, `import "./x.js"`); dynamic import() stays on demand.
    for (const [, spec] of code.matchAll(/(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+from\s*)?["'](\.[^"']+)["']/g))
      visit(posix.join(posix.dirname(rel), spec));
  };
  visit(url);
  return [...seen].map((rel) => `${base}/${rel}`);
}

/** The chunks of the on-demand parts autoload preloads with `tag` (the CDN build's chunk graph), gating aside. */
function eagerPartsOf(tag) {
  const [, parts = ''] = (chunkGraphOf(readFileSync(join(ROOT, 'dist/cdn/autoload.js'), 'utf8'))[tag] ?? '').split('|');
  return parts
    .split(' ')
    .filter(Boolean)
    .map((part) => part.split('@'))
    .filter(([, when]) => when !== GATE)
    .map(([name]) => name);
}

// Firefox has no long-task entries: there `__long` stays null and the sample's long-task figures are null.
const TRACK_LONG = `<script>window.__long=PerformanceObserver.supportedEntryTypes.indexOf('longtask')<0?null:[];if(__long)new PerformanceObserver(function(l){l.getEntries().forEach(function(e){__long.push([e.startTime,e.duration])})}).observe({type:'longtask',buffered:true});</script>`;

/**
 * What every page the instances stand in prints before them, on both sides: a heading, a line of text with a bold word
 * and a link, and a button, as a CMS page's header and first section do. A page's first paint lays out its text, and
 * the first text a document lays out pays the browser's one-time costs (fonts, shaping): on a page of nothing but 200
 * maps that first text was the map's own, and its first layout, in the first turn after the define, took 24–39 ms at
 * 4× CPU (a long task in 6 of 10 loads, against 1 of 10 with this lead; bench/README.md, "A page with text before the
 * instances"). Printed here, it is laid out at the first paint, before the clock starts, as on any real page.
 */
const LEAD =
  '<header><h1>Our work</h1><p>Every <b>project</b> we made, with <a href="#contact">a way to reach us</a>.</p><button type="button">Menu</button></header>';

/**
 * The long-animation-frame entries, each with its scripts (what invoked each, when, how long, and the style and layout
 * it forced), for bench/long-tasks.mjs: which scripts ran in each long task. Only that tool's pages observe them.
 */
const TRACK_FRAMES = `<script>window.__frames=[];new PerformanceObserver(function(l){l.getEntries().forEach(function(e){__frames.push({start:e.startTime,duration:e.duration,scripts:e.scripts.map(function(s){return {start:s.startTime,duration:s.duration,invoker:s.invoker,forcedLayout:s.forcedStyleAndLayoutDuration}})})})}).observe({type:'long-animation-frame',buffered:true});</script>`;

function pageHtml({ css, preload, entry, markup, body, n, tag, lead, frames = false }) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title>
${css.map((href) => `<link rel="stylesheet" href="${href}">`).join('')}
${preload.map((href) => `<link rel="modulepreload" href="${href}">`).join('')}
${TRACK_LONG}${frames ? TRACK_FRAMES : ''}
<script type="module">
window.__run = async () => {
  const t0 = performance.now();
  const mod = await import(${JSON.stringify(entry)});
  const t1 = performance.now();
  if (mod.init) await mod.init();
  ${tag ? `await Promise.all([...document.querySelectorAll(${JSON.stringify(tag)})].map((e) => e.updateComplete));` : ''}
  const t2 = performance.now();
  await new Promise((r) => { const c = new MessageChannel(); c.port1.onmessage = r; c.port2.postMessage(0); });
  document.body.offsetHeight;
  const t3 = performance.now();
  await new Promise((r) => setTimeout(r, 100));
  const long = __long && __long.filter(([start]) => start >= t0 - 1);
  return { evaluate: t1 - t0, upgraded: t2 - t0, layout: t3 - t2, total: t3 - t0,
    longTasks: long && long.length, longest: long && Math.max(0, ...long.map(([, d]) => d)),
    blocking: long && long.reduce((s, [, d]) => s + d - 50, 0),
    // For bench/long-tasks.mjs: each long task and frame, in the sample's clock from the import on.
    ...(window.__frames && { long: long.map(([s, d]) => [s - t0, d]), settled: t1 - t0,
      frames: __frames.filter((f) => f.start + f.duration >= t0).map((f) => ({ ...f, start: f.start - t0,
        scripts: f.scripts.map((x) => ({ ...x, start: x.start - t0 })) })) }),
    isolated: crossOriginIsolated,
    count: ${tag ? `document.querySelectorAll(${JSON.stringify(tag)}).length` : n} };
};
</script></head><body>${lead ? LEAD : ''}<main>${body ? body(n) : markup.repeat(n)}</main></body></html>`;
}

/** One sample: a fresh document in the tab (a new navigation), loaded and settled, then measured. */
export async function sample(tab, url) {
  await tab.page.goto(url, { waitUntil: 'load' });
  // The previous document's garbage is collected now, not in the middle of this sample, and the page is idle
  // (where the protocol can: Firefox's BiDi cannot force a collection, and waits alone).
  if (tab.cdp) await tab.cdp.send('HeapProfiler.collectGarbage');
  await tab.page.waitForTimeout(200);
  // Firefox once ran a sample's evaluate before the page's module script had (its load event come, `__run` not yet
  // defined), which ended an hour-long run: the sample waits for it, and fails only if it never comes.
  for (let waited = 0; !(await tab.page.evaluate(() => typeof window.__run === 'function')); waited += 50) {
    if (waited >= 10_000) throw new Error(`${url}: the page's script did not run`);
    await tab.page.waitForTimeout(50);
  }
  const result = await tab.page.evaluate(() => window.__run());
  // The fine timers come with cross-origin isolation (bench/lib/server.mjs): a coarse clock is an error, not noise.
  if (!result.isolated) throw new Error(`${url} is not cross-origin isolated: its timer is too coarse to measure`);
  return result;
}

/**
 * Our side's page of `n` instances of `family`: the element's own stylesheet, or `stylesheet` (BENCH_STYLESHEET=styles:
 * the one a CMS page links); preloaded, what autoload asks for with the element: its static graph and the parts it
 * needs on upgrade (not those for consent gating, which these pages do not turn on). `frames`: the page also keeps its
 * long-animation-frame entries (bench/long-tasks.mjs).
 */
export function ourPage(family, n, { stylesheet, lead = true, frames = false } = {}) {
  const preload = [
    ...moduleGraph(`${family.tag}.js`, join(ROOT, 'dist/cdn'), '/pb-elements'),
    ...eagerPartsOf(family.tag).map((name) => `/pb-elements/chunks/${name}.js`),
  ];
  return pageHtml({
    css: [`/pb-elements/${stylesheet ?? family.tag}.css`],
    preload,
    entry: preload[0],
    markup: family.markup,
    body: family.body,
    n,
    tag: family.tag,
    lead,
    frames,
  });
}

/**
 * Runs one family at every N and CPU rate against each of its peers. `limits`: { min, max } samples per side.
 * `stylesheet` names the file our side's page links instead of the element's own (each row then carries it, so a
 * merge of runs cannot mix the two unseen). `lead` false (BENCH_BARE=1) leaves LEAD out of both sides' pages, as every
 * run before 4 Dec 2026 did; rows measured with it carry `lead: true`. `open(cpu)` makes the tab for a pair
 * (Chromium's, throttled, unless told; Firefox's from bench/lib/firefox.mjs, at 1× only) and `engine` names the
 * browser in the rows. Returns rows of { family, peer, n, cpu, engine, us, them, ratio, stylesheet?, lead? }.
 */
export async function runUpgrade(
  browser,
  server,
  family,
  { cpus, counts, limits, stylesheet, lead = true, engine = 'chromium', open = (cpu) => openPage(browser, { cpu }) },
) {
  const rows = [];
  for (const peer of family.peers) {
    const theirs = { css: peer.css, preload: moduleGraph(`${peer.entry}.js`, join(OUT, 'peers'), '/peers') };
    for (const n of counts ?? family.counts)
      for (const cpu of cpus) {
        const id = `${family.tag}-${peer.entry}-${n}`;
        const usUrl = server.page(`${id}-us`, ourPage(family, n, { stylesheet, lead }));
        const themUrl = server.page(
          `${id}-them`,
          pageHtml({ ...theirs, entry: theirs.preload[0], markup: peer.markup, body: peer.body, n, lead }),
        );
        // One tab (its CPU throttled) for the pair, each sample a new navigation; a warm-up load of each side
        // first, so the HTTP cache and the code cache are the same for every sample.
        const tab = await open(cpu);
        const us = [];
        const them = [];
        try {
          await sample(tab, usUrl);
          await sample(tab, themUrl);
          while (us.length < limits.max) {
            us.push(await sample(tab, usUrl));
            them.push(await sample(tab, themUrl));
            const totals = [us.map((s) => s.total), them.map((s) => s.total)];
            if (converged(...totals, { minSamples: limits.min })) break;
          }
        } finally {
          await tab.close();
        }
        const side = (xs) => ({
          samples: xs.length,
          totals: xs.map((s) => Math.round(s.total * 10) / 10),
          count: xs[0].count,
          evaluate: summary(xs.map((s) => s.evaluate)),
          upgraded: summary(xs.map((s) => s.upgraded)),
          layout: summary(xs.map((s) => s.layout)),
          total: summary(xs.map((s) => s.total)),
          longTasks: xs[0].longTasks === null ? null : summary(xs.map((s) => s.longTasks)),
          longest: xs[0].longest === null ? null : summary(xs.map((s) => s.longest)),
          blocking: xs[0].blocking === null ? null : summary(xs.map((s) => s.blocking)),
        });
        const ratio = ratioInterval(
          us.map((s) => s.total),
          them.map((s) => s.total),
        );
        const row = {
          family: family.family,
          tag: family.tag,
          peer: peer.name,
          n,
          cpu,
          engine,
          us: side(us),
          them: side(them),
          ratio,
          ...(stylesheet && { stylesheet }),
          ...(lead && { lead }),
        };
        console.log(
          `  ${family.family} vs ${peer.name}, N=${n}, ${engine} ${cpu}x: us ${row.us.total.mean} ms, them ${row.them.total.mean} ms, ratio ${ratio.ratio.toFixed(2)} ±${(ratio.halfWidth * 100).toFixed(0)} % (${us.length} samples)`,
        );
        rows.push(row);
      }
  }
  return rows;
}
