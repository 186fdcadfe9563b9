import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { movedBeyondTap, swipeDirection, swipeStep } from './gesture.js';

const at = (x: number, y: number, t: number) => ({ x, y, t });

describe('swipe gestures (spec §9)', () => {
  it('is a swipe under 1000 ms, over 30 px across and under 30 px up or down', () => {
    expect(swipeDirection(at(200, 100, 0), at(150, 110, 300))).toBe('left');
    expect(swipeDirection(at(100, 100, 0), at(140, 90, 999))).toBe('right');
  });

  it('is not a swipe when too slow, too short or too vertical', () => {
    expect(swipeDirection(at(200, 100, 0), at(100, 100, 1000))).toBeUndefined();
    expect(swipeDirection(at(200, 100, 0), at(170, 100, 100))).toBeUndefined();
    expect(swipeDirection(at(200, 100, 0), at(100, 130, 100))).toBeUndefined();
    expect(swipeDirection(at(200, 100, 50), at(100, 100, 10))).toBeUndefined();
  });

  it('tells a tap from a gesture at 10 px', () => {
    expect(movedBeyondTap(at(0, 0, 0), at(6, 8, 0))).toBe(false);
    expect(movedBeyondTap(at(0, 0, 0), at(8, 8, 0))).toBe(true);
  });

  it('steps forward on a left swipe, backward in right-to-left text', () => {
    expect(swipeStep('left', false)).toBe('next');
    expect(swipeStep('right', false)).toBe('previous');
    expect(swipeStep('left', true)).toBe('previous');
    expect(swipeStep('right', true)).toBe('next');
  });

  it('a swipe always crosses the distance and stays within the cross limit (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2000, max: 2000 }), fc.integer({ min: -2000, max: 2000 }), fc.integer({ min: -10, max: 3000 }), (dx, dy, dt) => {
        const direction = swipeDirection(at(0, 0, 0), at(dx, dy, dt));
        if (direction) {
          expect(Math.abs(dx)).toBeGreaterThan(30);
          expect(Math.abs(dy)).toBeLessThan(30);
          expect(dt).toBeLessThan(1000);
          expect(direction).toBe(dx < 0 ? 'left' : 'right');
        }
      }),
    );
  });
});
