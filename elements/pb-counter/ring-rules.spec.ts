import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ease } from './counter-rules.js';
import { EASING, parseAlpha, parseColor } from './ring-rules.js';
import { fuzzRuns } from '../../test/helpers/fuzz-runs.js';

describe('EASING (the ring’s glide, drawn by the browser)', () => {
  it('is the count’s easing within 0.6 % at every point', () => {
    const [x1, y1, x2, y2] = /^cubic-bezier\(([^)]*)\)$/.exec(EASING)![1].split(',').map(Number);
    // The curve's point at parameter t, per coordinate; x(t) is monotone, so x = p is found by bisection.
    const at = (t: number, a: number, b: number) => 3 * a * t * (1 - t) ** 2 + 3 * b * t ** 2 * (1 - t) + t ** 3;
    let worst = 0;
    for (let i = 0; i <= 1000; i++) {
      const p = i / 1000;
      let [lo, hi] = [0, 1];
      for (let k = 0; k < 50; k++) [lo, hi] = at((lo + hi) / 2, x1, x2) < p ? [(lo + hi) / 2, hi] : [lo, (lo + hi) / 2];
      worst = Math.max(worst, Math.abs(at((lo + hi) / 2, y1, y2) - ease(p)));
    }
    expect(worst).toBeLessThan(0.006);
  });
});

describe('parseColor (data-bar-bg-color, data-color and their variants)', () => {
  it('accepts hex, rgb/rgba/hsl/hsla and keywords', () => {
    for (const good of [
      '#000',
      '#000000',
      '#2EA3F2',
      '#2ea3f280',
      'rgba(46, 163, 242, 0.5)',
      'rgb(0 0 0 / 50%)',
      'hsl(200deg 80% 50%)',
      'red',
      'transparent',
    ])
      expect(parseColor(good), good).toBe(good.toLowerCase());
  });

  it('refuses anything that could carry more than a colour', () => {
    for (const bad of [
      null,
      '',
      '#12',
      '#12345',
      'url(x)',
      'red;background:url(x)',
      'rgb(0,0,0);x',
      'var(--x)',
      'expression(alert(1))',
    ])
      expect(parseColor(bad), String(bad)).toBeUndefined();
    fc.assert(
      fc.property(fc.string(), (text) => {
        const colour = parseColor(text);
        // A bare word such as "var" or "url" is only an unknown colour name (the browser ignores it); what could carry
        // more than a colour is a declaration's punctuation or a function that fetches or substitutes.
        if (colour !== undefined) expect(colour).not.toMatch(/[;:{}<>"'\\]|url\(|var\(/);
      }),
      fuzzRuns(),
    );
  });
});

describe('parseAlpha (data-alpha)', () => {
  it('reads 0…1, clamps beyond, refuses non-numbers', () => {
    expect(parseAlpha('0.1')).toBe(0.1);
    expect(parseAlpha('1')).toBe(1);
    expect(parseAlpha('2')).toBe(1);
    expect(parseAlpha('-1')).toBe(0);
    for (const bad of [null, '', ' ', 'abc', 'NaN']) expect(parseAlpha(bad), String(bad)).toBeUndefined();
    fc.assert(
      fc.property(fc.string(), (text) => {
        const alpha = parseAlpha(text);
        if (alpha !== undefined) expect(alpha >= 0 && alpha <= 1).toBe(true);
      }),
      fuzzRuns(),
    );
  });
});
