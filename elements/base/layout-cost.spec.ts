import { describe, expect, it } from 'vitest';
import { FALL, layoutTime, learnLayoutCost } from './layout-cost.js';

describe('learnLayoutCost', () => {
  it('counts a dearer piece at once, so the turn meeting it stops in time', () => {
    expect(learnLayoutCost({ pass: 0, each: 0.5 }, 1, 12)).toEqual({ pass: 0, each: 12 });
    expect(learnLayoutCost({ pass: 2, each: 0.5 }, 4, 42)).toEqual({ pass: 2, each: 10 });
  });

  it('lowers by a tenth at most on a cheaper measure, from one piece too', () => {
    expect(FALL).toBe(0.9);
    expect(learnLayoutCost({ pass: 0, each: 8 }, 1, 1).each).toBeCloseTo(7.2, 6);
    expect(learnLayoutCost({ pass: 0, each: 8 }, 4, 4).each).toBeCloseTo(7.2, 6);
    expect(learnLayoutCost({ pass: 0, each: 8 }, 1, 7.5)).toEqual({ pass: 0, each: 7.5 });
  });

  it('after a dear measure, several cheap turns in a row still count the pieces high (a carousel: 0.4-3.5 ms each)', () => {
    let cost = learnLayoutCost({ pass: 0, each: 1 }, 7, 24.5);
    expect(cost.each).toBeCloseTo(3.5, 6);
    for (let turn = 0; turn < 3; turn++) cost = learnLayoutCost(cost, 9, 3.6);
    // Three cheap turns later a layout of ten is still expected to take more than 25 ms, not 4.
    expect(layoutTime(cost, 10)).toBeGreaterThan(25);
  });

  it('tells the pass from the pieces when a turn has laid out one piece and then several', () => {
    // A long page: 3 ms a pass, a tenth of a ms a piece. One piece took 3.1 ms, then six took 3.6.
    const cost = learnLayoutCost({ pass: 0, each: 3.1 }, 6, 3.6, 3.1);
    expect(cost.pass).toBeCloseTo(3.0, 6);
    // Lowered by a tenth at most, on its way to 0.1.
    expect(cost.each).toBeCloseTo(2.79, 6);
    let learnt = cost;
    for (let turn = 0; turn < 40; turn++) learnt = learnLayoutCost(learnt, 6, 3.6, 3.1);
    expect(learnt.each).toBeCloseTo(0.1, 6);
    expect(layoutTime(learnt, 10)).toBeCloseTo(4, 6);
  });

  it('never goes below nothing when the later layout was the quicker (a noisy clock)', () => {
    expect(learnLayoutCost({ pass: 0, each: 1 }, 3, 2, 4)).toEqual({ pass: 4, each: 0.9 });
    expect(learnLayoutCost({ pass: 5, each: 1 }, 1, 2)).toEqual({ pass: 5, each: 0.9 });
  });

  it('without a one-piece measure in the turn, keeps the pass and counts the rest to the pieces', () => {
    expect(learnLayoutCost({ pass: 2, each: 1 }, 4, 6)).toEqual({ pass: 2, each: 1 });
  });
});
