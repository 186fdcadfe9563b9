/**
 * Total blocking time as Lighthouse and web.dev define it: the part of each long task past 50 ms, counted from the
 * first contentful paint on. A task that straddles the paint counts only its part after it (Lighthouse clips it the
 * same way). Tasks before the paint (the parser building the page: Chromium's native media controls on the media
 * page) hold the first paint back instead, which FCP and LCP measure; they are summed apart.
 */
const BLOCKING_THRESHOLD = 50;

/** `tasks` as [start, duration] in ms; `from` the first contentful paint (ms, same clock). */
export function totalBlockingTime(tasks, from) {
  let after = 0;
  let before = 0;
  for (const [start, duration] of tasks) {
    const end = start + duration;
    if (end <= from) before += Math.max(0, duration - BLOCKING_THRESHOLD);
    else after += Math.max(0, end - Math.max(start, from) - BLOCKING_THRESHOLD);
  }
  return { after, before };
}

/** The goal for a page's TBT at 4× CPU (issue 19, part 2). */
const TBT_GOAL = 50;
/** How near the goal (a share of it) a page's TBT median counts as undecided by its first loads. */
const TBT_CLOSE = 0.5;

/**
 * Whether the TBT `medianMs` of a page's first loads is too near the goal to decide it: within half of it either
 * way (25–75 ms). One load's TBT on the React site spread 4–106 ms here (29 Nov), so the median of five could land
 * on either side of 50 from the same build. Such a page is loaded a fixed number of times more, whichever side its
 * first median fell on: more samples, no stopping when a side looks good.
 */
export const tbtUndecided = (medianMs) => Math.abs(medianMs / TBT_GOAL - 1) < TBT_CLOSE;
