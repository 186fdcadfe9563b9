/**
 * Two builds of the library, side by side in one run: our scripts' main-thread time on CMS pages, this checkout's
 * build (A) against another checkout's (B). Issue 19's open choices (fewer, larger files against per-element bytes;
 * how upgrades take turns) are measured this way, and a ratio measured in one run, the two sides alternating, is
 * what a noisy machine can tell (bench/README.md, "Limits of the method").
 *
 *   node bench/ab.mjs <other checkout> [page …]     pages as site/cms names (default: cms/slider.html cms/motion.html)
 *
 * Both checkouts must be built (`node scripts/build.mjs` in each) and the other one needs its node_modules (a git
 * worktree can share this one's through a symbolic link). Each side runs its own reference server
 * (site/server/server.mjs); each load is the whole-page part's traced load (bench/lib/pages.mjs, `tracedLoad`: 4×
 * CPU, slow 4G, the load and a scroll to the bottom, the light trace the goal is measured with). AB_PAIRS loads a
 * side (12), in the order A B, B A, A B, … so neither side always goes first. Prints each page's means, the ratio
 * B ÷ A with its 95 % interval (bench/stats.mjs, `ratioInterval`), the same for the page's style and layout and the
 * part of it our scripts forced, each side's long tasks and TBT, and, from AB_PROFILED profiled loads a side after
 * those (2), where the time went (autoload, runtime, element files, kits and parts) and how many of our files ran.
 * The profiled trace is not used for the ratio: it slows calls into the browser more than script, so a change that
 * trades one for the other would read wrong (bench/README.md, "The instrument").
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { launchChromium, SLOW_4G } from './lib/browser.mjs';
import { meanParts, tracedLoad } from './lib/pages.mjs';
import { ROOT } from './lib/setup.mjs';
import { mean, ratioInterval } from './stats.mjs';

const [other, ...asked] = process.argv.slice(2);
if (!other) {
  console.error('usage: node bench/ab.mjs <other checkout> [page …]');
  process.exit(2);
}
const sides = { A: ROOT, B: resolve(other) };
for (const [side, root] of Object.entries(sides))
  if (!existsSync(join(root, 'dist/cdn/autoload.js'))) {
    console.error(`${side} (${root}) has no build: run \`node scripts/build.mjs\` there first`);
    process.exit(2);
  }
const pages = asked.length ? asked : ['cms/slider.html', 'cms/motion.html'];
const pairs = Number(process.env.AB_PAIRS ?? 12);
const profiled = Number(process.env.AB_PROFILED ?? 2);
const ours = /\/pb-elements\//;
const ms = (x) => x.toFixed(1);

const folder = mkdtempSync(join(tmpdir(), 'pb-ab-'));
const servers = {};
const browser = await launchChromium();
try {
  for (const [side, root] of Object.entries(sides)) {
    const { startServer } = await import(pathToFileURL(join(root, 'site/server/server.mjs')).href);
    servers[side] = await startServer({ port: 0, database: join(folder, `${side}.db`), postsPerWindow: 1000 });
  }
  console.log(`A = ${sides.A}\nB = ${sides.B}\n${pairs} traced loads a side, 4× CPU, slow 4G`);
  for (const page of pages) {
    const loads = { A: [], B: [] };
    const profiles = { A: [], B: [] };
    const load = (side, byPart) =>
      tracedLoad(browser, new URL(page, servers[side].url).href, ours, {
        network: SLOW_4G,
        scroll: true,
        byPart,
        longTasks: !byPart,
      });
    for (let i = 0; i < pairs; i++)
      for (const side of i % 2 ? ['B', 'A'] : ['A', 'B']) loads[side].push(await load(side, false));
    for (let i = 0; i < profiled; i++)
      for (const side of i % 2 ? ['B', 'A'] : ['A', 'B']) profiles[side].push(await load(side, true));
    const totals = (side) => loads[side].map((load) => load.total);
    const { ratio, low, high } = ratioInterval(totals('B'), totals('A'));
    console.log(
      `\n${page}: A ${ms(mean(totals('A')))} ms, B ${ms(mean(totals('B')))} ms; ` +
        `B ÷ A ${ratio.toFixed(3)} (95 %: ${low.toFixed(3)}–${high.toFixed(3)})`,
    );
    // The page's style and layout, and the part of it our scripts forced: a change that moves layout from a script
    // into the frame lowers ours and not the page's.
    for (const [what, of] of [
      ['style and layout', (load) => load.rendering.all],
      ['  forced by ours', (load) => load.rendering.forced],
    ]) {
      const [a, b] = ['A', 'B'].map((side) => loads[side].map(of));
      // No ratio of nothing: a page whose scripts force no layout on either side (slow 4G, a page of few elements).
      const { ratio: r, low: l, high: h } = mean(a) ? ratioInterval(b, a) : {};
      const versus = r === undefined ? '' : `; B ÷ A ${r.toFixed(3)} (95 %: ${l.toFixed(3)}–${h.toFixed(3)})`;
      console.log(`  ${what}: A ${ms(mean(a))} ms, B ${ms(mean(b))} ms${versus}`);
    }
    for (const side of ['A', 'B']) {
      const long = loads[side].map((load) => load.long);
      console.log(
        `  ${side}: long tasks ${long.flat().length} in ${long.filter((tasks) => tasks.length).length} of ` +
          `${long.length} loads, the longest ${Math.round(Math.max(0, ...long.flat().map(([, d]) => d)))} ms; ` +
          `TBT ${loads[side].map((load) => Math.round(load.blocking)).join(' ')} ms`,
      );
    }
    for (const side of ['A', 'B']) {
      const where = profiles[side].length
        ? `${Object.entries(meanParts(profiles[side].map((load) => load.parts)))
            .map(([part, value]) => `${part} ${ms(value)}`)
            .join(', ')} (profiled); ${ms(mean(profiles[side].map((load) => load.files)))} files; `
        : '';
      console.log(`  ${side}: ${where}loads ${totals(side).map(Math.round).join(' ')}`);
    }
  }
} finally {
  await browser.close();
  for (const server of Object.values(servers)) await server.close();
  rmSync(folder, { recursive: true, force: true });
}
