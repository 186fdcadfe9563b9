#!/usr/bin/env node
/**
 * `npm run fuzz`: the long fuzz runs that `npm test` keeps short (docs/fuzzing.md).
 *  1. every property test of an untrusted-input parser (each spec that takes its parameters from
 *     test/helpers/fuzz-runs.ts) at FUZZ_RUNS cases each, 10 000 unless set;
 *  2. every element over fuzzed markup (test/browser/fuzz/) at FUZZ_MARKUP_RUNS cases per element, 100 unless
 *     set, in the engines of BROWSERS (all three unless set).
 * FUZZ_SEED (and FUZZ_PATH) replay the case a failure printed. `npm run fuzz -- parsers` or `-- markup` runs one part.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules/.bin', name);
const part = process.argv[2] ?? 'all';
if (!['all', 'parsers', 'markup'].includes(part)) {
  console.error(`usage: npm run fuzz [-- parsers|markup]`);
  process.exit(2);
}

/** The spec files under `dir` that import the fuzz-runs helper: the parsers' property tests. */
function propertySpecs(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'node_modules') found.push(...propertySpecs(path));
    else if (entry.name.endsWith('.spec.ts') && readFileSync(path, 'utf8').includes('helpers/fuzz-runs.js'))
      found.push(relative(root, path));
  }
  return found;
}

const env = {
  ...process.env,
  FUZZ_RUNS: process.env.FUZZ_RUNS ?? '10000',
  FUZZ_MARKUP_RUNS: process.env.FUZZ_MARKUP_RUNS ?? '100',
};
const run = (command, args) => spawnSync(command, args, { cwd: root, env, stdio: 'inherit' }).status ?? 1;
let failed = 0;

if (part !== 'markup') {
  const specs = ['elements', 'test/node'].flatMap((dir) => propertySpecs(join(root, dir))).sort();
  console.log(`\n=== parsers: ${specs.length} property-test files at ${env.FUZZ_RUNS} cases per property`);
  // Up to 10 minutes a test: some properties take a minute at 10 000 cases.
  if (run(bin('vitest'), ['run', '--testTimeout=600000', ...specs])) failed++;
}

if (part !== 'parsers') {
  console.log(`\n=== markup: every element at ${env.FUZZ_MARKUP_RUNS} mutated cases (test/browser/fuzz/)`);
  if (run(bin('web-test-runner'), ['--config', 'test/browser/fuzz/fuzz.config.mjs', '--static-logging'])) failed++;
}

if (env.FUZZ_SEED)
  console.log(`\n(replayed with FUZZ_SEED=${env.FUZZ_SEED}${env.FUZZ_PATH ? ` FUZZ_PATH=${env.FUZZ_PATH}` : ''})`);
process.exit(failed ? 1 : 0);
