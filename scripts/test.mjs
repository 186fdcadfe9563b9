#!/usr/bin/env node
/**
 * `npm test`: every suite, in order, with one total at the end.
 *  1. the test browsers (Debian packages; installed with apt-get when running as root, else the command is printed)
 *  2. type check, then the builds the later suites test (npm package, CDN files, demo site)
 *  3. web-test-runner: every browser test in each engine, in two lanes side by side: Firefox, then WebKit; and
 *     Chromium, then Firefox's files under test/browser/, then at the lowest priority lint (`npm run lint`: ESLint,
 *     Prettier's check, knip's unused files, exports and dependencies) and vitest on one worker (logic, property tests,
 *     server, generated-file freshness, package entry points, byte budgets). Each engine's count is printed, and an
 *     engine that runs no test (or a file that runs none in an engine) fails
 *  4. end to end: playwright-core driving Debian Chromium against the built site and the CMS pages, two files at a
 *     time, then the journey that times the pages alone
 * The last line is `N passed, N failed` over all suites; the exit code is non-zero if anything failed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { STUCK_LEAVE_NOTICE } from '../test/browser/webkit-stuck-leave.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const results = join(root, 'test-results');
mkdirSync(results, { recursive: true });
// Reports of an earlier run must not be read (or printed by .ci/run) as this run's: a suite that crashes before
// writing its report then counts as failed, not as whatever passed last time.
for (const report of ['vitest.json', 'e2e.json', 'e2e-timed.json', 'totals.txt'])
  rmSync(join(results, report), { force: true });
const bin = (name) => join(root, 'node_modules/.bin', name);
const started = Date.now();
let passed = 0;
let failed = 0;
const stages = [];
/** Names of failed tests, repeated at the end so the last lines of a CI log say what failed. */
const failures = [];
/** What the runs did about a browser's own trouble without failing a test (a WebKit browser replaced after a page
 * that did not let go, test/browser/webkit-stuck-leave.mjs), printed again with the totals so it is not lost. */
const notices = [];

const BROWSER_FILES = {
  chromium: '/usr/bin/chromium',
  'firefox-esr': '/usr/bin/firefox-esr',
  'webkit2gtk-driver': '/usr/bin/WebKitWebDriver',
  xvfb: '/usr/bin/Xvfb',
};
const APT = `apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ${[...Object.keys(BROWSER_FILES), 'xauth'].join(' ')}`;

/**
 * The oldest major version of a package the tests run on (docs/BROWSERS.md §7, item 10): Firefox ESR 140 answers
 * puppeteer's WebDriver BiDi `emulation.setScreenOrientationOverride` with "unknown command", and every Firefox file
 * fails before its first test. A machine that installed its browsers from package lists never updated has that one
 * (seen 1 Dec 2026), so an older browser counts as missing: the install above updates the lists and upgrades it.
 */
const OLDEST = { 'firefox-esr': 153 };

/** The installed major version of a Debian package (`dpkg-query`; the browser is not started), or NaN. */
function installedMajor(pkg) {
  const query = spawnSync('dpkg-query', ['-W', '-f=${Version}', pkg], { encoding: 'utf8' });
  return query.status === 0 ? Number.parseInt(query.stdout, 10) : Number.NaN;
}

/** `[package, reason]` pairs as one readable list. */
const named = (pairs) => pairs.map(([pkg, why]) => `${pkg} (${why})`).join(', ');

/** The browser packages to install: those missing, and those older than OLDEST (each with the reason). */
function browsersToInstall() {
  return Object.entries(BROWSER_FILES).flatMap(([pkg, file]) => {
    if (!existsSync(file)) return [[pkg, 'missing']];
    const major = installedMajor(pkg);
    return major < (OLDEST[pkg] ?? 0) ? [[pkg, `${major}, older than ${OLDEST[pkg]}`]] : [];
  });
}

function ensureBrowsers() {
  const wanted = browsersToInstall();
  if (!wanted.length) return true;
  const list = named(wanted);
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    console.error(`Test browsers to install: ${list}. Install them with:\n  sudo sh -c '${APT}'`);
    return false;
  }
  console.log(`Installing test browsers from Debian packages: ${list}`);
  if (spawnSync('sh', ['-c', APT], { stdio: 'inherit' }).status !== 0) return false;
  const left = browsersToInstall();
  if (left.length) console.error(`Still not usable after the install: ${named(left)}`);
  return !left.length;
}

/** Runs a command, echoing its output unless `echo` is false, and resolves with its exit code and text. */
function run(command, args, env = {}, echo = true) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let text = '';
    const keep = (stream) => (chunk) => {
      text += chunk;
      if (echo) stream.write(chunk);
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    child.on('close', (code, signal) => {
      // A run ended from outside (a signal, a crash) prints nothing of its own: say so, or the log just stops.
      if (signal) console.error(`\n${command} ended by ${signal}, without an exit code of its own`);
      else if (code) console.error(`\n${command} exited with code ${code}`);
      resolve({ code: code ?? 1, text });
    });
  });
}

function record(name, ok, counts) {
  passed += counts.passed;
  failed += counts.failed + (ok || counts.failed ? 0 : 1);
  stages.push(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${counts.passed} passed, ${counts.failed} failed`);
}

/** Counts from a vitest JSON report. */
function vitestCounts(file) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    for (const suite of report.testResults ?? []) {
      for (const test of suite.assertionResults ?? []) {
        if (test.status === 'failed')
          failures.push(
            `${test.fullName}: ${String(test.failureMessages?.[0] ?? '')
              .split('\n')[0]
              .slice(0, 300)}`,
          );
      }
    }
    return { passed: report.numPassedTests ?? 0, failed: (report.numFailedTests ?? 0) + (report.numTodoTests ?? 0) };
  } catch {
    return { passed: 0, failed: 0 };
  }
}

async function stage(name, fn) {
  console.log(`\n=== ${name}`);
  const t = Date.now();
  await fn();
  console.log(`=== ${name}: ${((Date.now() - t) / 1000).toFixed(1)} s`);
}

await stage('browsers', async () => {
  const ok = ensureBrowsers();
  record('test browsers present', ok, { passed: ok ? 1 : 0, failed: 0 });
  if (!ok) finish();
});

await stage('type check and builds', async () => {
  const tsc = await run(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json']);
  record('type check', tsc.code === 0, { passed: tsc.code === 0 ? 1 : 0, failed: 0 });
  const build = await run(process.execPath, [join(root, 'scripts/build.mjs')]);
  record('build (lib, cdn, site)', build.code === 0, { passed: build.code === 0 ? 1 : 0, failed: 0 });
  if (build.code !== 0) finish();
});

/**
 * `[command, args]` run at the lowest priority (`nice`, where there is one): work that fills a core the browser
 * tests leave idle without taking time from them.
 */
const atLowPriority = (command, args) =>
  existsSync('/usr/bin/nice') ? ['/usr/bin/nice', ['-n', '19', command, ...args]] : [command, args];

/**
 * One vitest run with `args`, its JSON report written to test-results/`report`: its exit code, counts and output
 * (echoed as it comes unless `echo` is false; at the lowest priority with `low`).
 */
async function vitestRun(report, args = [], { echo = true, low = false } = {}) {
  const file = join(results, report);
  const command = [
    bin('vitest'),
    ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
  ];
  const { code, text } = await run(...(low ? atLowPriority(...command) : command), {}, echo);
  return { code, counts: vitestCounts(file), text };
}

/** The browser test files: every `*.test.ts` under elements/ and test/browser/ (web-test-runner.config.mjs's `files`). */
const testFiles = ['elements', 'test/browser'].flatMap((dir) =>
  readdirSync(join(root, dir), { recursive: true })
    .filter((file) => String(file).endsWith('.test.ts'))
    .map((file) => `${dir}/${file}`),
);

/**
 * The last words of WebKitWebDriver and MiniBrowser (web-test-runner.config.mjs writes them to the log), but for the
 * lines every run prints (no D-Bus, no GStreamer plugins): a browser that dies shows in the runner only as a lost
 * session.
 */
function printWebKitLog() {
  const file = join(results, 'webkit-driver.log');
  if (!existsSync(file)) return;
  const noise = /dbus-launch|WebVTT encoder|GL video sink|fakevideosink|^\s*$/;
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => !noise.test(line));
  if (lines.length) console.log(`\nWebKit's own output (${file}), last lines:\n${lines.slice(-30).join('\n')}`);
}

/**
 * One web-test-runner run of the browser tests `files` (all of them by default) in `engines` (side by side, one file
 * at a time each), recorded per engine: each must run tests and every one of those files. Its output is echoed as it
 * comes, or with `echo` false kept and printed whole when the run ends (a run beside another must not mix its lines
 * into the other's). With `low`, the runner and its browser run at the lowest priority.
 */
async function webTestRunner(engines, { echo = true, files = testFiles, low = false } = {}) {
  const part = files.length === testFiles.length ? '' : ` (${files.length} of the ${testFiles.length} files)`;
  // The exit witness names whatever ends the runner without its summary (test/browser/exit-witness.mjs).
  const env = {
    ...(part && { TEST_FILES: files.join(',') }),
    BROWSERS: engines.join(','),
    NODE_OPTIONS:
      `${process.env.NODE_OPTIONS ?? ''} --import ${pathToFileURL(join(root, 'test/browser/exit-witness.mjs'))}`.trim(),
  };
  const command = [bin('web-test-runner'), ['--static-logging']];
  const { code, text } = await run(...(low ? atLowPriority(...command) : command), env, echo);
  if (!echo) console.log(`\n--- web-test-runner in ${engines.join(', ')}\n${text}`);
  if (code !== 0 && engines.includes('webkit')) printWebKitLog();
  // test/browser/test-count-reporter.mjs prints one line per engine at the end:
  // "tests in chromium: 812 passed, 0 failed, 0 skipped (61 files)".
  // Escape sequences of the progress display are removed first: one may sit at the start of any line.
  // eslint-disable-next-line no-control-regex -- the terminal's escape sequences are what this removes
  const plain = text.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '');
  notices.push(...plain.split(/\r?\n/).filter((line) => line.startsWith(STUCK_LEAVE_NOTICE)));
  const byEngine = new Map();
  for (const [, engine, p, f, s, files] of plain.matchAll(
    /tests in (\w+): (\d+) passed, (\d+) failed, (\d+) skipped \((\d+) files\)/g,
  ))
    byEngine.set(engine, { passed: +p, failed: +f, skipped: +s, files: +files });
  // Should the reporter's lines be missing, the progress display's last line per browser has the same counts
  // ("MiniBrowser: |███| 84/84 test files | 1211 passed, 0 failed").
  const BROWSER_ENGINE = { Chromium: 'chromium', Firefox: 'firefox', MiniBrowser: 'webkit' };
  for (const [, browser, p, f] of plain.matchAll(
    /^(Chromium|Firefox|MiniBrowser):\s*\|[^|]*\|[^|]*\| (\d+) passed, (\d+) failed/gm,
  ))
    if (!byEngine.has(BROWSER_ENGINE[browser]) || byEngine.get(BROWSER_ENGINE[browser]).fromProgress)
      byEngine.set(BROWSER_ENGINE[browser], { passed: +p, failed: +f, skipped: 0, fromProgress: true });
  // The reporter's line per failure: "failed in firefox: <file>: <suite> > <test>: <error>" (or the file's error).
  const named = [...plain.matchAll(/^failed in \w+: .+$/gm)].map(([line]) => line);
  failures.push(...named);
  // Without them (the reporter did not get to print): "❌ <suite> > <test> (failed on Chromium)" and its error.
  if (!named.length)
    for (const [, name, error] of plain.matchAll(/^\s*❌ (.+)\n\s*(.*)/gm))
      failures.push(`${name}: ${error.slice(0, 300)}`);
  let failuresCounted = 0;
  for (const engine of engines) {
    const counts = byEngine.get(engine) ?? { passed: 0, failed: 0, skipped: 0 };
    console.log(`${engine}${part}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
    if (!counts.passed)
      failures.push(`web-test-runner: ${engine} ran no test${byEngine.has(engine) ? '' : ' (no count reported)'}`);
    // An engine cut short (the runner's testsFinishTimeout, a browser that died) reports only the files it ran:
    // in the CI of f57301a WebKit ran 92 of 113 and its count alone looked clean.
    // A count from the progress display alone means the runner ended before its summary: WebKit's read "ok" from
    // it in the CI of 212650e with 1 313 of its 1 504 tests run.
    const ranEveryFile = counts.files === files.length;
    if (!ranEveryFile)
      failures.push(
        `web-test-runner: ${engine} ran ${counts.files ?? 'an unknown number'} of the ${files.length} test files${part}`,
      );
    failuresCounted += counts.failed + (ranEveryFile ? 0 : 1);
    record(`web-test-runner in ${engine}${part}`, counts.passed > 0 && counts.failed === 0 && ranEveryFile, {
      passed: counts.passed,
      failed: counts.failed + (ranEveryFile ? 0 : 1),
    });
  }
  // A failure outside any test (a file that ran none, failed to load, or an engine that did not start) fails the run
  // as one more failure; failed tests and engines cut short already count.
  if (code !== 0 && !failuresCounted)
    record(`web-test-runner run in ${engines.join(', ')} (file errors, engines)`, false, { passed: 0, failed: 0 });
}

/**
 * Firefox's files that run in Chromium's lane, after Chromium, instead of in Firefox's before WebKit: the suites
 * under test/browser/ (whole-page checks, faults, fuzzed markup; 20 files, 107 s of Firefox's time alone on 2 Dec).
 * With three of them there (the CI of 6de160d: Firefox 438 s then WebKit 380 s; Chromium 520 s, those three 38 s,
 * lint and vitest after them) the lanes ended together, but Chromium's run has since lost about 100 s of 356 alone
 * to pages reused from file to file (test/browser/reused-pages.mjs), and the rest of those files take its place.
 */
const firefoxAfterChromium = (file) => file.startsWith('test/browser/');

/**
 * The browser tests in two lanes, each engine in web-test-runner runs of its own, never more than two engines at
 * once: Firefox, then WebKit, in one; Chromium, then Firefox's files under test/browser/, then lint and vitest on
 * one worker (all three at the lowest priority), in the other. WebKit starts when Firefox's first part ends instead of
 * waiting for Chromium, and the checks use what WebKit leaves of the two cores. Only WebKit's output is echoed as it
 * comes; the others' is printed whole after it.
 *
 * Measured on two cores (docs/BROWSERS.md §5): all three engines in one run ended silently part-way in three of six
 * runs; WebKit takes 311 s alone and 347–362 s beside lint and vitest at the lowest priority (or beside Chromium's
 * last 50 s); beside end-to-end journeys, niced or not, 560 s, and it failed on time there; lint and vitest at the
 * lowest priority beside Chromium and Firefox made that run 567 s instead of 464–474.
 */
await stage('web-test-runner in two lanes (Firefox then WebKit; Chromium then lint and vitest)', async () => {
  const firefoxLater = testFiles.filter(firefoxAfterChromium);
  const firefoxFirst = testFiles.filter((file) => !firefoxLater.includes(file));
  const firefoxThenWebKit = (async () => {
    await webTestRunner(['firefox'], { echo: false, files: firefoxFirst });
    await webTestRunner(['webkit']);
  })();
  const chromiumThenChecks = (async () => {
    await webTestRunner(['chromium'], { echo: false });
    // At the lowest priority: it runs beside WebKit, which once failed to close a page in time there (the CI of
    // 76df665: "Timed out stopping the browser page"; with lint and vitest beside it, niced, never).
    if (firefoxLater.length) await webTestRunner(['firefox'], { echo: false, files: firefoxLater, low: true });
    const linted = await run(...atLowPriority('npm', ['run', '--silent', 'lint']), {}, false);
    const tested = await vitestRun('vitest.json', ['--maxWorkers=1'], { echo: false, low: true });
    return { linted, tested };
  })();
  await firefoxThenWebKit;
  const { linted, tested } = await chromiumThenChecks;
  console.log(`\n--- lint (ESLint, Prettier, knip)\n${linted.text}`);
  record('lint (ESLint, Prettier, knip)', linted.code === 0, { passed: linted.code === 0 ? 1 : 0, failed: 0 });
  console.log(`\n--- vitest (one worker)\n${tested.text}`);
  record('vitest (logic, server, generated files, package, budgets)', tested.code === 0, tested.counts);
});

/**
 * The journey that times the pages (no long task of ours, CLS 0 at 1× CPU) runs alone; the others run two files at a
 * time, one per core. On a two-core machine where the whole run took 1 526 s, the journeys one file at a time took
 * 700 s, two at a time 589 s (CI's limit is 25 minutes).
 */
const TIMED_JOURNEYS = 'test/e2e/page-stability.e2e.ts';

await stage('end to end (playwright-core, Debian Chromium)', async () => {
  const e2e = ['--config', 'vitest.e2e.config.ts'];
  const together = await vitestRun('e2e.json', [
    ...e2e,
    '--fileParallelism',
    '--maxWorkers=2',
    '--exclude',
    TIMED_JOURNEYS,
  ]);
  const alone = await vitestRun('e2e-timed.json', [...e2e, TIMED_JOURNEYS]);
  record('end to end', together.code === 0 && alone.code === 0, {
    passed: together.counts.passed + alone.counts.passed,
    failed: together.counts.failed + alone.counts.failed,
  });
});

finish();

function finish() {
  if (notices.length) console.log(`\nNoticed (not failures):\n${notices.map((n) => `  ${n}`).join('\n')}`);
  if (failures.length) console.log(`\nFailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
  console.log(`\n${stages.join('\n')}\nall suites in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const totals = `${passed} passed, ${failed} failed`;
  writeFileSync(join(results, 'totals.txt'), totals + '\n');
  console.log(totals);
  process.exit(failed ? 1 : 0);
}
