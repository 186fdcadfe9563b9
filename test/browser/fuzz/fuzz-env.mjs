// @ts-check
/**
 * web-test-runner plugin: `executeServerCommand('fuzz-env')` gives a browser test the fuzz settings of the run
 * (the browser has no `process.env`): FUZZ_MARKUP_RUNS cases per fixture, FUZZ_SEED and FUZZ_PATH to replay one.
 */
export function fuzzEnv() {
  return {
    name: 'fuzz-env',
    /** @param {{ command: string }} context */
    executeCommand({ command }) {
      if (command !== 'fuzz-env') return undefined;
      const { FUZZ_MARKUP_RUNS, FUZZ_SEED, FUZZ_PATH } = process.env;
      return { runs: FUZZ_MARKUP_RUNS ?? null, seed: FUZZ_SEED ?? null, path: FUZZ_PATH ?? null };
    },
  };
}
