/** Query-string helpers for URLs we build from CMS data. */

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
