import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withAutoplay, withoutAutoplay } from './video-src.js';
import { fuzzRuns } from '../../test/helpers/fuzz-runs.js';

describe('withAutoplay', () => {
  it('puts autoplay=1 in front of the existing query, as the theme does', () => {
    expect(withAutoplay('https://www.youtube.com/embed/abc?feature=oembed&rel=0')).toBe(
      'https://www.youtube.com/embed/abc?autoplay=1&feature=oembed&rel=0',
    );
  });
  it('adds a query where there was none', () => {
    expect(withAutoplay('https://player.vimeo.com/video/1')).toBe('https://player.vimeo.com/video/1?autoplay=1');
  });
  it('leaves a source that autoplays already, whatever its value', () => {
    expect(withAutoplay('https://x.test/e?autoplay=0&a=1')).toBe('https://x.test/e?autoplay=0&a=1');
  });
  it('leaves what is not a URL alone', () => {
    expect(withAutoplay('')).toBe('');
    expect(withAutoplay('not a url')).toBe('not a url');
  });
});

describe('withoutAutoplay', () => {
  it('removes autoplay and keeps the rest of the query and the hash', () => {
    expect(withoutAutoplay('https://x.test/e?autoplay=1&feature=oembed#t=3')).toBe(
      'https://x.test/e?feature=oembed#t=3',
    );
  });
  it('leaves a source without autoplay, or no URL, unchanged', () => {
    expect(withoutAutoplay('https://x.test/e?a=1')).toBe('https://x.test/e?a=1');
    expect(withoutAutoplay('::')).toBe('::');
  });
  it('undoes withAutoplay for any URL without autoplay (property)', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
        const normal = new URL(url);
        normal.searchParams.delete('autoplay');
        const start = normal.href;
        const played = withAutoplay(start);
        expect(new URL(played).searchParams.get('autoplay')).toBe('1');
        expect(new URL(withoutAutoplay(played)).searchParams.toString()).toBe(new URL(start).searchParams.toString());
      }),
      fuzzRuns(),
    );
  });
  it('never throws on arbitrary text (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(typeof withAutoplay(text)).toBe('string');
        expect(typeof withoutAutoplay(text)).toBe('string');
      }),
      fuzzRuns(),
    );
  });
});
