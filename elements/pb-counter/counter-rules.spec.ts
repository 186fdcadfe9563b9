import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countFrames,
  cssString,
  DURATION,
  ease,
  formatNumber,
  parseNumber,
  parseWidth,
  STEP,
} from './counter-rules.js';
import { fuzzRuns } from '../../test/helpers/fuzz-runs.js';

describe('ease (the theme pie chart’s ease-in-out)', () => {
  it('starts at 0, ends at 1, is half way at the middle', () => {
    expect(ease(0)).toBe(0);
    expect(ease(1)).toBe(1);
    expect(ease(0.5)).toBe(0.5);
    expect(ease(0.25)).toBe(0.125);
  });

  it('is monotone and stays within 0…1 for any progress, clamped outside it', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), fc.double({ noNaN: true }), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(ease(lo)).toBeLessThanOrEqual(ease(hi));
        expect(ease(lo)).toBeGreaterThanOrEqual(0);
        expect(ease(hi)).toBeLessThanOrEqual(1);
      }),
      fuzzRuns(),
    );
    expect(ease(-3)).toBe(0);
    expect(ease(7)).toBe(1);
  });
});

describe('parseNumber (data-number-value)', () => {
  it('reads plain decimals and the decimal places as printed', () => {
    expect(parseNumber('1200')).toEqual({ value: 1200, decimals: 0 });
    expect(parseNumber(' 99.50 ')).toEqual({ value: 99.5, decimals: 2 });
    expect(parseNumber('-3')).toEqual({ value: -3, decimals: 0 });
    expect(parseNumber('.5')).toEqual({ value: 0.5, decimals: 1 });
    expect(parseNumber('1.23456')).toEqual({ value: 1.23456, decimals: 3 });
  });

  it('refuses what is not a number', () => {
    for (const bad of [null, undefined, '', ' ', '-', '.', '1,200', '12px', 'NaN', 'Infinity', '1e3', '0x10'])
      expect(parseNumber(bad), String(bad)).toBeUndefined();
  });

  it('never gives NaN or an infinite value', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = parseNumber(text);
        if (parsed) {
          expect(Number.isFinite(parsed.value)).toBe(true);
          expect(parsed.decimals).toBeGreaterThanOrEqual(0);
          expect(parsed.decimals).toBeLessThanOrEqual(3);
        }
      }),
      fuzzRuns(),
    );
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (n) => {
        expect(parseNumber(String(n))?.value).toBe(n);
      }),
      fuzzRuns(),
    );
  });
});

/** How many `Intl.NumberFormat`s `work` makes (the constructor counted while it runs). */
function formattersMadeBy(work: () => void): number {
  const Real = Intl.NumberFormat;
  let made = 0;
  Intl.NumberFormat = class extends Real {
    constructor(...args: ConstructorParameters<typeof Real>) {
      super(...args);
      made++;
    }
  } as typeof Real;
  try {
    work();
  } finally {
    Intl.NumberFormat = Real;
  }
  return made;
}

describe('formatNumber', () => {
  it('groups by thousands with the CMS separator, and not at all with an empty one', () => {
    expect(formatNumber(1200, 0, ',')).toBe('1,200');
    expect(formatNumber(1234567, 0, ' ')).toBe('1 234 567');
    expect(formatNumber(1234567.5, 1, '.')).toBe('1.234.567,5');
    expect(formatNumber(999, 0, ',')).toBe('999');
    expect(formatNumber(-1200, 0, ',')).toBe('-1,200');
    expect(formatNumber(1200, 0, '')).toBe('1200');
    expect(formatNumber(-0.0001, 2, ',')).toBe('0.00');
  });

  it('uses the locale’s grouping when no separator is printed', () => {
    expect(formatNumber(1200, 0, null, 'en-US')).toBe('1,200');
    expect(formatNumber(1234567, 0, null, 'de-DE')).toBe('1.234.567');
    expect(formatNumber(12.5, 1, null, 'de-DE')).toBe('12,5');
    expect(formatNumber(1200, 0, null, 'not a locale!')).toMatch(/^1.?200$/);
  });

  it('builds one formatter per language and places, not one per frame, and keeps languages apart', () => {
    const made = formattersMadeBy(() => {
      for (let frame = 0; frame < 60; frame++) formatNumber(frame * 20.5, 1, null, 'fr-FR');
    });
    expect(made).toBeLessThanOrEqual(1);
    // A formatter made for one language is not reused for another, nor for other places.
    expect(formatNumber(1234.5, 1, null, 'de-DE')).toBe('1.234,5');
    expect(formatNumber(1234.5, 1, null, 'en-US')).toBe('1,234.5');
    expect(formatNumber(1234.5, 2, null, 'en-US')).toBe('1,234.50');
    expect(formatNumber(1234.5, 0, null, 'not a locale!')).toMatch(/^1.?235$/);
  });

  it('with a printed separator, makes no Intl formatter at all (the first one loads locale data)', () => {
    const made = formattersMadeBy(() => {
      for (let frame = 0; frame < 60; frame++) formatNumber(frame * 2000.5, 2, ',');
    });
    expect(made).toBe(0);
  });

  it('in an English page without a separator, writes what Intl writes for its language, with no formatter', () => {
    const languages = ['en', 'en-US', 'en-GB', 'EN-gb', 'en-IE', 'en-CA', 'en-AU', 'en-NZ'];
    const cases = fc.sample(
      fc.tuple(
        fc.oneof(fc.double({ min: -1e15, max: 1e15, noNaN: true }), fc.integer({ min: -1e6, max: 1e6 })),
        fc.integer({ min: 0, max: 3 }),
        fc.constantFrom(...languages),
      ),
      fuzzRuns().numRuns,
    );
    let written: string[] = [];
    const made = formattersMadeBy(() => {
      written = cases.map(([value, places, language]) => formatNumber(value, places, null, language));
    });
    expect(made).toBe(0);
    cases.forEach(([value, places, language], i) => {
      const rounded = Math.round(value * 10 ** places) / 10 ** places || 0;
      const options = { minimumFractionDigits: places, maximumFractionDigits: places };
      expect(written[i]).toBe(new Intl.NumberFormat(language, options).format(rounded));
    });
    // Other English regions keep their own marks.
    expect(formatNumber(1234.5, 1, null, 'en-ZA')).toBe(
      new Intl.NumberFormat('en-ZA', { minimumFractionDigits: 1 }).format(1234.5),
    );
    expect(formatNumber(1234567, 0, null, 'en-IN')).toBe('12,34,567');
  });

  it('with a separator, writes what Intl’s English grouping writes, for any value and places', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.double({ min: -1e15, max: 1e15, noNaN: true }), fc.integer({ min: -1e9, max: 1e9 })),
        fc.integer({ min: 0, max: 3 }),
        fc.constantFrom(',', ' ', '.', "'", ''),
        (value, places, separator) => {
          const rounded = Math.round(value * 10 ** places) / 10 ** places || 0;
          const english = new Intl.NumberFormat('en', {
            minimumFractionDigits: places,
            maximumFractionDigits: places,
          }).format(rounded);
          const expected = english.replace(/[,.]/g, (mark) =>
            mark === ',' ? separator : separator === '.' ? ',' : '.',
          );
          expect(formatNumber(value, places, separator)).toBe(expected);
        },
      ),
      fuzzRuns(),
    );
    // From 1e21 on, where String writes an exponent, still the digits.
    expect(formatNumber(1.5e21, 0, ',')).toBe('1,500,000,000,000,000,000,000');
  });

  it('for any value, separator and places: no NaN, the digits kept, grouped in threes from the right', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e15, max: 1e15, noNaN: true }),
        fc.integer({ min: 0, max: 3 }),
        fc.constantFrom(',', ' ', '.', "'", '\u202f', ''),
        (value, places, separator) => {
          const text = formatNumber(value, places, separator);
          expect(text).not.toContain('NaN');
          const mark = separator === '.' ? ',' : '.';
          const [whole, fraction = ''] = text.replace(/^-/, '').split(mark);
          expect(fraction.length).toBe(places);
          const groups = separator ? whole.split(separator) : [whole];
          expect(groups.every((g) => /^\d+$/.test(g))).toBe(true);
          groups.slice(1).forEach((g) => expect(g.length).toBe(3));
          if (separator) expect(groups[0].length).toBeGreaterThanOrEqual(1);
          if (separator) expect(groups[0].length).toBeLessThanOrEqual(3);
          // Rounded as the counter rounds (half up, as Math.round; toFixed rounds a negative half away from zero).
          expect(Number(groups.join('') + (fraction ? `.${fraction}` : ''))).toBeCloseTo(
            Math.abs(Math.round(value * 10 ** places) / 10 ** places),
            0,
          );
        },
      ),
      fuzzRuns(),
    );
    fc.assert(
      fc.property(fc.anything(), fc.integer({ min: 0, max: 3 }), (value, places) => {
        expect(formatNumber(value as number, places, ',')).not.toContain('NaN');
        expect(formatNumber(value as number, places, null, 'en')).not.toContain('NaN');
      }),
      fuzzRuns(),
    );
  });
});

describe('parseWidth (a bar’s data-width)', () => {
  it('gives a percentage within 0…100 %', () => {
    expect(parseWidth('75%')).toBe('75%');
    expect(parseWidth(' 33.5 % ')).toBe('33.5%');
    expect(parseWidth('80')).toBe('80%');
    expect(parseWidth('150%')).toBe('100%');
    for (const bad of [null, '', '%', '-5%', '75px', 'calc(1px)', '1e2%'])
      expect(parseWidth(bad), String(bad)).toBeUndefined();
    fc.assert(
      fc.property(fc.string(), (text) => {
        const width = parseWidth(text);
        if (width !== undefined) {
          expect(width).toMatch(/^\d+(\.\d+)?%$/);
          expect(parseFloat(width)).toBeLessThanOrEqual(100);
        }
      }),
      fuzzRuns(),
    );
  });
});

/**
 * A CSS string token's value, as a browser's tokenizer reads it (the CSS syntax's string and escape rules): an
 * escape is a backslash and one to six hex digits (and one white space after them), or a backslash and any other
 * character.
 * Returns `undefined` where the token would end early or be bad (an unescaped quote or line break inside).
 */
function readCssString(token: string): string | undefined {
  if (token.length < 2 || token[0] !== '"' || token.at(-1) !== '"') return undefined;
  let out = '';
  const body = token.slice(1, -1);
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === '"' || c === '\n' || c === '\r' || c === '\f') return undefined;
    if (c !== '\\') {
      out += c;
      continue;
    }
    const hex = /^[\da-f]{1,6}/i.exec(body.slice(i + 1))?.[0];
    if (!hex) {
      if (i + 1 >= body.length) return undefined;
      out += body[++i];
      continue;
    }
    const code = parseInt(hex, 16);
    out += code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) ? '\ufffd' : String.fromCodePoint(code);
    i += hex.length;
    if (/[ \t\n]/.test(body[i + 1] ?? '')) i++;
  }
  return out;
}

/** Whether `text` is well formed (no lone surrogate), which `encodeURIComponent` refuses to encode. */
function isWellFormed(text: string): boolean {
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/** Whether `text` holds a control character (below U+0020), which JSON writes as an escape. */
const hasControl = (text: string) => [...text].some((c) => c < ' ');

describe('cssString (the digits’ text as CSS)', () => {
  it('quotes plain text, and escapes quotes, backslashes and line breaks', () => {
    expect(cssString('1,250')).toBe('"1,250"');
    expect(cssString('4"8')).toBe('"4\\"8"');
    expect(cssString('1\\2')).toBe('"1\\\\2"');
    expect(readCssString(cssString('1\n2'))).toBe('1n2');
  });

  it('gives one string token for any text, which reads back as the text but for controls and lone surrogates', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const read = readCssString(cssString(text));
        expect(read).not.toBe(undefined);
        if (!hasControl(text) && isWellFormed(text)) expect(read).toBe(text);
      }),
      fuzzRuns(),
    );
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }).filter((t) => !hasControl(t)),
        (text) => {
          expect(readCssString(cssString(text))).toBe(text);
        },
      ),
      fuzzRuns(),
    );
  });
});

describe('countFrames (the count as the keyframes the browser draws)', () => {
  const plain = (frames: string[]) => frames.map((f) => readCssString(f));
  /** The step a frame shows from, in ms: the frames are evenly spaced over DURATION. */
  const at = (frames: string[], i: number) => (i * DURATION) / (frames.length - 1);

  it('steps every STEP ms with the theme’s easing, from 0 to the final value at the end', () => {
    expect(DURATION % STEP).toBe(0);
    const frames = countFrames(1000, (v) => formatNumber(v, 0, ','));
    expect(frames.length).toBe(DURATION / STEP + 1);
    frames.forEach((_, i) => expect(at(frames, i)).toBeCloseTo(i * STEP, 9));
    expect([frames[0], frames.at(-1)]).toEqual(['"0"', '"1,000"']);
    // Half way, half; a quarter of the way in, an eighth.
    expect(frames[(DURATION / STEP) * 0.5]).toBe('"500"');
    expect(frames[(DURATION / STEP) * 0.25]).toBe('"125"');
  });

  it('for any value: a frame every step, the text monotone, the end the value', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.integer({ min: 0, max: 3 }),
        (value, decimals) => {
          const write = (v: number) => formatNumber(v, decimals, ' ');
          const frames = countFrames(value, write);
          expect(frames.length).toBe(DURATION / STEP + 1);
          const numbers = plain(frames).map((t) => Number(t!.replace(/ /g, '')));
          numbers.slice(1).forEach((n, i) => expect(Math.abs(n)).toBeGreaterThanOrEqual(Math.abs(numbers[i])));
          expect([plain(frames)[0], plain(frames).at(-1)]).toEqual([write(0), write(value)]);
        },
      ),
      fuzzRuns(),
    );
  });
});
