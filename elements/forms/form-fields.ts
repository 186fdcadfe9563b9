/**
 * Reads the theme's contact-form fields (MARKUP.md §8.1) out of the printed markup: each `p.et_pb_contact_field`
 * with its id, type, label, required mark and controls. The element uses these records to validate, to apply
 * conditions and to describe the fields to the server; the pure rules live in validation.ts and conditions.ts.
 */

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface FormField {
  /** `data-id` of the wrapper: what conditions refer to. */
  id: string;
  wrapper: HTMLElement;
  type: FieldType;
  label: string;
  /** The control that carries the descriptor attributes (`data-required_mark`, `data-original_id`, …). */
  main: Control;
  /** Every control of the field (one, or a group's boxes). */
  controls: Control[];
  required: boolean;
  /** The theme's spam trap: must stay empty, never shown, never validated. */
  honeypot: boolean;
}

export type FieldType = 'input' | 'email' | 'text' | 'select' | 'checkbox' | 'radio';

const TYPES: readonly FieldType[] = ['input', 'email', 'text', 'select', 'checkbox', 'radio'];

export function readFields(form: HTMLFormElement): FormField[] {
  return [...form.querySelectorAll<HTMLElement>('.et_pb_contact_field, .et_pb_signup_custom_field')].flatMap(
    (wrapper) => {
      const controls = [...wrapper.querySelectorAll<Control>('input, textarea, select')].filter(
        (c) => !(c instanceof HTMLInputElement && c.type === 'hidden' && !c.matches('.et_pb_checkbox_handle')),
      );
      // Only a control carries the descriptor: markup that moved `data-field_type` onto another element has none.
      const main = controls.find((c) => c.matches('[data-field_type]')) ?? controls[0];
      if (!main) return [];
      const declared = (main.dataset.field_type || wrapper.dataset.type || 'input') as FieldType;
      const type = TYPES.includes(declared) ? declared : 'input';
      const id = wrapper.dataset.id || main.dataset.original_id || main.name;
      const label = (
        wrapper.querySelector('.et_pb_contact_form_label, .et_pb_contact_field_options_title')?.textContent ?? ''
      ).trim();
      const choices =
        type === 'checkbox' || type === 'radio'
          ? controls.filter((c) => c instanceof HTMLInputElement && (c.type === 'checkbox' || c.type === 'radio'))
          : controls;
      return [
        {
          id,
          wrapper,
          type,
          label,
          main,
          controls: choices,
          required: main.dataset.required_mark === 'required',
          honeypot: id === 'et_number' || main.name.startsWith('et_pb_contact_et_number_'),
        },
      ];
    },
  );
}

/** The field's value, or the values of the boxes chosen in a group. */
export function fieldValues(field: FormField): string[] {
  if (field.type === 'checkbox' || field.type === 'radio')
    return field.controls.filter((c) => (c as HTMLInputElement).checked).map((c) => c.value);
  return [field.main.value];
}
