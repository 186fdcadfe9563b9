import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parallaxHeight, parallaxShift, PARALLAX_SPEED } from './parallax-rules.js';

const anyNumber = fc.oneof(fc.double(), fc.integer(), fc.constantFrom(NaN, Infinity, -Infinity, -0));
const length = fc.double({ min: 0, max: 1e6, noNaN: true });

describe('parallaxShift (MARKUP.md §8.10)', () => {
  it('is the theme’s (scrollTop + windowHeight − sectionTop) × 0.3', () => {
    // A section 1200 px down the page, scrolled by 800 in a 600 px window: (800 + 600 − 1200) × 0.3 = 60.
    expect(parallaxShift(1200 - 800, 600)).toBeCloseTo(60);
    // Its top at the window's bottom: no shift yet.
    expect(parallaxShift(600, 600)).toBe(0);
    // Below the window: negative, as the theme's formula gives (nothing of it shows).
    expect(parallaxShift(900, 600)).toBeCloseTo(-90);
  });

  it('moves 0.3 px per pixel scrolled, whatever the section and window', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), length, length, (top, height, scrolled) => {
        const moved = parallaxShift(top - scrolled, height) - parallaxShift(top, height);
        expect(moved).toBeCloseTo(scrolled * PARALLAX_SPEED, 3);
      }),
    );
  });

  it('never throws and never gives NaN or Infinity, for any input', () => {
    fc.assert(
      fc.property(anyNumber, anyNumber, (top, height) => {
        expect(Number.isFinite(parallaxShift(top, height))).toBe(true);
      }),
    );
  });
});

describe('parallaxHeight', () => {
  it('is windowHeight × 0.3 + the section’s height', () => {
    expect(parallaxHeight(1000, 500)).toBeCloseTo(800);
    expect(parallaxHeight(-5, -5)).toBe(0);
  });

  it('is finite, never below the section’s height, for any input', () => {
    fc.assert(
      fc.property(anyNumber, anyNumber, (window, section) => {
        const height = parallaxHeight(window, section);
        expect(Number.isFinite(height)).toBe(true);
        expect(height).toBeGreaterThanOrEqual(Number.isFinite(section) ? Math.max(0, section) : 0);
      }),
    );
  });
});
