/**
 * Counts the requests a page makes to the scripted replies (test/browser/scripted-replies.mjs) through `fetch`,
 * and how many were in flight at once: what the forms' "one request at a time" invariant (TRUST.md #50) is
 * checked against. `restore()` puts the real `fetch` back.
 */
export interface RequestCounter {
  /** Requests started. */
  readonly calls: number;
  /** The most that were in flight together. */
  readonly maxInFlight: number;
  restore(): void;
}

export function countReplyRequests(): RequestCounter {
  const realFetch = window.fetch;
  let inFlight = 0;
  const counter = { calls: 0, maxInFlight: 0, restore: () => void (window.fetch = realFetch) };
  window.fetch = async (...args: Parameters<typeof fetch>) => {
    const url = String(args[0] instanceof Request ? args[0].url : args[0]);
    if (!url.includes('/test/replies/') || url.includes('/log')) return realFetch(...args);
    counter.calls++;
    counter.maxInFlight = Math.max(counter.maxInFlight, ++inFlight);
    try {
      return await realFetch(...args);
    } finally {
      inFlight--;
    }
  };
  return counter;
}
