/**
 * The contact form's POST body as the CMS reads it (spec §3 and call 1; MARKUP.md §8.1): the form's own fields
 * (a field hidden by a condition is disabled, so it is not among them), `et_pb_contact_email_fields_<n>` with a
 * descriptor per field, `et_pb_contact_email_hidden_fields_<n>` with the original ids of the hidden ones, the
 * spam-protection token, and the captcha digits on show.
 */
import type { FormField } from '../forms/form-fields.js';

export interface FieldDescriptor {
  field_id: string;
  original_id: string;
  required_mark: 'required' | 'not_required';
  field_type: string;
  field_label: string;
}

export interface ContactExtras {
  number: string;
  descriptors: readonly FieldDescriptor[];
  /** Original ids of the fields a condition hides. */
  hiddenIds: readonly string[];
  token: string;
  captcha?: { first: number; second: number };
}

function describeField(field: FormField): FieldDescriptor {
  return {
    field_id: field.main.id || field.main.name,
    original_id: field.main.dataset.original_id || field.id,
    required_mark: field.required ? 'required' : 'not_required',
    field_type: field.type,
    field_label: field.label,
  };
}

/** The fields the theme's script adds to the form's own (pure). */
export function contactExtras({ number, descriptors, hiddenIds, token, captcha }: ContactExtras): [string, string][] {
  const extras: [string, string][] = [[`et_pb_contact_email_fields_${number}`, JSON.stringify(descriptors)]];
  if (hiddenIds.length) extras.push([`et_pb_contact_email_hidden_fields_${number}`, JSON.stringify(hiddenIds)]);
  extras.push(['token', token]);
  // The digits shown, so the server can check the sum (they change on a wrong answer, after the page was printed).
  if (captcha) {
    extras.push(
      [`et_pb_contact_captcha_first_digit_${number}`, String(captcha.first)],
      [`et_pb_contact_captcha_second_digit_${number}`, String(captcha.second)],
    );
  }
  return extras;
}

export function contactBody(
  form: HTMLFormElement,
  fields: readonly FormField[],
  hidden: ReadonlySet<string>,
  number: string,
  token: string,
  captcha?: { first: number; second: number },
): FormData {
  const body = new FormData(form);
  const described = fields.filter((f) => !f.honeypot && !f.main.matches('.et_pb_contact_captcha'));
  const descriptors = described.map(describeField);
  const hiddenIds = descriptors.filter((_, i) => hidden.has(described[i].id)).map((d) => d.original_id);
  for (const [name, value] of contactExtras({ number, descriptors, hiddenIds, token, captcha })) body.set(name, value);
  return body;
}
