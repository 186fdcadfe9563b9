import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DURATION } from './counter-rules.js';
import { everyStep, STEP } from './count-clock.js';

/** Every count a test made, stopped after it: the clock is the module's, shared by the tests. */
const made: (() => void)[] = [];

/** A count of `steps` steps that stops itself at its end (as the counter does), with the times it saw. */
function counting(steps: number) {
  const seen: number[] = [];
  const stop = everyStep(() => {
    seen.push(Date.now());
    if (seen.length === steps) stop();
  });
  made.push(stop);
  return { seen, stop };
}

describe('the counters’ shared clock', () => {
  beforeEach(() => void vi.useFakeTimers({ now: 0 }));
  afterEach(() => {
    for (const stop of made.splice(0)) stop();
    vi.useRealTimers();
  });

  it('steps a count every STEP ms, and a count of DURATION ends on its last millisecond', () => {
    expect(DURATION % STEP).toBe(0);
    const { seen } = counting(DURATION / STEP);
    vi.advanceTimersByTime(DURATION - 1);
    expect(seen.length).toBe(DURATION / STEP - 1);
    vi.advanceTimersByTime(1);
    expect([seen[0], seen.at(-1)]).toEqual([STEP, DURATION]);
    expect(vi.getTimerCount(), 'no timer once the count is over').toBe(0);
  });

  it('drives any number of counts with one timer, and each stops alone', () => {
    const counts = [3, 6, 6, 6, 6, 10].map(counting);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(6 * STEP);
    expect(vi.getTimerCount()).toBe(1);
    expect(counts.map(({ seen }) => seen.length)).toEqual([3, 6, 6, 6, 6, 6]);
    vi.advanceTimersByTime(10 * STEP);
    expect(counts.at(-1)!.seen.at(-1)).toBe(10 * STEP);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('gives a count that starts between two steps its first step at the next one', () => {
    const first = counting(100);
    vi.advanceTimersByTime(STEP - 5);
    const second = counting(100);
    vi.advanceTimersByTime(5);
    expect([first.seen, second.seen]).toEqual([[STEP], [STEP]]);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('leaves no timer once every count is stopped before its end, and a stopped count sees no more steps', () => {
    const a = counting(1000);
    const b = counting(1000);
    vi.advanceTimersByTime(100);
    a.stop();
    const before = a.seen.length;
    vi.advanceTimersByTime(100);
    expect([a.seen.length, b.seen.length]).toEqual([before, Math.floor(200 / STEP)]);
    b.stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});
