#!/usr/bin/env node
/**
 * Builds everything from source: the npm package (dist/lib, with type declarations and styles), the files a
 * CMS page loads (dist/cdn) and the React demo site (dist/site). `node scripts/build.mjs lib cdn` builds a subset.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

// Production builds resolve Lit's production code, also when a test runner (NODE_ENV=test) asks for a build.
process.env.NODE_ENV = 'production';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const wanted = process.argv.slice(2).length ? process.argv.slice(2) : ['lib', 'cdn', 'site'];
/** Folders with a stylesheet named after them: every element, and CSS-only modules such as `content/`. */
const styled = readdirSync(join(root, 'elements'), { withFileTypes: true })
  .filter((d) => d.isDirectory() && readdirSync(join(root, 'elements', d.name)).includes(`${d.name}.css`))
  .map((d) => d.name)
  .sort();

/**
 * A stylesheet with its relative `@import '…' [layer(name)];` lines inlined (as `@layer name { … }` when a layer is
 * named), so each built file stands alone; a part shared by several elements is inlined once into `styles.css`.
 */
function inlineImports(file, seen) {
  return readFileSync(file, 'utf8').replace(
    /@import\s+['"](\.[^'"]+)['"](?:\s+layer\(([\w.-]+)\))?;\n?/g,
    (_, path, layer) => {
      const imported = join(dirname(file), path);
      if (seen.has(imported)) return '';
      seen.add(imported);
      const css = readFileSync(imported, 'utf8');
      return layer ? `@layer ${layer} {\n${css}}\n` : css;
    },
  );
}

/** Copies each element's (and CSS-only module's) CSS beside the built code, plus `styles.css` with all of them. */
function writeStyles(outDir) {
  mkdirSync(outDir, { recursive: true });
  const all = [];
  const inAll = new Set();
  for (const family of styled) {
    const file = join(root, 'elements', family, `${family}.css`);
    writeFileSync(join(outDir, `${family}.css`), inlineImports(file, new Set()));
    all.push(inlineImports(file, inAll));
  }
  writeFileSync(join(outDir, 'styles.css'), all.join('\n'));
}

const quiet = { logLevel: 'warn', configFile: join(root, 'vite.config.ts') };
const started = Date.now();
if (wanted.includes('lib')) {
  await build({ ...quiet, mode: 'lib' });
  execFileSync(
    process.execPath,
    [join(root, 'node_modules/typescript/bin/tsc'), '-p', join(root, 'tsconfig.build.json')],
    { stdio: 'inherit' },
  );
  writeStyles(join(root, 'dist/lib/styles'));
  copyFileSync(join(root, 'custom-elements.json'), join(root, 'dist/lib/custom-elements.json'));
}
if (wanted.includes('cdn')) {
  await build({ ...quiet, mode: 'cdn' });
  writeStyles(join(root, 'dist/cdn'));
  // Every element at once: one import per element file (vite.config.ts says why it is not an entry of the build).
  const elements = readdirSync(join(root, 'elements'), { withFileTypes: true })
    .filter((d) => d.isDirectory() && readdirSync(join(root, 'elements', d.name)).includes('define.ts'))
    .map((d) => d.name)
    .sort();
  writeFileSync(
    join(root, 'dist/cdn/define-all.js'),
    `// Registers every element: ${elements.length} files, each loading what it shares with the others once.
` +
      elements.map((name) => `import './${name}.js';`).join('\n') +
      '\n',
  );
}
/** The empty mount point in site/index.html that the prerendered page fills. */
const ROOT_MARK = '<div id="root"></div>';

/**
 * Prints the React site into dist/site/index.html (issue 19): builds site/src/prerender.tsx for Node
 * (dist/prerender, never served), renders the App with the page's own #pb-config, and puts the HTML inside #root,
 * which main.tsx then hydrates. The page paints its content before any script runs.
 */
async function prerenderSite() {
  await build({ ...quiet, mode: 'prerender' });
  const page = join(root, 'dist/site/index.html');
  const html = readFileSync(page, 'utf8');
  const config = /<script type="application\/json" id="pb-config">([\s\S]*?)<\/script>/.exec(html);
  if (!config) throw new Error('dist/site/index.html has no #pb-config');
  if (!html.includes(ROOT_MARK)) throw new Error(`dist/site/index.html has no empty ${ROOT_MARK}`);
  // The printed page shows every section at once, before their chunks load: their stylesheets go in the head
  // too, or the sections below the first screen would show unstyled (and wider than a phone) until then. The
  // chunk that loads later finds its stylesheet there and adds no second copy.
  const manifest = JSON.parse(readFileSync(join(root, 'dist/site/.vite/manifest.json'), 'utf8'));
  rmSync(join(root, 'dist/site/.vite'), { recursive: true });
  const stylesheets = new Set();
  const visit = (key, seen = new Set()) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const css of manifest[key].css ?? []) stylesheets.add(css);
    for (const next of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])]) visit(next, seen);
  };
  visit('index.html');
  // The entry imports the site's shell and React's DOM with import(), to evaluate each in a task of its own
  // (site/src/main.tsx): their chunks, and what those import, are preloaded from the page as a static import would
  // be, so the split adds no round trip.
  const preloads = new Set();
  const closure = (key) => {
    const chunk = manifest[key];
    if (preloads.has(chunk.file)) return;
    preloads.add(chunk.file);
    for (const next of chunk.imports ?? []) closure(next);
  };
  for (const module of ['src/App.tsx', 'node_modules/react-dom/client.js']) {
    const key = manifest['index.html'].dynamicImports?.find((dynamic) => dynamic.endsWith(module));
    if (!key) throw new Error(`site/src/main.tsx no longer imports ${module} with import(): update this`);
    closure(key);
  }
  const links = [
    ...[...stylesheets]
      .filter((css) => !html.includes(`href="./${css}"`))
      .map((css) => `<link rel="stylesheet" crossorigin href="./${css}">`),
    ...[...preloads]
      .filter((file) => !html.includes(`href="./${file}"`))
      .map((file) => `<link rel="modulepreload" crossorigin href="./${file}">`),
  ];
  const { render } = await import(pathToFileURL(join(root, 'dist/prerender/prerender.js')).href);
  const app = await render(config[1]);
  // React prints the resources it hoists (an image preload) before the page's markup: they belong in the head.
  const hoisted = /^(?:<link [^>]*\/>)*/.exec(app)[0];
  const head = [...links, hoisted].filter(Boolean).join('\n    ');
  writeFileSync(
    page,
    html
      .replace('</head>', () => (head ? `  ${head}\n  </head>` : '</head>'))
      .replace(ROOT_MARK, () => `<div id="root">${app.slice(hoisted.length)}</div>`),
  );
}

if (wanted.includes('site')) {
  await build({ ...quiet, mode: 'site' });
  await prerenderSite();
}
console.log(`built ${wanted.join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
