import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldShows, OPERATORS, parseRelation, parseRules, ruleMatches, type Rule } from './conditions.js';

const rule = (operator: Rule['operator'], value = ''): Rule => ({ field: 'f', operator, value });

describe('conditional-logic rules', () => {
  it('reads [field, operator, value] entries and counts what it skips', () => {
    expect(parseRules('[["name","is","Ann"],["age","is greater",18],["x","resembles","y"],"junk",["","is","a"]]')).toEqual({
      rules: [
        { field: 'name', operator: 'is', value: 'Ann' },
        { field: 'age', operator: 'is greater', value: '18' },
      ],
      skipped: 3,
    });
    expect(parseRules('{not json')).toEqual({ rules: [], skipped: 1 });
    expect(parseRules('')).toEqual({ rules: [], skipped: 0 });
    expect(parseRelation('ANY')).toBe('any');
    expect(parseRelation(undefined)).toBe('all');
  });

  it('applies every operator as the spec says', () => {
    expect(ruleMatches(rule('is', 'yes'), ['yes'])).toBe(true);
    expect(ruleMatches(rule('is not', 'yes'), ['no'])).toBe(true);
    expect(ruleMatches(rule('is empty'), ['  '])).toBe(true);
    expect(ruleMatches(rule('is not empty'), ['a'])).toBe(true);
    expect(ruleMatches(rule('contains', 'FILM'), ['brand films'])).toBe(true);
    expect(ruleMatches(rule('does not contain', 'film'), ['events'])).toBe(true);
    expect(ruleMatches(rule('is greater', '10'), ['11'])).toBe(true);
    expect(ruleMatches(rule('is less', '10'), ['9 people'])).toBe(true);
  });

  it('compares numbers only when both sides are numbers', () => {
    expect(ruleMatches(rule('is greater', '10'), ['many'])).toBe(false);
    expect(ruleMatches(rule('is less', 'ten'), ['3'])).toBe(false);
  });

  it('reads a checkbox group as "some checked box has the value"', () => {
    expect(ruleMatches(rule('is', 'video'), ['photo', 'video'])).toBe(true);
    expect(ruleMatches(rule('is not', 'video'), ['photo', 'video'])).toBe(false);
    expect(ruleMatches(rule('is empty'), [])).toBe(true);
  });

  it('shows a field when all (or any) rules match; a rule on a hidden field does not match', () => {
    const rules = [
      { field: 'a', operator: 'is', value: '1' },
      { field: 'b', operator: 'is', value: '2' },
    ] satisfies Rule[];
    const values: Record<string, string[] | undefined> = { a: ['1'], b: ['3'] };
    expect(fieldShows(rules, 'all', (f) => values[f])).toBe(false);
    expect(fieldShows(rules, 'any', (f) => values[f])).toBe(true);
    values.a = undefined;
    expect(fieldShows(rules, 'any', (f) => values[f])).toBe(false);
    expect(fieldShows([], 'all', () => undefined)).toBe(true);
  });

  it('never throws, whatever the page prints (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.anything().map((v) => JSON.stringify(v) ?? '')), (json) => {
        const { rules } = parseRules(json);
        for (const r of rules) expect(OPERATORS).toContain(r.operator);
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...OPERATORS), fc.string(), fc.array(fc.string(), { maxLength: 4 }), (operator, value, values) => {
        expect(typeof ruleMatches({ field: 'f', operator, value }, values)).toBe('boolean');
      }),
    );
  });

  it('"is" and "is not" are exact opposites for a single value (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (value, actual) => {
        expect(ruleMatches(rule('is', value), [actual])).toBe(!ruleMatches(rule('is not', value), [actual]));
      }),
    );
  });
});
