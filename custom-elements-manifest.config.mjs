/**
 * The Custom Elements Manifest: read by the React wrapper generator, the README table, editors and CMS
 * tooling. `npm run generate` runs the analyzer's command line with it (scripts/generate.mjs); its plugins fail
 * the run on undocumented API.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { documentationLint, reactNames, tidy } from './scripts/manifest/plugins.mjs';

const root = dirname(fileURLToPath(import.meta.url));
const globs = ['elements/**/*.ts'];
const exclude = ['**/*.spec.ts', '**/*.test.ts', '**/*.fixtures.ts', '**/define.ts', 'elements/base/test/**'];

/** Turns one of the globs (`**`, `*` only) into a test on a root-relative path; a double star and slash is any number of folders. */
const globTest = (glob) => {
  const pattern = glob
    .split(/(\*\*\/|\*\*|\*)/)
    .map((part) =>
      part === '**/'
        ? '(?:.*/)?'
        : part === '**'
          ? '.*'
          : part === '*'
            ? '[^/]*'
            : part.replace(/[.+^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return (path) => new RegExp(`^${pattern}$`).test(path);
};

/** The analyzed files, root-relative, in path order (the order decides the order of inherited members). */
function sourceFiles() {
  const included = globs.map(globTest);
  const excluded = exclude.map(globTest);
  return readdirSync(join(root, 'elements'), { recursive: true })
    .map((path) =>
      relative(root, join(root, 'elements', String(path)))
        .split(sep)
        .join('/'),
    )
    .filter((path) => included.some((test) => test(path)) && !excluded.some((test) => test(path)))
    .sort();
}

export default {
  globs,
  exclude,
  litelement: true,
  outdir: '.',
  packagejson: false,
  // The analyzer's documented hook for making the modules itself: ours come in path order, parsed as ES2022.
  overrideModuleCreation: ({ ts }) =>
    sourceFiles().map((path) =>
      ts.createSourceFile(path, readFileSync(join(root, path), 'utf8'), ts.ScriptTarget.ES2022, true),
    ),
  plugins: [reactNames(), tidy(), documentationLint()],
};
