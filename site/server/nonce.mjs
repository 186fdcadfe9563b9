/**
 * CMS-style nonces: an HMAC of (action, tick) with a secret kept in SQLite (migration 005), so a page printed
 * before a restart still posts after it. A tick is 12 hours; a nonce is valid in its tick and the next one, as
 * the CMS's are (so it lives 12–24 hours). They tie a post to a page the server printed; they are not secrets
 * per visitor (the demo has no logged-in users).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const TICK_MS = 12 * 60 * 60 * 1000;
const tick = (now) => Math.ceil(now / TICK_MS);

function secret(db) {
  return db.prepare("SELECT value FROM secrets WHERE name = 'nonce'").pluck().get();
}

function nonceFor(db, action, t) {
  return createHmac('sha256', secret(db)).update(`${t}|${action}`).digest('hex').slice(0, 12);
}

export function createNonce(db, action, now = Date.now()) {
  return nonceFor(db, action, tick(now));
}

export function verifyNonce(db, action, nonce, now = Date.now()) {
  if (typeof nonce !== 'string' || !/^[0-9a-f]{12}$/.test(nonce)) return false;
  const given = Buffer.from(nonce);
  return [tick(now), tick(now) - 1].some((t) => timingSafeEqual(Buffer.from(nonceFor(db, action, t)), given));
}

/** Replaces every `%PB_NONCE:<action>%` in a served page with a fresh nonce for that action. */
export function fillNonces(html, db, now = Date.now()) {
  return html.replace(/%PB_NONCE:([\w-]{1,64})%/g, (_, action) => createNonce(db, action, now));
}
