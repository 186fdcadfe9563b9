/** Small HTML helpers for the server's own answers. */
export const escapeHtml = (value) =>
  String(value).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

/** The HTML email pattern (as `<input type=email>` checks it). */
export const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/**
 * The [start, end) range of the inner HTML of the `<div id="…">` in `html`, found by counting nested divs
 * (the CMS's markup is well formed); undefined when there is no such div.
 */
export function divInnerRange(html, id) {
  const at = html.search(new RegExp(`<div\\b[^>]*\\bid="${id}"[^>]*>`));
  if (at < 0) return undefined;
  const start = html.indexOf('>', at) + 1;
  const tags = /<div\b[^>]*>|<\/div\s*>/gi;
  tags.lastIndex = start;
  let depth = 1;
  for (let m; (m = tags.exec(html));) {
    depth += m[0][1] === '/' ? -1 : 1;
    if (depth === 0) return [start, m.index];
  }
  return undefined;
}
