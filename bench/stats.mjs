/**
 * The benchmark's statistics, after tachometer's: each side's mean and standard error, and a 95 % confidence
 * interval of the ratio of the two means with Welch's degrees of freedom (the sides' variances are not assumed
 * equal). The harness samples until that interval is within ±10 % of the ratio or a sample cap is reached.
 */

/** @param {number[]} xs */
export function mean(xs) {
  if (!xs.length) return NaN;
  return xs.reduce((sum, x) => sum + x, 0) / xs.length;
}

/** Sample variance (n − 1 in the denominator). @param {number[]} xs */
export function variance(xs) {
  if (xs.length < 2) return NaN;
  const m = mean(xs);
  return xs.reduce((sum, x) => sum + (x - m) ** 2, 0) / (xs.length - 1);
}

/** Standard error of the mean. @param {number[]} xs */
export function standardError(xs) {
  return Math.sqrt(variance(xs) / xs.length);
}

/** @param {number[]} xs */
export function median(xs) {
  if (!xs.length) return NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Welch–Satterthwaite degrees of freedom for two samples' means. @param {number[]} a @param {number[]} b */
export function welchDegreesOfFreedom(a, b) {
  const va = variance(a) / a.length;
  const vb = variance(b) / b.length;
  const denominator = va ** 2 / (a.length - 1) + vb ** 2 / (b.length - 1);
  // Two constant samples: no spread to estimate, any t quantile will do.
  return denominator === 0 ? Infinity : (va + vb) ** 2 / denominator;
}

// Two-sided 95 % quantiles of Student's t for 1–30 degrees of freedom; above 30 the interpolation towards the
// normal's 1.96 in 1/df is within 0.1 % of the exact value.
const T95 = [
  12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145, 2.131, 2.12, 2.11,
  2.101, 2.093, 2.086, 2.08, 2.074, 2.069, 2.064, 2.06, 2.056, 2.052, 2.048, 2.045, 2.042,
];

/** The t quantile for a 95 % two-sided interval; fractional degrees of freedom are rounded down (wider). */
export function t95(df) {
  if (!(df >= 1)) return NaN;
  if (df === Infinity) return 1.96;
  const whole = Math.floor(df);
  if (whole <= 30) return T95[whole - 1];
  return 1.96 + (T95[29] - 1.96) * (30 / whole);
}

/**
 * The ratio mean(a) / mean(b) with its 95 % interval by the delta method: the ratio's relative standard error
 * is the two means' relative errors added in quadrature, and Welch's degrees of freedom pick the t quantile.
 * @param {number[]} a @param {number[]} b
 * @returns {{ ratio: number, low: number, high: number, halfWidth: number, df: number }}
 *   halfWidth is relative to the ratio (0.1 = ±10 %).
 */
export function ratioInterval(a, b) {
  const ma = mean(a);
  const mb = mean(b);
  const ratio = ma / mb;
  const relative = Math.sqrt((standardError(a) / ma) ** 2 + (standardError(b) / mb) ** 2);
  const df = welchDegreesOfFreedom(a, b);
  const halfWidth = t95(df) * relative;
  return { ratio, low: ratio * (1 - halfWidth), high: ratio * (1 + halfWidth), halfWidth, df };
}

/** Whether sampling can stop: enough samples on both sides and the ratio known to within ±`tolerance`. */
export function converged(a, b, { tolerance = 0.1, minSamples = 5 } = {}) {
  if (a.length < minSamples || b.length < minSamples) return false;
  const { halfWidth } = ratioInterval(a, b);
  return Number.isFinite(halfWidth) && halfWidth <= tolerance;
}

/** Mean, standard error, median and count of one side, rounded for the results file. @param {number[]} xs */
export function summary(xs) {
  const round = (x) => (Number.isFinite(x) ? Math.round(x * 1000) / 1000 : null);
  return { n: xs.length, mean: round(mean(xs)), se: round(standardError(xs)), median: round(median(xs)) };
}

/**
 * Where a page's traced loads `ours` stand against the anchor's `anchor` (part 2's goal: ours below jQuery + migrate's
 * evaluation): the ratio of the means with its 95 % interval (`ratioInterval`), and the verdict it allows: "below" or
 * "over" when the whole interval is on one side of 1, else "undecided". Three loads a side decided nothing on this
 * machine, where one page's loads spread ±20–50 %: the slider page's 99, 178 and 207 ms against an anchor of
 * 38–208 ms gave an interval of 0.25–3.48 (1 Dec 10:30), though its median read twice the anchor's.
 * @param {number[]} ours @param {number[]} anchor
 */
export function versusAnchor(ours, anchor) {
  const interval = ratioInterval(ours, anchor);
  const verdict = interval.high < 1 ? 'below' : interval.low > 1 ? 'over' : 'undecided';
  return { ...interval, verdict };
}

/**
 * Whether a page may stop being traced: `minSamples` loads at least, then a verdict either way, or the ratio known to
 * within ±`tolerance` (a page as costly as the anchor within that is as decided as it gets): part 1's stopping rule
 * (`converged`), and the verdict besides.
 * @param {number[]} ours @param {number[]} anchor
 */
export function pageSettled(ours, anchor, { tolerance = 0.1, minSamples = 5 } = {}) {
  if (ours.length < minSamples || anchor.length < minSamples) return false;
  const { verdict, halfWidth } = versusAnchor(ours, anchor);
  return verdict !== 'undecided' || halfWidth <= tolerance;
}
