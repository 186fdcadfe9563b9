/**
 * What laying out a turn's first renders costs (upgrade-turns.ts), learnt from the layouts the turns force: a part
 * every pass costs however little changed, and a part for each piece laid out. A page's length sets the first (on a
 * page of 200 lazy videos at 4× CPU a pass costs 2–4 ms whether it lays out one video or ten), the pieces the second
 * (a carousel's 0.4–10 ms, a lazy video's a few hundredths). Counted as one figure a piece, a page of many cheap
 * pieces looked dear: each turn rendered one, laid out, and waited for the next task and a frame (200 lazy videos took
 * 2.7 s to upgrade at 4× CPU in the bench, 4.4–5.5 s traced; issue 19).
 */

/** The cost of one layout pass, in ms: `pass` whatever it lays out, plus `each` for every piece it lays out. */
export interface LayoutCost {
  readonly pass: number;
  readonly each: number;
}

/**
 * The cost learnt from a layout of `pieces` pieces that took `ms`. `single` is what a one-piece layout took earlier in
 * the same turn, if one did: the difference between the two is the pieces' own share, and the rest the pass's.
 *
 * A piece dearer than the figure counts at once, so a turn meeting dear pieces stops in time. A cheaper one lowers the
 * figure by half at most: one cheap turn must not let the next render three times as many. One piece alone can lower
 * the figure too: its measure holds the pass's part as well, so it is never below the piece's own cost.
 */
export function learnLayoutCost(cost: LayoutCost, pieces: number, ms: number, single?: number): LayoutCost {
  let { pass } = cost;
  let measured: number;
  if (pieces > 1 && single !== undefined) {
    measured = Math.max(0, (ms - single) / (pieces - 1));
    pass = Math.max(0, single - measured);
  } else measured = Math.max(0, (ms - pass) / pieces);
  return { pass, each: Math.max(measured, measured > cost.each ? 0 : cost.each / 2) };
}

/** What a layout of `pieces` pieces is expected to cost. */
export const layoutTime = (cost: LayoutCost, pieces: number): number => cost.pass + pieces * cost.each;
