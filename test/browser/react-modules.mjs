/**
 * React in the browser tests: react, react-dom, react-dom/client and react-dom/server are CommonJS, which the test
 * server does not convert, so this plugin serves them as ES modules from one esbuild bundle (one React for all of
 * them), in React's development build (hydration warnings are development-only).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** Each module, with the production build(s) whose `exports.name =` lines give its export names (read, not run). */
const BUILDS = {
  react: 'react/cjs/react.production.js',
  'react/jsx-runtime': 'react/cjs/react-jsx-runtime.production.js',
  'react-dom': 'react-dom/cjs/react-dom.production.js',
  'react-dom/client': 'react-dom/cjs/react-dom-client.production.js',
  'react-dom/server': [
    'react-dom/cjs/react-dom-server-legacy.browser.production.js',
    'react-dom/cjs/react-dom-server.browser.production.js',
  ],
};
const MODULES = Object.keys(BUILDS);
const PREFIX = '/__react-modules/';
const root = fileURLToPath(new URL('../..', import.meta.url));
const exportNames = (file) =>
  [...readFileSync(file, 'utf8').matchAll(/^\s*exports\.([A-Za-z_$][\w$]*)\s*=/gm)].map(([, name]) => name);
const idOf = (name) => name.replace(/\W/g, '_');

/** @returns {import('@web/test-runner').TestRunnerPlugin} */
export function reactModules() {
  /** @type {Promise<string> | undefined} */
  let bundle;
  const bundled = () =>
    (bundle ??= build({
      stdin: {
        contents: MODULES.map((name) => `export * as ${idOf(name)} from '${name}';`).join('\n'),
        resolveDir: root,
        loader: 'js',
      },
      bundle: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': '"development"' },
    }).then((result) => result.outputFiles[0].text));
  return {
    name: 'react-modules',
    resolveImport({ source }) {
      if (MODULES.includes(source)) return `${PREFIX}${idOf(source)}.js`;
    },
    async serve(context) {
      if (!context.path.startsWith(PREFIX)) return undefined;
      const id = context.path.slice(PREFIX.length, -'.js'.length);
      if (id === 'bundle') return { body: await bundled(), type: 'js' };
      const name = MODULES.find((candidate) => idOf(candidate) === id);
      if (!name) return undefined;
      const builds = [BUILDS[name]].flat();
      const keys = [...new Set(builds.flatMap((build) => exportNames(join(root, 'node_modules', build))))];
      const body = [
        `import { ${id} as m } from '${PREFIX}bundle.js';`,
        'const module = m.default ?? m;',
        'export default module;',
        keys.length ? `export const { ${keys.join(', ')} } = module;` : '',
      ].join('\n');
      return { body, type: 'js' };
    },
  };
}
