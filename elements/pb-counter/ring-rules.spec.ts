import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAlpha, parseColor } from './ring-rules.js';
import { fuzzRuns } from '../../test/helpers/fuzz-runs.js';

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
        if (colour !== undefined) expect(colour).not.toMatch(/[;:{}<>"'\\]|url|var/);
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
