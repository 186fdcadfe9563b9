import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inSlices } from './in-slices.js';

/** Resolves after one timer task: the slice inSlices asked for earlier has run by then (timers run in order). */
const nextTimer = () => new Promise((resolve) => setTimeout(resolve));

describe('inSlices: work spread over tasks by the time it takes', () => {
  let clock = 0;
  beforeEach(() => {
    clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('runs a short list at once, before it returns', () => {
    const done: number[] = [];
    void inSlices(
      [1, 2, 3],
      (n) => {
        done.push(n);
        clock += 2;
      },
      8,
    );
    expect(done).toEqual([1, 2, 3]);
  });

  it('gives the rest a new task once a task has spent its time, slice by slice, in order', async () => {
    const done: number[] = [];
    const finished = inSlices(
      [0, 1, 2, 3, 4, 5, 6],
      (n) => {
        done.push(n);
        clock += 5;
      },
      8,
    );
    // 5 ms, then 10 ms: the third waits.
    expect(done).toEqual([0, 1]);
    await nextTimer();
    expect(done).toEqual([0, 1, 2, 3]);
    await nextTimer();
    expect(done).toEqual([0, 1, 2, 3, 4, 5]);
    await finished;
    expect(done).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('an item that takes the whole slice alone still runs, one a task', async () => {
    const done: string[] = [];
    const finished = inSlices(
      ['a', 'b', 'c'],
      (item) => {
        done.push(item);
        clock += 50;
      },
      8,
    );
    expect(done).toEqual(['a']);
    await nextTimer();
    expect(done).toEqual(['a', 'b']);
    await finished;
    expect(done).toEqual(['a', 'b', 'c']);
  });

  it('counts the work done before it in the task: from `since`, the first item waits once that has spent the time', async () => {
    const done: number[] = [];
    clock = 9;
    const finished = inSlices([1, 2], (n) => done.push(n), 8, 0);
    expect(done).toEqual([]);
    await nextTimer();
    expect(done).toEqual([1, 2]);
    await finished;
  });

  it('from `since`, work that has spent less than the time leaves the first slice in the task', () => {
    const done: number[] = [];
    clock = 5;
    void inSlices(
      [1, 2, 3],
      (n) => {
        done.push(n);
        clock += 2;
      },
      8,
      0,
    );
    // 5 ms before, then 2 ms each: 7, then 9, so the third waits.
    expect(done).toEqual([1, 2]);
  });
});
