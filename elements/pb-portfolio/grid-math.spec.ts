import { describe, expect, it } from 'vitest';
import { portfolioColumns, portfolioItemHeight } from './grid-math.js';

describe('portfolio grid', () => {
  it('picks columns by the container width at 1600, 1024, 768 and 480 px', () => {
    const cases: Array<[number, number]> = [
      [2000, 5],
      [1600, 5],
      [1599, 4],
      [1024, 4],
      [1023, 3],
      [768, 3],
      [767, 2],
      [480, 2],
      [479, 1],
      [0, 1],
      [NaN, 1],
    ];
    for (const [width, columns] of cases) expect(portfolioColumns(width), `${width}px`).toBe(columns);
  });

  it('makes items three quarters of a column tall', () => {
    expect(portfolioItemHeight(400)).toBe(300);
    expect(portfolioItemHeight(-1)).toBe(0);
  });
});
