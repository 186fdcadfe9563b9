import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { redirectWithQuery } from './redirect-query.js';
import { fuzzRuns } from '../../test/helpers/fuzz-runs.js';

const values = {
  firstName: 'Ada',
  lastName: 'Love lace',
  email: 'ada@example.test',
  ip: '203.0.113.9',
  formId: 'signup',
};

describe('redirectWithQuery (MARKUP.md §8.2)', () => {
  it("adds the named values, css_id as form_id, keeping the address's own query", () => {
    const url = new URL(
      redirectWithQuery('https://site.test/thanks?x=1', 'name,last_name,email,ip_address,css_id', values),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      x: '1',
      first_name: 'Ada',
      last_name: 'Love lace',
      email: 'ada@example.test',
      ip_address: '203.0.113.9',
      form_id: 'signup',
    });
  });

  it('adds nothing without a list, and only what is named', () => {
    expect(redirectWithQuery('https://site.test/thanks', undefined, values)).toBe('https://site.test/thanks');
    expect(new URL(redirectWithQuery('https://site.test/t', 'email, bogus', values)).search).toBe(
      '?email=ada%40example.test',
    );
  });

  it('never changes the origin or path, whatever the list and values', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.record({
          firstName: fc.string(),
          lastName: fc.string(),
          email: fc.string(),
          ip: fc.string(),
          formId: fc.string(),
        }),
        (names, v) => {
          const url = new URL(redirectWithQuery('https://site.test/thanks', names, v));
          expect(url.origin + url.pathname).toBe('https://site.test/thanks');
        },
      ),
      fuzzRuns(),
    );
  });
});
