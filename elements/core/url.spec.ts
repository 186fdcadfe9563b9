import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeQuery, parseQuery } from './url.js';
import { fuzzRuns } from '../../test/helpers/fuzz-runs.js';

describe('query helpers', () => {
  it('parse CMS query strings with a leading ? and escaped ampersands', () => {
    expect([...parseQuery('?a=1&amp;b=2')]).toEqual([
      ['a', '1'],
      ['b', '2'],
    ]);
    expect([...parseQuery(null)]).toEqual([]);
  });

  it('merge lists, later values winning at the first position', () => {
    expect(String(mergeQuery(parseQuery('a=1&b=2'), parseQuery('b=3&c=4&a=5')))).toBe('a=5&b=3&c=4');
  });

  it('keep each parameter once and never throw (property)', () => {
    const pairs = fc.array(fc.tuple(fc.string({ maxLength: 4 }), fc.string({ maxLength: 4 })), { maxLength: 8 });
    fc.assert(
      fc.property(pairs, fc.string(), (list, raw) => {
        const merged = mergeQuery(new URLSearchParams(list), parseQuery(raw));
        const keys = [...merged.keys()];
        expect(new Set(keys).size).toBe(keys.length);
      }),
      fuzzRuns(),
    );
  });
});
