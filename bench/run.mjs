#!/usr/bin/env node
/**
 * `npm run bench` (issue 19): installs the peers into bench/node_modules on the first run, builds, then measures
 * in Debian Chromium: the upgrade cost of each element family against its best peer (part 1), every demo page on
 * slow 4G at 4× CPU with our scripts' main-thread time against jQuery + jquery-migrate's (part 2), and the leak runs
 * (part 3, bench/leaks.mjs). Raw results go to bench/results/<date>.json; bench/report.mjs writes docs/performance.md.
 * BENCH_QUICK=1: a smoke run (N = 50 only, 4× only, 3 samples a side, 1 load a page, 200 leak cycles).
 * BENCH_ONLY=upgrade,pages,leaks picks parts; BENCH_MAX_SAMPLES (240), BENCH_LOADS (5) and BENCH_PROFILES (3) bound a
 * full run. BENCH_FAMILIES=pb-map,pb-counter runs the upgrade part for those tags only (to re-measure what a change
 * touched; its rows replace those families' rows when runs are merged, each row's two sides being from one run);
 * BENCH_COUNTS=50 those N only; BENCH_CHROMIUM=0 Firefox's rows only. BENCH_ONLY=lighthouse runs Lighthouse alone
 * on the pages (with each short page's run without scripts), and BENCH_PAGES=cms/media.html,/ picks pages.
 * BENCH_STYLESHEET=styles: our upgrade pages link dist/cdn/styles.css instead of the element's own stylesheet.
 * BENCH_BARE=1: the upgrade pages hold the instances alone, without the text printed before them (bench/lib/upgrade.mjs).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from './lib/browser.mjs';
import { SOURCE_POSITIONS_FLAG } from '../test/helpers/chromium.mjs';
import { families } from './lib/families.mjs';
import { launchFirefox, openFirefoxPage } from './lib/firefox.mjs';
import { runLeaks } from './leaks.mjs';
import { runLighthouse, runPages } from './lib/pages.mjs';
import { startBenchServer } from './lib/server.mjs';
import { BENCH, buildProject, bundlePeers, installPeers, measuredCode, ROOT } from './lib/setup.mjs';
import { runUpgrade } from './lib/upgrade.mjs';

const quick = process.env.BENCH_QUICK === '1';
const only = (process.env.BENCH_ONLY ?? 'upgrade,pages,leaks').split(',');
const picked = process.env.BENCH_FAMILIES?.split(',');
/** The element families the upgrade part runs: all, or those BENCH_FAMILIES names. */
const upgradeFamilies = async () => (await families()).filter((family) => !picked || picked.includes(family.tag));
const settings = quick
  ? {
      cpus: [4],
      counts: (f) => [f.counts.at(-1) === 1 ? 1 : f.counts[0]],
      limits: { min: 3, max: 3 },
      loads: 1,
      profiles: 1,
      cycles: 200,
    }
  : {
      // BENCH_CPUS=4 and BENCH_LARGEST=1 run a subset (the headline rows: the largest N at 4×) with more samples.
      cpus: process.env.BENCH_CPUS?.split(',').map(Number) ?? [1, 4],
      // BENCH_COUNTS=50,200 runs those N only (of each family's own).
      counts: (f) =>
        (process.env.BENCH_LARGEST === '1' ? [f.counts.at(-1)] : f.counts).filter(
          (n) => !process.env.BENCH_COUNTS || process.env.BENCH_COUNTS.split(',').map(Number).includes(n),
        ),
      limits: { min: 5, max: Number(process.env.BENCH_MAX_SAMPLES ?? 240) },
      loads: Number(process.env.BENCH_LOADS ?? 5),
      profiles: Number(process.env.BENCH_PROFILES ?? 3),
      cycles: 1000,
    };
// BENCH_STYLESHEET=styles: the upgrade part's pages of ours link the one stylesheet a CMS page links (every element's
// rules) instead of the element's own, as a site using autoload has it.
if (process.env.BENCH_STYLESHEET) settings.stylesheet = process.env.BENCH_STYLESHEET;
// BENCH_BARE=1: the upgrade part's pages print nothing before the instances, as every run before 4 Dec 2026 did.
if (process.env.BENCH_BARE === '1') settings.lead = false;
// BENCH_PAGES=cms/media.html,/ runs the pages part (or Lighthouse alone) on those pages only ('/' is the React site).
if (process.env.BENCH_PAGES) settings.pages = process.env.BENCH_PAGES.split(',').map((page) => page.replace(/^\//, ''));

// Read before building: the commit the build is made from.
const code = measuredCode();
installPeers();
buildProject();
await bundlePeers();
if (settings.stylesheet && !existsSync(join(ROOT, 'dist/cdn', `${settings.stylesheet}.css`))) {
  console.error(`bench: BENCH_STYLESHEET=${settings.stylesheet}: dist/cdn/${settings.stylesheet}.css does not exist`);
  process.exit(2);
}

const server = await startBenchServer();
const browser = await launchChromium();
const started = new Date();
const results = {
  date: started.toISOString(),
  commit: code,
  quick,
  machine: { cores: (await import('node:os')).cpus().length, node: process.version },
  browsers: { chromium: browser.version() },
  // Chromium's V8 flag for the instrument (bench/lib/browser.mjs, SOURCE_POSITIONS_FLAG); runs before 3 Dec 2026 had none.
  sourcePositions: SOURCE_POSITIONS_FLAG,
  // playwright-core's Firefox needs its own patched build (Juggler); Debian's firefox-esr is driven by puppeteer-core
  // over WebDriver BiDi, without CPU throttling: the upgrade part at 1× only (bench/lib/firefox.mjs).
  firefox:
    'upgrade part at 1× through puppeteer-core (WebDriver BiDi; no CPU throttling, forced GC or long-task entries there); whole pages and leaks in Chromium only (their profiles, throttling and heap figures are CDP)',
  settings: { ...settings, counts: undefined },
  ...(picked && { families: picked }),
};
mkdirSync(join(BENCH, 'results'), { recursive: true });
const file = join(BENCH, 'results', `${started.toISOString().slice(0, 19).replaceAll(':', '-')}.json`);
/**
 * Writes what is measured so far, after each family too: a run that fails an hour in (Firefox once evaluated a
 * sample's page before its script had run) keeps the rows it finished.
 */
const save = () => {
  results.seconds = Math.round((Date.now() - started) / 1000);
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
};
try {
  // BENCH_CHROMIUM=0: Firefox's rows only.
  if (only.includes('upgrade') && process.env.BENCH_CHROMIUM !== '0') {
    console.log('bench: upgrade cost per element family');
    results.upgrade = [];
    for (const family of await upgradeFamilies()) {
      results.upgrade.push(
        ...(await runUpgrade(browser, server, family, { ...settings, counts: settings.counts(family) })),
      );
      save();
    }
  }
  // BENCH_FIREFOX=0: Chromium's rows only (Firefox runs at 1× alone, so a 4×-only run has nothing for it).
  if (only.includes('upgrade') && process.env.BENCH_FIREFOX !== '0') {
    console.log('bench: upgrade cost per element family, Firefox ESR at 1x');
    const firefox = await launchFirefox();
    results.browsers.firefox = await firefox.version();
    results.upgradeFirefox = [];
    try {
      for (const family of await upgradeFamilies()) {
        results.upgradeFirefox.push(
          ...(await runUpgrade(firefox, server, family, {
            ...settings,
            cpus: [1],
            counts: settings.counts(family),
            engine: 'firefox',
            open: () => openFirefoxPage(firefox),
          })),
        );
        save();
      }
    } finally {
      await firefox.close();
    }
  }
  if (only.includes('pages')) {
    console.log('bench: whole pages (4x CPU, slow 4G)');
    Object.assign(results, await runPages(browser, server, settings));
  }
  if (only.includes('lighthouse')) {
    console.log('bench: Lighthouse alone');
    results.lighthouse = await runLighthouse(settings);
  }
  if (only.includes('leaks')) {
    console.log(`bench: leaks (${settings.cycles} cycles per element)`);
    results.leaks = await runLeaks(browser, server, settings.cycles);
  }
} finally {
  await browser.close();
  await server.close();
  save();
}
console.log(`bench: results in ${file}; \`node bench/report.mjs ${file}\` writes docs/performance.md`);
