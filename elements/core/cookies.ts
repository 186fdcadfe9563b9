/**
 * Cookie maths, pure: read `document.cookie`, write a cookie with explicit attributes, and erase one on every
 * domain and path variant it could have been set with (the CMS plugin writes for `.host`, the host without
 * `www`, and the last two labels). Shared by the consent store and A/B goals.
 */

export interface CookieOptions {
  /** Lifetime in days (spec: 365 for consent and A/B cookies); 0 or less erases. */
  days?: number;
  path?: string;
  domain?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
}

const DAY = 24 * 60 * 60;

const decode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** Every cookie in a `document.cookie` string; the first of two same-named cookies (the most specific) wins. */
export function parseCookies(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (name && !cookies.has(name)) cookies.set(name, decode(part.slice(eq + 1).trim()));
  }
  return cookies;
}

/** The `document.cookie` assignment for one cookie. `now` is injectable for tests. */
export function cookieString(name: string, value: string, options: CookieOptions = {}, now = Date.now()): string {
  const { days = 365, path = '/', domain, sameSite = 'Lax', secure = false } = options;
  const maxAge = Math.round(days * DAY);
  return [
    `${name}=${encodeURIComponent(value)}`,
    `Max-Age=${Math.max(0, maxAge)}`,
    `Expires=${new Date(maxAge > 0 ? now + maxAge * 1000 : 0).toUTCString()}`,
    `Path=${path}`,
    ...(domain ? [`Domain=${domain}`] : []),
    `SameSite=${sameSite}`,
    ...(secure || sameSite === 'None' ? ['Secure'] : []),
  ].join('; ');
}

/** The domains a cookie may have been set for on `hostname` (undefined = host-only). */
export function domainVariants(hostname: string): Array<string | undefined> {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (!host.includes('.') || /^[\d.]+$/.test(host) || host.includes(':')) return [undefined];
  const bare = host.replace(/^www\./, '');
  const lastTwo = host.split('.').slice(-2).join('.');
  return [...new Set([undefined, host, `.${host}`, bare, `.${bare}`, lastTwo, `.${lastTwo}`])];
}

/** The assignments that erase `name` on every domain variant and path it could have been set with. */
export function erasureStrings(name: string, hostname: string, paths: string[] = ['/']): string[] {
  return domainVariants(hostname).flatMap((domain) =>
    paths.map((path) => cookieString(name, '', { days: -1, path, domain })),
  );
}
