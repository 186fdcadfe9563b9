/**
 * Limits form posts (contact, subscribe, comment) per IP: more than `max` in `windowMs` gets 429. Kept in
 * memory, per server process: a restart forgets it, which is fine for a demo and keeps SQLite free of
 * per-request writes. The clock is injected so tests can move time.
 */
export function createRateLimiter({ max = 5, windowMs = 10 * 60 * 1000, now = () => Date.now() } = {}) {
  const hits = new Map();
  return {
    /** Records one post from `ip`; true when it is over the limit. */
    exceeded(ip) {
      const t = now();
      const recent = (hits.get(ip) ?? []).filter((at) => at > t - windowMs);
      recent.push(t);
      hits.set(ip, recent);
      return recent.length > max;
    },
  };
}

export const TOO_MANY = { status: 429, type: 'text/plain; charset=utf-8', body: 'Too many requests' };
