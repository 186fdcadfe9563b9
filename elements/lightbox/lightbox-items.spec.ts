import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { imageUrl, preloadIndexes } from './lightbox-items.js';
import { fuzzRuns } from '../../test/helpers/fuzz-runs.js';

describe('lightbox items', () => {
  it('preloads one before and two after, wrapping, never the showing one', () => {
    expect(preloadIndexes(0, 10)).toEqual([9, 1, 2]);
    expect(preloadIndexes(9, 10)).toEqual([8, 0, 1]);
    expect(preloadIndexes(0, 2)).toEqual([1]);
    expect(preloadIndexes(0, 1)).toEqual([]);
  });

  it('accepts http(s) and relative image URLs, never script or data', () => {
    expect(imageUrl('/img/a.jpg', 'https://site.example/gallery/')).toBe('https://site.example/img/a.jpg');
    expect(imageUrl('javascript:alert(1)', 'https://site.example/')).toBeUndefined();
    expect(imageUrl('data:image/svg+xml,<svg/>', 'https://site.example/')).toBeUndefined();
    expect(imageUrl(null, 'https://site.example/')).toBeUndefined();
  });

  it('never throws and only yields http(s) URLs, whatever the href (property)', () => {
    fc.assert(
      fc.property(fc.string(), (href) => {
        const url = imageUrl(href, 'https://site.example/');
        if (url) expect(/^https?:/.test(url)).toBe(true);
      }),
      fuzzRuns(),
    );
  });

  it('preloads at most three distinct valid indexes (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 0, max: 50 }), (index, count) => {
        const list = preloadIndexes(index % Math.max(1, count), count);
        expect(list.length).toBeLessThanOrEqual(3);
        expect(new Set(list).size).toBe(list.length);
        for (const i of list) expect(i >= 0 && i < count && i !== index % Math.max(1, count)).toBe(true);
      }),
      fuzzRuns(),
    );
  });
});
