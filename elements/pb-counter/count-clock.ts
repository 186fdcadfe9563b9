/**
 * One timer for every counter counting on the page, instead of one each: on the CMS counters page (six counters,
 * 4× CPU) the counters' own timers cost 40 ms in `setTimeout` alone, of 290 ms of our script in all (issue 19).
 *
 * Steps are on timers, not animation frames, so a test's fake clock drives them. A count that starts between two
 * steps has its first at the next one, however soon: it may end up to one step early, which no one can see.
 *
 * An interval, not a timeout set again at each step: setting a timer costs Chromium's scheduler more than a step
 * of three counters costs us (14 of 59 ms of the counting on the counters page at 4× CPU, issue 19).
 */

/**
 * The time between steps, in ms: 1 800 ms is 60 steps exactly. A step writes the digits alone (the ring glides on
 * its own, counter-ring.ts). Digits that change 33 times a second look no different from digits that change 66
 * times, and half the steps are half the counting's script (issue 19).
 */
export const STEP = 30;

const steps = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function tick(): void {
  // A step may stop its own count or another's (the last one stopped clears the interval).
  for (const step of [...steps]) if (steps.has(step)) step();
}

/** Calls `step` every STEP ms, on the one timer all counts share, until the returned function stops it. */
export function everyStep(step: () => void): () => void {
  steps.add(step);
  timer ??= setInterval(tick, STEP);
  return () => {
    steps.delete(step);
    if (steps.size) return;
    clearInterval(timer);
    timer = undefined;
  };
}
