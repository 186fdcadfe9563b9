import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect.js';
import { fuzzRuns } from '../../test/helpers/fuzz-runs.js';

const page = 'https://studio.test';

describe('safeRedirect', () => {
  it('follows addresses on the same site, relative or absolute', () => {
    expect(safeRedirect('/thanks', page)).toBe('https://studio.test/thanks');
    expect(safeRedirect('thanks?x=1#top', page)).toBe('https://studio.test/thanks?x=1#top');
    expect(safeRedirect('https://studio.test/a', page)).toBe('https://studio.test/a');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    '//evil.test',
    '/\\evil.test',
    '\\\\evil.test',
    'https://evil.test',
    'https://studio.test.evil.test/',
    'https://user:pw@studio.test/',
    'http://studio.test/',
    '',
  ])('refuses %j', (value) => {
    expect(safeRedirect(value, page)).toBeUndefined();
  });

  it('follows an allowed other origin, and only that one', () => {
    expect(safeRedirect('https://shop.test/done', page, ['https://shop.test'])).toBe('https://shop.test/done');
    expect(safeRedirect('https://shop.test.evil/done', page, ['https://shop.test'])).toBeUndefined();
    expect(safeRedirect('https://evil.test/', page, ['not a url'])).toBeUndefined();
  });

  it('never returns an address outside the allowed origins, whatever the text (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.constantFrom('//', '/\\', 'javascript:', 'https://studio.test@evil.test'),
        ),
        (value) => {
          const result = safeRedirect(value, page);
          if (result !== undefined) expect(new URL(result).origin).toBe(page);
        },
      ),
      fuzzRuns(),
    );
  });
});
