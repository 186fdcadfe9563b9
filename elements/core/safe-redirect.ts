/**
 * Where a form may send the visitor after success (TRUST.md §3.4, C6, #33): only to this site, or to an origin
 * the site allowed. `javascript:`, `data:` and other schemes, protocol-relative `//host`, backslash tricks
 * (`/\host`) and addresses with credentials are refused. Pure.
 */

/** The absolute address to go to, or undefined when `value` is not a safe redirect from `pageOrigin`. */
export function safeRedirect(
  value: string,
  pageOrigin: string,
  allowedOrigins: readonly string[] = [],
): string | undefined {
  const text = value.trim();
  // Browsers read "\" as "/" in web URLs, and skip tabs and newlines: "/\evil.test" and "/\t/evil.test" leave the site.
  // eslint-disable-next-line no-control-regex -- control characters in an address are what this refuses
  if (!text || /[\u0000-\u001f\u007f]/.test(text)) return undefined;
  let url: URL;
  try {
    url = new URL(text, pageOrigin + '/');
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (url.username || url.password) return undefined;
  const allowed = new Set([pageOrigin, ...allowedOrigins.flatMap((o) => originOf(o) ?? [])]);
  return allowed.has(url.origin) ? url.href : undefined;
}

function originOf(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}
