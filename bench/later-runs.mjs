/**
 * Rows of the upgrade part measured again after the run a report is made from (`node bench/report.mjs <run> <later
 * run> …`): a full `npm run bench` takes longer than is often free, so a change that touches one family is measured
 * again with `BENCH_FAMILIES=…`, and the report shows those rows beside the run's own, each with its date. A row's
 * two sides are always from one run, so its ratio stands; rows of different runs are never compared with each other.
 */

/** What makes two rows the same measurement: family and peer, N, CPU, engine, our stylesheet and the lead text. */
export const rowKey = (u) =>
  [u.tag, u.peer, u.n, u.cpu, u.engine ?? 'chromium', u.stylesheet ?? '', Boolean(u.lead)].join('|');

/**
 * The later runs' rows, each marked with its run's date (and the code it measured, where the run recorded it),
 * oldest first; runs no newer than `since` (the run's own upgrade part) are left out.
 */
export function laterRows(later, since) {
  return runsSince(later, since).flatMap((run) =>
    [...(run.upgrade ?? []), ...(run.upgradeFirefox ?? [])].map((u) => ({
      ...u,
      run: run.date,
      ...(run.commit && { commit: run.commit }),
    })),
  );
}

/** The rows that stand for the code now: for each measurement its newest row, the run's own where none came later. */
export function newestRows(own, later) {
  const newest = new Map(own.map((u) => [rowKey(u), u]));
  for (const u of later) newest.set(rowKey(u), u);
  return [...newest.values()];
}

/** What `runPages` (bench/lib/pages.mjs) adds to a run: the whole-pages part, with the anchor measured beside it. */
export const PAGES_PART = ['measure', 'profiledLoads', 'jquery', 'pages'];

/**
 * The newest later run with a whole-pages part (`BENCH_ONLY=pages`), when it is newer than `since` (the part the
 * report holds now): its pages replace the report's whole, since their verdicts compare with that run's own anchor.
 * A pages part of one run is never mixed with another's.
 */
export function newestPagesRun(later, since) {
  return runsSince(later, since)
    .filter((run) => run.pages)
    .at(-1);
}

/**
 * The newest later run of Lighthouse alone (`BENCH_ONLY=lighthouse`), when it is newer than `since` (the whole pages
 * the report holds): its figures stand for the pages it ran, in the table and in the goal, beside the pages run's other
 * figures. Lighthouse reads each page on its own, against fixed lines (a score, TBT), so a page's newest figures are
 * the ones that say whether it meets them; the machine it ran on is named with them (its benchmark index).
 */
export function newestLighthouseRun(later, since) {
  return runsSince(later, since)
    .filter((run) => run.lighthouse?.length)
    .at(-1);
}

/**
 * The pages with the Lighthouse figures of `run` (`newestLighthouseRun`) where it ran them, each page's own elsewhere.
 * Where it ran a page but not that page's run without scripts (it makes one only for a page short of the goal), the
 * page's older run without scripts goes too: it stood beside figures the new run has replaced.
 */
export function withLighthouseOf(pages, run) {
  const byPage = new Map(run.lighthouse.map((entry) => [entry.page, entry]));
  return pages.map((page) => {
    const again = byPage.get(page.page);
    if (!again) return page;
    const { lighthouseWithoutScripts: _older, ...rest } = page;
    return {
      ...rest,
      lighthouse: again.lighthouse,
      ...(again.lighthouseWithoutScripts && { lighthouseWithoutScripts: again.lighthouseWithoutScripts }),
      lighthouseRun: run.date,
    };
  });
}

/** The later runs newer than `since`, oldest first. */
function runsSince(later, since) {
  return later.filter((run) => run.date > since).sort((a, b) => (a.date < b.date ? -1 : 1));
}

/** How many of a row's loads had a long task of ours (the mean a load times the loads). */
export const longTaskLoads = (u) => Math.round(u.us.longTasks.mean * u.us.samples);

/**
 * A later row's long tasks: ours in how many loads, and the peer's a load. Firefox's rows have none to count (its
 * driver gives no long-task entries, bench/lib/firefox.mjs): the report said so, where it once stopped at them.
 */
export const laterLongTasks = (u) =>
  u.us.longTasks && u.them.longTasks
    ? `${longTaskLoads(u)} in ${u.us.samples} / ${u.them.longTasks.mean.toFixed(1)}`
    : '— (not counted in Firefox)';
