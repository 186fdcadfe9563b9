/**
 * One POST for a form (contact, subscribe) with the failures a visitor can recover from told apart (TRUST.md §4,
 * C4, #35): no connection, too slow, the server failing, or an expired page token (`-1` or 403, what the CMS
 * answers when a cached page's nonce ran out). A bare `0` is not one: the CMS's ajax endpoint prints it when no
 * handler answered, and the caller reads it as the reply it is (the newsletter shows the theme's
 * `subscription_failed`, as the theme's script did for any falsy reply). Requests go to the page's own origin only
 * (TRUST.md #41).
 */

import type { FailureKind } from './failure-messages.js';
import { nextTask } from './next-task.js';
import { sameOriginUrl } from './url.js';

export type { FailureKind } from './failure-messages.js';

/** A request that has no answer by then is given up, and the visitor may send again. */
const REQUEST_TIMEOUT = 20_000;

export type FormReply = { kind: 'answer'; status: number; text: string } | { kind: FailureKind };

// Kept in core/url.ts (the shared runtime): the A/B stats and the feed resolve URLs without posting a form.
export { sameOriginUrl } from './url.js';

/**
 * Posts the form and resolves with its reply in a task of its own (core/next-task.ts): the caller changes the page
 * next (a message, the feed's posts), which must not happen inside a ResizeObserver callback, where WebKit may run
 * a reply's continuation.
 */
export async function postForm(
  url: string,
  body: FormData | URLSearchParams,
  timeout = REQUEST_TIMEOUT,
): Promise<FormReply> {
  const target = sameOriginUrl(url);
  if (!target) return { kind: 'foreign' };
  // Our own timer rather than AbortSignal.timeout(): WebKit reports that abort as a plain AbortError.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeout);
  let response: Response;
  let text: string;
  try {
    response = await fetch(target, { method: 'POST', body, credentials: 'same-origin', signal: controller.signal });
    text = await response.text();
  } catch {
    return { kind: timedOut ? 'timeout' : 'offline' };
  } finally {
    clearTimeout(timer);
    await nextTask();
  }
  if (response.status === 403 || text.trim() === '-1') return { kind: 'expired' };
  if (response.status === 429) return { kind: 'busy' };
  if (response.status >= 500) return { kind: 'server' };
  return { kind: 'answer', status: response.status, text };
}
