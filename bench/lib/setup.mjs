/**
 * What the bench needs before it measures: the peers installed in bench/node_modules (its own package, never the
 * project's), the project built, the peers bundled (esbuild, as PERF.md measured them: minified ESM, production),
 * and the elements' canonical fixtures read from their TypeScript sources.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

export const BENCH = join(dirname(fileURLToPath(import.meta.url)), '..');
export const ROOT = join(BENCH, '..');
export const OUT = join(BENCH, '.build');

/** `npm install --prefix bench` on the first run (or when a peer is missing). */
export function installPeers() {
  if (existsSync(join(BENCH, 'node_modules/swiper/package.json'))) return;
  console.log('bench: installing the peers into bench/node_modules');
  execFileSync('npm', ['install', '--prefix', BENCH, '--no-audit', '--no-fund'], {
    stdio: 'inherit',
    env: { ...process.env, PUPPETEER_SKIP_DOWNLOAD: '1' },
  });
}

/**
 * The commit a run measures, with `+changes` when tracked files differ from it; kept with the run's results, so a
 * report can say which code each row stands for. Undefined outside a git checkout.
 */
export function measuredCode() {
  const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
  try {
    return `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--untracked-files=no') ? '+changes' : ''}`;
  } catch {
    return undefined;
  }
}

/** `node scripts/build.mjs` unless `BENCH_NO_BUILD=1` and a build is there. */
export function buildProject() {
  if (process.env.BENCH_NO_BUILD === '1' && existsSync(join(ROOT, 'dist/cdn/autoload.js'))) return;
  console.log('bench: building (node scripts/build.mjs)');
  execFileSync(process.execPath, [join(ROOT, 'scripts/build.mjs')], { stdio: 'inherit', cwd: ROOT });
}

/** Each peer entry in bench/peers/ bundled to bench/.build/peers/<name>.js (plus its lazy chunks). */
export async function bundlePeers() {
  const entries = readdirSync(join(BENCH, 'peers')).filter((f) => f.endsWith('.js'));
  await build({
    entryPoints: entries.map((f) => join(BENCH, 'peers', f)),
    outdir: join(OUT, 'peers'),
    bundle: true,
    minify: true,
    splitting: true,
    format: 'esm',
    target: 'es2021',
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  // The cleanup suite's tracker, for the leak runs: a global the page can start.
  await build({
    entryPoints: [join(ROOT, 'elements/base/test/resource-tracker.ts')],
    outfile: join(OUT, 'resource-tracker.js'),
    bundle: true,
    format: 'iife',
    globalName: 'PbTracker',
    target: 'es2022',
    logLevel: 'error',
  });
}

/**
 * Fixture files are plain strings, but some sit beside test helpers that import the browser test libraries:
 * in Node those packages are stood in for by an object whose every member is a no-op.
 */
const STUB_PACKAGES = {
  name: 'stub-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => ({ path: args.path, namespace: 'stub' }));
    b.onLoad({ filter: /.*/, namespace: 'stub' }, () => ({
      contents: 'module.exports = new Proxy({}, { get: () => () => {} });',
      loader: 'js',
    }));
  },
};

/** The `fixtures` export of elements/<tag>/<tag>.fixtures.ts, as { name: html }. */
export async function loadFixtures(tag) {
  const file = join(ROOT, 'elements', tag, `${tag}.fixtures.ts`);
  const outfile = join(OUT, 'fixtures', `${tag}.mjs`);
  await build({
    entryPoints: [file],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    logLevel: 'error',
    plugins: [STUB_PACKAGES],
  });
  return (await import(pathToFileURL(outfile).href)).fixtures ?? {};
}

/** Elements that have a fixtures file and a built `<tag>.js` (CSS-only modules such as content/ have none). */
export function elementsWithFixtures() {
  return readdirSync(join(ROOT, 'elements'))
    .filter((d) => existsSync(join(ROOT, 'elements', d, `${d}.fixtures.ts`)))
    .filter((d) => existsSync(join(ROOT, 'dist/cdn', `${d}.js`)))
    .sort();
}
