/**
 * The A/B statistics action (spec call 3): `stats_data_array` is JSON `{ test_id, subject_id, record_type }`
 * (the test's post id, the subject shown, the goal) with the page's ab-log nonce. A bad nonce gets `-1` with 403
 * as the CMS answers; anything malformed or unknown gets `0` with 400. One row per goal event and visitor: a
 * repeat (a reload, a retried beacon) is stored once.
 */
import { AB_TESTS, RECORD_TYPES, visitorOf } from '../ab-tests.mjs';
import { verifyNonce } from '../nonce.mjs';

export const action = 'et_pb_update_stats_table';

const plain = (status, body) => ({ status, type: 'text/plain; charset=utf-8', body });

function parse(text) {
  try {
    const data = JSON.parse(text);
    return data !== null && typeof data === 'object' ? data : undefined;
  } catch {
    return undefined;
  }
}

export function handle(fields, { db, request, now = Date.now(), ip = '' }) {
  if (!verifyNonce(db, 'et_ab_log_nonce', fields.get('et_ab_log_nonce'), now)) return plain(403, '-1');
  const data = parse(String(fields.get('stats_data_array') ?? '').slice(0, 1000));
  const test = data && AB_TESTS[String(data.test_id)];
  const subject = String(data?.subject_id ?? '');
  if (!test || !/^\d+$/.test(String(data.test_id)) || !Object.hasOwn(test.subjects, subject)) return plain(400, '0');
  if (!RECORD_TYPES.includes(data.record_type)) return plain(400, '0');
  const result = db
    .prepare(
      'INSERT OR IGNORE INTO ab_stats (test_id, subject_id, record_type, visitor, received_at) VALUES (?, ?, ?, ?, ?)',
    )
    .run(Number(data.test_id), Number(subject), data.record_type, visitorOf(request, ip), new Date(now).toISOString());
  return plain(200, result.changes ? '1' : '0');
}
