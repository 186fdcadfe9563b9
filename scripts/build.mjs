#!/usr/bin/env node
/**
 * Builds everything from source: the npm package (dist/lib, with type declarations and styles), the files a
 * CMS page loads (dist/cdn) and the React demo site (dist/site). `node scripts/build.mjs lib cdn` builds a subset.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

// Production builds resolve Lit's production code, also when a test runner (NODE_ENV=test) asks for a build.
process.env.NODE_ENV = 'production';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const wanted = process.argv.slice(2).length ? process.argv.slice(2) : ['lib', 'cdn', 'site'];
const families = readdirSync(join(root, 'elements'), { withFileTypes: true })
  .filter((d) => d.isDirectory() && readdirSync(join(root, 'elements', d.name)).includes('define.ts'))
  .map((d) => d.name)
  .sort();

/** Copies each element's CSS beside the built code, plus `styles.css` with all of them. */
function writeStyles(outDir) {
  mkdirSync(outDir, { recursive: true });
  const all = [];
  for (const family of families) {
    const css = readFileSync(join(root, 'elements', family, `${family}.css`), 'utf8');
    writeFileSync(join(outDir, `${family}.css`), css);
    all.push(css);
  }
  writeFileSync(join(outDir, 'styles.css'), all.join('\n'));
}

const quiet = { logLevel: 'warn', configFile: join(root, 'vite.config.ts') };
const started = Date.now();
if (wanted.includes('lib')) {
  await build({ ...quiet, mode: 'lib' });
  execFileSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', join(root, 'tsconfig.build.json')], { stdio: 'inherit' });
  writeStyles(join(root, 'dist/lib/styles'));
  copyFileSync(join(root, 'custom-elements.json'), join(root, 'dist/lib/custom-elements.json'));
}
if (wanted.includes('cdn')) {
  await build({ ...quiet, mode: 'cdn' });
  writeStyles(join(root, 'dist/cdn'));
}
if (wanted.includes('site')) await build({ ...quiet, mode: 'site' });
console.log(`built ${wanted.join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
