/**
 * How a form shows its problems (MARKUP.md §8.1; TRUST.md #36, GOV.UK error summary): the theme's message box
 * lists missing fields under the fill message and other errors under the error message, each item a link to its
 * field; each field with a problem gets the theme's `et_contact_error` class, `aria-invalid` and its own message
 * linked by `aria-describedby`; the page title starts with "Error: " until the problems are gone.
 */
import { create } from '../base/dom.js';

const FIELD_ERROR_CLASS = 'pb-form__field-error';
const TITLE_PREFIX = 'Error: ';

export interface SummaryItem {
  text: string;
  /** The control the item's link moves to. */
  target?: HTMLElement;
}

function list(items: SummaryItem[]): HTMLUListElement {
  const ul = create('ul');
  for (const { text, target } of items) {
    const li = create('li');
    if (target?.id) {
      // The form's click handler moves focus to the field (a fragment link alone would only scroll).
      li.append(create('a', { href: `#${target.id}`, textContent: text }));
    } else li.textContent = text;
    ul.append(li);
  }
  return ul;
}

/** Writes the summary into the theme's message box: `<p>{fill}</p><ul>…</ul>` and `<p class="et_normal_padding">{error}</p><ul>…</ul>`. */
export function renderSummary(
  box: HTMLElement,
  missing: SummaryItem[],
  errors: SummaryItem[],
  fillMessage: string,
  errorMessage: string,
): void {
  box.replaceChildren();
  if (missing.length) box.append(create('p', { textContent: fillMessage }), list(missing));
  if (errors.length)
    box.append(create('p', { className: 'et_normal_padding', textContent: errorMessage }), list(errors));
}

/** Marks a field: the theme's class on `marked`, `aria-invalid` and a described-by message on each control. */
export function markField(wrapper: HTMLElement, marked: HTMLElement, controls: HTMLElement[], message: string): void {
  marked.classList.add('et_contact_error');
  const id = `${controls[0]?.id || wrapper.dataset.id || 'field'}-error`;
  const note = create('span', { className: FIELD_ERROR_CLASS, id, textContent: message });
  const label = wrapper.querySelector(':scope > label, .et_pb_contact_field_options_title');
  if (label) label.after(note);
  else wrapper.prepend(note);
  for (const control of controls) {
    control.setAttribute('aria-invalid', 'true');
    const describedBy = new Set((control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean));
    describedBy.add(id);
    control.setAttribute('aria-describedby', [...describedBy].join(' '));
  }
}

/** Removes every mark `markField` added inside `root`. */
export function clearMarks(root: HTMLElement): void {
  for (const note of root.querySelectorAll(`.${FIELD_ERROR_CLASS}`)) {
    for (const control of root.querySelectorAll(`[aria-describedby~="${note.id}"]`)) {
      const rest = control
        .getAttribute('aria-describedby')!
        .split(/\s+/)
        .filter((id) => id && id !== note.id);
      if (rest.length) control.setAttribute('aria-describedby', rest.join(' '));
      else control.removeAttribute('aria-describedby');
    }
    note.remove();
  }
  root.querySelectorAll('.et_contact_error').forEach((el) => el.classList.remove('et_contact_error'));
  root.querySelectorAll('[aria-invalid]').forEach((el) => el.removeAttribute('aria-invalid'));
}

/** Puts "Error: " in front of the page title while the form has problems (GOV.UK pattern). */
export function flagTitle(on: boolean): void {
  const flagged = document.title.startsWith(TITLE_PREFIX);
  if (on && !flagged) document.title = TITLE_PREFIX + document.title;
  else if (!on && flagged) document.title = document.title.slice(TITLE_PREFIX.length);
}
