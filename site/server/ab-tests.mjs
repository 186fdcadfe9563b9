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

/** The results page: each test's subjects with visits, goals and conversion rate, charted with `<meter>` bars. */
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
          `<tr><th scope="row">Subject ${s.id}</th><td>${s.visits}</td><td>${s.goals}</td><td><meter min="0" max="1" value="${s.rate}" aria-label="Subject ${s.id} conversion rate">${percent(s.rate)}</meter> ${percent(s.rate)}</td></tr>`,
      )
      .join('')}</tbody>
  </table>
</section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>A/B test results — Northwind Studio</title><link rel="stylesheet" href="/cms/theme.css"></head>
<body><main id="main-content"><h1>A/B test results</h1>
${tests}
<p><a href="/cms/ab-test.html">Back to the tested page</a></p></main></body>
</html>`;
}
