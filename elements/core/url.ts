/** Helpers for URLs we build from CMS data: query strings, and the same-origin check of every request we send. */

/** Reads a query string as a CMS prints it: a leading `?` and HTML-escaped `&amp;` are tolerated. */
export function parseQuery(query: string | null | undefined): URLSearchParams {
  return new URLSearchParams((query ?? '').trim().replace(/&amp;/g, '&'));
}

/** Merges parameter lists, later lists winning, each name kept once (at its first position). */
export function mergeQuery(...lists: URLSearchParams[]): URLSearchParams {
  const merged = new URLSearchParams();
  for (const list of lists) for (const [name, value] of list) merged.set(name, value);
  return merged;
}

/** `url` resolved against the page, when it is on the page's own origin (TRUST.md #41); undefined otherwise. */
export function sameOriginUrl(url: string): URL | undefined {
  try {
    const resolved = new URL(url, document.baseURI);
    return resolved.origin === location.origin ? resolved : undefined;
  } catch {
    return undefined;
  }
}
