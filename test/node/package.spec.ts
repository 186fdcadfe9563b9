/**
 * The npm package as a consumer gets it: every `exports` entry imports in Node (no DOM) without throwing and
 * gives what it promises, and every React wrapper renders on the server.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const manifest = JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8'));
const elements = manifest.modules
  .flatMap((m: { declarations?: Array<Record<string, string>> }) => m.declarations ?? [])
  .filter((d: { customElement?: boolean }) => d.customElement);
// A dynamic specifier keeps Vite out of the way: Node resolves the package through its own `exports`.
const load = (specifier: string) => import(/* @vite-ignore */ specifier);

beforeAll(() => {
  if (!existsSync(join(root, 'dist/lib/elements/index.js')))
    execFileSync(process.execPath, [join(root, 'scripts/build.mjs'), 'lib'], { stdio: 'inherit' });
}, 120_000);

describe('package entry points in Node', () => {
  it('has no DOM here, as on a server', () => {
    expect(typeof document).toBe('undefined');
    expect(typeof customElements).toBe('undefined');
  });

  it('pb-elements gives the classes and the configuration API, with no side effects', async () => {
    const main = await load('pb-elements');
    for (const element of elements) expect(typeof main[element.name], element.name).toBe('function');
    expect(typeof main.configure).toBe('function');
    expect(typeof main.provideConsent).toBe('function');
    expect(typeof main.PbVideoActivateEvent).toBe('function');
  });

  it.each(['pb-elements/define', 'pb-elements/autoload', 'pb-elements/react'])(
    '%s imports without throwing',
    async (specifier) => {
      await expect(load(specifier)).resolves.toBeTypeOf('object');
    },
  );

  it.each(elements.map((e: { tagName: string }) => e.tagName) as string[])(
    'pb-elements/%s and pb-elements/react/%s import',
    async (tag) => {
      const element = elements.find((e: { tagName: string }) => e.tagName === tag);
      expect(typeof (await load(`pb-elements/${tag}`))[element.name]).toBe('function');
      expect(typeof (await load(`pb-elements/react/${tag}`))[element.reactName]).toBe('object');
    },
  );

  it('every React wrapper renders on the server', async () => {
    const React = await import('react');
    const { renderToString } = await import('react-dom/server');
    const wrappers = await load('pb-elements/react');
    for (const element of elements) {
      const html = renderToString(React.createElement(wrappers[element.reactName], { id: 'x' }));
      expect(html).toContain(`<${element.tagName}`);
    }
  });

  it('ships the manifest, the styles and type declarations for every entry', () => {
    expect(pkg.customElements).toBe('custom-elements.json');
    expect(existsSync(join(root, 'dist/lib/styles/styles.css'))).toBe(true);
    for (const element of elements) expect(existsSync(join(root, `dist/lib/styles/${element.tagName}.css`))).toBe(true);
    // CSS-only modules (pricing tables, testimonials: elements/content/) ship too, standalone and inside styles.css.
    const content = readFileSync(join(root, 'dist/lib/styles/content.css'), 'utf8');
    expect(content).toContain('.et_pb_featured_table');
    expect(content).not.toContain('@import');
    expect(readFileSync(join(root, 'dist/lib/styles/styles.css'), 'utf8')).toContain('.et_pb_featured_table');
    for (const [key, target] of Object.entries(pkg.exports)) {
      if (typeof target !== 'object' || key.includes('*')) continue;
      const { types, default: js } = target as { types: string; default?: string };
      expect(existsSync(join(root, types)), `${key} types`).toBe(true);
      // A types-only entry (`./jsx`, the JSX declarations) has no code.
      expect(js === undefined || existsSync(join(root, js)), `${key} code`).toBe(true);
    }
  });

  it('ships plain modules: no bundler runtime, no copied dependency, dynamic imports relative', () => {
    const lib = join(root, 'dist/lib');
    const declared = new Set([...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})]);
    const files = readdirSync(lib, { recursive: true, encoding: 'utf8' }).map((file) => file.split('\\').join('/'));
    // Vite's virtual modules (`_virtual/`) and dependencies it copied (`node_modules/`) are not ours to ship.
    expect(files.filter((file) => /(^|\/)(_virtual|node_modules)(\/|$)/.test(file))).toEqual([]);
    const problems: string[] = [];
    for (const file of files.filter((name) => name.endsWith('.js'))) {
      const code = readFileSync(join(lib, file), 'utf8');
      // A second `__vitePreload` breaks a consumer's own Vite build; `__vite__mapDeps` lists root-absolute URLs.
      for (const helper of code.match(/__vite\w*|preload-helper|import\.meta\.env/g) ?? [])
        problems.push(`${file}: ${helper}`);
      const specifiers = [
        ...code.matchAll(/^\s*(?:import|export)\b[^'"]*?\bfrom\s*["']([^"']+)["']/gm),
        ...code.matchAll(/^\s*import\s*["']([^"']+)["']/gm),
      ].map((match) => match[1]);
      for (const match of code.matchAll(/\bimport\s*\(([^)]*)\)/g)) {
        // import() of a string literal only, left for the consumer's bundler to split: one of ours (relative), or a
        // declared dependency loaded on demand (Leaflet for the map).
        const literal = /^\s*["']([^"']+)["']\s*$/.exec(match[1])?.[1];
        const dependency = literal
          ?.split('/')
          .slice(0, literal.startsWith('@') ? 2 : 1)
          .join('/');
        if (!literal || !(/^\.\.?\//.test(literal) || declared.has(dependency!)))
          problems.push(`${file}: import(${match[1]})`);
      }
      for (const specifier of specifiers) {
        if (specifier.startsWith('./') || specifier.startsWith('../')) continue;
        const name = specifier
          .split('/')
          .slice(0, specifier.startsWith('@') ? 2 : 1)
          .join('/');
        if (!declared.has(name)) problems.push(`${file}: imports ${specifier}, not a dependency or peer`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('resolves the manifest through the package name', async () => {
    const { createRequire } = await import('node:module');
    expect(createRequire(import.meta.url).resolve('pb-elements/custom-elements.json')).toBe(
      join(root, 'custom-elements.json'),
    );
  });
});
