// @ts-check
/**
 * web-test-runner for `npm run fuzz` (scripts/fuzz.mjs): the project's configuration (all three engines, the same
 * plugins), only the fuzz files, and a file time limit that grows with FUZZ_MARKUP_RUNS (the project's 90 s fits
 * the 10 cases per element of `npm test`).
 */
// Loaded by address, not by a static import, so the type check does not take in the project config's own checks.
const base = (await import(new URL('../../../web-test-runner.config.mjs', import.meta.url).href)).default;

const runs = Number(process.env.FUZZ_MARKUP_RUNS ?? 20);

export default {
  ...base,
  files: ['test/browser/fuzz/*.fuzz.test.ts'],
  // About 0.2 s a case in the slowest engine, for up to eight elements a file; never less than the usual limit.
  testsFinishTimeout: Math.max(base.testsFinishTimeout ?? 90_000, runs * 8 * 400 + 60_000),
};
