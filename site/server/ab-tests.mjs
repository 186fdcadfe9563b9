/**
 * The demo's A/B tests (MARKUP.md §7): for each test post, its subjects' module HTML (what the cached page's
 * subject call answers with) and the goal the results page counts as a conversion. `visitorOf` is how the server
 * tells visitors apart without a cookie of its own: a hash of the address and the browser's user agent (the demo
 * has no accounts; a real site would use its own visitor id).
 */
import { createHash } from 'node:crypto';
import { escapeHtml } from './html.mjs';

const subject = (post, id, heading, text) =>
  `<div class="et_pb_module et_pb_text et_pb_text_1 et_pb_ab_subject et_pb_ab_subject_id-${post}_${id} et_pb_bg_layout_light et_pb_text_align_left"><div class="et_pb_text_inner"><h2>${heading}</h2><p>${text}</p></div></div>`;

export const AB_TESTS = {
  101: {
    name: 'Studio offer headline',
    goal: 'click_goal',
    subjects: {
      1: subject(101, 1, 'A studio for small brands', 'Identity, web and print from one small team.'),
      2: subject(
        101,
        2,
        'Your brand, done in six weeks',
        'A fixed price and a fixed date, from first sketch to launch.',
      ),
    },
  },
};

export const RECORD_TYPES = ['read_page', 'view_goal', 'read_goal', 'click_goal', 'con_goal', 'con_short'];

export function visitorOf(request, ip) {
  return createHash('sha256')
    .update(`${ip}|${request?.headers?.['user-agent'] ?? ''}`)
    .digest('hex')
    .slice(0, 32);
}

/** Each test's subjects with distinct visitors, visitors who reached the goal, and the conversion rate. */
export function abResults(db) {
  const visits = db
    .prepare('SELECT COUNT(DISTINCT visitor) FROM ab_stats WHERE test_id = ? AND subject_id = ?')
    .pluck();
  const goals = db
    .prepare('SELECT COUNT(DISTINCT visitor) FROM ab_stats WHERE test_id = ? AND subject_id = ? AND record_type = ?')
    .pluck();
  return Object.entries(AB_TESTS).map(([testId, test]) => ({
    testId: Number(testId),
    name: test.name,
    goal: test.goal,
    subjects: Object.keys(test.subjects).map((id) => {
      const v = visits.get(Number(testId), Number(id));
      const g = goals.get(Number(testId), Number(id), test.goal);
      return { id: Number(id), visits: v, goals: g, rate: v ? g / v : 0 };
    }),
  }));
}

export const AB_RESULTS_PATH = '/ab-results/';

const percent = (rate) => `${(rate * 100).toFixed(1)} %`;

/** The bar chart's geometry (px, in the SVG's own units: it scales to the column's width). */
const CHART = { width: 480, label: 96, bar: 22, gap: 10 };

/**
 * A test's conversion rates as a horizontal bar chart: inline SVG (no script, no inline style, so it renders under
 * the site's strict CSP), one bar per subject on a 0–100 % scale with its rate written at the bar's end. It is an
 * image to assistive technology, named by its figure caption; the table beside it carries the same figures.
 */
function rateChart(test) {
  const { width, label, bar, gap } = CHART;
  const span = width - label - 64;
  const height = test.subjects.length * (bar + gap) + gap;
  const best = Math.max(0, ...test.subjects.map((s) => s.rate));
  const bars = test.subjects
    .map((s, i) => {
      const y = gap + i * (bar + gap);
      const w = Math.round(Math.min(1, Math.max(0, s.rate)) * span);
      const lead = s.rate > 0 && s.rate === best ? ' chart-lead' : '';
      return `<text x="${label - 8}" y="${y + bar * 0.7}" text-anchor="end">Subject ${s.id}</text><rect class="chart-bar${lead}" x="${label}" y="${y}" width="${w}" height="${bar}" rx="3"/><text x="${label + w + 6}" y="${y + bar * 0.7}">${percent(s.rate)}</text>`;
    })
    .join('');
  const summary = test.subjects.map((s) => `subject ${s.id} ${percent(s.rate)}`).join(', ');
  return `<figure class="ab-chart">
    <svg viewBox="0 0 ${width} ${height}" width="100%" role="img" aria-labelledby="chart-${test.testId}" focusable="false"><line x1="${label}" y1="0" x2="${label}" y2="${height}" class="chart-axis"/>${bars}</svg>
    <figcaption id="chart-${test.testId}">Conversion rate by subject: ${summary}</figcaption>
  </figure>`;
}

export function renderAbResults(results) {
  const tests = results
    .map(
      (test) => `<section aria-labelledby="test-${test.testId}">
  <h2 id="test-${test.testId}">${escapeHtml(test.name)} <small>(test ${test.testId}, goal: ${escapeHtml(test.goal)})</small></h2>
  <table>
    <caption>Visits, goals and conversion rate per subject</caption>
    <thead><tr><th scope="col">Subject</th><th scope="col">Visits</th><th scope="col">Goals</th><th scope="col">Conversion rate</th></tr></thead>
    <tbody>${test.subjects
      .map(
        (s) =>
          `<tr><th scope="row">Subject ${s.id}</th><td>${s.visits}</td><td>${s.goals}</td><td>${percent(s.rate)}</td></tr>`,
      )
      .join('')}</tbody>
  </table>
  ${rateChart(test)}
</section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>A/B test results — Northwind Studio</title><link rel="stylesheet" href="/cms/theme.css"><link rel="stylesheet" href="/cms/ab-results.css"></head>
<body><main id="main-content"><h1>A/B test results</h1>
${tests}
<p><a href="/cms/ab-test.html">Back to the tested page</a></p></main></body>
</html>`;
}
