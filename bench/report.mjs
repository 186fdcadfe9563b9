#!/usr/bin/env node
/**
 * Writes docs/performance.md, docs/performance-upgrade.svg and README.md's performance summary (between its
 * markers) from a results file of `npm run bench`
 * (`node bench/report.mjs [bench/results/<date>.json [later run …]]`, else the newest there), and keeps a copy of
 * that file as bench/results/latest.json, the one committed. Later runs of a few families (`BENCH_FAMILIES=…`) are
 * shown beside the run's own rows, each with its date (bench/later-runs.mjs); a later run of the whole pages
 * (`BENCH_ONLY=pages`) replaces the run's whole-pages part, anchor and all. They are kept in latest.json too.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BENCH, ROOT } from './lib/setup.mjs';
import { upgradePlot } from './lib/plot.mjs';
import {
  laterLongTasks,
  laterRows,
  longTaskLoads,
  newestLighthouseRun,
  newestPagesRun,
  newestRows,
  PAGES_PART,
  withLighthouseOf,
} from './later-runs.mjs';
import { shortOfGoal } from './lighthouse-runs.mjs';
import { median, versusAnchor } from './stats.mjs';
import { MOST_ROUND_TRIPS } from '../test/helpers/request-chain.mjs';

/** "2026-12-04 20:32": a run's date to the minute, as the report names it. */
const minute = (date) => date.slice(0, 16).replace('T', ' ');

const dir = join(BENCH, 'results');
const [runFile, ...laterFiles] = process.argv.slice(2);
const file =
  runFile ??
  join(
    dir,
    readdirSync(dir)
      .filter((f) => /^\d{4}-.*\.json$/.test(f))
      .sort()
      .at(-1) ?? 'latest.json',
  );
const r = JSON.parse(readFileSync(file, 'utf8'));
// The leaks come from the newest separate `npm run leaks` file when it is newer than the run's own, if any.
const leaksFile = readdirSync(dir)
  .filter((f) => f.startsWith('leaks-'))
  .sort()
  .at(-1);
const leaks = leaksFile && JSON.parse(readFileSync(join(dir, leaksFile), 'utf8'));
if (leaks && (!r.leaks || leaks.date > (r.leaksRun ?? r.date))) {
  r.leaks = leaks.leaks;
  r.leaksRun = leaks.date;
  r.leaksCommit = leaks.commit;
}
// Later runs named on the command line join those kept with the run (a kept one of the same date gives way), in
// order of date: their files need not outlive the report, as latest.json keeps what it took from each.
if (laterFiles.length) {
  const named = laterFiles.map((later) => {
    const run = JSON.parse(readFileSync(later, 'utf8'));
    const { date, commit, upgrade, upgradeFirefox, settings, browsers, lighthouse } = run;
    // A later run of the whole pages (`BENCH_ONLY=pages`) keeps that part, and how many loads a page it set.
    const pages = run.pages && { ...Object.fromEntries(PAGES_PART.map((k) => [k, run[k]])), loads: settings.loads };
    // A later run of Lighthouse alone (`BENCH_ONLY=lighthouse`) keeps its figures a page.
    return { date, commit, browsers, upgrade, upgradeFirefox, lighthouse, ...pages };
  });
  r.later = [...(r.later ?? []).filter((kept) => !named.some((run) => run.date === kept.date)), ...named].sort((a, b) =>
    a.date.localeCompare(b.date),
  );
}
// BENCH_NOTE: a remark on the conditions of this run, kept with it.
if (process.env.BENCH_NOTE) r.note = process.env.BENCH_NOTE;
// latest.json keeps what this report is made of (the run, its later runs and its leaks), so it can be made again.
writeFileSync(join(dir, 'latest.json'), `${JSON.stringify(r, null, 2)}\n`);
/**
 * A later run's Chromium when it is another build than the run's own, else nothing (later runs kept before 7 Dec 2026
 * did not record it).
 */
function otherChromium(later) {
  return later.browsers && later.browsers.chromium !== r.browsers.chromium ? later.browsers.chromium : undefined;
}
// The whole pages measured again since the run: that run's pages and anchor stand in for the run's own.
const pagesAgain = newestPagesRun(r.later ?? [], r.date);
if (pagesAgain) {
  for (const part of PAGES_PART) r[part] = pagesAgain[part];
  r.settings = { ...r.settings, loads: pagesAgain.loads };
  r.pagesRun = pagesAgain.date;
  r.pagesCommit = pagesAgain.commit;
  r.pagesChromium = otherChromium(pagesAgain);
}
/** When the whole pages were measured: the run's date, or that of the later run whose pages stand. */
const pagesDate = r.pagesRun ?? r.date;
// Lighthouse run again since those pages: its figures stand for the pages it ran (later-runs.mjs says why).
const lighthouseAgain = newestLighthouseRun(r.later ?? [], pagesDate);
if (lighthouseAgain && r.pages) {
  r.pages = withLighthouseOf(r.pages, lighthouseAgain);
  r.lighthouseRun = lighthouseAgain.date;
  r.lighthouseCommit = lighthouseAgain.commit;
  r.lighthousePages = lighthouseAgain.lighthouse.length;
  r.lighthouseChromium = otherChromium(lighthouseAgain);
}
/** The upgrade rows measured again since the run's own upgrade part, each with its run's date, oldest first. */
const again = laterRows(r.later ?? [], r.upgradeRun ?? r.date);
/** Chromium's rows that stand for the code now: each measurement's newest. */
const standing = newestRows(
  r.upgrade ?? [],
  again.filter((u) => u.engine !== 'firefox'),
);
/** Firefox's rows that stand for the code now, as Chromium's do: each measurement's newest. */
const standingFirefox = newestRows(
  r.upgradeFirefox ?? [],
  again.filter((u) => u.engine === 'firefox'),
);
/** " (measured again 2026-12-04 15:27, dff8313)" for a row of a later run; nothing for the run's own. */
const measuredAgain = (u) => (u.run ? ` (measured again ${minute(u.run)}${u.commit ? `, ${u.commit}` : ''})` : '');

/** Whether the run measured our scripts and the anchor from the light trace (bench/attribute.mjs, `pageScriptTime`). */
const lightMeasure = r.measure === 'pageScriptTime';
const ms = (x) => (x == null ? '—' : x >= 100 ? Math.round(x).toLocaleString('en') : x.toFixed(1));
const kb = (b) => (b / 1000).toFixed(1);
/** A CMS page against the run's anchor loads: the ratio of means, its 95 % interval and the verdict. */
const versusOf = (p) => versusAnchor(p.ourSamples, r.jquery.samples);
/** Whether the run traced the CMS pages' files alone (bench/lib/pages.mjs, `filesAlonePage`; since 6 Dec 22:48). */
const alone = r.pages?.some((p) => p.filesAlone?.samples.length);
/** A page's files of ours, how many (the files alone and autoload) and their gzip. */
const filesOf = (p) => (p.ourJs === undefined ? '—' : `${p.filesAlone.files + 1} files, ${kb(p.ourJs)}`);
/** The median of a page's files-alone loads, and their mean over the run's anchor loads. */
function filesAloneOf(p) {
  if (!p.filesAlone?.samples.length) return '—';
  return `${ms(median(p.filesAlone.samples))} (${versusAnchor(p.filesAlone.samples, r.jquery.samples).ratio.toFixed(2)})`;
}
const pct = (x) => `${(x * 100).toFixed(1)} %`;
const yes = (ok) => (ok ? 'met' : '**not met**');
/** A page's Lighthouse figures: score / TBT ms / CLS, and how they were decided. */
const lighthouseFigures = (run) =>
  run.error
    ? `failed: ${run.error}`
    : `${run.score} / ${Math.round(run.tbt)} / ${run.cls.toFixed(3)}${run.blocking ? ` (in its long tasks: ${Math.round(run.blocking.ours)} of ${Math.round(run.blocking.listed)} ms ours)` : ''}${run.runs > 1 ? ` (median of ${run.runs}; TBT ${run.tbts.join(', ')})` : ''}${run.attempts > 1 ? ` (run ${run.attempts})` : ''}`;
/**
 * A row's family, the stylesheet our side linked when it was not the element's own (BENCH_STYLESHEET), and whether
 * its pages held the instances alone (rows without `lead`: BENCH_BARE=1, and every run before 4 Dec 2026).
 */
const familyOf = (u) =>
  `${u.family}${u.stylesheet ? ` (with ${u.stylesheet}.css)` : ''}${u.lead ? '' : ' (instances alone)'}`;

/** The same page with every script blocked (bench/lib/lighthouse.mjs), where it was run: the markup's own figures. */
const withoutScripts = (p) => {
  const bare = p.lighthouseWithoutScripts;
  return !bare
    ? ''
    : bare.error
      ? '; without any script: failed'
      : `; without any script: ${bare.score} / TBT ${Math.round(bare.tbt)}`;
};

const lines = [];
const out = (...l) => lines.push(...l);

out(
  '# Performance: pb-elements against the peers (issue 19)',
  '',
  'Generated by `node bench/report.mjs` from a run of `npm run bench` (`bench/results/latest.json`); do not edit by',
  'hand. Ratios measured side by side in one run are the result; absolute times are context only (a shared',
  '2-core machine is noisy). Method and limits: `bench/README.md`; anchors: `docs/PERF.md`.',
  '',
  '## The run',
  '',
  `- Date: ${minute(r.date)} UTC${r.commit ? ` (the code of ${r.commit})` : ''}; ${r.quick ? '**quick mode** (`BENCH_QUICK=1`: one N, 4× only, 3 samples a side, one load a page: indicative, wide intervals)' : 'full mode'}; ${r.seconds} s.`,
  `- Browser: Chromium ${r.browsers.chromium} (Debian) through playwright-core, headless, 1280×800; machine: ${r.machine.cores} cores, Node ${r.machine.node}.`,
  r.sourcePositions
    ? `- V8's source positions made as code compiles (\`${r.sourcePositions}\`, for every page, the anchor and Lighthouse alike): the DevTools session the bench drives Chromium through would otherwise have V8 parse again the top level of a script that makes an Error there, which no visitor's browser does (bench/README.md, "The instrument, again").`
    : "- V8's source positions lazy, as Chromium's default (runs before 3 Dec 2026): under the bench's DevTools session, React DOM's and jQuery's start-up paid a second parse a visitor's browser does not (bench/README.md, \"The instrument, again\").",
  ...(r.upgradeRun
    ? [
        `- The upgrade part is from a run of its own (${minute(r.upgradeRun)} UTC, up to ${r.settings?.limits?.max ?? 30} samples a side).`,
      ]
    : []),
  ...(r.pagesRun
    ? [
        `- The whole-pages part (part 2, with its jQuery + migrate anchor) is from a run of its own (${minute(r.pagesRun)} UTC${r.pagesCommit ? `, the code of ${r.pagesCommit}` : ''}${r.pagesChromium ? `, Chromium ${r.pagesChromium}` : ''}).`,
      ]
    : []),
  ...(r.lighthouseRun
    ? [
        `- Lighthouse's figures (the whole-pages table's last column and its goal) on ${r.lighthousePages === r.pages.length ? 'every page' : `${r.lighthousePages} of the pages`} are from a run of Lighthouse alone (${minute(r.lighthouseRun)} UTC${r.lighthouseCommit ? `, the code of ${r.lighthouseCommit}` : ''}${r.lighthouseChromium ? `, Chromium ${r.lighthouseChromium}` : ''}), made after the whole pages; the rest of that table is the whole-pages run's.`,
      ]
    : []),
  ...(r.note ? [`- Note: ${r.note}`] : []),
  `- Firefox: ${r.firefox}.`,
  ...machineSpeed(),
  `- Lighthouse ${r.pages?.find((p) => p.lighthouse?.version)?.lighthouse.version ?? '12.8.2'} against Debian's Chromium (its CLI, mobile defaults: simulated slow 4G, 4× CPU), once a page, and five times for a page whose first run is near or past a goal (TBT over 25 ms or a score under 95: each figure then the median of the five, Lighthouse's own advice on its variability); a run that fails to record the page is made again, up to three times. "In its long tasks: N of M ms ours": the blocking time of the long tasks Lighthouse lists (the 20 longest, between its first contentful paint and time to interactive, counted by its rule), M in all and N in tasks it gives to our files (on the React site, to the site's bundle); the style, layout and paint our upgrades cause run in the page's next frame, which it gives to the document. M comes near TBT without being it: Lighthouse's TBT is the mean of two simulations, each with its own window (bench/lighthouse-runs.mjs).`,
  '',
  '## Goals',
  '',
);

/**
 * How rare a row's long tasks of ours were: how many in how many loads, and their mean length (a sample's blocking
 * time is the sum of its long tasks' lengths over 50 ms), beside the peer's count a load. The tags alone hid that
 * the map's were 3 in 66 loads of 200 maps, where Leaflet alone made 3.3 a load (1 Dec).
 */
function longTasksOf(u) {
  const count = longTaskLoads(u);
  const length = 50 + (u.us.blocking.mean * u.us.samples) / count;
  return `${u.tag}: ${count} in ${u.us.samples} loads, ${Math.round(length)} ms on average; the peer ${u.them.longTasks.mean.toFixed(1)} a load${measuredAgain(u)}`;
}

const goals = [];
if (r.upgrade) {
  // The newest row of each measurement: a family measured again since the run is judged by its later row.
  const big = standing.filter((u) => u.cpu === 4 && u.n >= 200);
  const longest = Math.max(0, ...r.upgrade.filter((u) => u.cpu === 4).map((u) => u.us.longTasks.mean));
  goals.push([
    'Upgrading 200 of an element makes no long task at 4×',
    big.length
      ? `${yes(big.every((u) => u.us.longTasks.mean === 0))} (${
          big
            .filter((u) => u.us.longTasks.mean > 0)
            .map(longTasksOf)
            .join('; ') || 'none over 50 ms'
        })`
      : `not measured at N = 200 in this run; at the N measured, mean long tasks of ours up to ${longest.toFixed(1)}`,
  ]);
  // Judged, as the long tasks above, by each measurement's newest row: a row measured again in a noisier hour may
  // have stopped at its sample limit short of ±10 %, and the run's own row no longer stands for the code.
  const wide = standing.filter((u) => u.ratio.halfWidth > 0.1);
  goals.push([
    'Each ratio known to ±10 % (95 % interval)',
    `${standing.length - wide.length} of ${standing.length} rows${
      wide.length
        ? ` (wider: ${wide
            .map(
              (u) =>
                `${u.family} vs ${u.peer}, N = ${u.n}, ${u.cpu}×: ±${Math.round(u.ratio.halfWidth * 100)} %${measuredAgain(u)}`,
            )
            .join('; ')})`
        : ''
    }`,
  ]);
}
if (standingFirefox.length)
  goals.push([
    'Upgrade cost in Firefox at 1× too',
    `${standingFirefox.length} rows (${standingFirefox.filter((u) => u.ratio.halfWidth <= 0.1).length} within ±10 %)`,
  ]);
if (r.pages) {
  const cms = r.pages.filter((p) => p.page.startsWith('/cms/'));
  goals.push([
    'TBT ≤ 50 ms on every page (4×, slow 4G; long tasks from the first contentful paint on, as Lighthouse counts them)',
    `${yes(r.pages.every((p) => p.blocking <= 50))} (over: ${
      r.pages
        .filter((p) => p.blocking > 50)
        .map((p) => `${p.page} ${Math.round(p.blocking)} ms`)
        .join(', ') || 'none'
    })`,
  ]);
  goals.push([
    'CLS 0 on every page (4×, slow 4G)',
    `${yes(r.pages.every((p) => p.cls < 0.001))} (over: ${
      r.pages
        .filter((p) => p.cls >= 0.001)
        .map((p) => `${p.page} ${p.cls.toFixed(3)}`)
        .join(', ') || 'none'
    })`,
  ]);
  goals.push([
    `At most three sequential round trips before the elements upgrade (longest script chain ≤ ${MOST_ROUND_TRIPS} requests)`,
    `${yes(cms.every((p) => p.chain <= MOST_ROUND_TRIPS))} (longer: ${
      cms
        .filter((p) => p.chain > MOST_ROUND_TRIPS)
        .map((p) => `${p.page} ${p.chain}`)
        .join(', ') || 'none'
    })`,
  ]);
  const judged = (verdict) =>
    cms
      .map((p) => [p, versusOf(p)])
      .filter(([, v]) => v.verdict === verdict)
      .map(([p, v]) => `${p.page} ${v.ratio.toFixed(2)} (${v.low.toFixed(2)}–${v.high.toFixed(2)})`)
      .join(', ') || 'none';
  goals.push([
    `Our scripts' main-thread time on every CMS page below jQuery + migrate's evaluation (${ms(r.jquery.median)} ms at 4× in this run; a page's mean ÷ the anchor's, its 95 % interval entirely below 1)`,
    `${yes(cms.every((p) => versusOf(p).verdict === 'below'))} (over: ${judged('over')}; undecided: ${judged('undecided')})`,
  ]);
  const lh = r.pages.filter((p) => p.lighthouse && !p.lighthouse.error);
  const short = lh.filter((p) => shortOfGoal(p.lighthouse));
  goals.push([
    'Lighthouse performance ≥ 95 (mobile), TBT ≤ 50 ms, CLS 0',
    lh.length
      ? `${yes(!short.length)} (short: ${short.map((p) => `${p.page} ${p.lighthouse.score} / TBT ${Math.round(p.lighthouse.tbt)} ms${withoutScripts(p)}`).join(', ') || 'none'}; ${r.pages.length - lh.length} page(s) without a Lighthouse result${r.lighthouseRun ? `; Lighthouse of ${minute(r.lighthouseRun)} UTC` : ''})`
      : 'not measured in this run',
  ]);
}
if (r.leaks) {
  const ran = r.leaks.filter((l) => !l.error);
  goals.push([
    'No listener, observer, timer or frame left after 1 000 connects and disconnects',
    `${yes(ran.every((l) => Object.values(l.added).every((v) => v <= 0)))} (${ran.length} elements ran${r.leaks.length > ran.length ? `, ${r.leaks.length - ran.length} could not` : ''})`,
  ]);
  goals.push([
    'Heap after forced GC within 1 % of the start',
    `${yes(ran.every((l) => l.growth <= 0.01))}: ${ran.filter((l) => l.growth <= 0.01).length} of ${ran.length} within 1 %${
      ran[0]?.warmUpCycles
        ? ` (the start: after a warm-up of ${ran[0].warmUpCycles} cycles, in which the control, the same markup with the element not loaded, grows ${pct(Math.max(...ran.map((l) => l.controlWarmUpGrowth)))} at most; see Leaks)`
        : `; the control (same markup, element not loaded) grows ${pct(Math.max(...ran.map((l) => l.controlGrowth)))} at most, so the heap figure is dominated by what the page itself keeps (see Leaks)`
    }`,
  ]);
  goals.push([
    "Nothing accumulates: a second round's heap growth within the control's second round + 0.5 % (or 1 %)",
    `${yes(ran.every((l) => l.steady))} (not: ${
      ran
        .filter((l) => !l.steady)
        .map((l) => `${l.tag} ${pct(l.secondGrowth)}`)
        .join(', ') || 'none'
    })`,
  ]);
}
out('| goal (issue 19) | this run |', '|---|---|', ...goals.map(([g, v]) => `| ${g} | ${v} |`), '');

if (r.upgrade) {
  out(
    '## Upgrade cost per element family (part 1)',
    '',
    "N instances of the canonical CMS fixture against the same content in the peer's own markup and set-up",
    '(`bench/lib/families.mjs`, `bench/peers/`), each sample a new document after a forced GC and 200 ms idle.',
    ...(r.upgrade.some((u) => u.lead)
      ? [
          "Both sides' pages print a heading, a sentence and a button before the instances (`LEAD` in",
          '`bench/lib/upgrade.mjs`), as a CMS page has text above its modules: the first text a document lays out pays',
          'the browser\'s one-time costs, which a real page pays at its first paint (rows marked "instances alone" had none).',
        ]
      : []),
    'Total = evaluation of the module graph (preloaded, so not the',
    'network) + until every instance rendered + the layout the next read forces. Ratio = our mean total / the',
    "peer's, with its 95 % interval; below 1 we are cheaper. Long tasks: mean count per load, ours / the peer's.",
    '',
    '| family | peer | N | CPU | ours: eval / upgraded / layout ms | peer: eval / upgraded / layout ms | ratio (95 % CI) | samples | long tasks |',
    '|---|---|---:|---:|---|---|---|---:|---|',
    ...r.upgrade.map(
      (u) =>
        `| ${familyOf(u)} | ${u.peer} | ${u.n} | ${u.cpu}× | ${ms(u.us.evaluate.mean)} / ${ms(u.us.upgraded.mean)} / ${ms(u.us.layout.mean)} | ${ms(u.them.evaluate.mean)} / ${ms(u.them.upgraded.mean)} / ${ms(u.them.layout.mean)} | **${u.ratio.ratio.toFixed(2)}** (${Math.max(0, u.ratio.low).toFixed(2)}–${u.ratio.high.toFixed(2)}) | ${u.us.samples} | ${u.us.longTasks.mean} / ${u.them.longTasks.mean} |`,
    ),
    '',
    '![Upgrade cost per element against N, ours and the peer](performance-upgrade.svg)',
    '',
    "What each side does is the family's own design, not the same work: `<pb-carousel>` loads Swiper for the",
    'carousels near the viewport and starts it only when the visitor reaches for one (a pointer, focus, a control or',
    "its rotation's first step; elements/pb-carousel/README.md), so its figures hold Swiper's load but not its set-up,",
    'where the peer sets up every carousel. The first reach then pays one set-up: on the page of 200 carousels at 4×,',
    "a task of 135–244 ms (6 hovers, 27 Nov), most of it Swiper's style reads and forced layouts, each of which walks",
    'a 15 000-object document there.',
    '',
  );
  if (r.upgradeFirefox?.length)
    out(
      `### The same in Firefox ${r.browsers.firefox ?? 'ESR'} at 1×`,
      '',
      "Debian's Firefox ESR through puppeteer-core (WebDriver BiDi): no CPU throttling, so 1× only; no forced GC",
      "(each sample waits 200 ms idle instead); Firefox reports no long tasks, and its clock's resolution is 1 ms.",
      '',
      '| family | peer | N | ours: eval / upgraded / layout ms | peer: eval / upgraded / layout ms | ratio (95 % CI) | samples |',
      '|---|---|---:|---|---|---|---:|',
      ...r.upgradeFirefox.map(
        (u) =>
          `| ${familyOf(u)} | ${u.peer} | ${u.n} | ${ms(u.us.evaluate.mean)} / ${ms(u.us.upgraded.mean)} / ${ms(u.us.layout.mean)} | ${ms(u.them.evaluate.mean)} / ${ms(u.them.upgraded.mean)} / ${ms(u.them.layout.mean)} | **${u.ratio.ratio.toFixed(2)}** (${Math.max(0, u.ratio.low).toFixed(2)}–${u.ratio.high.toFixed(2)}) | ${u.us.samples} |`,
      ),
      '',
    );
  if (again.length)
    out(
      '### Measured again since the run',
      '',
      'Rows of later runs of a few families (`BENCH_FAMILIES=…`), made after a change to what they measure or to see',
      "how a figure holds on another hour of this machine. Each row's two sides are from one run, so its ratio stands",
      "beside the run's; its absolute times are of its own hour (the machine's speed drifts over a day). The goals",
      'above judge each measurement by its newest row; the plot is of the run alone.',
      '',
      '| run (UTC) | code | family | peer | N | CPU | ours: eval / upgraded / layout ms | peer: eval / upgraded / layout ms | ratio (95 % CI) | samples | long tasks: ours in loads / the peer a load |',
      '|---|---|---|---|---:|---:|---|---|---|---:|---|',
      ...again.map(
        (u) =>
          `| ${minute(u.run)} | ${u.commit ?? '—'} | ${familyOf(u)} | ${u.peer} | ${u.n} | ${u.cpu}×${u.engine === 'firefox' ? ' (Firefox)' : ''} | ${ms(u.us.evaluate.mean)} / ${ms(u.us.upgraded.mean)} / ${ms(u.us.layout.mean)} | ${ms(u.them.evaluate.mean)} / ${ms(u.them.upgraded.mean)} / ${ms(u.them.layout.mean)} | **${u.ratio.ratio.toFixed(2)}** (${Math.max(0, u.ratio.low).toFixed(2)}–${u.ratio.high.toFixed(2)}) | ${u.us.samples} | ${laterLongTasks(u)} |`,
      ),
      '',
    );
}

/**
 * The pages loaded more often than the run's setting: their TBT median came near the goal (bench/tbt.mjs
 * `tbtUndecided`). Runs before 29 Nov 2026 evening loaded every page the same number of times.
 */
function moreLoads(run) {
  const more = run.pages.filter((p) => p.loads > run.settings.loads);
  return more.length
    ? ` (a page whose TBT median came within 25–75 ms, half of the 50 ms goal either way, more: ${more.map((p) => `${p.page === '/' ? 'the React site' : p.page} ${p.loads}`).join(', ')})`
    : '';
}

if (r.pages) {
  out(
    '## Whole pages (part 2): 4× CPU, slow 4G (150 ms RTT, 1.6 Mbps), cache off',
    '',
    `Medians of ${r.settings.loads} load(s) a page${moreLoads(r)}. JS = every script response gzipped (-9): initial = by the time every`,
    'element had upgraded, total = after scrolling to the bottom. Chain = the longest run of script requests each',
    'started by the one before, the document counted: on the first screen (before the scroll; the goal), and over',
    'the whole visit (what scrolling loads, such as Swiper for a carousel further down). Upgraded = DOMContentLoaded → the last element on the page',
    'rendered. TBT = the sum of long tasks beyond 50 ms from the first contentful paint on (bench/tbt.mjs, clipped at the',
    'paint as Lighthouse does); in brackets the same sum before that paint (the parser building the page, which the',
    'paint waits for: FCP and LCP measure it). Ours = main-thread time of our scripts over the load and the scroll,',
    ...(lightMeasure
      ? [
          'from a light trace of a separate load (bench/attribute.mjs, `pageScriptTime`: the evaluation, compilation and',
          'calls of a script of /pb-elements/, and the module evaluation and microtasks, which name no script, with the',
          "style and layout they force; the React site's figure is its whole bundle, React included).",
        ]
      : [
          'from a trace of a separate load (bench/attribute.mjs: the evaluation, compilation and calls of a script of',
          "/pb-elements/, with the style and layout they force, and the profiler's samples in its code; the React site's",
          'figure is its whole bundle, React included).',
        ]),
    '',
    "Lighthouse: performance score / TBT ms / CLS on its own simulated mobile settings, one run a page, or the medians of five when the first run was near or past a goal (TBT over 25 ms, a score under 95; each run's TBT in brackets). A run that failed to record the page is made again, noted as its run number. A page short of the goal is run again (as many times) with every script request blocked: what its HTML and CSS alone read. Lighthouse simulates its 4× CPU by multiplying the tasks it saw at full speed, so the browser's own parsing, styling and painting of a page count four times over, whoever's scripts run.",
    '',
    '| page | initial / total JS kB gzip | scripts (initial / total) | chain (first screen / visit) | upgraded ms | long tasks | TBT ms (before FCP) | CLS | LCP ms | ours ms | Lighthouse |',
    '|---|---|---|---:|---:|---:|---:|---:|---:|---:|---|',
    ...r.pages.map(
      (p) =>
        `| ${p.page} | ${kb(p.initialJs)} / ${kb(p.totalJs)} | ${p.scriptRequests} / ${p.totalScriptRequests} | ${p.chain} / ${p.visitChain ?? '—'} | ${ms(p.upgraded)} | ${p.longTasks} | ${ms(p.blocking)}${p.blockingBeforeFcp === undefined ? '' : ` (${ms(p.blockingBeforeFcp)})`} | ${p.cls.toFixed(3)} | ${ms(p.lcp)} | ${ms(p.ourMainThread)} | ${!p.lighthouse ? '—' : lighthouseFigures(p.lighthouse)}${p.lighthouseWithoutScripts ? `; without any script: ${lighthouseFigures(p.lighthouseWithoutScripts)}` : ''} |`,
    ),
    '',
    'The longest chains (file names, the document first):',
    '',
    ...r.pages
      .filter((p) => p.chainPath?.length > MOST_ROUND_TRIPS)
      .map((p) => `- ${p.page}: ${p.chainPath.join(' → ')}`),
    ...r.pages
      .filter((p) => p.visitChainPath?.length > MOST_ROUND_TRIPS)
      .map((p) => `- ${p.page}, whole visit: ${p.visitChainPath.join(' → ')}`),
    '',
    '### Our scripts against jQuery + jquery-migrate (part 2; PERF.md §3)',
    '',
    `A blank page loading jQuery 3.7.1 and jquery-migrate 3.4.1 as WordPress does (two classic scripts), traced the`,
    `same way at 4× in the same run: **${ms(r.jquery.median)} ms** (median of ${r.jquery.samples.length}, ${ms(Math.min(...r.jquery.samples))}–${ms(Math.max(...r.jquery.samples))}; PERF.md §3 measured ≈ 153 ms with the two`,
    'scripts inlined, parsed on the main thread; here they stream, and V8 parses them on a background thread).',
    ...(lightMeasure
      ? [
          '',
          'Both sides are measured from a light trace (script events and microtask checkpoints, no profiler): runs before',
          '2 Dec 2026 10:30 UTC used a profiled trace, which slowed our many calls into the browser (× 3.4 on the define',
          "call of 200 maps) and not jQuery's evaluation, and put our pages' ratios to the anchor 25–65 % higher",
          '(bench/README.md, "The instrument").',
        ]
      : []),
    '',
    "Beside = the median of the anchor loads made right after the page's own (two after each), as context: the",
    "machine's speed drifts over a run, so the anchor is measured all along it; the goal compares with all of the run's.",
    "÷ jQuery + migrate = the mean of the page's traced loads over the mean of the run's anchor loads, with its 95 %",
    'interval (bench/stats.mjs, `versusAnchor`, as part 1 computes its ratios); the verdict is "below" or "over" when the',
    'whole interval is on that side of 1. A page is traced five times at least and again until its verdict is reached or',
    'its ratio is known to ±10 %, up to twelve loads (bench/lib/pages.mjs since 1 Dec 2026 16:00 UTC).',
    ...(pagesDate < '2026-12-01T16:00:00Z'
      ? [
          `This run (${minute(pagesDate)} UTC) is older: it traced a page three times, and up to nine times when its median`,
          "was within 15 % of the anchor's or its loads fell on both sides; its verdicts are computed here the new way.",
        ]
      : []),
    '',
    ...(alone
      ? [
          "Files alone = the page's files of ours but autoload (every file a visit loads, parts and Swiper included),",
          'imported by a blank page with no markup for them to upgrade and traced the same way, no network profile, as the',
          `anchor is (${r.pages.find((p) => p.filesAlone)?.filesAlone.samples.length} loads; bench/lib/pages.mjs, \`filesAlonePage\`): what loading and evaluating the page's code costs, apart`,
          'from what it does to the page (upgrading, rendering, asking for its files) and from autoload.',
          '',
        ]
      : []),
    `| page | ours ms (median) | ÷ jQuery + migrate (95 % interval) | verdict | jQuery + migrate beside it, ms | traced loads (ours, min–max ms) |${alone ? ' our files, kB gzip | files alone, ms (÷ jQuery + migrate) |' : ''}`,
    `|---|---:|---:|---|---:|---|${alone ? '---:|---:|' : ''}`,
    ...r.pages
      .filter((p) => p.page.startsWith('/cms/'))
      .map((p) => {
        const v = versusOf(p);
        const files = alone ? ` ${filesOf(p)} | ${filesAloneOf(p)} |` : '';
        return `| ${p.page} | ${ms(p.ourMainThread)} | ${v.ratio.toFixed(2)} (${v.low.toFixed(2)}–${v.high.toFixed(2)}) | ${v.verdict} | ${p.jqueryBeside === undefined ? '—' : ms(p.jqueryBeside)} | ${p.ourSamples.length} (${ms(Math.min(...p.ourSamples))}–${ms(Math.max(...p.ourSamples))}) |${files}`;
      }),
    '',
  );
  const parted = r.pages.filter((p) => p.ourParts);
  if (parted.length) {
    const PARTS = ['autoload', 'runtime', 'elements', 'kits'];
    const share = (p, part) => {
      const sum = PARTS.reduce((total, name) => total + (p.ourParts[name] ?? 0), 0);
      const value = p.ourParts[part] ?? 0;
      return `${ms(value)} (${sum ? Math.round((value / sum) * 100) : 0} %)`;
    };
    out(
      '#### Where our time went',
      '',
      lightMeasure
        ? `Profiled loads of each CMS page apart from the measured ones (${r.profiledLoads} a page; the profiler inflates what it samples, so read the shares), each moment given to one file (bench/attribute.mjs, \`scriptTimeByFile\`): a profiler sample to`
        : 'The same traces, each moment given to one file (bench/attribute.mjs, `scriptTimeByFile`): a profiler sample to',
      "the innermost frame of ours on its stack, so an `import()`'s work is its caller's and autoload's column holds",
      'asking the browser for every other file as well as the scan; a moment no sample of ours covers to the innermost',
      "event (a file's compilation). Mean ms of the traced loads, and each part's share of their sum. Runtime = Lit and",
      "our base (rendering, upgrading); elements = the elements' own files; kits = every other chunk (shared kits,",
      'on-demand parts, Swiper).',
      '',
      '| page | autoload (scan, asking) | runtime | element files | kits and parts |',
      '|---|---:|---:|---:|---:|',
      ...parted.map((p) => `| ${p.page} | ${PARTS.map((part) => share(p, part)).join(' | ')} |`),
      '',
    );
  }
}

if (r.leaks) {
  out(
    '## Leaks (part 3)',
    '',
    `${r.leaksRun ? `Run separately (\`npm run leaks\`, ${minute(r.leaksRun)} UTC${r.leaksCommit ? `, the code of ${r.leaksCommit}` : ''}). ` : ''}Each element with its fixtures: a first round (each fixture shown for 600 ms so its on-demand parts`,
    `load, then 200 cycles), ${r.leaks[0]?.warmUpCycles ? `a warm-up of ${r.leaks[0].warmUpCycles} cycles, ` : ''}then the baseline, then ${r.leaks[0]?.cycles ?? '—'} connects and disconnects (the first round, whose`,
    'growth is the goal), then as many again (the second round). Heap = used JS heap after two forced collections',
    '(CDP), measured without the tracker; the control cycles the same markup with the element never loaded. Left =',
    "what the cleanup suite's tracker holds live at the end beyond the baseline (listeners on the window, the",
    'document or connected nodes; timers; animation frames; observers).',
    '',
    'Why a warm-up: V8 keeps growing what it holds for the code it runs (feedback, compiled tiers, its lists of maps)',
    'over the first few thousand cycles. Rounds of 1 000 cycles on 28 Nov 2026: pb-counter 6.0, 1.1, 0.1, 0.1, 0.0 %;',
    'sbi-feed 2.2, 1.9, 0.3, 0.0, −0.6 %. A curve that levels off; a leak grows by the same amount every round, so',
    'after the warm-up it still shows in full. Runs before 28 Nov also read the tracker between the baseline and the',
    "first round; the harness's first evaluation that returns a value costs the page about 33 kB, which was most of",
    "the control's 4.7 %: that read now comes before the baseline.",
    '',
    'Reading the heap figures: a leak grows again in the second round by as much as in the first. Where the heap',
    'grew, `node bench/heap-diff.mjs <tag>` (two heap snapshots some hundred cycles apart, the kinds of node that',
    'grew) showed for lazy-video, cookie-bar, pb-ab-test and pb-media no element, record or detached tree of ours',
    "accumulating: compiled code (V8 optimising as the loop runs), the browser's performance-timeline entries and",
    "the inspector's buffers (console messages, network records; the runner drops the first two before measuring),",
    "and for pb-media Chromium's native media-controls shadow roots of `<audio controls>`/`<video controls>`.",
    '**pb-video-bg was the exception** in the first leak runs: detached `<video>` elements and their native shadow',
    'roots kept alive (3 078 shadow roots over 1 000 cycles), since Chromium keeps a media element alive while it',
    'loads. The element now releases a removed video (it stops the load, keeps its sources and poster, and a',
    'reconnect puts back the printed `preload`): its second round fell from 29 % to 0.4 %. Where a second round',
    'passed its bound since, in the leak run of 7 Dec 2026 02:51 (pb-map, pb-video-bg, sbi-feed), nothing of ours grew',
    "either (`heap-diff.mjs`, 1 000 cycles): V8's own lists and compiled code, DevTools' network records, and for",
    "pb-video-bg's bare-tag fixture layout-shift entries (its video has no size of its own until its poster loads)",
    '(bench/README.md, "The A/B page\'s loads, the map\'s long tasks beside Leaflet, the second leak rounds").',
    '',
    '| element | fixtures | heap start kB | warm-up | first round | second round | control: warm-up / first / second | steady | left (listeners / timers / frames / observers) |',
    '|---|---:|---:|---:|---:|---:|---|---|---|',
    ...r.leaks.map((l) =>
      l.error
        ? `| ${l.tag} | — | — | — | — | — | — | — | could not run: ${l.error.replaceAll('|', '\\|').replaceAll('\n', ' ')} |`
        : `| ${l.tag} | ${l.fixtures} | ${kb(l.heapBefore)} | ${l.warmUpGrowth == null ? '—' : pct(l.warmUpGrowth)} | ${pct(l.growth)} | ${pct(l.secondGrowth)} | ${l.controlWarmUpGrowth == null ? '—' : pct(l.controlWarmUpGrowth)} / ${pct(l.controlGrowth)} / ${l.controlSecondGrowth == null ? '—' : pct(l.controlSecondGrowth)} | ${l.steady ? 'yes' : '**no**'} | ${[l.added.listeners, l.added.timers, l.added.frames, l.added.observers].join(' / ')}${l.leftListeners.length ? ` (${l.leftListeners.join(', ')})` : ''} |`,
    ),
    '',
  );
}

out(
  '## Running it',
  '',
  '`npm run bench` (about an hour in full; `BENCH_QUICK=1 npm run bench` smoke-runs in about fifteen minutes;',
  '`BENCH_ONLY=upgrade|pages|leaks` picks parts), then `node bench/report.mjs`. `npm run leaks` runs the leak',
  "part alone. Nothing here is part of `npm test` except the statistics' unit tests and a check that this page",
  'has its sections (`bench/stats.spec.ts`).',
  '',
);

writeFileSync(join(ROOT, 'docs/performance.md'), lines.join('\n'));
writeFileSync(join(ROOT, 'README.md'), withSummary(readFileSync(join(ROOT, 'README.md'), 'utf8')));

/**
 * The machine's speed as Lighthouse measures it (its benchmark index, the median over the pages; a page run five times
 * keeps its first run's, `combineRuns`), for runs that recorded it (since 7 Dec 2026): nothing for older runs.
 */
function machineSpeed() {
  const indexes = (r.pages ?? []).map((p) => p.lighthouse?.benchmarkIndex).filter(Number.isFinite);
  if (!indexes.length) return [];
  const spread = `${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))}`;
  return [
    `- The machine's speed by Lighthouse's benchmark index${r.lighthouseRun ? ` in the Lighthouse run of ${minute(r.lighthouseRun)}` : ''}: ${Math.round(median(indexes))} (median over the pages, ${spread}; DevTools' CPU calibration takes about 1 000 for a mid-tier phone and 264 for a low-end one). Chromium's 4× slows this machine, not a phone: on a faster machine every figure judged against a fixed line (a 50 ms task, TBT) comes out lower, where ratios measured side by side hold.`,
  ];
}

/** " (its upgrade part of 2026-12-04; its whole pages of 2026-12-04 20:32 UTC)": the parts from runs of their own. */
function partsOwnRuns() {
  const parts = [
    ...(r.upgradeRun ? [`its upgrade part of ${r.upgradeRun.slice(0, 10)}`] : []),
    ...(r.pagesRun
      ? [`its whole pages of ${minute(r.pagesRun)} UTC${r.pagesChromium ? ` in Chromium ${r.pagesChromium}` : ''}`]
      : []),
  ];
  return parts.length ? ` (${parts.join('; ')})` : '';
}

/** README.md with the lines between its performance-summary markers rewritten from this run. */
function withSummary(readme) {
  const summary = [
    `Run of ${r.date.slice(0, 10)}${partsOwnRuns()}, Chromium ${r.browsers.chromium}${r.quick ? ', quick mode' : ''}:`,
    '',
  ];
  if (r.upgrade) {
    const cpu = Math.max(...r.upgrade.map((u) => u.cpu));
    const rows = standing.filter((u) => u.cpu === cpu);
    const top = (u) => u.n === Math.max(...rows.filter((v) => v.peer === u.peer && v.tag === u.tag).map((v) => v.n));
    summary.push(
      `- Upgrade cost at ${cpu}× CPU, ours ÷ the peer's (below 1: we are cheaper): ${rows
        .filter(top)
        .map(
          (u) =>
            `${u.family} ${u.ratio.ratio.toFixed(2)} vs ${u.peer} (N = ${u.n}${u.run ? `; measured again ${minute(u.run)}` : ''})`,
        )
        .join('; ')}.`,
    );
  }
  if (r.pages) {
    const lh = r.pages.filter((p) => p.lighthouse && !p.lighthouse.error);
    const cms = r.pages.filter((p) => p.page.startsWith('/cms/'));
    summary.push(
      `- Demo pages on slow 4G at 4×: initial JS ${kb(Math.min(...cms.map((p) => p.initialJs)))}–${kb(Math.max(...cms.map((p) => p.initialJs)))} kB gzip on the CMS pages; Lighthouse (mobile) ${lh.length ? `${Math.min(...lh.map((p) => p.lighthouse.score))}–${Math.max(...lh.map((p) => p.lighthouse.score))}` : 'not run'}; our main-thread time below jQuery + migrate's evaluation alone (${ms(r.jquery.median)} ms) on ${cms.filter((p) => versusOf(p).verdict === 'below').length} of ${cms.length} CMS pages, over it on ${cms.filter((p) => versusOf(p).verdict === 'over').length} (95 % intervals; the rest undecided).`,
    );
  }
  if (r.leaks) {
    const ran = r.leaks.filter((l) => !l.error);
    summary.push(
      `- Leaks${r.leaksRun ? ` (run of ${r.leaksRun.slice(0, 10)})` : ''}: ${ran.length} elements × ${ran[0]?.cycles} connects and disconnects: ${ran.filter((l) => Object.values(l.added).every((v) => v <= 0)).length} leave no listener, observer, timer or frame; ${ran.filter((l) => l.growth <= 0.01).length} keep the heap within 1 % of the start${ran[0]?.warmUpCycles ? ` (after a warm-up of ${ran[0].warmUpCycles} cycles)` : ''}; ${ran.filter((l) => l.steady).length} show no heap growth on a second round beyond the control's.`,
    );
  }
  return readme.replace(
    /<!-- performance-summary -->[\s\S]*<!-- \/performance-summary -->/,
    `<!-- performance-summary -->\n${summary.join('\n')}\n<!-- /performance-summary -->`,
  );
}
if (r.upgrade) writeFileSync(join(ROOT, 'docs/performance-upgrade.svg'), upgradePlot(r.upgrade));
console.log(
  `report: docs/performance.md${r.upgrade ? ', docs/performance-upgrade.svg' : ''} and README.md's summary from ${file}`,
);
