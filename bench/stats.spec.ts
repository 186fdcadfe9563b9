/**
 * The bench's statistics (bench/stats.mjs) against values worked by hand, and the generated performance page's
 * sections: deterministic checks `npm test` runs (the benchmark's timings themselves are never asserted).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  converged,
  mean,
  median,
  ratioInterval,
  standardError,
  summary,
  pageSettled,
  t95,
  versusAnchor,
  variance,
  welchDegreesOfFreedom,
} from './stats.mjs';

describe('bench statistics', () => {
  it('mean, sample variance, standard error and median', () => {
    const xs = [2, 4, 4, 4, 5, 5, 7, 9];
    expect(mean(xs)).toBe(5);
    expect(variance(xs)).toBeCloseTo(32 / 7, 12);
    expect(standardError(xs)).toBeCloseTo(Math.sqrt(32 / 7 / 8), 12);
    expect(median(xs)).toBe(4.5);
    expect(median([3, 1, 2])).toBe(2);
    expect(mean([])).toBeNaN();
    expect(variance([1])).toBeNaN();
  });

  it("Student's t quantiles: the table, the normal limit and rounding down", () => {
    expect(t95(1)).toBe(12.706);
    expect(t95(10)).toBe(2.228);
    expect(t95(10.9)).toBe(2.228);
    expect(t95(30)).toBe(2.042);
    expect(t95(60)).toBeCloseTo(2.001, 3); // exact: 2.000
    expect(t95(120)).toBeCloseTo(1.98, 2); // exact: 1.980
    expect(t95(Infinity)).toBe(1.96);
    expect(t95(0.5)).toBeNaN();
  });

  it("Welch's degrees of freedom: equal spreads and sizes give 2n − 2, a constant pair gives infinity", () => {
    expect(welchDegreesOfFreedom([1, 2, 3, 4], [11, 12, 13, 14])).toBeCloseTo(6, 12);
    // Unequal, by hand: a = [1, 2, 3] (s² = 1, n = 3), b = [0, 4, 8, 12, 16] (s² = 40, n = 5):
    // (1/3 + 8)² / ((1/3)² / 2 + 8² / 4) = 69.444 / 16.056 = 4.325.
    expect(welchDegreesOfFreedom([1, 2, 3], [0, 4, 8, 12, 16])).toBeCloseTo(4.325, 3);
    expect(welchDegreesOfFreedom([5, 5], [7, 7])).toBe(Infinity);
  });

  it('the ratio of means with its 95 % interval by the delta method', () => {
    const a = [9, 10, 11, 10];
    const b = [19, 20, 21, 20];
    const { ratio, halfWidth, low, high, df } = ratioInterval(a, b);
    expect(ratio).toBe(0.5);
    const relative = Math.sqrt((standardError(a) / 10) ** 2 + (standardError(b) / 20) ** 2);
    expect(df).toBeCloseTo(6, 12);
    expect(halfWidth).toBeCloseTo(2.447 * relative, 12);
    expect(low).toBeCloseTo(0.5 * (1 - halfWidth), 12);
    expect(high).toBeCloseTo(0.5 * (1 + halfWidth), 12);
  });

  it('stops sampling only with enough samples on both sides and an interval within the tolerance', () => {
    const tight = [100, 101, 99, 100, 100];
    const loose = [50, 150, 80, 120, 100];
    expect(converged(tight, tight)).toBe(true);
    expect(converged(tight.slice(0, 4), tight.slice(0, 4))).toBe(false);
    expect(converged(loose, tight)).toBe(false);
    expect(converged(loose, tight, { tolerance: 0.5 })).toBe(true);
  });

  it("judges a page against the anchor only when the ratio's whole 95 % interval is on one side of 1", () => {
    // Ratio 2; each mean's relative error 5.774 / 200 = 2.887 / 100 = 0.02887, 0.04082 together; Welch's df 2.94,
    // so t = 4.303 (df 2) and ±17.57 %: 1.649–2.351.
    const over = versusAnchor([190, 200, 210], [95, 100, 105]);
    expect(over.ratio).toBeCloseTo(2, 12);
    expect(over.low).toBeCloseTo(1.649, 3);
    expect(over.high).toBeCloseTo(2.351, 3);
    expect(over.verdict).toBe('over');
    // Ratio 0.5, ±51.2 % (0.1155 and 0.0289 in quadrature, times 4.303): 0.244–0.756.
    const below = versusAnchor([40, 50, 60], [95, 100, 105]);
    expect(below.high).toBeCloseTo(0.756, 3);
    expect(below.verdict).toBe('below');
    // The median 25 % over the anchor's, but the interval holds 1.
    expect(versusAnchor([80, 125, 140], [90, 110, 100]).verdict).toBe('undecided');
  });

  it('traces a page until its verdict is reached or its ratio is known to ±10 %, after five loads', () => {
    // Decided after three, but five loads a side come first.
    expect(pageSettled([190, 200, 210], [95, 100, 105])).toBe(false);
    expect(pageSettled([190, 200, 210, 195, 205], [95, 100, 105, 98, 102])).toBe(true);
    // As costly as the anchor and known to ±10 %: nothing more to learn.
    expect(pageSettled([99, 100, 101, 100, 100, 100], [100, 99, 101, 100, 100])).toBe(true);
    // Straddling 1 with a wide interval: trace again.
    expect(pageSettled([60, 140, 90, 120, 95], [100, 80, 120, 90, 110])).toBe(false);
  });

  it('summarises a side for the results file', () => {
    expect(summary([1, 2, 3])).toEqual({ n: 3, mean: 2, se: 0.577, median: 2 });
    expect(summary([4])).toEqual({ n: 1, mean: 4, se: null, median: 4 });
  });
});

describe('docs/performance.md (bench/report.mjs)', () => {
  const root = join(import.meta.dirname, '..');
  it('is generated with its run, its goals, the three measured parts, and the plot beside it', () => {
    const page = readFileSync(join(root, 'docs/performance.md'), 'utf8');
    for (const heading of [
      '## The run',
      '## Goals',
      '## Upgrade cost per element family (part 1)',
      '## Whole pages (part 2)',
      '## Leaks (part 3)',
    ])
      expect(page).toContain(heading);
    expect(page).toMatch(/Browser: Chromium \d+\./);
    expect(existsSync(join(root, 'docs/performance-upgrade.svg'))).toBe(true);
    expect(readFileSync(join(root, 'docs/performance-upgrade.svg'), 'utf8')).toMatch(/^<svg [^>]*xmlns/);
  });
});
