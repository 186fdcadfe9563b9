import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withAutoplay } from './autoplay.js';
import { aspectRatio } from './media-rules.js';
import { fuzzRuns } from '../../test/helpers/fuzz-runs.js';

const countAutoplay = (url: string) =>
  [...new URL(url, 'https://x.test/').searchParams.keys()].filter((k) => k === 'autoplay').length;

describe('withAutoplay', () => {
  it('inserts autoplay=1 first, before the existing query, and keeps the fragment last', () => {
    expect(withAutoplay('https://player.test/embed/abc')).toBe('https://player.test/embed/abc?autoplay=1');
    expect(withAutoplay('https://player.test/embed/abc?feature=oembed')).toBe(
      'https://player.test/embed/abc?autoplay=1&feature=oembed',
    );
    expect(withAutoplay('/v/1?a=1#t=30')).toBe('/v/1?autoplay=1&a=1#t=30');
    expect(withAutoplay('/v/1?')).toBe('/v/1?autoplay=1');
  });

  it('adds nothing when autoplay is already there, whatever its value', () => {
    expect(withAutoplay('/v?autoplay=0')).toBe('/v?autoplay=0');
    expect(withAutoplay('/v?a=1&autoplay=1')).toBe('/v?a=1&autoplay=1');
  });

  it('property: on arbitrary URLs, autoplay is added once, a second call changes nothing, other parameters stay', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
        const once = withAutoplay(url);
        expect(withAutoplay(once)).toBe(once);
        const hadAutoplay = /[?&;]autoplay=/.test(url.split('#')[0]);
        if (!hadAutoplay) {
          expect(countAutoplay(once)).toBe(1);
          expect(new URL(once).searchParams.get('autoplay')).toBe('1');
          const before = [...new URL(url).searchParams].filter(([k]) => k !== 'autoplay');
          const after = [...new URL(once).searchParams].filter(([k]) => k !== 'autoplay');
          expect(after).toEqual(before);
          expect(new URL(once).hash).toBe(new URL(url).hash);
          expect(new URL(once).pathname).toBe(new URL(url).pathname);
        } else expect(once).toBe(url);
      }),
      fuzzRuns(),
    );
  });

  it('property: any string gives a string with at most one added autoplay, and never throws', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const once = withAutoplay(text);
        expect(withAutoplay(once)).toBe(once);
        expect(once.length - text.length === 0 || once.length - text.length <= '?autoplay=1&'.length).toBe(true);
      }),
      fuzzRuns(),
    );
  });
});

describe('aspectRatio', () => {
  it('reads a written ratio in its usual forms', () => {
    expect(aspectRatio('4:3')).toBe('4 / 3');
    expect(aspectRatio('21 / 9')).toBe('21 / 9');
    expect(aspectRatio('1.5')).toBe('1.5 / 1');
  });

  it('falls back to the width and height attributes, then to nothing (16:9 by CSS)', () => {
    expect(aspectRatio(null, '1080', '608')).toBe('1080 / 608');
    expect(aspectRatio('bad', '640', '480')).toBe('640 / 480');
    expect(aspectRatio(null, '100%', '300')).toBeUndefined();
    expect(aspectRatio('0:9')).toBeUndefined();
    expect(aspectRatio('-4:3', '0', '5')).toBeUndefined();
    expect(aspectRatio()).toBeUndefined();
  });

  it('property: whatever it is given, it returns undefined or "w / h" with two positive finite numbers', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.option(fc.string()), fc.option(fc.string()), (r, w, h) => {
        const out = aspectRatio(r, w, h);
        if (out === undefined) return;
        const m = /^(\S+) \/ (\S+)$/.exec(out);
        expect(m).not.toBeNull();
        for (const n of [Number(m![1]), Number(m![2])]) expect(Number.isFinite(n) && n > 0).toBe(true);
      }),
      fuzzRuns(),
    );
  });

  it('property: a ratio of two positive integers reads back as written', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99999 }),
        fc.integer({ min: 1, max: 99999 }),
        fc.constantFrom(':', '/', ' / '),
        (w, h, sep) => {
          expect(aspectRatio(`${w}${sep}${h}`)).toBe(`${w} / ${h}`);
        },
      ),
      fuzzRuns(),
    );
  });
});
