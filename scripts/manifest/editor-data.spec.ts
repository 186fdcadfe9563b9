/**
 * The types and editor data for hand-written tags (scripts/manifest/editor-data.mjs): the JSX entry type-checks a
 * TSX sample and rejects a wrong attribute type; VS Code's custom data and JetBrains' web-types name every tag of
 * the manifest with its attributes; package.json points at all three and packs them.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { attributeType } from './editor-data.mjs';
import { customElementsOf } from './plugins.mjs';

const root = join(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const pkg = JSON.parse(read('package.json'));
const manifest = JSON.parse(read('custom-elements.json'));
type Attribute = { name: string; description?: string; type?: { text: string } };
type Declaration = { tagName: string; attributes?: Attribute[]; events?: { name: string }[] };
const elements: Declaration[] = customElementsOf(manifest).map(
  ({ declaration }: { declaration: Declaration }) => declaration,
);
const attributesOf = (element: Declaration) => (element.attributes ?? []).map((attribute) => attribute.name);

// Inside the repository, so the samples resolve React's types from its node_modules; under test-results/, which
// ESLint, Prettier and knip skip: `npm test` lints beside this suite, and a scratch folder they read failed the lint.
mkdirSync(join(root, 'test-results'), { recursive: true });
const scratch = mkdtempSync(join(root, 'test-results', 'jsx-types-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Type-checks `source` as a TSX file with the JSX entry's package name mapped to the file: tsc's messages, or ''. */
function typeCheck(name: string, source: string): string {
  const dir = join(scratch, name);
  mkdirSync(dir, { recursive: true });
  const up = relative(dir, root);
  writeFileSync(join(dir, 'sample.tsx'), source);
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'bundler',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        useDefineForClassFields: false,
        types: [],
        paths: {
          'pb-elements': [`${up}/elements/index.ts`],
          'pb-elements/jsx': [`${up}/${pkg.exports['./jsx'].types}`],
        },
      },
      files: ['sample.tsx'],
    }),
  );
  try {
    execFileSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', dir], { encoding: 'utf8' });
    return '';
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error);
  }
}

describe('JSX types for hand-written tags (pb-elements/jsx)', () => {
  it('accepts the tags with their attributes, typed as the manifest says', () => {
    const sample = [
      "import type {} from 'pb-elements/jsx';",
      "import type { PbSliderElement } from 'pb-elements';",
      'declare const ref: { current: PbSliderElement | null };',
      'export const slider = (',
      '  <pb-slider autoplay interval={5000} ignore-hover label="Hero" ref={ref} className="x">',
      '    <div className="et_pb_slide" />',
      '  </pb-slider>',
      ');',
      'export const video = <lazy-video video-id="dQw4w9WgXcQ" title="Film" nocookie />;',
      'export const bar = <cookie-bar strict revision={2} consent-mode accept-label="OK" />;',
    ].join('\n');
    expect(typeCheck('good', sample)).toBe('');
  }, 120_000);

  it('rejects a wrong attribute type, and knows no tag without the entry', () => {
    const wrong = typeCheck(
      'wrong',
      'import type {} from \'pb-elements/jsx\';\nexport const s = <pb-slider interval="fast" />;\n',
    );
    expect(wrong).toMatch(/sample\.tsx\(2,\d+\): error TS2322:.*'string' is not assignable to type 'number'/);
    const untyped = typeCheck('untyped', 'export const s = <pb-slider autoplay interval={5000} />;\n');
    expect(untyped).toMatch(/error TS2339: Property 'pb-slider' does not exist on type 'JSX.IntrinsicElements'/);
  }, 120_000);

  it('declares every tag of the manifest with every attribute', () => {
    const jsx = read(pkg.exports['./jsx'].types);
    for (const element of elements) {
      expect(jsx, element.tagName).toContain(`'${element.tagName}': Tag<`);
      for (const name of attributesOf(element)) expect(jsx).toMatch(new RegExp(`\\n\\s+'?${name}'?\\?: `));
    }
  });
});

describe('editor data', () => {
  it('package.json points at the JSX types, the custom data and the web-types, and packs them', () => {
    expect(pkg['web-types']).toBe('./web-types.json');
    expect(pkg.exports['./jsx']).toEqual({ types: './react/jsx.d.ts' });
    expect(pkg.exports['./html-custom-data.json']).toBe('./html-custom-data.json');
    expect(pkg.exports['./web-types.json']).toBe('./web-types.json');
    expect(pkg.files).toEqual(expect.arrayContaining(['react/jsx.d.ts', 'html-custom-data.json', 'web-types.json']));
  });

  it('VS Code custom data: every tag, with a description and its attributes; booleans valueless', () => {
    const data = JSON.parse(read('html-custom-data.json'));
    expect(data.version).toBe(1.1);
    expect(data.tags.map((tag: { name: string }) => tag.name).sort()).toEqual(elements.map((e) => e.tagName).sort());
    for (const element of elements) {
      const tag = data.tags.find((candidate: { name: string }) => candidate.name === element.tagName);
      expect(typeof tag.description).toBe('string');
      expect(tag.description.length).toBeGreaterThan(20);
      expect(tag.attributes.map((a: { name: string }) => a.name)).toEqual(attributesOf(element));
      for (const attribute of element.attributes ?? []) {
        const entry = tag.attributes.find((a: { name: string }) => a.name === attribute.name);
        expect(entry.description).toBe(attribute.description);
        expect(entry.valueSet === 'v').toBe(attributeType(attribute).kind === 'boolean');
      }
    }
  });

  it('JetBrains web-types: the schema, the package, every tag with its attributes, value types and events', () => {
    const data = JSON.parse(read('web-types.json'));
    expect([data.$schema, data.name, data.version]).toEqual([
      'https://json.schemastore.org/web-types',
      pkg.name,
      pkg.version,
    ]);
    const tags = data.contributions.html.elements;
    expect(tags.map((tag: { name: string }) => tag.name).sort()).toEqual(elements.map((e) => e.tagName).sort());
    for (const element of elements) {
      const tag = tags.find((candidate: { name: string }) => candidate.name === element.tagName);
      expect(tag.attributes.map((a: { name: string }) => a.name)).toEqual(attributesOf(element));
      expect(tag.events.map((e: { name: string }) => e.name)).toEqual((element.events ?? []).map((e) => e.name));
      for (const attribute of tag.attributes) expect(['string', 'number', 'boolean']).toContain(attribute.value.type);
    }
    const slider = tags.find((tag: { name: string }) => tag.name === 'pb-slider');
    const typeOf = (name: string) => slider.attributes.find((a: { name: string }) => a.name === name).value.type;
    expect([typeOf('autoplay'), typeOf('interval'), typeOf('label')]).toEqual(['boolean', 'number', 'string']);
  });

  it('types enumerations by their values', () => {
    expect(attributeType({ type: { text: "'a' | 'b' | undefined" } })).toEqual({ kind: 'enum', values: ['a', 'b'] });
    expect(attributeType({ type: { text: 'number | undefined' } })).toEqual({ kind: 'number' });
    expect(attributeType({ type: { text: 'Partial<Labels> | undefined' } })).toEqual({ kind: 'string' });
  });
});
