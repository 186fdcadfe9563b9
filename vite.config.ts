/**
 * Three builds from one config:
 *  - `vite build --mode lib`: the npm package (dist/lib), one module per source file so bundlers tree-shake,
 *    lit and react left as dependencies;
 *  - `vite build --mode cdn`: the browser-ready files a CMS page loads (dist/cdn): one chunk per element, the
 *    Lit runtime and our base in one shared `runtime` chunk, loaded only when a page needs an element;
 *  - `vite build` (site): the React demo site (dist/site), using the generated wrappers as a customer would;
 *  - `vite build --mode prerender`: the site's server render (dist/prerender, never served), which scripts/build.mjs
 *    runs once to print the page into dist/site/index.html before the client hydrates it.
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rolldown, type UserConfig } from 'vite';

import { EAGER_PARTS, GATE, GATE_MODULE, GATED_PART } from './scripts/size/eager-parts.mjs';
import { RUNTIME_MODULES } from './scripts/size/runtime.mjs';
import { siteDocsPlugin } from './scripts/manifest/site-docs.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));
const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The shared runtime chunk's modules, declared in scripts/size/runtime.mjs. */
const runtimeModules = new Set<string>(RUNTIME_MODULES);

/** Element families: every folder of elements/ with a define.ts. */
export const families = readdirSync(at('elements'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && readdirSync(at(`elements/${entry.name}`)).includes('define.ts'))
  .map((entry) => entry.name)
  .sort();

/** How the site (and any consumer of the source) resolves the package's public entry points. */
const publicEntries = [
  { find: /^pb-elements\/react\/(.+)$/, replacement: `${root}react/$1.ts` },
  { find: /^pb-elements\/react$/, replacement: `${root}react/index.ts` },
  { find: /^pb-elements\/styles\.css$/, replacement: `${root}elements/styles.css` },
  { find: /^pb-elements\/(.+)\.css$/, replacement: `${root}elements/$1/$1.css` },
  { find: /^pb-elements\/define$/, replacement: `${root}elements/define-all.ts` },
  { find: /^pb-elements\/autoload$/, replacement: `${root}elements/autoload.ts` },
  { find: /^pb-elements$/, replacement: `${root}elements/index.ts` },
];

const shared: UserConfig = {
  // No inline module-preload polyfill: pages run under a strict CSP without 'unsafe-inline'.
  build: { modulePreload: { polyfill: false }, target: 'es2022', reportCompressedSize: false },
};

function libConfig(): UserConfig {
  const input: Record<string, string> = {
    'elements/index': at('elements/index.ts'),
    'elements/define-all': at('elements/define-all.ts'),
    'elements/autoload': at('elements/autoload.ts'),
    'react/index': at('react/index.ts'),
  };
  for (const family of families) {
    input[`elements/${family}/define`] = at(`elements/${family}/define.ts`);
    input[`react/${family}`] = at(`react/${family}.ts`);
  }
  return {
    ...shared,
    publicDir: false,
    build: {
      ...shared.build,
      // The consumer's bundler does the preloading: no module-preload links.
      modulePreload: false,
      // Library mode: Vite inserts no preload helper (`__vitePreload`, `__vite__mapDeps` with root-absolute URLs)
      // around dynamic imports, so `import('./x/define.js')` stays a plain relative import() for the consumer's
      // bundler, which would otherwise fail on a second `__vitePreload` declaration.
      lib: { entry: input, formats: ['es'] },
      outDir: 'dist/lib',
      emptyOutDir: true,
      minify: false,
      rollupOptions: {
        input,
        preserveEntrySignatures: 'strict',
        // Dependencies and peers stay imports, resolved by the consumer's install: none is copied into dist/lib.
        external: [
          /^lit($|\/)/,
          /^@lit\//,
          /^lit-html($|\/)/,
          /^lit-element($|\/)/,
          /^swiper($|\/)/,
          /^leaflet($|\/)/,
          /^react($|\/)/,
          /^react-dom($|\/)/,
        ],
        output: { format: 'es', preserveModules: true, preserveModulesRoot: root, entryFileNames: '[name].js' },
      },
    },
  };
}

/** The placeholder in elements/chunk-preload-cdn.ts that the CDN build fills with each element's chunks. */
const CHUNK_GRAPH_MARK = '__PB_CHUNK_GRAPH__';

/** The bundle's chunks by file name, and each one's static imports, recursively (the file itself included). */
function chunkClosures(bundle: Rolldown.OutputBundle) {
  const chunks = new Map(
    Object.values(bundle)
      .filter((output): output is Rolldown.OutputChunk => output.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk] as const),
  );
  const closure = (file: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const imported of chunks.get(file)?.imports ?? []) closure(imported, seen);
    return seen;
  };
  return { chunks, closure };
}

const moduleName = (id: string) => relative(root, id).split(sep).join('/');
const chunkName = (file: string) => file.slice('chunks/'.length, -'.js'.length);

/** Whether a module imports the consent gate, however deep: its element then reads the consent plugin's cookies. */
function isGated(context: Rolldown.PluginContext, id: string, seen = new Set<string>()): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  if (moduleName(id) === GATE_MODULE) return true;
  return (context.getModuleInfo(id)?.importedIds ?? []).some((imported) => isGated(context, imported, seen));
}

/**
 * Fills autoload's chunk graph in the CDN build: for each element, every chunk its file imports statically
 * (recursively), so autoload asks for all of them at once, with the element's own file, instead of discovering them
 * one round trip after another (autoload → element → its chunk → the runtime); and the on-demand parts it needs on
 * upgrade (scripts/size/eager-parts.mjs) with their own chunks, which autoload only preloads (fetched, not run),
 * each with the condition under which the page needs it. Other parts stay lazy.
 * Each value is `chunk chunk|part part@when`: chunk names without `chunks/` and `.js`, and a part's condition
 * (a selector, or `gate`) after an `@`.
 */
function chunkGraph(): Plugin {
  return {
    name: 'chunk-graph',
    generateBundle(_options, bundle) {
      const { chunks, closure } = chunkClosures(bundle);
      const chunkOf = (module: string) =>
        [...chunks.values()].find((chunk) => chunk.moduleIds.some((id) => moduleName(id) === module));
      const graph: Record<string, string> = {};
      for (const family of families) {
        const file = `${family}.js`;
        if (!chunks.has(file)) continue;
        const own = closure(file);
        // A chunk two parts share appears once per condition: either condition fetches it.
        const hints = new Set<string>();
        const hint = (module: string, when?: string) => {
          const part = chunkOf(module);
          if (!part) throw new Error(`eager part ${module} of <${family}> is in no chunk of the CDN build`);
          for (const needed of closure(part.fileName))
            if (!own.has(needed)) hints.add(when ? `${chunkName(needed)}@${when}` : chunkName(needed));
        };
        for (const { module, when } of EAGER_PARTS[family] ?? []) {
          if (when?.includes(' ')) throw new Error(`eager part ${module}: its condition "${when}" holds a space`);
          hint(module, when);
        }
        if (isGated(this, at(`elements/${family}/define.ts`))) hint(GATED_PART, GATE);
        const ownChunks = [...own].filter((needed) => needed.startsWith('chunks/')).map(chunkName);
        graph[family] = ownChunks.join(' ') + (hints.size ? `|${[...hints.values()].join(' ')}` : '');
      }
      const autoload = chunks.get('autoload.js');
      if (!autoload) return;
      const marked = new RegExp('[`\'"]' + CHUNK_GRAPH_MARK + '[`\'"]');
      if (!marked.test(autoload.code)) throw new Error(`autoload.js lost its ${CHUNK_GRAPH_MARK} placeholder`);
      autoload.code = autoload.code.replace(marked, JSON.stringify(graph));
    },
  };
}

/**
 * Every `import()` of a chunk also asks, at the same moment, for the chunks that chunk imports and its importer does
 * not already have: one round trip for the chunk instead of two (the chunk, then what its first line imports).
 *  - In the CDN build, for the on-demand parts: library mode has no preload helper (and Vite's would cost ~0.9 kB
 *    in every element). Autoload's own imports are left alone: its chunk graph does this for the elements.
 *  - In the React site's build, for its later sections, in place of Vite's helper, which adds a
 *    `<link rel="modulepreload">` to the head for each chunk: at 4× CPU on slow 4G each link cost the page 3–13 ms of
 *    main thread (27 links, 136–170 ms a load, in bursts of six or seven in one task), where an `import()` costs
 *    about 1–2 ms (issue 19; the same finding as autoload's, elements/chunk-preload-cdn.ts). An `import()` also
 *    runs what it fetched as soon as it is in, where a link only fetches: a section's element definitions can run
 *    before the section's own module, and React drops a click on a section it has not hydrated. The site holds a
 *    later section's printed elements until the section hydrates (site/src/held-upgrades.ts), so no control shows
 *    before it works.
 * A failed early request is ignored: the chunk's own import reports the failure.
 */
function parallelChunkImports(): Plugin {
  return {
    name: 'parallel-chunk-imports',
    generateBundle(_options, bundle) {
      const { chunks, closure } = chunkClosures(bundle);
      for (const chunk of chunks.values()) {
        if (chunk.fileName === 'autoload.js') continue;
        const have = closure(chunk.fileName);
        const from = posix.dirname(chunk.fileName);
        const path = (file: string) => {
          const rel = posix.relative(from, file);
          return rel.startsWith('.') ? rel : `./${rel}`;
        };
        for (const target of chunk.dynamicImports) {
          const extra = [...closure(target)].filter((file) => file !== target && !have.has(file));
          if (!extra.length) continue;
          const call = new RegExp(`import\\((['"\`])${path(target).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\1\\)`, 'g');
          const before = chunk.code;
          chunk.code = chunk.code.replace(
            call,
            (whole) => `(${JSON.stringify(extra.map(path))}.map(u=>import(u).catch(()=>{})),${whole})`,
          );
          if (chunk.code === before) throw new Error(`${chunk.fileName}: no import() of ${target} to rewrite`);
        }
      }
    },
  };
}

/**
 * V8's explicit compile hint (Chromium 136 and later; other engines read a comment): a file that starts with it has
 * every function compiled eagerly, on a background thread while the file streams in, instead of each one on the
 * main thread at its first call. Nearly all of our files' functions run as their elements upgrade, so this is work
 * the page does anyway, moved off the main thread: a fifth to a third of our scripts' main-thread time on the slider,
 * motion and counters pages (issue 19; docs/PERF.md). Within a page's files gzip shares the repeated line, so an
 * element's size over the runtime grows by a few bytes. Two chunks have none. Leaflet's (the parts of it a map uses,
 * elements/pb-map/leaflet-parts.ts, with that module's few lines): a page calls a small part of it. And Swiper's,
 * which a carousel loads as it nears the view but runs only at the visitor's first touch or its rotation's first
 * step: compiling all of Swiper eagerly cost the slider page 3–4 ms of main thread at 4× as it loaded, against 0–1 ms
 * lazily (A/B, six traced loads a side), for functions a page mostly never calls.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Whether a chunk's functions run as its elements upgrade: every chunk of ours but those two. */
const runsOnUpgrade = ({ moduleIds }: { moduleIds: readonly string[] }) =>
  !moduleIds.every((id) => id.includes('/node_modules/')) &&
  !moduleIds.some((id) => /\/node_modules\/(swiper|leaflet)\//.test(id));

/**
 * The React site's chunk of React's DOM: hydration runs through most of it as the page loads. Two builds served side
 * by side, ten loads a side at 4× CPU on slow 4G (29 Nov): TBT median 82 → 24 ms (means 70 → 44). The entry's own
 * chunk goes without: Vite puts its preload helper (`__vite__mapDeps`) above everything else in a chunk that
 * imports with `import()` (a `generateBundle` hook with `order: 'post'` does get above it), and compiling that whole
 * chunk eagerly did not pay: thirty loads a side, TBT median 36 → 50 ms (29 Nov).
 */
const runsOnSiteLoad = ({ name }: { name: string }) => name === REACT_DOM_CHUNK;

/** The React site's chunk of React's DOM (its `codeSplitting` group). */
const REACT_DOM_CHUNK = 'react-dom';

/** Starts with COMPILE_HINT every chunk `runsOnLoad` picks. */
function compileHints(runsOnLoad: (chunk: { name: string; moduleIds: readonly string[] }) => boolean): Plugin {
  return {
    name: 'compile-hints',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle))
        if (output.type === 'chunk' && runsOnLoad(output)) output.code = COMPILE_HINT + output.code;
    },
  };
}

/** Where the CDN build writes which source modules each chunk holds (beside dist/cdn, so it is never served). */
export const CHUNK_REPORT = 'dist/cdn-chunks.json';

/**
 * Writes CHUNK_REPORT after a CDN build: for every chunk, its file, name, whether it is an entry, the chunks it
 * imports statically and through `import()`, and its source modules (root-relative). The size test reads it to
 * check and print what the shared runtime holds and to find every on-demand chunk.
 */
function chunkReport(): Plugin {
  return {
    name: 'chunk-report',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle)
        .filter((output) => output.type === 'chunk')
        .map((chunk) => ({
          file: chunk.fileName,
          name: chunk.name,
          isEntry: chunk.isEntry,
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          modules: chunk.moduleIds
            .filter((id) => !id.startsWith('\0'))
            .map((id) => relative(root, id).split(sep).join('/'))
            .sort(),
          // An element's file: whether it has a consent gate (autoload then preloads the plugin's cookie reader).
          ...(chunk.isEntry && chunk.facadeModuleId ? { gated: isGated(this, chunk.facadeModuleId) } : {}),
        }))
        .sort((a, b) => a.file.localeCompare(b.file));
      mkdirSync(at('dist'), { recursive: true });
      writeFileSync(at(CHUNK_REPORT), JSON.stringify(chunks, null, 2) + '\n');
    },
  };
}

function cdnConfig(): UserConfig {
  // define-all.js is written after the build (scripts/build.mjs) as one import per element file: were it an entry
  // here, every element's code would move into a chunk shared with it, and each `<tag>.js` would become a stub
  // re-exporting that chunk, one more round trip before anything upgrades.
  const input: Record<string, string> = { autoload: at('elements/autoload.ts') };
  for (const family of families) input[family] = at(`elements/${family}/define.ts`);
  return {
    ...shared,
    publicDir: false,
    plugins: [chunkReport(), chunkGraph(), parallelChunkImports(), compileHints(runsOnUpgrade)],
    // Autoload's preloading of each element's chunks exists only here, where the chunk graph does.
    resolve: { alias: [{ find: /^\.\/chunk-preload\.js$/, replacement: at('elements/chunk-preload-cdn.ts') }] },
    build: {
      ...shared.build,
      // Element chunks import only the runtime: no preload helper needed in the one eager script.
      modulePreload: false,
      // Library mode: Vite then inserts no module-preload helper around dynamic imports (lazy parts such as the
      // cookie bar's settings dialog), which would cost ~0.9 kB gzip in every element that has one.
      lib: { entry: input, formats: ['es'] },
      outDir: 'dist/cdn',
      emptyOutDir: true,
      rollupOptions: {
        input,
        preserveEntrySignatures: 'strict',
        output: {
          format: 'es',
          entryFileNames: '[name].js',
          // Six hash characters: Rolldown asks for a seventh once the build passes 64 chunks (63 since issue 19's
          // kits), and every chunk name in autoload's graph and the elements' imports would grow by one.
          chunkFileNames: 'chunks/[name]-[hash:6].js',
          // Library mode leaves whitespace in ES output; these files go straight to browsers, so minify fully.
          minify: true,
          codeSplitting: {
            groups: [
              // The touch gesture rules: only the sliders, the lightbox and the slide-in menu read swipes, so they
              // load with those (a chunk of their own) rather than in every page's runtime.
              { name: 'gesture', test: /elements[\\/]controllers[\\/]gesture\.ts$/ },
              // The hash's module state and its format in one file: the gallery, portfolio and tabs load both (the
              // one imports the other), and a file costs the page's main thread about 0.2 ms at 1× CPU to ask for
              // whatever its size (issue 19); the toggles' extras, which read the format alone, load 225 B more.
              { name: 'module-state', test: /elements[\\/]core[\\/](module-state|hash-state)\.ts$/ },
              // What every element needs, loaded once: exactly the modules RUNTIME_MODULES names (with why each is
              // there). A module named nowhere is counted and loaded with the elements that use it; the size test
              // fails when the built runtime holds a module the list does not name.
              // First, so a runtime module that another group's module imports (gesture.ts uses the Disposer) stays
              // here instead of following that module into its group.
              {
                name: 'runtime',
                priority: 1,
                test: (id: string) => runtimeModules.has(relative(root, id).split(sep).join('/')),
              },
            ],
          },
        },
      },
    },
  };
}

/**
 * The modules `root` imports statically (itself included), filled once the module graph is complete and read as the
 * chunks are made: the site's entry (site/src/main.tsx) and its shell (site/src/App.tsx).
 */
function staticModules(root: string): { modules: Set<string>; plugin: Plugin } {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'pb-site-static-modules',
    buildEnd() {
      const visit = (id: string) => {
        if (modules.has(id)) return;
        modules.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next);
      };
      visit(root);
      // Stylesheets stay with the page that imports them (the documentation pages load the shared scripts, not the
      // site's look).
      for (const id of modules) if (/\.css($|\?)/.test(id)) modules.delete(id);
    },
  };
  return { modules, plugin };
}

function siteConfig(): UserConfig {
  const entry = staticModules(at('site/src/main.tsx'));
  const shell = staticModules(at('site/src/App.tsx'));
  return {
    ...shared,
    root: at('site'),
    // Relative asset URLs: the same build serves at / (reference server) and under /demo/ (browser tests).
    base: './',
    publicDir: false,
    resolve: { alias: publicEntries },
    // The documentation pages' data (virtual:pb-site-docs), from the manifest, READMEs and fixtures.
    plugins: [siteDocsPlugin(), entry.plugin, shell.plugin, parallelChunkImports(), compileHints(runsOnSiteLoad)],
    // An asset a component imports (a poster) is `./assets/<file>`, relative to the page (both pages sit at the
    // build's root): the same text in the client build and in the prerendered HTML (prerenderConfig), so hydration
    // finds the attributes the server printed, at / and under /demo/ alike. The scripts and stylesheets a chunk
    // preloads stay relative to that chunk.
    experimental: {
      renderBuiltUrl: (filename: string, { hostType }: { hostType: string }) =>
        hostType === 'js' && !/\.(js|css)$/.test(filename) ? `./${filename}` : { relative: true },
    },
    build: {
      ...shared.build,
      outDir: at('dist/site'),
      emptyOutDir: true,
      // No `<link rel="modulepreload">` for a chunk's imports: parallelChunkImports asks for them with import().
      modulePreload: false,
      assetsInlineLimit: 0,
      // Read (and removed) by scripts/build.mjs: the stylesheets of the sections the prerendered page prints.
      manifest: true,
      // The demo site and its documentation pages.
      rollupOptions: {
        input: { main: at('site/index.html'), docs: at('site/docs.html') },
        output: {
          codeSplitting: {
            groups: [
              // React's DOM in a chunk of its own: the entry imports it with import() to evaluate it in a task of
              // its own (site/src/main.tsx), preloaded from the page (scripts/build.mjs).
              { name: REACT_DOM_CHUNK, priority: 1, test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
              // What the entry imports besides its own module, React: the entry runs as the parser ends, in the task
              // of DOMContentLoaded, and imports the rest with import(). (React's CommonJS files are required, not
              // imported, so the walk in staticModules does not see them.)
              {
                name: 'shared',
                // First: a group takes what its modules import, and the shell and React's DOM import React.
                priority: 3,
                test: (id: string) =>
                  (entry.modules.has(id) && id !== at('site/src/main.tsx')) || /node_modules[\\/]react[\\/]/.test(id),
              },
              // The shell and what it imports (Lit's base and ours, the first screen's elements), in one file: left
              // to the chunker it came in a dozen small chunks (by which later sections share them), 2.5 kB more gzip
              // (each file is compressed alone), and each file costs the page's main thread to ask for.
              { name: 'shell', priority: 2, test: (id: string) => shell.modules.has(id) },
            ],
          },
        },
      },
    },
  };
}

/**
 * The site's App for Node (site/src/prerender.tsx): the same resolution and asset names as the site build, so the
 * printed HTML names the files the client build wrote. React, Lit and the other packages stay imports from
 * node_modules, where Node picks their server builds (Lit's brings its own DOM shim).
 */
function prerenderConfig(): UserConfig {
  const site = siteConfig();
  return {
    ...site,
    plugins: [],
    build: {
      ...shared.build,
      ssr: at('site/src/prerender.tsx'),
      outDir: at('dist/prerender'),
      emptyOutDir: true,
      assetsInlineLimit: 0,
      // Assets are already in dist/site from the client build; only their names matter here.
      ssrEmitAssets: false,
      rollupOptions: { output: { format: 'es', entryFileNames: '[name].js' } },
    },
  };
}

export default defineConfig(({ mode }) =>
  mode === 'lib' ? libConfig() : mode === 'cdn' ? cdnConfig() : mode === 'prerender' ? prerenderConfig() : siteConfig(),
);
