import { describe, expect, it } from 'vitest';
import { blockingByOwner, combineRuns, LIGHTHOUSE_RUNS, shortOfGoal, uncertain } from './lighthouse-runs.mjs';

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

  it("counts a long task's blocking between the first paint and time to interactive, by whose file ran in it", () => {
    const ours = (url: string) => url.includes('/pb-elements/');
    const tasks = [
      // Before the first paint (1000 ms): nothing.
      { url: 'http://x/cms/media.html', startTime: 600, duration: 300 },
      // Across it: 120 ms after it, so 70 blocking.
      { url: 'http://x/cms/media.html', startTime: 880, duration: 240 },
      // Across it, 40 ms after it: under 50, nothing.
      { url: 'http://x/pb-elements/autoload.js', startTime: 960, duration: 80 },
      // Inside: 90 and 10 blocking.
      { url: 'http://x/pb-elements/chunks/runtime-a.js', startTime: 1200, duration: 140 },
      { url: 'Unattributable', startTime: 1400, duration: 60 },
      // Across time to interactive (2000 ms): 75 before it, 25 blocking.
      { url: 'http://x/pb-elements/pb-header.js', startTime: 1925, duration: 200 },
      // After it: nothing.
      { url: 'http://x/pb-elements/pb-header.js', startTime: 2100, duration: 400 },
    ];
    expect(blockingByOwner(tasks, { fcp: 1000, tti: 2000 }, ours)).toEqual({ listed: 195, ours: 115 });
    expect(blockingByOwner([], { fcp: 1000, tti: 2000 }, ours)).toEqual({ listed: 0, ours: 0 });
  });

  it("gives the blocking by owner as the runs' medians, and none when a run has none", () => {
    const blocking = (listed: number, mine: number) => ({ blocking: { listed, ours: mine } });
    const runs = [run(99, 80, blocking(90, 10)), run(98, 120, blocking(130, 40)), run(97, 60, blocking(70, 0))];
    expect(combineRuns(runs).blocking).toEqual({ listed: 90, ours: 10 });
    expect(combineRuns([...runs, run(99, 70)])).not.toHaveProperty('blocking');
  });
});
