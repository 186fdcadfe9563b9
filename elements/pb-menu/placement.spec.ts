import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { columnClasses, overflowsRight, shiftInto } from './placement.js';

describe('columnClasses', () => {
  it('adds the count class below 4 columns only', () => {
    expect(columnClasses(1)).toEqual(['mega-menu-parent', 'mega-menu-parent-1']);
    expect(columnClasses(3)).toEqual(['mega-menu-parent', 'mega-menu-parent-3']);
    expect(columnClasses(4)).toEqual([]);
    expect(columnClasses(0)).toEqual([]);
  });
});

describe('shiftInto', () => {
  it('leaves a fitting box alone and pulls an overflowing one back', () => {
    expect(shiftInto(100, 200, 1000)).toBe(0);
    expect(shiftInto(900, 200, 1000)).toBe(-100);
    expect(shiftInto(-30, 200, 1000)).toBe(30);
    expect(shiftInto(50, 1200, 1000)).toBe(-50);
    expect(shiftInto(NaN, 10, 100)).toBe(0);
  });

  it('always lands inside the viewport when the box fits (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5000, max: 5000 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 1, max: 4000 }),
        (left, width, viewport) => {
          const placed = left + shiftInto(left, width, viewport);
          if (width <= viewport) {
            expect(placed).toBeGreaterThanOrEqual(0);
            expect(placed + width).toBeLessThanOrEqual(viewport);
          } else expect(placed).toBe(0);
        },
      ),
    );
  });

  it('overflowsRight agrees with a negative shift', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 3001, max: 8000 }),
        (left, width, viewport) => {
          expect(overflowsRight(left, width, viewport)).toBe(shiftInto(left, width, viewport) < 0);
        },
      ),
    );
  });
});
