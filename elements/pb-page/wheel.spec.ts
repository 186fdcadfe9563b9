import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { easeOut, wheelStep } from './wheel.js';

describe('wheel smoothing steps (spec §9: stepSize 80)', () => {
  it('scrolls 80 px a notch in each browser unit: 100 px, 3 lines, a page', () => {
    expect(wheelStep(100, 0)).toBe(80);
    expect(wheelStep(-100, 0)).toBe(-80);
    expect(wheelStep(3, 1)).toBe(80);
    expect(wheelStep(-6, 1)).toBe(-160);
    expect(wheelStep(1, 2)).toBe(80);
  });

  it('leaves touchpads (fine pixel deltas) and nothing-events to the browser', () => {
    expect(wheelStep(12, 0)).toBeUndefined();
    expect(wheelStep(0, 1)).toBeUndefined();
    expect(wheelStep(Number.NaN, 0)).toBeUndefined();
  });

  it("moves in the wheel's direction, one to five steps (property)", () => {
    fc.assert(
      fc.property(fc.double(), fc.constantFrom(0, 1, 2), (delta, mode) => {
        const step = wheelStep(delta, mode);
        if (step === undefined) return;
        expect(Math.sign(step)).toBe(Math.sign(delta));
        expect(Math.abs(step) % 80).toBe(0);
        expect(Math.abs(step)).toBeGreaterThanOrEqual(80);
        expect(Math.abs(step)).toBeLessThanOrEqual(400);
      }),
    );
  });

  it('eases out from 0 to 1 and stays there', () => {
    expect(easeOut(0)).toBe(0);
    expect(easeOut(1)).toBe(1);
    expect(easeOut(2)).toBe(1);
    expect(easeOut(0.5)).toBeGreaterThan(0.5);
  });
});
