import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { idleBatches } from './idle-batches.js';

describe('idleBatches: work a batch at a time when the page is idle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('does nothing before it is started, then one batch an idle period, in order, until the queue is empty', () => {
    const done: number[] = [];
    const queue = [1, 2, 3, 4, 5];
    const batches = idleBatches(queue, (n) => done.push(n), 2);
    vi.advanceTimersByTime(500);
    expect(done).toEqual([]);
    batches.start();
    expect(done, 'not in the task that starts it').toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(done).toEqual([1, 2]);
    vi.advanceTimersToNextTimer();
    expect(done).toEqual([1, 2, 3, 4]);
    vi.advanceTimersToNextTimer();
    expect(done).toEqual([1, 2, 3, 4, 5]);
    expect(vi.getTimerCount(), 'nothing asked for once empty').toBe(0);
  });

  it('asks for one idle period however often it is started, and takes what was queued meanwhile', () => {
    const done: string[] = [];
    const queue = ['a'];
    const batches = idleBatches(queue, (item) => done.push(item), 10);
    batches.start();
    queue.push('b');
    batches.start();
    expect(vi.getTimerCount()).toBe(1);
    vi.runAllTimers();
    expect(done).toEqual(['a', 'b']);
  });

  it('drops what is left on stop, and asks for nothing more', () => {
    const done: number[] = [];
    const queue = [1, 2, 3];
    const batches = idleBatches(queue, (n) => done.push(n), 1);
    batches.start();
    vi.advanceTimersToNextTimer();
    batches.stop();
    expect(vi.getTimerCount()).toBe(0);
    vi.runAllTimers();
    expect(done).toEqual([1]);
    expect(queue).toEqual([]);
  });

  it('uses requestIdleCallback where the engine has it, with a deadline so a busy page still gets there', () => {
    const asked: { timeout?: number }[] = [];
    const cancelled: number[] = [];
    let run: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void, options: { timeout?: number }) => {
      run = callback;
      asked.push(options);
      return 7;
    });
    vi.stubGlobal('cancelIdleCallback', (id: number) => cancelled.push(id));
    const done: number[] = [];
    const batches = idleBatches([1, 2], (n) => done.push(n), 1);
    batches.start();
    expect(asked).toEqual([{ timeout: 1000 }]);
    run!();
    expect(done).toEqual([1]);
    expect(asked.length, 'the next batch asks again').toBe(2);
    batches.stop();
    expect(cancelled).toEqual([7]);
    expect(vi.getTimerCount(), 'no timer beside it').toBe(0);
  });
});
