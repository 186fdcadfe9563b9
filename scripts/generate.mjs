#!/usr/bin/env node
/**
 * `npm run generate`: the one command for every generated file — custom-elements.json (the analyzer, with the
 * plugins of custom-elements-manifest.config.mjs), the React wrappers in react/, and the README's element
 * table. `generatedFiles()` computes them in memory, which is what the freshness test compares with the disk.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { create, ts } from '@custom-elements-manifest/analyzer';
import { litPlugin } from '@custom-elements-manifest/analyzer/src/features/framework-plugins/lit/lit.js';
import config from '../custom-elements-manifest.config.mjs';
import { HEADER, renderWrappers } from './manifest/react-wrappers.mjs';
import { withElementTable } from './manifest/readme-table.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Turns one of the config's globs (`**`, `*` only) into a test on a root-relative path. */
const globTest = (glob) => {
  const pattern = glob.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*\*\//g, '(?:.*/)?').replace(/\*\*/g, '.*').replace(/\*/g, '[^/]*');
  return (path) => new RegExp(`^${pattern}$`).test(path);
};

function sourceFiles() {
  const included = config.globs.map(globTest);
  const excluded = config.exclude.map(globTest);
  return readdirSync(join(root, 'elements'), { recursive: true })
    .map((path) => relative(root, join(root, 'elements', String(path))).split(sep).join('/'))
    .filter((path) => included.some((test) => test(path)) && !excluded.some((test) => test(path)))
    .sort();
}

/** The manifest, computed from the sources. */
export function analyze() {
  const modules = sourceFiles().map((path) => ts.createSourceFile(path, readFileSync(join(root, path), 'utf8'), ts.ScriptTarget.ES2022, true));
  return create({ modules, plugins: [...litPlugin(), ...config.plugins], context: { dev: false } });
}

/** Every generated file (path relative to the root → content), computed in memory. */
export function generatedFiles() {
  const manifest = analyze();
  const files = new Map([['custom-elements.json', JSON.stringify(manifest, null, 2) + '\n'], ...renderWrappers(manifest)]);
  files.set('README.md', withElementTable(readFileSync(join(root, 'README.md'), 'utf8'), manifest));
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = generatedFiles();
  // Wrappers of removed elements must not linger (only generated files are ever removed).
  for (const old of readdirSync(join(root, 'react'))) {
    const path = join(root, 'react', old);
    if (!files.has(`react/${old}`) && readFileSync(path, 'utf8').startsWith(HEADER)) rmSync(path);
  }
  for (const [path, content] of files) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  console.log(`generated ${[...files.keys()].join(', ')}`);
}
