import { describe, expect, it } from 'vitest';
import { pageScriptTime, renderingTime, scriptTime, scriptTimeByFile, unionLength } from './attribute.mjs';

const MAIN = { pid: 1, tid: 10 };
const WORKER = { pid: 1, tid: 20 };
const OURS = /\/pb-elements\//;
const names = [
  { ph: 'M', name: 'thread_name', ...MAIN, args: { name: 'CrRendererMain' } },
  { ph: 'M', name: 'thread_name', ...WORKER, args: { name: 'DedicatedWorker thread' } },
];
/** A complete event from `start` to `end` µs. */
const span = (name: string, start: number, end: number, args: object, thread = MAIN) => ({
  ph: 'X',
  name,
  ts: start,
  dur: end - start,
  args,
  ...thread,
});

/**
 * A profile of the main thread starting at `start` µs: node 1 the root, 2 a frame of ours, 3 a frame of another
 * script called from ours, 4 the idle node; `samples` as [node, µs since the previous sample].
 */
function profile(start: number, samples: [number, number][]) {
  return [
    { ph: 'P', name: 'Profile', id: '0x1', ...MAIN, args: { data: { startTime: start } } },
    {
      ph: 'P',
      name: 'ProfileChunk',
      id: '0x1',
      pid: MAIN.pid,
      tid: 99,
      args: {
        data: {
          cpuProfile: {
            nodes: [
              { id: 1, callFrame: { functionName: '(root)', url: '' } },
              { id: 2, parent: 1, callFrame: { functionName: 'upgrade', url: 'http://x/pb-elements/a.js' } },
              { id: 3, parent: 2, callFrame: { functionName: 'querySelector', url: '' } },
              { id: 4, parent: 1, callFrame: { functionName: '(idle)', url: '' } },
            ],
            samples: samples.map(([node]) => node),
          },
          timeDeltas: samples.map(([, delta]) => delta),
        },
      },
    },
  ];
}

describe('main-thread time of a script (bench/attribute.mjs)', () => {
  it('counts the events that evaluate, compile or call the script, overlaps once', () => {
    const events = [
      ...names,
      span('EvaluateScript', 1000, 3000, { data: { url: 'http://x/pb-elements/autoload.js' } }),
      // Nested in the evaluation: counted once.
      span('v8.compile', 1200, 1500, { fileName: 'http://x/pb-elements/autoload.js' }),
      span('FunctionCall', 5000, 5500, { data: { url: 'http://x/pb-elements/a.js', functionName: 'tick' } }),
      // Another script's call, an event that runs no script, and our script on a worker: none is ours.
      span('FunctionCall', 6000, 9000, { data: { url: 'http://x/jquery.min.js' } }),
      span('ParseAuthorStyleSheet', 9000, 9500, { data: { styleSheetUrl: 'http://x/pb-elements/a.css' } }),
      span('EvaluateScript', 10000, 20000, { data: { url: 'http://x/pb-elements/worker.js' } }, WORKER),
    ];
    expect(scriptTime(events, OURS)).toBe(2.5);
    expect(scriptTime(events, /jquery/)).toBe(3);
  });

  it('counts the samples with a frame of the script on their stack, each until the next sample', () => {
    const events = [
      ...names,
      // Samples at 100 (ours), 300 (called from ours), 400 (idle), 1000 (ours), 1100 (idle).
      ...profile(0, [
        [2, 100],
        [3, 200],
        [4, 100],
        [2, 600],
        [4, 100],
      ]),
    ];
    expect(scriptTime(events, OURS)).toBe(0.4);
    expect(scriptTime(events, /jquery/)).toBe(0);
  });

  it('counts a moment in both an event and a sample once', () => {
    const events = [
      ...names,
      span('v8.evaluateModule', 0, 250, { data: { url: 'http://x/pb-elements/a.js' } }),
      // Ours from 100 to 400: 100–250 is inside the event.
      ...profile(0, [
        [2, 100],
        [3, 200],
        [4, 100],
      ]),
    ];
    expect(scriptTime(events, OURS)).toBe(0.4);
  });

  it('reads nothing from a trace without a renderer main thread', () => {
    expect(scriptTime([span('EvaluateScript', 0, 1000, { data: { url: 'http://x/pb-elements/a.js' } })], OURS)).toBe(0);
  });
});

describe("main-thread time of a page's scripts, light trace (bench/attribute.mjs)", () => {
  it('counts the events naming the script, and module evaluation and microtasks, which name none', () => {
    const events = [
      ...names,
      span('v8.compileModule', 0, 200, { fileName: 'http://x/pb-elements/autoload.js' }),
      span('v8.evaluateModule', 1000, 2000, { worldId: 0 }),
      // A microtask checkpoint after our module, and one inside a call of ours: each moment once.
      span('RunMicrotasks', 2000, 2500, { microtask_count: 3 }),
      span('FunctionCall', 3000, 4000, { data: { url: 'http://x/pb-elements/a.js' } }),
      span('RunMicrotasks', 3500, 3800, { microtask_count: 1 }),
      // Another script's call, the browser's own work, and a checkpoint on a worker: none is the page's scripts'.
      span('EvaluateScript', 5000, 6000, { data: { url: 'http://x/cookie-law-info-data.js' } }),
      span('Layout', 6000, 9000, {}),
      span('RunMicrotasks', 9000, 9900, { microtask_count: 2 }, WORKER),
    ];
    expect(pageScriptTime(events, OURS)).toBe(2.7);
    // The anchor's page: its classic scripts by name, and the same unnamed work.
    expect(pageScriptTime(events, /cookie-law-info/)).toBe(2.8);
  });

  it('counts the style and layout inside a call once, as part of the call', () => {
    const events = [
      ...names,
      span('FunctionCall', 0, 1000, { data: { url: 'http://x/pb-elements/a.js' } }),
      span('Layout', 400, 900, {}),
    ];
    expect(pageScriptTime(events, OURS)).toBe(1);
  });

  it('reads nothing from a trace without a renderer main thread', () => {
    expect(pageScriptTime([span('RunMicrotasks', 0, 1000, {})], OURS)).toBe(0);
  });
});

describe('main-thread time by file (bench/attribute.mjs)', () => {
  const A = 'http://x/pb-elements/a.js';
  const B = 'http://x/pb-elements/chunks/b.js';
  /** A profile whose node 5, a frame of b.js, is called from node 2 (a.js); node 6 is native code called from 5. */
  function nested(samples: [number, number][]) {
    const [head, chunk] = profile(0, samples);
    const nodes = (chunk.args as { data: { cpuProfile: { nodes: object[] } } }).data.cpuProfile.nodes;
    nodes.push(
      { id: 5, parent: 2, callFrame: { functionName: 'render', url: B } },
      { id: 6, parent: 5, callFrame: { functionName: 'appendChild', url: '' } },
    );
    return [head, chunk];
  }

  it('gives a sample to the innermost frame of ours on its stack, and native code to the script that called it', () => {
    const events = [
      ...names,
      // Samples at 100 (a.js), 300 (b.js called from a.js), 400 (native, called from b.js), 1000 (idle).
      ...nested([
        [2, 100],
        [5, 200],
        [6, 100],
        [4, 600],
      ]),
    ];
    const byFile = scriptTimeByFile(events, OURS);
    expect(Object.fromEntries(byFile)).toEqual({ [A]: 0.2, [B]: 0.7 });
    expect([...byFile.values()].reduce((sum, ms) => sum + ms, 0)).toBeCloseTo(scriptTime(events, OURS), 9);
  });

  it('gives a moment no sample of ours covers to the innermost event, and counts each moment once', () => {
    const events = [
      ...names,
      // a.js evaluates from 0 to 1000; b.js compiles inside it from 200 to 500; a sample of b.js from 600 to 900.
      span('v8.evaluateModule', 0, 1000, { data: { url: A } }),
      span('v8.compileModule', 200, 500, { fileName: B }),
      ...nested([
        [5, 600],
        [4, 300],
      ]),
    ];
    const byFile = scriptTimeByFile(events, OURS);
    expect(byFile.get(A)).toBeCloseTo(0.4, 9);
    expect(byFile.get(B)).toBeCloseTo(0.6, 9);
    expect(byFile.get(A)! + byFile.get(B)!).toBeCloseTo(scriptTime(events, OURS), 9);
    expect(scriptTimeByFile(events, /jquery/).size).toBe(0);
  });
});

describe('unionLength', () => {
  it('measures overlapping, touching and separate intervals once each', () => {
    expect(
      unionLength([
        [5, 10],
        [0, 3],
        [2, 4],
        [10, 12],
        [20, 21],
      ]),
    ).toBe(4 + 7 + 1);
    expect(unionLength([])).toBe(0);
  });
});

describe("a page's style and layout, light trace (bench/attribute.mjs)", () => {
  it('counts all of it on the main thread, and apart the part inside the scripts it is asked about', () => {
    const events = [
      ...names,
      // Forced by a call of ours: a layout inside it, and a style recalculation half inside a microtask checkpoint.
      span('FunctionCall', 0, 1000, { data: { url: 'http://x/pb-elements/a.js' } }),
      span('Layout', 400, 900, {}),
      span('RunMicrotasks', 2000, 2500, { microtask_count: 1 }),
      span('UpdateLayoutTree', 2300, 2700, {}),
      // The frame's own, another script's, and a worker's: counted in all but the first only as the page's.
      span('UpdateLayoutTree', 5000, 5600, {}),
      span('Layout', 5600, 6000, {}),
      span('EvaluateScript', 7000, 8000, { data: { url: 'http://x/other.js' } }),
      span('Layout', 7200, 7400, {}),
      span('Layout', 9000, 9900, {}, WORKER),
    ];
    expect(renderingTime(events, OURS)).toEqual({ all: 2.1, forced: 0.7 });
  });

  it('reads nothing from a trace without style or layout', () => {
    const events = [...names, span('FunctionCall', 0, 1000, { data: { url: 'http://x/pb-elements/a.js' } })];
    expect(renderingTime(events, OURS)).toEqual({ all: 0, forced: 0 });
  });
});
