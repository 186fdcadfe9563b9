/**
 * The folder rule of elements/ (docs/adding-an-element.md): an element folder (one with a define.ts) imports only
 * from base/, controllers/, core/ and the shared kits (forms/, rotation/, collections/, lightbox/), never from
 * another element's folder; a kit or a shared layer never imports from an element folder. Imports are read from
 * every TypeScript and CSS file, tests and fixtures included, statically and through `import()`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const elements = join(root, 'elements');

const folders = readdirSync(elements, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const elementFolders = new Set(folders.filter((name) => readdirSync(join(elements, name)).includes('define.ts')));

/** Relative specifiers in `import … from`, `export … from`, `import()`, side-effect imports and CSS `@import`. */
export function importsOf(source: string): string[] {
  const found = [];
  for (const match of source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*|@import\s+(?:url\()?)(['"])(\.{1,2}\/[^'"]+)\1/g))
    found.push(match[2]);
  return found;
}

/** The first folder under elements/ that `path` (absolute) lies in, or undefined. */
const folderOf = (path: string) => {
  const rel = relative(elements, path);
  return rel.startsWith('..') || !rel.includes(sep) ? undefined : rel.split(sep)[0];
};

/** Every import that breaks the rule, as `file → specifier (why)`. */
export function crossings(files: { path: string; source: string }[]): string[] {
  const problems = [];
  for (const { path, source } of files) {
    const from = folderOf(path);
    if (!from) continue;
    for (const specifier of importsOf(source)) {
      const to = folderOf(normalize(join(dirname(path), specifier)));
      if (!to || to === from || !elementFolders.has(to)) continue;
      const why = elementFolders.has(from)
        ? 'an element folder imports another element folder'
        : 'a shared folder imports an element folder';
      problems.push(`${relative(root, path)} → ${specifier} (${why}: move what both use into a kit)`);
    }
  }
  return problems;
}

function sources() {
  return readdirSync(elements, { recursive: true })
    .map(String)
    .filter((path) => /\.(ts|css)$/.test(path))
    .map((path) => ({ path: join(elements, path), source: readFileSync(join(elements, path), 'utf8') }));
}

describe('element folders', () => {
  it('know which folders are elements and which are shared', () => {
    expect(elementFolders.has('pb-slider')).toBe(true);
    expect(elementFolders.has('rotation')).toBe(false);
    expect(elementFolders.size).toBeGreaterThan(10);
  });

  it('import only from shared folders, never from each other', () => {
    expect(crossings(sources())).toEqual([]);
  });

  it('the check finds a crossing in every import form (it can fail)', () => {
    const at = (folder: string) => join(elements, folder, 'x.ts');
    const bad = [
      { path: at('pb-tabs'), source: "import { A } from '../pb-slider/a.js';" },
      { path: at('pb-tabs'), source: "export { A } from '../pb-slider/a.js';" },
      { path: at('pb-tabs'), source: "await import('../pb-slider/a.js');" },
      { path: at('pb-tabs'), source: "import '../pb-slider/define.js';" },
      { path: join(elements, 'pb-carousel', 'x.css'), source: "@import '../pb-slider/x.css' layer(a);" },
      { path: at('rotation'), source: "import { A } from '../pb-slider/a.js';" },
    ];
    expect(crossings(bad)).toHaveLength(bad.length);
    const good = [
      { path: at('pb-tabs'), source: "import { A } from '../rotation/a.js';\nimport { B } from './b.js';" },
      { path: at('pb-tabs'), source: "import { C } from '../base/test/suites.js';" },
    ];
    expect(crossings(good)).toEqual([]);
  });
});
