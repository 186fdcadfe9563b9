import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  digits,
  finished,
  inWords,
  labelFor,
  parseEnd,
  secondsLeft,
  split,
  UNITS,
  untilNextSecond,
  wantsShort,
} from './countdown-rules.js';
import { fuzzRuns } from '../../test/helpers/fuzz-runs.js';

const anyNumber = fc.oneof(
  fc.double(),
  fc.integer({ min: 0, max: 999_999_999_999 }),
  fc.constantFrom(NaN, Infinity, -Infinity, 0, -0),
);
const FULL = { days: 'Day(s)', hours: 'Hour(s)', minutes: 'Minute(s)', seconds: 'Second(s)' };

describe('parseEnd (data-end-timestamp)', () => {
  it('reads whole Unix seconds, trimmed', () => {
    expect(parseEnd('4102444800')).toBe(4102444800);
    expect(parseEnd(' 0 ')).toBe(0);
  });

  it('refuses missing, signed, decimal, dated and oversized values', () => {
    for (const text of [
      null,
      undefined,
      '',
      ' ',
      'soon',
      '-5',
      '+5',
      '1.5',
      '1e9',
      '2030-01-01',
      '0x10',
      '1234567890123',
    ])
      expect(parseEnd(text)).toBeNull();
  });

  it('returns null or a safe non-negative integer that prints back as the digits given, for any text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^\s*\d{1,14}\s*$/)), (text) => {
        const end = parseEnd(text);
        if (end === null) return;
        expect(Number.isSafeInteger(end) && end >= 0).toBe(true);
        expect(String(end)).toBe(text.trim().replace(/^0+(?=\d)/, ''));
      }),
      fuzzRuns(),
    );
  });
});

describe('secondsLeft, split, digits (any timestamp, any clock)', () => {
  it('counts whole seconds up to the end, 0 from the end on', () => {
    expect(secondsLeft(100, 90_000)).toBe(10);
    expect(secondsLeft(100, 90_001)).toBe(10);
    expect(secondsLeft(100, 90_999)).toBe(10);
    expect(secondsLeft(100, 91_000)).toBe(9);
    expect(secondsLeft(100, 99_999)).toBe(1);
    expect(secondsLeft(100, 100_000)).toBe(0);
    expect(secondsLeft(100, 500_000)).toBe(0);
  });

  it('is never negative, NaN or infinite, and splits into units in range that add back up', () => {
    fc.assert(
      fc.property(anyNumber, anyNumber, (end, now) => {
        const left = secondsLeft(end, now);
        expect(Number.isInteger(left) && left >= 0).toBe(true);
        const parts = split(left);
        for (const unit of UNITS) expect(Number.isInteger(parts[unit]) && parts[unit] >= 0).toBe(true);
        expect(parts.hours).toBeLessThan(24);
        expect(parts.minutes).toBeLessThan(60);
        expect(parts.seconds).toBeLessThan(60);
        expect(parts.days * 86400 + parts.hours * 3600 + parts.minutes * 60 + parts.seconds).toBe(left);
      }),
      fuzzRuns(),
    );
  });

  it('never goes up as the clock moves on', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999_999_999 }),
        fc.integer({ min: 0, max: 4e12 }),
        fc.nat(1e9),
        (end, now, later) => {
          expect(secondsLeft(end, now + later)).toBeLessThanOrEqual(secondsLeft(end, now));
        },
      ),
      fuzzRuns(),
    );
  });

  it('pads days to at least 3 digits and the others to exactly 2, digits only', () => {
    expect(digits(split(0))).toEqual({ days: '000', hours: '00', minutes: '00', seconds: '00' });
    expect(digits(split(1234 * 86400 + 5))).toEqual({ days: '1234', hours: '00', minutes: '00', seconds: '05' });
    fc.assert(
      fc.property(anyNumber, anyNumber, (end, now) => {
        const parts = split(secondsLeft(end, now));
        const shown = digits(parts);
        expect(shown.days).toMatch(/^\d{3,}$/);
        for (const unit of ['hours', 'minutes', 'seconds'] as const) expect(shown[unit]).toMatch(/^\d{2}$/);
        for (const unit of UNITS) expect(Number(shown[unit])).toBe(parts[unit]);
      }),
      fuzzRuns(),
    );
  });

  it('split treats anything but a positive finite number as 0', () => {
    for (const value of [NaN, -1, -Infinity, Infinity]) expect(split(value)).toEqual(split(0));
  });
});

describe('finished (the zero sections)', () => {
  it('counts the leading units that are 0 with every bigger one, the seconds only at the end', () => {
    expect(finished(split(86400))).toBe(0);
    expect(finished(split(3600))).toBe(1);
    expect(finished(split(60))).toBe(2);
    expect(finished(split(59))).toBe(3);
    expect(finished(split(0))).toBe(4);
    fc.assert(
      fc.property(fc.nat(1e10), (left) => {
        const parts = split(left);
        const count = finished(parts);
        for (let i = 0; i < count; i++) expect(parts[UNITS[i]]).toBe(0);
        if (count < 4) expect(parts[UNITS[count]]).toBeGreaterThan(0);
        expect(count === 4).toBe(left === 0);
      }),
      fuzzRuns(),
    );
  });
});

describe('untilNextSecond (ticks on the clock’s second)', () => {
  it('waits 1 to 1000 ms and lands on a whole second, for any clock', () => {
    expect(untilNextSecond(5000)).toBe(1000);
    expect(untilNextSecond(5300)).toBe(700);
    fc.assert(
      fc.property(anyNumber, (now) => {
        const wait = untilNextSecond(now);
        expect(wait > 0 && wait <= 1000).toBe(true);
        // `===`: a negative clock lands on -0, which is a whole second too.
        if (Number.isSafeInteger(now)) expect((now + wait) % 1000 === 0).toBe(true);
      }),
      fuzzRuns(),
    );
  });
});

describe('labels', () => {
  it('chooses the short labels at 400 px or narrower or in a narrow column', () => {
    expect(wantsShort(400, false)).toBe(true);
    expect(wantsShort(401, false)).toBe(false);
    expect(wantsShort(1200, true)).toBe(true);
    fc.assert(
      fc.property(fc.double({ noNaN: true }), fc.boolean(), (width, narrow) => {
        expect(wantsShort(width, narrow)).toBe(narrow || width <= 400);
      }),
      fuzzRuns(),
    );
  });

  it('gives the singular for 1 and the plural otherwise when the label holds both', () => {
    expect([0, 1, 2].map((n) => labelFor('Day(s)', n))).toEqual(['Days', 'Day', 'Days']);
    expect(labelFor('Minute(s)', 1)).toBe('Minute');
    expect(labelFor('Jour(s)', 3)).toBe('Jours');
    expect(labelFor('Hrs', 1)).toBe('Hrs');
    expect(labelFor('', 2)).toBe('');
  });

  it('keeps any other label as it is, for any text and count', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(), (label, n) => {
        const result = labelFor(label, n);
        if (!/\(\p{L}+\)\s*$/u.test(label)) expect(result).toBe(label);
        else expect(result.length).toBeGreaterThan(0);
      }),
      fuzzRuns(),
    );
  });
});

describe('inWords (the time left for screen readers)', () => {
  it('names the non-zero units to the minute, in the markup’s words', () => {
    expect(inWords(2 * 86400 + 3600 + 5 * 60 + 30, FULL)).toBe('2 Days, 1 Hour, 5 Minutes');
    expect(inWords(86400, FULL)).toBe('1 Day');
    expect(inWords(59, FULL)).toBe('< 1 Minute');
    expect(inWords(0, FULL)).toBe('0 Seconds');
  });

  it('changes only when a whole minute passes (or at the end)', () => {
    fc.assert(
      fc.property(fc.nat(1e9), fc.nat(59), (minute, second) => {
        const left = minute * 60 + second;
        if (left > 0) expect(inWords(left, FULL)).toBe(inWords(minute * 60 + (minute ? 0 : 1), FULL));
      }),
      fuzzRuns(),
    );
  });
});
