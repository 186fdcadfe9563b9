/** What each long task of an upgrade sample was (bench/long-task-kinds.mjs), from long-task and LoAF entries. */
import { describe, expect, it } from 'vitest';
import { kindsOf, summarise } from './long-task-kinds.mjs';

const script = (start: number, duration: number, invoker: string, forcedLayout = 0) => ({
  start,
  duration,
  invoker,
  forcedLayout,
});

describe('the kinds of long tasks', () => {
  it('tells the define task, a turn on the queue, an event handler, a frame of rendering and an uncovered task apart', () => {
    const frames = [
      { start: 4, duration: 70, scripts: [script(4, 66, 'http://x/pb-elements/pb-map.js')] },
      {
        start: 100,
        duration: 125,
        scripts: [script(101, 60, 'IMG[src="/a.png"].onload', 5), script(165, 55, 'MessagePort.onmessage', 30)],
      },
      { start: 300, duration: 70, scripts: [script(302, 52, 'IMG[src="/tiles/1.png"].onerror')] },
      { start: 500, duration: 60, scripts: [] },
    ];
    const long: [number, number][] = [
      [4, 66],
      [165, 56],
      [302, 53],
      [505, 52],
      [900, 51],
    ];
    expect(kindsOf({ long, frames, settled: 70 })).toEqual([
      { start: 4, duration: 66, kind: 'define', invoker: 'http://x/pb-elements/pb-map.js', forcedLayout: 0 },
      // Only the scripts that began inside the task count: the frame's longer first script was a task of its own.
      { start: 165, duration: 56, kind: 'queue', invoker: 'MessagePort.onmessage', forcedLayout: 30 },
      { start: 302, duration: 53, kind: 'event', invoker: 'IMG[src="/tiles/1.png"].onerror', forcedLayout: 0 },
      { start: 505, duration: 52, kind: 'render', invoker: undefined, forcedLayout: 0 },
      { start: 900, duration: 51, kind: 'unknown', invoker: undefined, forcedLayout: 0 },
    ]);
  });

  it('sums kinds over samples: tasks, samples with one, mean duration and forced layout share', () => {
    const turn = (start: number, duration: number, forced: number) => ({
      start,
      duration: duration + 2,
      scripts: [script(start, duration, 'MessagePort.onmessage', forced)],
    });
    const samples = [
      { long: [[200, 60] as [number, number]], frames: [turn(200, 60, 30)], settled: 50 },
      {
        long: [[10, 70] as [number, number], [400, 50] as [number, number]],
        frames: [turn(400, 50, 0)],
        settled: 80,
      },
      { long: [], frames: [], settled: 40 },
    ];
    const summary = summarise(samples);
    expect(summary.define).toEqual({ tasks: 1, samples: 1, meanMs: 70, forcedLayoutShare: 0 });
    expect(summary.queue).toEqual({ tasks: 2, samples: 2, meanMs: 55, forcedLayoutShare: 0.25 });
    expect(summary.event.tasks).toBe(0);
    expect(summary.render.meanMs).toBe(0);
  });
});
