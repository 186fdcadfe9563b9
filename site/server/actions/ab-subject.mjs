/**
 * A cached page's subject (spec call 4): with the frontend nonce and `et_pb_ab_test_id` (the test's post id),
 * answers `{ id, content }`: the subject this visitor was given before, else the one shown least so far (the
 * first on a tie), remembered for the visitor. A bad nonce gets `-1` with 403; an unknown test `0` with 400.
 */
import { AB_TESTS, visitorOf } from '../ab-tests.mjs';
import { verifyNonce } from '../nonce.mjs';

export const action = 'et_pb_ab_get_subject_id';

export function handle(fields, { db, request, now = Date.now(), ip = '' }) {
  if (!verifyNonce(db, 'et_frontend_nonce', fields.get('et_frontend_nonce'), now))
    return { status: 403, type: 'text/plain; charset=utf-8', body: '-1' };
  const testId = String(fields.get('et_pb_ab_test_id') ?? '');
  const test = /^\d{1,20}$/.test(testId) ? AB_TESTS[testId] : undefined;
  if (!test) return { status: 400, type: 'text/plain; charset=utf-8', body: '0' };
  const visitor = visitorOf(request, ip);
  const chosen = db.transaction(() => {
    const known = db
      .prepare('SELECT subject_id FROM ab_subjects WHERE test_id = ? AND visitor = ?')
      .pluck()
      .get(Number(testId), visitor);
    if (known !== undefined && Object.hasOwn(test.subjects, String(known))) return String(known);
    const shown = db.prepare('SELECT COUNT(*) FROM ab_subjects WHERE test_id = ? AND subject_id = ?').pluck();
    const [least] = Object.keys(test.subjects)
      .map((id) => ({ id, count: shown.get(Number(testId), Number(id)) }))
      .sort((a, b) => a.count - b.count || Number(a.id) - Number(b.id));
    db.prepare('INSERT OR REPLACE INTO ab_subjects (test_id, visitor, subject_id, chosen_at) VALUES (?, ?, ?, ?)').run(
      Number(testId),
      visitor,
      Number(least.id),
      new Date(now).toISOString(),
    );
    return least.id;
  })();
  return {
    status: 200,
    type: 'application/json',
    body: JSON.stringify({ id: chosen, content: test.subjects[chosen] }),
  };
}
