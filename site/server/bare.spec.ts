/** The CMS pages' tagless variant (`?bare`, bare.mjs): no element tag wraps CMS markup, nothing else changes. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../elements/catalogue.js';
import { stripElementTags } from './bare.mjs';
import { ROOT, startServer } from './server.mjs';

const cms = join(ROOT, 'site/cms');
const pages = readdirSync(cms).filter((file) => file.endsWith('.html'));
/** Every opening tag of one of our elements in `html`, as written. */
const elementTags = (html: string) =>
  [...html.matchAll(new RegExp(`<(${CATALOGUE.map((entry) => entry.tag).join('|')})(?=[\\s>])[^>]*>`, 'g'))].map(
    (match) => match[0],
  );
/** Whether an opening tag carries attributes: the element used by hand, which the variant keeps. */
const byHand = (tag: string) => /^<[\w-]+\s+[^\s>]/.test(tag);

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer({ port: 0, database: ':memory:' });
});
afterAll(() => server.close());

describe('stripElementTags', () => {
  it('takes out attribute-less element tags with their closing tags, and keeps tags used by hand', () => {
    expect(
      stripElementTags(
        '<body><pb-page></pb-page><div><lazy-video><div class="rll-youtube-player"></div><noscript></noscript></lazy-video>' +
          '<lazy-video video-id="a"><lazy-video ></lazy-video></lazy-video><sbi-feed>\n<div id="sb_instagram"></div></sbi-feed></div></body>',
      ),
    ).toBe(
      '<body><div><div class="rll-youtube-player"></div><noscript></noscript><lazy-video video-id="a"></lazy-video>\n<div id="sb_instagram"></div></div></body>',
    );
  });

  it('knows every element of the catalogue', () => {
    const tags = CATALOGUE.map((entry) => entry.tag);
    expect(stripElementTags(tags.map((tag) => `<${tag}>x</${tag}>`).join(''))).toBe('x'.repeat(tags.length));
  });

  it('leaves escaped tags in text alone', () => {
    expect(stripElementTags('<code>&lt;pb-page&gt;</code>')).toBe('<code>&lt;pb-page&gt;</code>');
  });
});

describe('the CMS pages with ?bare', () => {
  it.each(pages)('%s has no element tag left but those used by hand', async (page) => {
    const bare = await (await fetch(`${server.url}cms/${page}?bare`)).text();
    expect(elementTags(bare).filter((tag) => !byHand(tag))).toEqual([]);
    const printed = await (await fetch(`${server.url}cms/${page}`)).text();
    // Only tags went: the text, the modules' markup and the tags used by hand are all still there.
    expect(bare.replace(/\s/g, '')).toBe(stripElementTags(printed).replace(/\s/g, ''));
    expect(elementTags(bare)).toEqual(elementTags(printed).filter(byHand));
  });

  it('strips the tags the demo pages print (the header page prints <pb-page>)', async () => {
    const printed = readFileSync(join(cms, 'header.html'), 'utf8');
    expect(elementTags(printed)).toContain('<pb-page>');
    const bare = await (await fetch(`${server.url}cms/header.html?bare`)).text();
    expect(elementTags(bare)).toEqual([]);
  });

  it('serves nothing else differently', async () => {
    const script = `${server.url}pb-elements/autoload.js`;
    expect(await (await fetch(`${script}?bare`)).text()).toBe(await (await fetch(script)).text());
  });
});
