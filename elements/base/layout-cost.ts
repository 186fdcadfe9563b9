/**
 * What laying out a turn's first renders costs (upgrade-turns.ts), learnt from the layouts the turns force: a part
 * every pass costs however little changed, and a part for each piece laid out. A page's length sets the first (on a
 * page of 200 lazy videos at 4× CPU a pass costs 2–4 ms whether it lays out one video or ten), the pieces the second
 * (a carousel's 0.4–10 ms, a lazy video's a few hundredths). Counted as one figure a piece, a page of many cheap
 * pieces looked dear: each turn rendered one, laid out, and waited for the next task and a frame (200 lazy videos took
 * 2.7 s to upgrade at 4× CPU in the bench, 4.4–5.5 s traced; issue 19).
 */

/**
 * The share a cheaper measure keeps of the figure for a piece. A carousel's first render cost 0.4–3.5 ms a piece to lay
 * out from one turn to the next on a page of 200 at 4× CPU; when a cheap measure halved the figure, the next turn
 * rendered so many that its last layout took 24–43 ms, a turn of 45–77 ms (0.25–0.5 long tasks a load, three runs of
 * eight loads). Falling by a tenth: 0–0.13 a load, in runs alternating with those, for about a fifth more time to
 * upgrade all 200 (1.5–1.8 s against 1.1–1.6). A lazy video's figure takes more turns to come down from the first
 * guess (upgrade-turns.ts); its 200 upgraded in 0.33–0.51 s either way.
 */
export const FALL = 0.9;

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
 * figure by a tenth at most (FALL): the same element's layout varies from one layout to the next, and a cheap measure
 * says little about the next turn's pieces. One piece alone can lower the figure too: its measure holds the pass's
 * part as well, so it is never below the piece's own cost.
 */
export function learnLayoutCost(cost: LayoutCost, pieces: number, ms: number, single?: number): LayoutCost {
  let { pass } = cost;
  let measured: number;
  if (pieces > 1 && single !== undefined) {
    measured = Math.max(0, (ms - single) / (pieces - 1));
    pass = Math.max(0, single - measured);
  } else measured = Math.max(0, (ms - pass) / pieces);
  return { pass, each: Math.max(measured, measured > cost.each ? 0 : cost.each * FALL) };
}

/** What a layout of `pieces` pieces is expected to cost. */
export const layoutTime = (cost: LayoutCost, pieces: number): number => cost.pass + pieces * cost.each;
