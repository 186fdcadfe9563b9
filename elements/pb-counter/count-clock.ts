/**
 * One timer for every counter counting on the page, instead of one each: on the CMS counters page (six counters,
 * 4× CPU) the counters' own timers cost 40 ms in `setTimeout` alone, of 290 ms of our script in all (issue 19).
 *
 * Steps are on timers, not animation frames, so a test's fake clock drives them. A count that starts between two
 * steps has its first at the next one, however soon: it may end up to one step early, which no one can see.
 */

/** The time between steps, in ms: a little more often than a 60 Hz frame, and 1 800 ms is 120 steps exactly. */
export const STEP = 15;

const steps = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

function tick(): void {
  // A step may stop its own count or another's.
  for (const step of [...steps]) if (steps.has(step)) step();
  timer = steps.size ? setTimeout(tick, STEP) : undefined;
}

/** Calls `step` every STEP ms, on the one timer all counts share, until the returned function stops it. */
export function everyStep(step: () => void): () => void {
  steps.add(step);
  timer ??= setTimeout(tick, STEP);
  return () => {
    steps.delete(step);
    if (steps.size) return;
    clearTimeout(timer);
    timer = undefined;
  };
}
