#!/usr/bin/env node
/**
 * `npm run generate`: the one command for every generated file — custom-elements.json (the analyzer, with the
 * plugins of custom-elements-manifest.config.mjs), the React wrappers in react/, and the README's element
 * table. `generatedFiles()` computes them without writing any, which is what the freshness test compares with the disk.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
// Loaded here too, so a broken config fails this command (the analyzer's command line only logs it and goes on).
import '../custom-elements-manifest.config.mjs';
import { renderEditorData } from './manifest/editor-data.mjs';
import { HEADER, renderWrappers } from './manifest/react-wrappers.mjs';
import { withElementTable } from './manifest/readme-table.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The manifest, computed from the sources by the analyzer's command line (`cem analyze`), its documented
 * interface: custom-elements-manifest.config.mjs gives the files, `litelement: true` and our plugins. Its
 * output goes to a temporary folder and is read back, so nothing in the repository is written here.
 */
export function analyze() {
  const outdir = mkdtempSync(join(tmpdir(), 'pb-cem-'));
  try {
    // The command joins --outdir onto its working folder: give it relative to the root.
    const args = ['analyze', '--config', 'custom-elements-manifest.config.mjs', '--outdir', relative(root, outdir)];
    execFileSync(join(root, 'node_modules/.bin/cem'), [...args, '--quiet'], { cwd: root, stdio: 'inherit' });
    return JSON.parse(readFileSync(join(outdir, 'custom-elements.json'), 'utf8'));
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

/** Every generated file (path relative to the root → content), computed in memory. */
export function generatedFiles() {
  const manifest = analyze();
  const files = new Map([
    ['custom-elements.json', JSON.stringify(manifest, null, 2) + '\n'],
    ...renderWrappers(manifest),
    ...renderEditorData(manifest, JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))),
  ]);
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
