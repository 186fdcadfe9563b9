/**
 * Server rendering: every wrapper renders its attribute-backed props as attributes (a boolean present when true,
 * absent when false), so the element upgrades from the server's HTML before React hydrates.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { attributeProps, customElementsOf } from '../scripts/manifest/plugins.mjs';
import * as wrappers from './index.js';

type Declaration = { tagName: string; reactName: string };
const manifest = JSON.parse(readFileSync(join(import.meta.dirname, '../custom-elements.json'), 'utf8'));
const elements: Declaration[] = customElementsOf(manifest).map(({ declaration }: { declaration: Declaration }) => declaration);
const cases = elements.map((element): [string, Declaration] => [element.tagName, element]);
const components = wrappers as unknown as Record<string, React.ComponentType<Record<string, unknown>>>;

/** The attributes of the first start tag of `html`, as name → value. */
function attributesOf(html: string): Record<string, string> {
  const start = /^<[a-z-]+((?:\s+[a-z-]+(?:="[^"]*")?)*)\s*>/.exec(html);
  if (!start) throw new Error(`no start tag in ${html}`);
  const attributes: Record<string, string> = {};
  for (const [, name, value] of start[1].matchAll(/\s+([a-z-]+)(?:="([^"]*)")?/g)) attributes[name] = value ?? '';
  return attributes;
}

describe('server rendering of the React wrappers', () => {
  it('covers every element, and most have attribute-backed props', () => {
    expect(elements.length).toBeGreaterThan(10);
    const withAttributes = elements.filter((element: Declaration) => attributeProps(element).length > 0);
    expect(withAttributes.length).toBeGreaterThan(10);
  });

  it.each(cases)(
    '<%s> carries its attribute-backed props as attributes',
    (tag: string, element: Declaration) => {
      const props: Record<string, unknown> = { id: 'x' };
      const expected: Record<string, string> = { id: 'x' };
      for (const { property, attribute, kind } of attributeProps(element)) {
        const value = kind === 'boolean' ? true : kind === 'number' ? 42 : `${attribute} text`;
        props[property] = value;
        expected[attribute] = kind === 'boolean' ? '' : String(value);
      }
      const html = renderToString(React.createElement(components[element.reactName], props));
      expect(html.startsWith(`<${tag}`)).toBe(true);
      expect(attributesOf(html)).toEqual(expected);
    },
  );

  it.each(cases)(
    '<%s> leaves a false boolean and an absent prop out',
    (_tag: string, element: Declaration) => {
      const props: Record<string, unknown> = {};
      for (const { property, kind } of attributeProps(element)) if (kind === 'boolean') props[property] = false;
      const html = renderToString(React.createElement(components[element.reactName], props));
      expect(attributesOf(html)).toEqual({});
    },
  );

  it('renders a slider as its markup says, with camelCase props on kebab-case attributes', () => {
    const html = renderToString(
      React.createElement(components.PbSlider, { autoplay: true, interval: 5000, ignoreHover: true, label: 'Hero' }),
    );
    expect(html).toBe('<pb-slider autoplay="" interval="5000" ignore-hover="" label="Hero"></pb-slider>');
    expect(renderToString(React.createElement(components.LazyVideo, { videoId: 'dQw4w9WgXcQ', videoTitle: 'Film' })))
      .toBe('<lazy-video video-id="dQw4w9WgXcQ" title="Film"></lazy-video>');
  });

  // docs/ARCHITECTURE.md, "React wrappers and hydration": children React hydrates are rendered behind
  // `defer-hydration`, so the element waits for React; a wrapper without children upgrades from the HTML at once.
  it.each(cases)('<%s> renders defer-hydration around children, and only then', (tag: string, element: Declaration) => {
    const component = components[element.reactName];
    const withChildren = renderToString(React.createElement(component, null, React.createElement('p', null, 'Hi')));
    expect(withChildren).toBe(`<${tag} defer-hydration=""><p>Hi</p></${tag}>`);
    expect(renderToString(React.createElement(component))).toBe(`<${tag}></${tag}>`);
  });
});
