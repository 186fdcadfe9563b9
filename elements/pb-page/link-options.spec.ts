import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linkAction, parseLinkOptions } from './link-options.js';
import { fuzzRuns } from '../../test/helpers/fuzz-runs.js';

const PAGE = 'https://site.test/services/';

describe("parseLinkOptions (the CMS's et_link_options_data)", () => {
  it('reads class, url and target', () => {
    expect(
      parseLinkOptions([
        { class: 'et_pb_text_0', url: 'https://partner.test/', target: '_blank' },
        { class: 'et_pb_blurb_1', url: '#team', target: '' },
      ]),
    ).toEqual([
      { className: 'et_pb_text_0', url: 'https://partner.test/', newWindow: true },
      { className: 'et_pb_blurb_1', url: '#team', newWindow: false },
    ]);
  });

  it('leaves out malformed entries and non-lists', () => {
    expect(parseLinkOptions({ class: 'a', url: '/' })).toEqual([]);
    expect(parseLinkOptions('[]')).toEqual([]);
    expect(
      parseLinkOptions([
        null,
        3,
        { class: 'a b', url: '/' },
        { class: 'x', url: '' },
        { class: 'y' },
        { class: '.y', url: '/' },
      ]),
    ).toEqual([]);
  });

  it('never throws and only keeps class names usable as a selector (property)', () => {
    fc.assert(
      fc.property(fc.anything(), (data) => {
        for (const option of parseLinkOptions(data)) {
          expect(option.className).toMatch(/^-?[_a-zA-Z][_a-zA-Z0-9-]*$/);
          expect(option.url.length).toBeGreaterThan(0);
        }
      }),
      fuzzRuns(),
    );
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ class: fc.string(), url: fc.string(), target: fc.oneof(fc.string(), fc.constant('_blank')) }),
        ),
        (data) => {
          expect(parseLinkOptions(data).length).toBeLessThanOrEqual(data.length);
        },
      ),
      fuzzRuns(),
    );
  });
});

describe('linkAction', () => {
  it('opens a new window, scrolls to an anchor on this page, or navigates', () => {
    expect(linkAction({ url: 'https://partner.test/x', newWindow: true }, PAGE)).toEqual({
      kind: 'open',
      href: 'https://partner.test/x',
    });
    expect(linkAction({ url: '#team', newWindow: false }, PAGE)).toEqual({ kind: 'anchor', hash: '#team' });
    expect(linkAction({ url: '/services/#team', newWindow: false }, PAGE)).toEqual({ kind: 'anchor', hash: '#team' });
    expect(linkAction({ url: '/contact/', newWindow: false }, PAGE)).toEqual({
      kind: 'navigate',
      href: 'https://site.test/contact/',
    });
    expect(linkAction({ url: '#team', newWindow: true }, PAGE)).toEqual({
      kind: 'open',
      href: 'https://site.test/services/#team',
    });
  });

  it('refuses scripts, data, other schemes, credentials and control characters', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'data:text/html,<script>',
      'vbscript:x',
      'ftp://x.test/',
      'https://user:pw@evil.test/',
      'java\tscript:alert(1)',
      '/\\evil.test',
      'mailto:a@b.test',
    ])
      expect(linkAction({ url, newWindow: false }, PAGE), url).toBeUndefined();
  });

  it('only ever yields http(s) addresses or an anchor id (property)', () => {
    fc.assert(
      fc.property(
        fc
          .oneof(fc.string(), fc.webUrl(), fc.constantFrom('javascript:', 'data:', '//', '#', '?a#b'))
          .chain((s) => fc.tuple(fc.constant(s), fc.string())),
        fc.boolean(),
        ([head, tail], newWindow) => {
          const action = linkAction({ url: head + tail, newWindow }, PAGE);
          if (action && action.kind !== 'anchor') expect(new URL(action.href).protocol).toMatch(/^https?:$/);
          if (action?.kind === 'anchor') expect(newWindow || !action.hash.startsWith('#')).toBe(false);
        },
      ),
      fuzzRuns(),
    );
  });
});
