import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { galleryPerPage, pageCount, pageLinks, pageOf } from './pagination.js';
import { fuzzRuns } from '../../test/helpers/fuzz-runs.js';

describe('pagination', () => {
  it('gives a gallery 4 per page when missing, zero or not a number (spec §5)', () => {
    expect(galleryPerPage('8')).toBe(8);
    for (const value of [undefined, '', '0', 0, 'NaN', 'eight', -3, 2.5]) expect(galleryPerPage(value)).toBe(4);
  });

  it('counts a portfolio with 0 posts per page as one page (spec §5)', () => {
    expect(pageCount(23, 0)).toBe(1);
    expect(pageCount(23, 10)).toBe(3);
    expect(pageCount(20, 10)).toBe(2);
    expect(pageCount(0, 10)).toBe(1);
    expect(pageOf(9, 10)).toBe(1);
    expect(pageOf(10, 10)).toBe(2);
  });

  it('always gives a whole number of pages, at least one, enough for every item (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 500 }),
        fc.oneof(fc.double({ noNaN: false }), fc.integer({ min: -3, max: 50 })),
        (items, perPage) => {
          const pages = pageCount(items, perPage);
          expect(Number.isInteger(pages) && pages >= 1).toBe(true);
          if (items > 0) expect(pageOf(items - 1, perPage)).toBe(pages);
        },
      ),
      fuzzRuns(),
    );
  });

  it('shows about five links around the current page, with the first, the last and gaps', () => {
    expect(pageLinks(1, 3)).toEqual([1, 2, 3]);
    expect(pageLinks(1, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(pageLinks(6, 10)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 10]);
    expect(pageLinks(10, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10]);
    expect(pageLinks(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageLinks(99, 4)).toEqual([1, 2, 3, 4]);
  });

  it('always shows the current, first and last pages, in order, each once (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 120 }), fc.integer({ min: 0, max: 100 }), (current, total) => {
        const links = pageLinks(current, total);
        const numbers = links.filter((l): l is number => l !== 'gap');
        const last = Math.max(1, total);
        const page = Math.min(Math.max(1, current), last);
        expect(numbers[0]).toBe(1);
        expect(numbers.at(-1)).toBe(last);
        expect(numbers).toContain(page);
        expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
        expect(new Set(numbers).size).toBe(numbers.length);
        expect(numbers.length).toBeLessThanOrEqual(7);
        for (let i = 1; i < links.length; i++) if (links[i] === 'gap') expect(links[i - 1]).not.toBe('gap');
      }),
      fuzzRuns(),
    );
  });
});
