/** The browser runner's "no tests" rule (test/browser/test-count-reporter.mjs), on sessions as the runner makes them. */
import { describe, expect, it } from 'vitest';
import { engineTotals, failEmptySessions, failureLines } from '../browser/test-count-reporter.mjs';

type Session = Parameters<typeof failEmptySessions>[0][number];

const test = (passed: boolean, skipped = false) => ({ name: 't', passed, skipped });
const session = (engine: string, testFile: string, tests: ReturnType<typeof test>[], passed = true) =>
  ({
    browser: { name: engine },
    testFile,
    passed,
    errors: [],
    testResults: { name: '', tests: [], suites: [{ name: 's', tests, suites: [] }] },
  }) as unknown as Session;
const engineName = (s: Session) => s.browser.name;

describe('the test-count reporter', () => {
  it('fails a file that runs no test in an engine, naming the file and the engine', () => {
    const empty = session('firefox', `${process.cwd()}/elements/x/x.test.ts`, []);
    const skippedOnly = session('webkit', `${process.cwd()}/elements/x/x.test.ts`, [test(false, true)]);
    const fine = session('chromium', `${process.cwd()}/elements/x/x.test.ts`, [test(true)]);
    expect(failEmptySessions([empty, skippedOnly, fine], engineName)).toEqual([empty, skippedOnly]);
    expect(empty.passed).toBe(false);
    expect(empty.errors[0].message).toBe(
      'elements/x/x.test.ts ran no test in firefox: a test file must register at least one test in every engine',
    );
    expect(skippedOnly.errors[0].message).toContain('ran no test in webkit (1 skipped)');
    expect(fine.passed).toBe(true);
    expect(fine.errors).toEqual([]);
  });

  it('leaves a session that already failed as it is, and fails a file once', () => {
    const broken = session('chromium', 'a.test.ts', [], false);
    const empty = session('chromium', 'b.test.ts', []);
    failEmptySessions([broken, empty], engineName);
    failEmptySessions([broken, empty], engineName);
    expect(broken.errors).toEqual([]);
    expect(empty.errors).toHaveLength(1);
  });

  it('prints the tests each engine ran, one line per engine', () => {
    const sessions = [
      session('chromium', 'a', [test(true), test(false)]),
      session('chromium', 'b', [test(true, true)]),
      session('webkit', 'a', [test(true)]),
    ];
    expect(engineTotals(sessions, engineName)).toEqual([
      'tests in chromium: 1 passed, 1 failed, 1 skipped (2 files)',
      'tests in webkit: 1 passed, 0 failed, 0 skipped (1 files)',
    ]);
  });

  it('names each failure by engine, file and test, and a session that failed with nothing named', () => {
    const failing = session(
      'firefox',
      `${process.cwd()}/elements/x/x.test.ts`,
      [test(true), { ...test(false), name: 'opens', error: { message: 'expected 1\nto equal 2' } } as never],
      false,
    );
    const cut = session('webkit', `${process.cwd()}/elements/y/y.test.ts`, [], false);
    (cut as unknown as { status: string }).status = 'STARTED';
    const broken = session('chromium', `${process.cwd()}/elements/z/z.test.ts`, [], false);
    broken.errors.push({ message: 'Failed to load module\n  at z.ts' } as never);
    expect(failureLines([failing, cut, broken, session('chromium', 'ok.test.ts', [test(true)])], engineName)).toEqual([
      'failed in firefox: elements/x/x.test.ts: s > opens: expected 1',
      'failed in webkit: elements/y/y.test.ts: ended without a result (STARTED)',
      'failed in chromium: elements/z/z.test.ts: Failed to load module',
    ]);
  });
});
