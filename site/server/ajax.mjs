/**
 * The CMS's ajax contract: a POST to the endpoint with an `action` field, form-encoded or multipart. A known
 * action's handler answers; an unknown or missing one gets `0` with status 400, as the CMS answers.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const AJAX_PATH = '/wp-admin/admin-ajax.php';
const MAX_BODY_BYTES = 1024 * 1024;

/** Loads every handler module in `dir`: each exports `action` (its name) and `handle(fields, context)`. */
export async function loadActions(dir) {
  const actions = new Map();
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.mjs'))
    .sort()) {
    const handler = await import(pathToFileURL(join(dir, file)).href);
    actions.set(handler.action, handler.handle);
  }
  return actions;
}

/** Reads the request body (up to MAX_BODY_BYTES) and parses it as a form. */
export async function readForm(request) {
  const chunks = [];
  let size = 0;
  for await (const chunk of request) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw Object.assign(new Error('body too large'), { status: 413 });
    chunks.push(chunk);
  }
  const type = request.headers['content-type'] ?? '';
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)) return new FormData();
  return new Response(Buffer.concat(chunks), { headers: { 'content-type': type } }).formData();
}

/**
 * Answers one ajax request: `{ status, type, body }`. Handlers get `{ db, request }` plus whatever else the
 * server passes (`now`, `ip`, `limiter`).
 */
export async function answerAjax(request, { actions, db, ...context }) {
  let fields;
  try {
    fields = await readForm(request);
  } catch (error) {
    return { status: error.status ?? 400, type: 'text/plain; charset=utf-8', body: '0' };
  }
  const action = String(fields.get('action') ?? '');
  const handle = actions.get(action);
  const answer = handle
    ? await handle(fields, { ...context, db, request })
    : { status: 400, type: 'text/plain; charset=utf-8', body: '0' };
  db.prepare('INSERT INTO ajax_requests (action, status) VALUES (?, ?)').run(action.slice(0, 100), answer.status);
  return answer;
}
