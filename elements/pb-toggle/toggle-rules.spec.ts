import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseHash } from '../core/hash-state.js';
import { hashAfter, namedIndex } from './toggle-extras.js';
import { scrollTarget } from './toggle-rules.js';
import { fuzzRuns } from '../../test/helpers/fuzz-runs.js';

const id = fc.stringMatching(/^[A-Za-z][\w-]{0,12}$/);

describe('toggle rules', () => {
  it('finds the item a hash names, alone or among other modules, never a parameter', () => {
    expect(namedIndex('#faq-2', ['faq-1', 'faq-2'])).toBe(1);
    expect(namedIndex('#process|2||faq-1', ['faq-1', 'faq-2'])).toBe(0);
    expect(namedIndex('#process|faq-1', ['faq-1'])).toBe(-1);
    expect(namedIndex('', ['', 'faq-1'])).toBe(-1);
    expect(namedIndex('#', [''])).toBe(-1);
  });

  it('writes the opened item and drops the closed ones, keeping other entries in place', () => {
    expect(hashAfter('process|2', [['faq-2', true]])).toBe('process|2||faq-2');
    expect(
      hashAfter('faq-1||process|2', [
        ['faq-1', false],
        ['faq-2', true],
      ]),
    ).toBe('process|2||faq-2');
    expect(hashAfter('process|2||rights', [['rights', false]])).toBe('process|2');
    expect(hashAfter('process|2', [['', true]])).toBe('process|2');
  });

  it('scrolls only when the top is under the header, to 50 px below it, never above the page', () => {
    expect(scrollTarget(10, 1000, 80)).toBe(1000 + 10 - 130);
    expect(scrollTarget(80, 1000, 80)).toBeUndefined();
    expect(scrollTarget(-500, 100, 0)).toBe(0);
  });

  it('never throws on any hash; a written hash names the opened items and none of the closed (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.tuple(id, fc.boolean()), { maxLength: 4 }), (hash, changes) => {
        const next = hashAfter(hash, changes);
        const ids = parseHash(next).map((entry) => entry.id);
        const last = new Map(changes);
        for (const [changed, open] of last) expect(ids.includes(changed)).toBe(open);
        for (const [changed, open] of last) expect(namedIndex(next, [changed])).toBe(open ? 0 : -1);
        // Entries of other modules survive.
        const others = parseHash(hash).filter((e) => !last.has(e.id) && e.params.length);
        for (const other of others) expect(ids).toContain(other.id);
      }),
      fuzzRuns(),
    );
    fc.assert(
      fc.property(fc.string(), fc.array(fc.string()), (hash, ids) => void namedIndex(hash, ids)),
      fuzzRuns(),
    );
  });

  it('a scroll target, when there is one, puts the top 50 px below the header (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5000, max: 5000 }),
        fc.integer({ min: 0, max: 20000 }),
        fc.integer({ min: 0, max: 300 }),
        (top, y, header) => {
          const to = scrollTarget(top, y, header);
          if (top >= header) expect(to).toBeUndefined();
          else expect(to).toBe(Math.max(0, y + top - header - 50));
        },
      ),
      fuzzRuns(),
    );
  });
});
