/**
 * Main-thread time of the scripts whose URL matches a pattern, from one Chromium trace (issue 19, part 2).
 *
 * The sampling profiler alone undercounts a script's cost: while V8 compiles a script's functions or collects its
 * garbage, a sample has no frame of the script on its stack. jQuery + migrate's evaluation came out at 39–70 ms at
 * 4× that way, against 66–109 ms of DevTools' "Evaluate Script" for the same loads (and ≈ 150 ms in
 * docs/PERF.md §3, timed around inlined scripts). Trace events alone miss the other half: a module's
 * evaluation and the microtasks a script queues (where Lit renders) carry no URL.
 *
 * So a moment of a renderer's main thread counts as the script's when either holds:
 * - it lies inside a trace event that names the script: its evaluation, compilation, or a call into it (timers,
 *   events, animation frames, observers). The event's duration includes the style and layout its code forces;
 * - the profiler's sample taken then (the trace's own samples, same clock) has a frame of the script on its stack.
 * The union of those moments is the figure, the same for our scripts and for the jQuery anchor.
 */

/** Trace events that run a script, and where each names it. */
const SCRIPT_EVENTS = new Set([
  'EvaluateScript',
  'FunctionCall',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'v8.run',
  'v8.produceCache',
  'v8.produceModuleCache',
]);

const urlOf = (event) => event.args?.data?.url || event.args?.fileName || event.args?.data?.fileName || '';

/** Renderer main threads, as "pid:tid". */
export function mainThreads(events) {
  const threads = new Set();
  for (const e of events)
    if (e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain') threads.add(`${e.pid}:${e.tid}`);
  return threads;
}

/** [start, end, url] in µs of every script event on a main thread naming a matching script. */
function eventIntervals(events, threads, pattern) {
  const intervals = [];
  for (const e of events) {
    if (e.ph !== 'X' || !SCRIPT_EVENTS.has(e.name) || !threads.has(`${e.pid}:${e.tid}`)) continue;
    const url = urlOf(e);
    if (pattern.test(url)) intervals.push([e.ts, e.ts + (e.dur ?? 0), url]);
  }
  return intervals;
}

/**
 * [start, end, url] in µs of every profiler sample, on a main thread, whose stack holds a matching frame; `url` is
 * the innermost such frame's script (the code running, or the code that asked the browser for what runs). A profile is
 * a "Profile" event (its thread is the one sampled, its startTime the clock) and "ProfileChunk"s with the same pid
 * and id, each adding nodes (with their parent) and samples with the time since the previous one.
 */
function sampleIntervals(events, threads, pattern) {
  const profiles = new Map();
  for (const e of events) {
    if (e.name !== 'Profile' || !threads.has(`${e.pid}:${e.tid}`)) continue;
    profiles.set(`${e.pid}:${e.id}`, { time: e.args.data.startTime, parent: new Map(), url: new Map(), samples: [] });
  }
  for (const e of events) {
    const profile = e.name === 'ProfileChunk' && profiles.get(`${e.pid}:${e.id}`);
    if (!profile) continue;
    const { cpuProfile = {}, timeDeltas = [] } = e.args.data;
    for (const node of cpuProfile.nodes ?? []) {
      profile.url.set(node.id, node.callFrame?.url ?? '');
      if (node.parent !== undefined) profile.parent.set(node.id, node.parent);
    }
    (cpuProfile.samples ?? []).forEach((id, i) => {
      profile.time += timeDeltas[i] ?? 0;
      profile.samples.push([profile.time, id]);
    });
  }
  const intervals = [];
  for (const profile of profiles.values()) {
    // The innermost matching frame's script of a node's stack, or undefined.
    const memo = new Map();
    const ownerOf = (id) => {
      if (!memo.has(id)) {
        const url = profile.url.get(id) ?? '';
        const parent = profile.parent.get(id);
        memo.set(id, pattern.test(url) ? url : parent === undefined ? undefined : ownerOf(parent));
      }
      return memo.get(id);
    };
    // A sample stands for the time until the next one.
    profile.samples.forEach(([time, id], i) => {
      const next = profile.samples[i + 1];
      const owner = next && ownerOf(id);
      if (owner) intervals.push([time, next[0], owner]);
    });
  }
  return intervals;
}

/** Total length of the union of [start, end] intervals. */
export function unionLength(intervals) {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  let total = 0;
  let [start, end] = [-Infinity, -Infinity];
  for (const [s, e] of sorted) {
    if (s > end) {
      if (end > start) total += end - start;
      [start, end] = [s, e];
    } else end = Math.max(end, e);
  }
  if (end > start) total += end - start;
  return total;
}

/** Milliseconds of renderer main-thread time spent in scripts whose URL matches `pattern`, from trace `events`. */
export function scriptTime(events, pattern) {
  const threads = mainThreads(events);
  return (
    unionLength([...eventIntervals(events, threads, pattern), ...sampleIntervals(events, threads, pattern)]) / 1000
  );
}

/**
 * The moments `scriptTime` counts, each given to one script: a sample's to the innermost matching frame on its stack
 * (an `import()`'s work is its caller's, so asking for files shows as autoload's), a moment outside every sample of
 * ours to the innermost matching event (a file's compilation is that file's). Milliseconds by script URL; they add
 * up to `scriptTime` when the samples do not overlap (one profile of the main thread, as in the bench's traces).
 */
export function scriptTimeByFile(events, pattern) {
  const threads = mainThreads(events);
  const samples = sampleIntervals(events, threads, pattern).sort((a, b) => a[0] - b[0]);
  const spans = eventIntervals(events, threads, pattern).sort((a, b) => a[0] - b[0]);
  const points = [...new Set([...samples, ...spans].flatMap(([start, end]) => [start, end]))].sort((a, b) => a - b);
  const byFile = new Map();
  const active = [];
  let nextSpan = 0;
  let sample = 0;
  for (let i = 0; i + 1 < points.length; i++) {
    const [from, to] = [points[i], points[i + 1]];
    while (nextSpan < spans.length && spans[nextSpan][0] <= from) active.push(spans[nextSpan++]);
    for (let k = active.length - 1; k >= 0; k--) if (active[k][1] <= from) active.splice(k, 1);
    while (sample < samples.length && samples[sample][1] <= from) sample++;
    const inSample = sample < samples.length && samples[sample][0] <= from ? samples[sample] : undefined;
    // The innermost event: the latest to start, and of those the first to end.
    const inEvent = active.reduce(
      (best, span) => (!best || span[0] > best[0] || (span[0] === best[0] && span[1] < best[1]) ? span : best),
      undefined,
    );
    const owner = inSample?.[2] ?? inEvent?.[2];
    if (owner) byFile.set(owner, (byFile.get(owner) ?? 0) + (to - from) / 1000);
  }
  return byFile;
}

/** Script work whose trace event names no script: a module's evaluation, and the microtasks after a task's code. */
const UNNAMED_SCRIPT_EVENTS = new Set(['v8.evaluateModule', 'RunMicrotasks']);

/**
 * Main-thread time of a page's scripts from a light trace (`PAGE_TRACE_CATEGORIES`), for a page whose modules and
 * promise reactions are all the measured scripts' (ours on the CMS pages, whose other scripts are classic data
 * scripts; jQuery's on the anchor page): the events that name a matching script (its evaluation, compilation and
 * calls: timers, events, frames, observers), and every module evaluation and microtask checkpoint, which name no
 * script. Each event's duration holds the style and layout its code forces; a moment in several counts once.
 *
 * Why not `scriptTime`: its trace costs our kind of work more than the anchor's. The `v8` category and the
 * profiler's samples made the define call of 200 maps take 118 ms instead of 34 (× 3.4, timed in the page) while
 * jQuery + migrate's evaluation took no longer than untraced; this trace's two categories, measured one at a time,
 * slowed that define call × 1.3 (`devtools.timeline`) and × 1.0 (`v8.execute`). What it leaves out, on both sides:
 * the code cache's serialisation (`v8.produceCache`, in `v8` only); and it names no file for module evaluation and
 * microtasks, so `scriptTimeByFile` still needs the profiled trace.
 */
export function pageScriptTime(events, pattern) {
  return unionLength(pageScriptIntervals(events, mainThreads(events), pattern)) / 1000;
}

/** [start, end] in µs of what `pageScriptTime` counts: the events naming a matching script, and the unnamed ones. */
function pageScriptIntervals(events, threads, pattern) {
  const unnamed = events
    .filter((e) => e.ph === 'X' && UNNAMED_SCRIPT_EVENTS.has(e.name) && !urlOf(e) && threads.has(`${e.pid}:${e.tid}`))
    .map((e) => [e.ts, e.ts + (e.dur ?? 0)]);
  return [...eventIntervals(events, threads, pattern), ...unnamed];
}

/** The browser's style and layout: recalculating styles (`UpdateLayoutTree`) and laying out (`Layout`). */
const RENDERING_EVENTS = new Set(['UpdateLayoutTree', 'Layout']);

/**
 * Style and layout on a page's main thread from the same light trace (ms): `all` of it, and the part `forced` inside
 * the events `pageScriptTime` counts for `pattern` (a script reading layout, or asking for it, before the frame
 * would). A change that moves layout out of a script into the frame lowers the scripts' time and not the page's:
 * bench/ab.mjs prints both, so such a change does not read as a gain it is not.
 */
export function renderingTime(events, pattern) {
  const threads = mainThreads(events);
  const rendering = events
    .filter((e) => e.ph === 'X' && RENDERING_EVENTS.has(e.name) && threads.has(`${e.pid}:${e.tid}`))
    .map((e) => [e.ts, e.ts + (e.dur ?? 0)]);
  const scripts = pageScriptIntervals(events, threads, pattern);
  const all = unionLength(rendering);
  // What both cover: each alone, less what either covers.
  const forced = all + unionLength(scripts) - unionLength([...rendering, ...scripts]);
  return { all: all / 1000, forced: forced / 1000 };
}

/** The trace categories `pageScriptTime` reads: script events and microtask checkpoints, nothing sampled. */
export const PAGE_TRACE_CATEGORIES = ['devtools.timeline', 'v8.execute'];

/** The trace categories `scriptTime` reads: script events, and the profiler's samples inside the trace. */
export const TRACE_CATEGORIES = ['devtools.timeline', 'v8', 'v8.execute', 'disabled-by-default-v8.cpu_profiler'];
