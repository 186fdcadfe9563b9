/**
 * Keeps what a visitor typed across an accidental reload (issue 5: "nothing typed is ever lost"): every change is
 * written to sessionStorage (this tab only, gone when it closes), restored into empty fields on the next load,
 * and removed after a successful submit. Passwords, hidden inputs, the captcha answer, the spam trap and files
 * are never stored.
 */
import { draftStorageKey } from './draft-key.js';

export type Draft = Record<string, string[]>;

/** The controls whose values belong in a draft. */
function draftable(form: HTMLFormElement): Array<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement> {
  return [
    ...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
      'input[name], textarea[name], select[name]',
    ),
  ].filter(
    (c) =>
      !(c instanceof HTMLInputElement && ['password', 'hidden', 'file', 'submit', 'button'].includes(c.type)) &&
      !c.matches('.et_pb_contact_captcha, [name^="et_pb_contact_et_number_"], [autocomplete="off"][data-no-draft]'),
  );
}

/** The form's current draft: values by control name (a group's chosen values). */
export function readDraft(form: HTMLFormElement): Draft {
  const draft: Draft = {};
  for (const control of draftable(form)) {
    const values = (draft[control.name] ??= []);
    if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      if (control.checked) values.push(control.value);
    } else if (control instanceof HTMLSelectElement) values.push(...[...control.selectedOptions].map((o) => o.value));
    else values.push(control.value);
  }
  return draft;
}

/** Puts a draft back into the form, only into fields the visitor (or the browser) has not filled already. */
export function applyDraft(form: HTMLFormElement, draft: Draft): boolean {
  let changed = false;
  const seen = new Map<string, number>();
  for (const control of draftable(form)) {
    const values = draft[control.name];
    if (!Array.isArray(values)) continue;
    if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      if (!control.checked && values.includes(control.value)) changed = control.checked = true;
    } else if (control instanceof HTMLSelectElement) {
      if (control.selectedIndex <= 0 && values.length) {
        for (const option of control.options) option.selected = values.includes(option.value);
        changed = true;
      }
    } else {
      const index = seen.get(control.name) ?? 0;
      seen.set(control.name, index + 1);
      const value = values[index];
      if (!control.value && typeof value === 'string' && value) {
        control.value = value;
        changed = true;
      }
    }
  }
  return changed;
}

/** Reads a stored draft; anything unreadable counts as none. */
export function loadDraft(key: string): Draft | undefined {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(draftStorageKey(key)) ?? 'null');
    if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
    return Object.fromEntries(
      Object.entries(value).filter(([, v]) => Array.isArray(v) && v.every((x) => typeof x === 'string')),
    ) as Draft;
  } catch {
    return undefined;
  }
}

export function saveDraft(key: string, draft: Draft): void {
  try {
    sessionStorage.setItem(draftStorageKey(key), JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the visitor's words are still in the form.
  }
}

export function clearDraft(key: string): void {
  try {
    sessionStorage.removeItem(draftStorageKey(key));
  } catch {
    // Blocked storage holds nothing to clear.
  }
}
