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
 * The time between steps, in ms: 1 800 ms is 36 steps exactly. A step writes the digits alone (the ring glides on
 * its own, counter-ring.ts), and what a step costs is mostly that it writes at all, so the number of steps is the
 * counting's cost. Digits that change 20 times a second still read as a count running up: they are text, not
 * motion, and the eye follows neither rate digit by digit. From 30 to 50 ms, the counters page's script at 4× CPU on
 * slow 4G went from a median of 278 to 207 ms (ten loads a side, A/B in one process, issue 19).
 */
export const STEP = 50;

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
