/**
 * Applies the theme's conditional logic (MARKUP.md §8.1) to the printed fields: each field with
 * `data-conditional-logic` shows when its rules match (relation all/any). A hidden field is hidden from everyone
 * (`hidden`), leaves the tab order and the submitted data (its controls are disabled, TRUST.md #38), and its
 * `pattern` rests in `data-pattern` so the browser does not check it. Fields hidden this way do not count in
 * other fields' rules, which resolves chains; the pass repeats until nothing changes.
 */
import { fieldShows, parseRelation, parseRules, type Relation, type Rule } from './conditions.js';
import { fieldValues, type FormField } from './form-fields.js';

export interface ConditionalField {
  field: FormField;
  rules: Rule[];
  relation: Relation;
}

/** The fields that have conditions, with their parsed rules; `warn` hears about malformed ones. */
export function conditionalFields(fields: FormField[], warn: (message: string) => void): ConditionalField[] {
  return fields.flatMap((field) => {
    const json = field.wrapper.dataset.conditionalLogic;
    if (!json) return [];
    const { rules, skipped } = parseRules(json);
    if (skipped)
      warn(
        `field "${field.id}" has ${skipped} unusable conditional-logic entr${skipped === 1 ? 'y' : 'ies'} (expected [fieldId, operator, value]); ignoring ${skipped === 1 ? 'it' : 'them'}.`,
      );
    return [{ field, rules, relation: parseRelation(field.wrapper.dataset.conditionalRelation) }];
  });
}

/** Evaluates every condition and shows or hides the fields; returns the ids of the hidden ones. */
export function applyConditions(fields: FormField[], conditional: ConditionalField[]): Set<string> {
  const hidden = new Set<string>();
  const byId = new Map(fields.map((f) => [f.id, f]));
  const valuesOf = (id: string) => {
    const field = byId.get(id);
    return field && !hidden.has(id) ? fieldValues(field) : undefined;
  };
  // A chain of n conditions settles in at most n passes.
  for (let pass = 0; pass <= conditional.length; pass++) {
    let changed = false;
    for (const { field, rules, relation } of conditional) {
      const shows = fieldShows(rules, relation, (id) => (id === field.id ? undefined : valuesOf(id)));
      if (shows === !hidden.has(field.id)) continue;
      changed = true;
      if (shows) hidden.delete(field.id);
      else hidden.add(field.id);
    }
    if (!changed) break;
  }
  for (const { field } of conditional) show(field, !hidden.has(field.id));
  return hidden;
}

function show(field: FormField, visible: boolean): void {
  const { wrapper } = field;
  wrapper.hidden = !visible;
  // Inline display too, as the theme's script's `.show()` / `.hide()`: the theme's CSS hides every field with
  // conditions until then (`.et_pb_contact_form [data-conditional-logic]`, THEME-CSS.md §12).
  wrapper.style.display = visible ? 'block' : 'none';
  wrapper.classList.toggle('et_pb_contact_field--hidden', !visible);
  for (const control of wrapper.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    'input, textarea, select',
  )) {
    control.disabled = !visible;
    if (!(control instanceof HTMLInputElement)) continue;
    if (!visible && control.hasAttribute('pattern')) {
      control.dataset.pattern = control.getAttribute('pattern')!;
      control.removeAttribute('pattern');
    } else if (visible && control.dataset.pattern !== undefined) {
      control.setAttribute('pattern', control.dataset.pattern);
      delete control.dataset.pattern;
    }
  }
}
