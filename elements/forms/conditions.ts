/**
 * The contact form's conditional fields (spec §3, §4, §5; MARKUP.md §8.1): a field's `data-conditional-logic` is a
 * JSON array of `[fieldId, operator, value]` rules, and `data-conditional-relation` says whether all or any must
 * match for the field to show. Operators: is, is not, is empty, is not empty, contains, does not contain
 * (case-insensitive), is greater, is less (whole numbers; when either side is not a number the rule does not
 * match). A checkbox field's rule asks whether some checked box has the value. Pure, and never throws on the
 * page's JSON.
 * */

export const OPERATORS = [
  'is',
  'is not',
  'is empty',
  'is not empty',
  'contains',
  'does not contain',
  'is greater',
  'is less',
] as const;
type Operator = (typeof OPERATORS)[number];

/** Re-evaluation after typing waits this long after the last key (spec §9). */
export const CONDITION_DEBOUNCE = 250;

export interface Rule {
  field: string;
  operator: Operator;
  value: string;
}

export type Relation = 'all' | 'any';

export interface ParsedRules {
  rules: Rule[];
  /** Entries that could not be used, for one console warning. */
  skipped: number;
}

/** Reads `data-conditional-logic`: invalid JSON, non-arrays and malformed entries are skipped and counted. */
export function parseRules(json: string | null | undefined): ParsedRules {
  if (!json) return { rules: [], skipped: 0 };
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { rules: [], skipped: 1 };
  }
  if (!Array.isArray(value)) return { rules: [], skipped: 1 };
  const rules: Rule[] = [];
  let skipped = 0;
  for (const entry of value) {
    const [field, operator, ruleValue = ''] = Array.isArray(entry) ? entry : [];
    if (
      typeof field === 'string' &&
      field &&
      OPERATORS.includes(operator) &&
      (typeof ruleValue === 'string' || typeof ruleValue === 'number')
    )
      rules.push({ field, operator, value: String(ruleValue) });
    else skipped++;
  }
  return { rules, skipped };
}

/** `data-conditional-relation`: "any", else "all". */
export const parseRelation = (value: string | null | undefined): Relation =>
  value?.trim().toLowerCase() === 'any' ? 'any' : 'all';

/** A whole number as the theme's parseInt reads it, or undefined. */
function wholeNumber(text: string): number | undefined {
  const match = /^\s*([+-]?\d+)/.exec(text);
  return match ? Number(match[1]) : undefined;
}

/**
 * Whether one rule matches a field's current value(s): one value for inputs, selects and radios (empty when none
 * is chosen), the checked values for a checkbox group.
 */
export function ruleMatches(rule: Rule, values: readonly string[]): boolean {
  const value = rule.value;
  const lower = value.toLowerCase();
  const some = (test: (v: string) => boolean) => values.some(test);
  const joined = values.join('');
  switch (rule.operator) {
    case 'is':
      return some((v) => v === value);
    case 'is not':
      return !some((v) => v === value);
    case 'is empty':
      return joined.trim() === '';
    case 'is not empty':
      return joined.trim() !== '';
    case 'contains':
      return some((v) => v.toLowerCase().includes(lower));
    case 'does not contain':
      return !some((v) => v.toLowerCase().includes(lower));
    case 'is greater':
    case 'is less': {
      const limit = wholeNumber(value);
      return some((v) => {
        const n = wholeNumber(v);
        return n !== undefined && limit !== undefined && (rule.operator === 'is greater' ? n > limit : n < limit);
      });
    }
  }
}

/**
 * Whether a field with these rules shows. `valuesOf(field)` gives another field's value(s), or undefined when that
 * field is itself hidden — such a rule does not match (the theme skips hidden fields, which resolves chains).
 */
export function fieldShows(
  rules: readonly Rule[],
  relation: Relation,
  valuesOf: (field: string) => readonly string[] | undefined,
): boolean {
  if (!rules.length) return true;
  const matches = (rule: Rule) => {
    const values = valuesOf(rule.field);
    return values !== undefined && ruleMatches(rule, values);
  };
  return relation === 'any' ? rules.some(matches) : rules.every(matches);
}
