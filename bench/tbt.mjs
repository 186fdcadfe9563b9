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
