// @ts-check
/**
 * A web-test-runner reporter that makes "no tests" a failure: a test file that registers no test in an engine
 * (an import that throws before `describe` is reached is already an error; a file whose tests sit behind an
 * engine check, or that forgot to register any, would otherwise pass silently) fails in that engine, and the
 * tests each engine ran are printed at the end, one line per engine:
 *   `tests in chromium: 812 passed, 0 failed, 0 skipped (61 files)`
 * scripts/test.mjs reads those lines (and fails an engine that ran none). Put it before the default reporter,
 * so the default reporter's report of the file shows the error.
 */

import { relative } from 'node:path';

/** @typedef {import('@web/test-runner').TestSession} TestSession */
/** @typedef {import('@web/test-runner').TestSuiteResult} TestSuiteResult */

/** Counts the tests of a suite and its sub-suites. @param {TestSuiteResult | undefined} suite */
function countTests(suite) {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  const visit = (/** @type {TestSuiteResult} */ s) => {
    for (const test of s.tests) counts[test.skipped ? 'skipped' : test.passed ? 'passed' : 'failed']++;
    for (const child of s.suites) visit(child);
  };
  if (suite) visit(suite);
  return counts;
}

/**
 * Fails each passed session that ran no test (none registered, or every one skipped), with an error naming the
 * file and the engine. Returns the sessions it failed.
 * @param {TestSession[]} sessions
 * @param {(session: TestSession) => string} engineName
 */
export function failEmptySessions(sessions, engineName) {
  const failed = [];
  for (const session of sessions) {
    if (session.passed === false) continue;
    const counts = countTests(session.testResults);
    if (counts.passed + counts.failed > 0) continue;
    session.passed = false;
    session.errors.push({
      message: `${relative(process.cwd(), session.testFile)} ran no test in ${engineName(session)}${counts.skipped ? ` (${counts.skipped} skipped)` : ''}: a test file must register at least one test in every engine`,
    });
    failed.push(session);
  }
  return failed;
}

/**
 * The tests each engine ran, as the lines this reporter prints.
 * @param {TestSession[]} sessions
 * @param {(session: TestSession) => string} engineName
 */
export function engineTotals(sessions, engineName) {
  /** @type {Map<string, { passed: number; failed: number; skipped: number; files: number }>} */
  const totals = new Map();
  for (const session of sessions) {
    const name = engineName(session);
    const total = totals.get(name) ?? { passed: 0, failed: 0, skipped: 0, files: 0 };
    const counts = countTests(session.testResults);
    total.passed += counts.passed;
    total.failed += counts.failed;
    total.skipped += counts.skipped;
    total.files++;
    totals.set(name, total);
  }
  return [...totals].map(
    ([name, t]) => `tests in ${name}: ${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped (${t.files} files)`,
  );
}

/**
 * One line per failure, naming the engine, the file and the test (or the file's own error): the default reporter
 * prints failures amid the progress output, where a CI log's reader (and scripts/test.mjs) could not find which
 * test had failed in the CI of f57301a.
 *   `failed in firefox: elements/x/x.test.ts: <suite> > <test>: <the error's first line>`
 * @param {TestSession[]} sessions
 * @param {(session: TestSession) => string} engineName
 */
export function failureLines(sessions, engineName) {
  const lines = [];
  const firstLine = (/** @type {string | undefined} */ text) => (text ?? '').split('\n')[0].slice(0, 300);
  for (const session of sessions) {
    if (session.passed !== false) continue;
    const where = `failed in ${engineName(session)}: ${relative(process.cwd(), session.testFile)}`;
    const before = lines.length;
    const visit = (/** @type {TestSuiteResult} */ suite, /** @type {string[]} */ path) => {
      for (const test of suite.tests)
        if (!test.passed && !test.skipped)
          lines.push(`${where}: ${[...path, test.name].join(' > ')}: ${firstLine(test.error?.message)}`);
      for (const child of suite.suites) visit(child, [...path, child.name]);
    };
    if (session.testResults) visit(session.testResults, []);
    for (const error of session.errors ?? []) lines.push(`${where}: ${firstLine(error.message)}`);
    // Failed with nothing named: the browser or the runner ended it (a timeout, a lost connection).
    if (lines.length === before) lines.push(`${where}: ended without a result (${session.status})`);
  }
  return lines;
}

/**
 * @param {(session: TestSession) => string} engineName
 * @returns {import('@web/test-runner').Reporter}
 */
export function testCountReporter(engineName) {
  return {
    reportTestFileResults({ sessionsForTestFile }) {
      failEmptySessions(sessionsForTestFile, engineName);
    },
    onTestRunFinished({ sessions }) {
      // A file's report runs when its last engine finishes; this catches any session it did not see.
      failEmptySessions(sessions, engineName);
      const failures = failureLines(sessions, engineName);
      if (failures.length) console.log(`\n${failures.join('\n')}`);
      console.log(`\n${engineTotals(sessions, engineName).join('\n')}`);
    },
  };
}
