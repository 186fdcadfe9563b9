import { describe, expect, it } from 'vitest';
import { tbtUndecided, totalBlockingTime } from './tbt.mjs';

describe('total blocking time (bench/tbt.mjs)', () => {
  it('counts the part of each long task past 50 ms from the first contentful paint on', () => {
    expect(
      totalBlockingTime(
        [
          [1000, 120],
          [1200, 40],
          [1300, 51],
        ],
        500,
      ),
    ).toEqual({ after: 71, before: 0 });
  });

  it('sums tasks that end before the paint apart, and clips one that straddles it', () => {
    // 100–200 ends before the paint at 300; 250–400 straddles it: 100 ms after, 50 past the threshold.
    expect(
      totalBlockingTime(
        [
          [100, 100],
          [250, 150],
        ],
        300,
      ),
    ).toEqual({ after: 50, before: 50 });
    // A straddling task whose part after the paint is short blocks nothing there.
    expect(totalBlockingTime([[250, 90]], 300)).toEqual({ after: 0, before: 0 });
  });

  it('is zero without long tasks', () => {
    expect(totalBlockingTime([], 0)).toEqual({ after: 0, before: 0 });
  });

  it('calls a median within half of the 50 ms goal undecided, on either side, and nothing else', () => {
    expect([24, 26, 49, 50, 53, 74].map(tbtUndecided)).toEqual([false, true, true, true, true, true]);
    expect([0, 10, 75, 90, 300].map(tbtUndecided)).toEqual([false, false, false, false, false]);
  });
});
