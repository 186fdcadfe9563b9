import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cookieString, domainVariants, erasureStrings, parseCookies } from './cookies.js';
import { fuzzRuns } from '../../test/helpers/fuzz-runs.js';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);

describe('cookies', () => {
  it('writes a 365-day cookie with explicit attributes (TRUST #23)', () => {
    expect(cookieString('viewed_cookie_policy', 'yes', {}, NOW)).toBe(
      'viewed_cookie_policy=yes; Max-Age=31536000; Expires=Mon, 22 Nov 2027 12:00:00 GMT; Path=/; SameSite=Lax',
    );
    expect(cookieString('a', 'b c;d', { secure: true, days: 1 }, NOW)).toBe(
      'a=b%20c%3Bd; Max-Age=86400; Expires=Mon, 23 Nov 2026 12:00:00 GMT; Path=/; SameSite=Lax; Secure',
    );
    expect(cookieString('x', '', { sameSite: 'None' }, NOW)).toContain('; Secure');
  });

  it('erases on the host, .host, the host without www and the last two labels, on each path', () => {
    expect(domainVariants('www.shop.example.com')).toEqual([
      undefined,
      'www.shop.example.com',
      '.www.shop.example.com',
      'shop.example.com',
      '.shop.example.com',
      'example.com',
      '.example.com',
    ]);
    expect(domainVariants('localhost')).toEqual([undefined]);
    expect(domainVariants('127.0.0.1')).toEqual([undefined]);
    const erased = erasureStrings('_ga', 'www.example.com', ['/', '/blog']);
    expect(erased).toHaveLength(5 * 2);
    for (const line of erased)
      expect(line).toMatch(
        /^_ga=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=\/(blog)?(; Domain=[.\w]+)?; SameSite=Lax$/,
      );
  });

  it('reads document.cookie, first of two same-named cookies winning, tolerating junk', () => {
    expect([...parseCookies('a=1; b=x%20y; a=2; junk; =nameless; c=%E0%A4%A')]).toEqual([
      ['a', '1'],
      ['b', 'x y'],
      ['c', '%E0%A4%A'],
    ]);
  });

  it('round-trips any value and never throws on any header (property)', () => {
    const name = fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/);
    fc.assert(
      fc.property(name, fc.string(), (n, value) => {
        const assignment = cookieString(n, value, {}, NOW);
        const pair = assignment.slice(0, assignment.indexOf('; Max-Age'));
        expect(parseCookies(pair).get(n)).toBe(value);
      }),
      fuzzRuns(),
    );
    fc.assert(
      fc.property(fc.string(), (header) => void parseCookies(header)),
      fuzzRuns(),
    );
  });
});
