/**
 * Every element folder (a folder of elements/ with a define.ts; the shared kits have none) is named in each list
 * a new element must join by hand: `catalogue.ts` (what autoload loads), `define-all.ts` (what registers
 * everything), `index.ts` (the package's classes) and `scripts/size/budgets.mjs` (its byte budget). A folder missing
 * from one fails here, naming the folder and the file; so does a list naming a folder that is not an element.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ELEMENT_BUDGETS } from '../scripts/size/budgets.mjs';

const elements = dirname(fileURLToPath(import.meta.url));
const read = (file: string) => readFileSync(join(elements, file), 'utf8');

const elementFolders = readdirSync(elements, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && readdirSync(join(elements, entry.name)).includes('define.ts'))
  .map((entry) => entry.name)
  .sort();

interface Lists {
  catalogue: string;
  defineAll: string;
  index: string;
  budgets: Record<string, unknown>;
}

/** Element folders named in each list, read from its source (the registrations and exports a newcomer writes). */
function named(lists: Lists): Record<string, Set<string>> {
  const folders = (source: string, pattern: RegExp) => new Set([...source.matchAll(pattern)].map((m) => m[1]));
  return {
    'elements/catalogue.ts': folders(lists.catalogue, /import\(\s*'\.\/([\w-]+)\/define\.js'\s*\)/g),
    'elements/define-all.ts': folders(lists.defineAll, /^import '\.\/([\w-]+)\/define\.js';$/gm),
    // The element class (`export { …Element } from './<tag>/<tag>.js'`).
    'elements/index.ts': new Set(
      [...lists.index.matchAll(/export \{[^}]*\b\w+Element\b[^}]*\} from '\.\/([\w-]+)\/([\w-]+)\.js'/g)]
        .filter(([, folder, file]) => folder === file)
        .map((m) => m[1]),
    ),
    'scripts/size/budgets.mjs (ELEMENT_BUDGETS)': new Set(
      Object.keys(lists.budgets).filter((tag) => typeof lists.budgets[tag] === 'number'),
    ),
  };
}

/** Every way the lists disagree with the element folders, as one sentence each. */
function listProblems(folders: string[], lists: Lists): string[] {
  const problems: string[] = [];
  for (const [file, names] of Object.entries(named(lists))) {
    for (const folder of folders)
      if (!names.has(folder)) problems.push(`elements/${folder}/ (it has a define.ts) is missing from ${file}`);
    // A budget may be set before its element is written; the registrations may not name a missing element.
    if (file.startsWith('scripts/')) continue;
    for (const name of names)
      if (!folders.includes(name)) problems.push(`${file} names elements/${name}/, which has no define.ts`);
  }
  // The catalogue's tag is the folder's name, and it loads that folder's define.js.
  for (const match of lists.catalogue.matchAll(/tag:\s*'([\w-]+)'[^}]*?import\(\s*'\.\/([\w-]+)\/define\.js'\s*\)/gs)) {
    if (match[1] !== match[2])
      problems.push(
        `elements/catalogue.ts: <${match[1]}> loads ./${match[2]}/define.js (the tag is the folder's name)`,
      );
  }
  return [...new Set(problems)];
}

const actual: Lists = {
  catalogue: read('catalogue.ts'),
  defineAll: read('define-all.ts'),
  index: read('index.ts'),
  budgets: ELEMENT_BUDGETS,
};

describe('the lists of elements', () => {
  it('finds the element folders and leaves the shared kits out', () => {
    expect(elementFolders).toContain('pb-slider');
    expect(elementFolders).toContain('cookie-bar');
    for (const kit of ['base', 'controllers', 'core', 'forms', 'rotation', 'collections', 'lightbox'])
      expect(elementFolders).not.toContain(kit);
  });

  it('name every element folder: catalogue, define-all, index and a byte budget', () => {
    expect(listProblems(elementFolders, actual)).toEqual([]);
  });

  it('the check names the folder and the file when an element is missing from a list (it can fail)', () => {
    const folders = [...elementFolders, 'pb-new'];
    expect(listProblems(folders, actual)).toEqual([
      'elements/pb-new/ (it has a define.ts) is missing from elements/catalogue.ts',
      'elements/pb-new/ (it has a define.ts) is missing from elements/define-all.ts',
      'elements/pb-new/ (it has a define.ts) is missing from elements/index.ts',
      'elements/pb-new/ (it has a define.ts) is missing from scripts/size/budgets.mjs (ELEMENT_BUDGETS)',
    ]);
    const withoutTabs: Lists = {
      catalogue: actual.catalogue.replace("import('./pb-tabs/define.js')", "import('./pb-tab/define.js')"),
      defineAll: actual.defineAll.replace("import './pb-tabs/define.js';\n", ''),
      index: actual.index.replace("export { PbTabsElement } from './pb-tabs/pb-tabs.js';", ''),
      budgets: { ...ELEMENT_BUDGETS, 'pb-tabs': undefined },
    };
    expect(listProblems(elementFolders, withoutTabs)).toEqual([
      'elements/pb-tabs/ (it has a define.ts) is missing from elements/catalogue.ts',
      'elements/catalogue.ts names elements/pb-tab/, which has no define.ts',
      'elements/pb-tabs/ (it has a define.ts) is missing from elements/define-all.ts',
      'elements/pb-tabs/ (it has a define.ts) is missing from elements/index.ts',
      'elements/pb-tabs/ (it has a define.ts) is missing from scripts/size/budgets.mjs (ELEMENT_BUDGETS)',
      "elements/catalogue.ts: <pb-tabs> loads ./pb-tab/define.js (the tag is the folder's name)",
    ]);
  });
});
