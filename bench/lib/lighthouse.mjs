/**
 * Lighthouse 12 (bench/package.json; 13 needs Node 22) on each page with Debian's Chromium, its default mobile
 * settings (simulated slow 4G and 4× CPU): the performance score, TBT and CLS. Its CLI launches the browser
 * itself (CHROME_PATH), with the flags this machine needs.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM, disableFeatures, SOURCE_POSITIONS_FLAG } from '../../test/helpers/chromium.mjs';
import { blockingByOwner, combineRuns, LIGHTHOUSE_RUNS, uncertain } from '../lighthouse-runs.mjs';
import { BENCH } from './setup.mjs';

const run = promisify(execFile);

/**
 * The flags Lighthouse's launcher (chrome-launcher, which puts them after its own) starts Chromium with. The one that
 * turns Chromium's background pages off (test/helpers/chromium.mjs) repeats chrome-launcher's own `--disable-features`
 * list, as Chromium reads only the last. Read once the peers are installed (`npm run bench` installs them first).
 */
async function chromeFlags() {
  const { Launcher } = await import(join(BENCH, 'node_modules/chrome-launcher/dist/index.js'));
  const disabled = Launcher.defaultFlags()
    .find((flag) => flag.startsWith('--disable-features='))
    ?.slice('--disable-features='.length)
    .split(',');
  return [
    '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update',
    // Lighthouse's session turns DevTools' Runtime domain on too: positions as the bench's pages have them.
    `--js-flags=${SOURCE_POSITIONS_FLAG}`,
    ...(disabled ? [disableFeatures(disabled)] : []),
  ].join(' ');
}

/**
 * Lighthouse on `url`: one run, or LIGHTHOUSE_RUNS when the first is `uncertain`, each metric then the median of the
 * runs (`runs` says how many, `tbts` each run's TBT). A run that fails to record the page is made again
 * (`lighthouseRecorded`); when one still fails, the runs so far decide.
 *
 * `ours`: what our scripts' URLs match, to count the blocking in tasks Lighthouse gives to them (`blockingByOwner`).
 *
 * `withoutScripts`: the same page with every script request blocked (Lighthouse's `--blocked-url-patterns`), what the
 * page's own HTML and CSS cost the browser to parse, style, lay out and paint. Lighthouse simulates its 4× CPU by
 * multiplying the tasks it saw at full speed, so on one machine a page with no script at all read TBT 76–144 ms
 * (the media page three times, the React site's prerendered HTML once, 3 Dec 2026), and on another the media page
 * read 0–41 ms without scripts against 85–298 with them (4 Dec): the report shows both figures beside a page that
 * misses the goal, so a reader sees how much of it is the page's markup and how much comes with our scripts.
 */
export async function lighthouse(url, { withoutScripts = false, ours }) {
  const first = await lighthouseRecorded(url, withoutScripts, ours);
  if (first.error || !uncertain(first)) return first;
  const runs = [first];
  while (runs.length < LIGHTHOUSE_RUNS) {
    const next = await lighthouseRecorded(url, withoutScripts, ours);
    if (next.error) break;
    runs.push(next);
  }
  return combineRuns(runs);
}

/**
 * Lighthouse on `url`, run again (up to three runs in all) when it fails to record the page at all: its "NO_NAVSTART"
 * (no navigation found in its own trace) came on two of sixteen pages in one run and on none in the runs before
 * or after, so it is the recorder's failure, not the page's. The row says how many runs it took.
 */
async function lighthouseRecorded(url, withoutScripts, ours) {
  let result;
  for (let attempts = 1; attempts <= 3; attempts++) {
    result = { ...(await lighthouseOnce(url, withoutScripts, ours)), attempts };
    if (!result.error) break;
  }
  return result;
}

async function lighthouseOnce(url, withoutScripts, ours) {
  const folder = mkdtempSync(join(tmpdir(), 'pb-lh-'));
  const output = join(folder, 'report.json');
  try {
    await run(
      process.execPath,
      [
        join(BENCH, 'node_modules/lighthouse/cli/index.js'),
        url,
        '--quiet',
        '--only-categories=performance',
        '--output=json',
        `--output-path=${output}`,
        `--chrome-flags=${await chromeFlags()}`,
        ...(withoutScripts ? ['--blocked-url-patterns=*.js'] : []),
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM }, timeout: 180_000 },
    );
    const report = JSON.parse(readFileSync(output, 'utf8'));
    return {
      score: Math.round(report.categories.performance.score * 100),
      tbt: report.audits['total-blocking-time'].numericValue,
      cls: report.audits['cumulative-layout-shift'].numericValue,
      lcp: report.audits['largest-contentful-paint'].numericValue,
      blocking: blockingByOwner(
        report.audits['long-tasks'].details?.items ?? [],
        {
          fcp: report.audits['first-contentful-paint'].numericValue,
          tti: report.audits.interactive.numericValue,
        },
        (file) => ours.test(file),
      ),
      // Lighthouse's own measure of the machine's CPU speed: the bench's figures against a fixed line (a 50 ms task,
      // TBT) move with it, so a run keeps it to be read beside them (bench/README.md, 7 Dec 2026).
      benchmarkIndex: report.environment?.benchmarkIndex,
      version: report.lighthouseVersion,
      error: report.runtimeError?.code,
    };
  } catch (error) {
    return {
      error: String(error.stderr || error.message)
        .trim()
        .split('\n')[0]
        .slice(0, 200),
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
