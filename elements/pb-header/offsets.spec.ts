import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adminOffset, fixedNav, scrollPadding } from './offsets.js';

describe('header offsets', () => {
  it('counts the admin toolbar only above 600 px', () => {
    expect(adminOffset(46, 600)).toBe(0);
    expect(adminOffset(46, 601)).toBe(46);
    expect(adminOffset(32, 1200)).toBe(32);
    expect(adminOffset(NaN, 1200)).toBe(0);
  });

  it('applies fixed navigation only above 980 px', () => {
    expect(fixedNav(980)).toBe(false);
    expect(fixedNav(981)).toBe(true);
  });

  it('pads by the header (fixed layouts only) plus the admin toolbar', () => {
    expect(scrollPadding(80, 32, 1200)).toBe(112);
    expect(scrollPadding(80, 46, 700)).toBe(46);
    expect(scrollPadding(80, 46, 500)).toBe(0);
  });

  it('adds the top bar (#top-header) above the fixed header, in fixed layouts only', () => {
    expect(scrollPadding(80, 32, 1200, 980, 30)).toBe(142);
    expect(scrollPadding(80, 32, 900, 980, 30)).toBe(32);
    expect(scrollPadding(80, 0, 1200, 980, NaN)).toBe(80);
  });

  it('is never negative and never more than header + top bar + toolbar (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -100, max: 500, noNaN: true }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 4000 }),
        fc.double({ min: -50, max: 100 }),
        (h, bar, vw, top) => {
          const p = scrollPadding(h, bar, vw, 980, top);
          expect(p).toBeGreaterThanOrEqual(0);
          expect(p).toBeLessThanOrEqual(Math.max(0, h) + Math.max(0, top || 0) + bar);
        },
      ),
    );
  });
});
