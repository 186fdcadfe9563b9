/**
 * The parameters of every property test of a parser of untrusted input (settings JSON, hash, units, pipe strings,
 * feed replies, cookie values, page globals), so one switch scales them all: `npm test` runs each at its own small
 * count, `npm run fuzz` (scripts/fuzz.mjs) at `FUZZ_RUNS` cases (10 000 unless told). fast-check prints the seed
 * and the path of a failure; `FUZZ_SEED=<seed> FUZZ_PATH=<path>` replays exactly that case (docs/fuzzing.md).
 */

interface FuzzParameters {
  numRuns: number;
  seed?: number;
  path?: string;
}

function integerFrom(name: string, value: string | undefined, min: number): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  // A typo in a fuzz run's settings must stop it, not fall back quietly to the small count.
  if (!Number.isSafeInteger(n) || n < min) throw new Error(`${name} must be an integer ≥ ${min}, not "${value}"`);
  return n;
}

/** `defaultCount` cases in `npm test`; `FUZZ_RUNS` cases, and the seed and path of `FUZZ_SEED`/`FUZZ_PATH`, when set. */
export function fuzzRuns(defaultCount = 200): FuzzParameters {
  const env = typeof process === 'undefined' ? {} : process.env;
  const seed = integerFrom('FUZZ_SEED', env.FUZZ_SEED, Number.MIN_SAFE_INTEGER);
  const path = env.FUZZ_PATH?.trim();
  return {
    numRuns: integerFrom('FUZZ_RUNS', env.FUZZ_RUNS, 1) ?? defaultCount,
    ...(seed === undefined ? {} : { seed }),
    ...(seed !== undefined && path ? { path } : {}),
  };
}
