/** The documentation pages' generator (scripts/manifest/site-docs.mjs): complete against the manifest, and safe. */
import { readFileSync } from 'node:fs';
import type { SiteDocs } from 'virtual:pb-site-docs';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEPARTURES, inlineMarkdown, markdownBlocks, parseHtml, siteDocs } from './site-docs.mjs';

interface Declaration {
  tagName?: string;
  customElement?: boolean;
  attributes?: Array<{ name: string }>;
  events?: Array<{ name: string; reactName?: string }>;
  cssProperties?: Array<{ name: string }>;
}
const manifest = JSON.parse(readFileSync(new URL('../../custom-elements.json', import.meta.url), 'utf8')) as {
  modules: Array<{ declarations?: Declaration[] }>;
};
const declarations = manifest.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.customElement && d.tagName);

type Node = string | { tag: string; attrs: Array<[string, string]>; children: Node[] };
const tags = (nodes: Node[]): string[] =>
  nodes.flatMap((n) => (typeof n === 'string' ? [] : [n.tag, ...tags(n.children)]));

describe('site docs', () => {
  // The data as the site reads it (site/src/docs/site-docs.d.ts).
  let docs: SiteDocs;
  beforeAll(async () => {
    docs = (await siteDocs()) as SiteDocs;
  });

  it('gives every element in the manifest a page with all its attributes, events and CSS properties', () => {
    const pages = Object.fromEntries(
      docs.elements.map((e) => [
        e.tag,
        {
          attributes: e.attributes.map((a) => a.name),
          events: e.events.map((ev) => [ev.name, ev.reactProp]),
          cssProperties: e.cssProperties.map((p) => p.name),
        },
      ]),
    );
    const expected = Object.fromEntries(
      declarations.map((d) => [
        d.tagName,
        {
          attributes: (d.attributes ?? []).map((a) => a.name),
          events: (d.events ?? []).map((e) => [e.name, e.reactName]),
          cssProperties: (d.cssProperties ?? []).map((p) => p.name),
        },
      ]),
    );
    expect(declarations.length).toBeGreaterThan(10);
    expect(pages).toEqual(expected);
  });

  it('gives every page a markup contract, a live example holding its tag, and the React import', () => {
    const found = docs.elements.map((e) => ({
      tag: e.tag,
      contract: e.contract.length > 0,
      exampleHasTag: tags(e.example?.tree ?? []).includes(e.tag),
      react: e.react.includes(`import { ${e.reactName} } from 'pb-elements/react/${e.tag}';`),
    }));
    expect(found).toEqual(
      declarations
        .map((d) => ({ tag: d.tagName, contract: true, exampleHasTag: true, react: true }))
        .sort((a, b) => String(a.tag).localeCompare(String(b.tag))),
    );
  });

  it('shows the example fixture without scripts, handler attributes or javascript: URLs', () => {
    const attrs = (nodes: Node[]): string[] =>
      nodes.flatMap((n) =>
        typeof n === 'string' ? [] : [...n.attrs.map(([k, v]) => `${k}=${v}`), ...attrs(n.children)],
      );
    const all = docs.elements.flatMap((e) => e.example?.tree ?? []);
    expect(tags(all).filter((t) => t === 'script' || t === 'style')).toEqual([]);
    expect(attrs(all).filter((a) => /^on|javascript:/i.test(a))).toEqual([]);
  });

  it('parses markup into a tree: entities decoded, void elements closed, noscript kept as text, unsafe parts dropped', () => {
    expect(
      parseHtml(
        '<div class="a &amp; b" hidden><img src="x.svg" alt=\'An "x"\'><p onclick="evil()">1 &lt; 2</p><script>evil()</script><a href="javascript:evil()">j</a><noscript><iframe src="y"></iframe></noscript><!-- note --></div>',
      ),
    ).toEqual([
      {
        tag: 'div',
        attrs: [
          ['class', 'a & b'],
          ['hidden', ''],
        ],
        children: [
          {
            tag: 'img',
            attrs: [
              ['src', 'x.svg'],
              ['alt', 'An "x"'],
            ],
            children: [],
          },
          { tag: 'p', attrs: [], children: ['1 < 2'] },
          { tag: 'a', attrs: [], children: ['j'] },
          { tag: 'noscript', attrs: [], children: ['<iframe src="y"></iframe>'] },
        ],
      },
    ]);
  });

  it('keeps markdown as text: HTML in a README is never markup, and only safe links are links', () => {
    expect(markdownBlocks('<img src=x onerror=alert(1)>\n\n# Title `<b>`')).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: '<img src=x onerror=alert(1)>' }] },
      {
        type: 'heading',
        level: 1,
        children: [
          { type: 'text', text: 'Title ' },
          { type: 'code', text: '<b>' },
        ],
      },
    ]);
    expect(inlineMarkdown('[a](javascript:alert.call) [b](https://example.com/) **c** `d|e`')).toEqual([
      { type: 'text', text: 'a ' },
      { type: 'link', href: 'https://example.com/', children: [{ type: 'text', text: 'b' }] },
      { type: 'text', text: ' ' },
      { type: 'strong', children: [{ type: 'text', text: 'c' }] },
      { type: 'text', text: ' ' },
      { type: 'code', text: 'd|e' },
    ]);
    expect(
      markdownBlocks('| a | b |\n|---|---|\n| `x \\| y` | 2 |\n\n- one\n  more\n- two\n\n```html\n<p>\n```'),
    ).toEqual([
      {
        type: 'table',
        head: [[{ type: 'text', text: 'a' }], [{ type: 'text', text: 'b' }]],
        rows: [[[{ type: 'code', text: 'x | y' }], [{ type: 'text', text: '2' }]]],
      },
      { type: 'list', ordered: false, items: [[{ type: 'text', text: 'one more' }], [{ type: 'text', text: 'two' }]] },
      { type: 'code', lang: 'html', text: '<p>' },
    ]);
  });

  it('the switching page: every README setting, the departures with reasons, TRUST.md C1–C12', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const section = readme.slice(
      readme.indexOf('## Using it from a CMS template'),
      readme.indexOf('## Using it from React'),
    );
    // \x60 is a backtick: written as one, code readers (farm-studio) took it for a template string's opening.
    const settings = [...section.matchAll(/^\| \x60([^\x60|]+)\x60/gm)].map((m) => m[1]);
    const text = (nodes: ReturnType<typeof inlineMarkdown>): string =>
      nodes.map((n) => ('text' in n ? n.text : text(n.children))).join('');
    const first = docs.switching.settings.rows.map((row) => row[0][0]).map((cell) => ('text' in cell ? cell.text : ''));
    expect(first).toEqual(settings);
    expect(docs.switching.scriptTag.some((b) => b.type === 'code' && b.text.includes('autoload.js'))).toBe(true);
    expect(docs.switching.departures.map((d) => d.title)).toEqual(DEPARTURES.map((d) => d.title));
    expect(docs.switching.departures.filter((d) => text(d.reason).length < 20 || !d.source)).toEqual([]);
    const conflicts = docs.switching.conflicts.filter((b) => b.type === 'heading').map((b) => text(b.children));
    expect(conflicts.map((title) => title.split(' ')[0])).toEqual(Array.from({ length: 12 }, (_, i) => `C${i + 1}`));
  });
});
