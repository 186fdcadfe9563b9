import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldShows, OPERATORS, parseRelation, parseRules, ruleMatches, type Rule } from './conditions.js';
import { fuzzRuns } from '../../test/helpers/fuzz-runs.js';

const rule = (operator: Rule['operator'], value = ''): Rule => ({ field: 'f', operator, value });

describe('conditional-logic rules', () => {
  it('reads [field, operator, value] entries and counts what it skips', () => {
    expect(
      parseRules('[["name","is","Ann"],["age","is greater",18],["x","resembles","y"],"junk",["","is","a"]]'),
    ).toEqual({
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

  // Every operator against every kind of value a field can hold (issue 5: "a table of every operator × value
  // kinds"). Columns: nothing chosen, blank text, the rule's text, other case, other text, a number, a number
  // that starts a text, a checkbox group holding the rule's value.
  const KINDS: Array<[string, string[]]> = [
    ['nothing chosen', []],
    ['blank', ['  ']],
    ['same text', ['10']],
    ['other case', ['Ten']],
    ['other text', ['film']],
    ['bigger number', ['12']],
    ['number then text', ['9 people']],
    ['group holding it', ['photo', '10']],
  ];
  const TABLE: Record<Rule['operator'], boolean[]> = {
    is: [false, false, true, false, false, false, false, true],
    'is not': [true, true, false, true, true, true, true, false],
    'is empty': [true, true, false, false, false, false, false, false],
    'is not empty': [false, false, true, true, true, true, true, true],
    contains: [false, false, true, false, false, false, false, true],
    'does not contain': [true, true, false, true, true, true, true, false],
    'is greater': [false, false, false, false, false, true, false, false],
    'is less': [false, false, false, false, false, false, true, false],
  };
  it.each(
    OPERATORS.flatMap((operator) =>
      KINDS.map(([kind, values], i) => [operator, kind, values, TABLE[operator][i]] as const),
    ),
  )('%s 10 against %s', (operator, _kind, values, expected) => {
    expect(ruleMatches(rule(operator, '10'), values)).toBe(expected);
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
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.anything().map((v) => JSON.stringify(v) ?? ''),
        ),
        (json) => {
          const { rules } = parseRules(json);
          for (const r of rules) expect(OPERATORS).toContain(r.operator);
        },
      ),
      fuzzRuns(),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...OPERATORS),
        fc.string(),
        fc.array(fc.string(), { maxLength: 4 }),
        (operator, value, values) => {
          expect(typeof ruleMatches({ field: 'f', operator, value }, values)).toBe('boolean');
        },
      ),
      fuzzRuns(),
    );
  });

  it('"is" and "is not" are exact opposites for a single value (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (value, actual) => {
        expect(ruleMatches(rule('is', value), [actual])).toBe(!ruleMatches(rule('is not', value), [actual]));
      }),
      fuzzRuns(),
    );
  });
});
