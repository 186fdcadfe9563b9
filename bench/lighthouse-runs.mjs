/**
 * How the bench decides a page's Lighthouse figures from its runs (bench/lib/lighthouse.mjs makes the runs).
 */
import { median } from './stats.mjs';

/**
 * How many runs decide a page whose first run is uncertain (`uncertain`): Lighthouse's own notes on its variability
 * (summarised in docs/PERF.md, "Whole page") find the median of five runs about twice as stable as one. On this
 * machine one build of the slider page read TBT 0–182 ms in runs minutes apart (30 Nov), so one run decided nothing.
 */
export const LIGHTHOUSE_RUNS = 5;

/**
 * A first run near or past a goal: TBT over half the 50 ms goal, or a score under 95. Every other page keeps its
 * one run (the run stays within the time `npm run bench` has).
 */
export const uncertain = (run) => run.tbt > 25 || run.score < 95;

/** Figures that miss issue 19's Lighthouse goal: a score under 95, TBT over 50 ms, or any layout shift. */
export const shortOfGoal = (run) => run.score < 95 || run.tbt > 50 || run.cls >= 0.001;

/**
 * Whose long tasks make a page's TBT: the blocking time of the long tasks Lighthouse lists (its `long-tasks` audit:
 * at most the 20 longest, each with the simulated start and length and the file it gives the task to, the
 * page's document when no script of its ran in it), counted by Lighthouse's own rule (its TBTUtils: the part of a
 * task between the first contentful paint and time to interactive, less 50 ms) and summed for the tasks `ours`
 * accepts the file of and for all. A task of ours is one in which our code ran; the style, layout and paint an
 * upgrade causes come in the page's next frame, which Lighthouse gives to the document. Near TBT, not equal to it:
 * Lighthouse's TBT is the mean of two simulations (optimistic and pessimistic), each with its own window, and its
 * list of long tasks comes from a third; the window here is the first paint and time to interactive it reports.
 * @param {{ url: string, startTime: number, duration: number }[]} tasks
 * @param {{ fcp: number, tti: number }} window
 * @param {(url: string) => boolean} ours
 */
export function blockingByOwner(tasks, { fcp, tti }, ours) {
  let listed = 0;
  let ourShare = 0;
  for (const { url, startTime, duration } of tasks) {
    const inWindow = Math.min(startTime + duration, tti) - Math.max(startTime, fcp);
    if (inWindow < 50) continue;
    listed += inWindow - 50;
    if (ours(url)) ourShare += inWindow - 50;
  }
  return { listed, ours: ourShare };
}

/**
 * One page's figures from its recorded runs (the first run's own fields, such as Lighthouse's version, kept): each
 * metric the median of the runs, `runs` how many there were, `tbts` each run's TBT, `attempts` the most any run
 * took to record the page. A single run is returned as it is.
 */
export function combineRuns(runs) {
  if (runs.length === 1) return runs[0];
  const middle = (key) => median(runs.map((run) => run[key]));
  // The first run's own blocking gives way to the runs' medians (or to none, when a run has none).
  const { blocking, ...first } = runs[0];
  return {
    ...first,
    score: middle('score'),
    tbt: middle('tbt'),
    cls: middle('cls'),
    lcp: middle('lcp'),
    ...(runs.every((run) => run.blocking) && {
      blocking: {
        listed: median(runs.map((run) => run.blocking.listed)),
        ours: median(runs.map((run) => run.blocking.ours)),
      },
    }),
    attempts: Math.max(...runs.map((run) => run.attempts ?? 1)),
    runs: runs.length,
    tbts: runs.map((run) => Math.round(run.tbt)),
  };
}
