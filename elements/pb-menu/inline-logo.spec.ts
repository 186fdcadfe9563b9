import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { middle } from './inline-logo.js';

describe('middle (the inline logo item among the top-level items)', () => {
  it('puts the larger half before the logo', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(middle)).toEqual([0, 1, 1, 2, 2, 3, 3]);
  });

  it('splits any list into halves differing by at most one, the first never the smaller (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10000 }), (count) => {
        const before = middle(count);
        const after = count - before;
        expect(Number.isInteger(before)).toBe(true);
        expect(before).toBeGreaterThanOrEqual(after);
        expect(before - after).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('never places outside the list, whatever the count (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 100 }), (count) => {
        const at = middle(count);
        expect(at).toBeGreaterThanOrEqual(0);
        expect(at).toBeLessThanOrEqual(Math.max(0, count));
      }),
    );
  });
});
