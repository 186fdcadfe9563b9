/**
 * The email opt-in module's ajax action. Checks the page's frontend nonce (a bad one gets `-1` with 403, as the
 * CMS answers), the fields, and the list against the lists this site knows, then stores the subscriber.
 * Answers `{"success":…}` or `{"error":…}`; a repeat subscription gets a polite error that reveals nothing.
 */
import { EMAIL } from '../html.mjs';
import { verifyNonce } from '../nonce.mjs';
import { TOO_MANY } from '../rate-limit.mjs';

export const action = 'et_pb_submit_subscribe_form';
export const LISTS = { 'demo-list': { provider: 'demo', account: 'demo' } };

const json = (body) => ({ status: 200, type: 'application/json', body: JSON.stringify(body) });
const text = (fields, name, max = 200) =>
  String(fields.get(name) ?? '')
    .trim()
    .slice(0, max + 1);

/** Parses `value` as JSON of the expected kind; undefined when it is not. */
function parse(value, isKind) {
  if (value === '') return undefined;
  try {
    const parsed = JSON.parse(value);
    return isKind(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function handle(fields, { db, now = Date.now(), ip = '', limiter }) {
  if (limiter?.exceeded(ip)) return TOO_MANY;
  if (!verifyNonce(db, 'et_frontend_nonce', fields.get('et_frontend_nonce'), now))
    return { status: 403, type: 'text/plain; charset=utf-8', body: '-1' };
  const email = text(fields, 'et_email', 254);
  const first = text(fields, 'et_firstname', 100);
  const last = text(fields, 'et_lastname', 100);
  const list = LISTS[Object.hasOwn(LISTS, text(fields, 'et_list_id')) ? text(fields, 'et_list_id') : ''];
  if (!list || text(fields, 'et_provider') !== list.provider) return json({ error: 'Unknown list.' });
  if (!EMAIL.test(email) || email.length > 254) return json({ error: 'Invalid email.' });
  if (first.length > 100 || last.length > 100) return json({ error: 'Name too long.' });
  const custom = parse(
    String(fields.get('et_custom_fields') ?? ''),
    (v) => v !== null && typeof v === 'object' && !Array.isArray(v),
  );
  const hidden = parse(String(fields.get('et_hidden_fields') ?? ''), (v) => Array.isArray(v));
  if (custom === null || hidden === null) return json({ error: 'Invalid form data.' });
  const stored = JSON.stringify(custom ?? {}).slice(0, 10000);
  const result = db
    .prepare(
      'INSERT OR IGNORE INTO subscribers (list_id, email, first_name, last_name, custom_fields, ip, received_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    .run(text(fields, 'et_list_id'), email.toLowerCase(), first, last, stored, ip, new Date(now).toISOString());
  if (result.changes === 0) return json({ error: 'You are already subscribed to this list.' });
  return json({ success: 'Success!' });
}
