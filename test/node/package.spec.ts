/**
 * The npm package as a consumer gets it: every `exports` entry imports in Node (no DOM) without throwing and
 * gives what it promises, and every React wrapper renders on the server.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
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
    for (const [key, target] of Object.entries(pkg.exports)) {
      if (typeof target !== 'object' || key.includes('*')) continue;
      const { types, default: js } = target as { types: string; default?: string };
      expect(existsSync(join(root, types)), `${key} types`).toBe(true);
      // A types-only entry (`./jsx`, the JSX declarations) has no code.
      expect(js === undefined || existsSync(join(root, js)), `${key} code`).toBe(true);
    }
  });

  it('resolves the manifest through the package name', async () => {
    const { createRequire } = await import('node:module');
    expect(createRequire(import.meta.url).resolve('pb-elements/custom-elements.json')).toBe(
      join(root, 'custom-elements.json'),
    );
  });
});
