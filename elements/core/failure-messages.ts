/**
 * What each recoverable form failure (form-request.ts) tells the visitor, in English; each form element takes its
 * own words. Apart from the request code, so callers that never show them (the feed) do not carry them.
 */
export type FailureKind = 'offline' | 'timeout' | 'server' | 'expired' | 'busy' | 'foreign';

/** What each failure tells the visitor (English defaults; each form element takes its own words). */
export const FAILURE_MESSAGES: Record<FailureKind, string> = {
  offline: 'Not sent: the connection failed. What you entered is still here; please try again.',
  timeout: 'Not sent: the server took too long to answer. What you entered is still here; please try again.',
  server: 'Not sent: the server had a problem. What you entered is still here; please try again.',
  expired: 'Not sent: this page has expired. What you entered is kept; reload the page and send again.',
  busy: 'Not sent: too many attempts from here just now. What you entered is still here; please wait a minute and try again.',
  foreign: 'Not sent: this form points to another site. Please contact the site owner.',
};
