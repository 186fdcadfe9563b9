import { describe, expect, it } from 'vitest';
import { combineRuns, LIGHTHOUSE_RUNS, shortOfGoal, uncertain } from './lighthouse-runs.mjs';

const run = (score: number, tbt: number, extra: object = {}) => ({
  score,
  tbt,
  cls: 0,
  lcp: 1000 + tbt,
  version: '12.8.2',
  attempts: 1,
  ...extra,
});

describe("a page's Lighthouse runs (bench/lighthouse-runs.mjs)", () => {
  it('runs again only when the first run is near or past a goal: TBT over 25 ms, or a score under 95', () => {
    expect(uncertain(run(100, 25))).toBe(false);
    expect(uncertain(run(95, 0))).toBe(false);
    expect(uncertain(run(100, 26))).toBe(true);
    expect(uncertain(run(94, 0))).toBe(true);
    expect(LIGHTHOUSE_RUNS).toBe(5);
  });

  it("gives each figure the median of the runs, every run's TBT, and keeps the first run's other fields", () => {
    const combined = combineRuns([run(99, 182), run(100, 0), run(97, 61), run(100, 14, { attempts: 2 }), run(99, 40)]);
    expect(combined).toMatchObject({ score: 99, tbt: 40, lcp: 1040, cls: 0, version: '12.8.2' });
    expect(combined).toMatchObject({ runs: 5, tbts: [182, 0, 61, 14, 40], attempts: 2 });
  });

  it("is short of issue 19's goal with a score under 95, TBT over 50 ms or any layout shift, and only then", () => {
    expect(shortOfGoal(run(95, 50))).toBe(false);
    expect(shortOfGoal(run(94, 0))).toBe(true);
    expect(shortOfGoal(run(100, 51))).toBe(true);
    expect(shortOfGoal(run(100, 0, { cls: 0.001 }))).toBe(true);
    expect(shortOfGoal(run(100, 0, { cls: 0.0009 }))).toBe(false);
  });

  it('returns a single run as it is', () => {
    const one = run(100, 3);
    expect(combineRuns([one])).toBe(one);
  });
});
