/**
 * What each long task of an upgrade sample was, from the page's own entries (bench/long-tasks.mjs): the long-task
 * entries say when and how long, and the long-animation-frame entries (LoAF) of the same moments say which scripts ran
 * in them, from what (a module's evaluation, a message on our task queue, an event handler) and how much of each went
 * on style and layout the script forced. Unlike a trace, observing LoAF slows nothing measurably, so the tasks are
 * the ones a visitor's browser has (a trace's `v8` category made the define of 200 maps 3.4 times slower;
 * bench/README.md, "What the open goals run into").
 */

/**
 * The kind of a long task, by what ran in it:
 * - `define`: it began before the entry's `import()` settled: the module evaluation that defines the element and so
 *   upgrades every instance already in the page;
 * - `queue`: its longest script was a message on the page's one MessageChannel (core/next-task.ts): a later upgrade
 *   turn, or a step an element took in a task of its own (a map's tiles, its controls);
 * - `event`: its longest script was another callback (an image's error handler, a timer, an observer);
 * - `render`: no script of its own: the frame's style, layout and paint;
 * - `unknown`: no frame entry covers it.
 */
const KINDS = ['define', 'queue', 'event', 'render', 'unknown'];

/**
 * Each long task of a sample with its kind. `long`: [start, duration] pairs; `frames`: LoAF entries as
 * { start, duration, scripts: [{ start, duration, invoker, forcedLayout }] }; `settled`: when the entry's import
 * settled. All times in the sample's clock. A task's scripts are the frame's scripts that began inside it.
 */
export function kindsOf({ long, frames, settled }) {
  return long.map(([start, duration]) => {
    const end = start + duration;
    const frame = frames.find((f) => f.start <= start + 1 && f.start + f.duration >= end - 1);
    const scripts = (frame?.scripts ?? []).filter((s) => s.start >= start - 1 && s.start <= end);
    const script = scripts.reduce((longest, s) => (s.duration > (longest?.duration ?? -1) ? s : longest), undefined);
    const forcedLayout = scripts.reduce((sum, s) => sum + s.forcedLayout, 0);
    let kind;
    if (start < settled) kind = 'define';
    else if (!frame) kind = 'unknown';
    else if (!script) kind = 'render';
    else kind = script.invoker === 'MessagePort.onmessage' ? 'queue' : 'event';
    return { start, duration, kind, invoker: script?.invoker, forcedLayout };
  });
}

/**
 * The samples' long tasks by kind: how many, in how many samples, their mean duration, and the mean share of the style
 * and layout that scripts forced in them.
 */
export function summarise(samples) {
  const tasks = samples.flatMap((sample) => kindsOf(sample).map((task) => ({ ...task, sample })));
  const mean = (xs) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
  return Object.fromEntries(
    KINDS.map((kind) => {
      const of = tasks.filter((task) => task.kind === kind);
      return [
        kind,
        {
          tasks: of.length,
          samples: new Set(of.map((task) => task.sample)).size,
          meanMs: mean(of.map((task) => task.duration)),
          forcedLayoutShare: mean(of.map((task) => task.forcedLayout / task.duration)),
        },
      ];
    }),
  );
}
