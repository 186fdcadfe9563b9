import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { truncateOverview } from './overview.js';

describe('privacy overview', () => {
  it('is cut at 250 characters with an ellipsis, and left alone when shorter', () => {
    expect(truncateOverview('a'.repeat(250))).toEqual({ short: '', truncated: false });
    const long = truncateOverview('b'.repeat(251));
    expect(long).toEqual({ short: `${'b'.repeat(250)}…`, truncated: true });
  });

  it('never splits a character a reader sees as one', () => {
    const text = `${'x'.repeat(249)}👩‍👩‍👧 and more`;
    expect(truncateOverview(text).short).toBe(`${'x'.repeat(249)}👩‍👩‍👧…`);
  });

  it('always yields a prefix of the normalised text, never longer than the limit (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), fc.integer({ min: 1, max: 300 }), (text, limit) => {
        const { short, truncated } = truncateOverview(text, limit);
        const normal = text.replace(/\s+/g, ' ').trim();
        if (!truncated) {
          expect(short).toBe('');
          return;
        }
        expect(normal.startsWith(short.slice(0, -1))).toBe(true);
        expect(short.endsWith('…')).toBe(true);
        expect(
          [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(short.slice(0, -1))].length,
        ).toBeLessThanOrEqual(limit);
      }),
    );
  });
});
