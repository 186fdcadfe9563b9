import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contactExtras, type FieldDescriptor } from './contact-body.js';
import { fuzzRuns } from '../../test/helpers/fuzz-runs.js';

const name: FieldDescriptor = {
  field_id: 'et_pb_contact_name_0',
  original_id: 'name',
  required_mark: 'required',
  field_type: 'input',
  field_label: 'Name',
};

describe('contact form payload (spec §3, call 1)', () => {
  it('adds the descriptors, the token and the digits on show, named with the form number', () => {
    expect(
      contactExtras({ number: '2', descriptors: [name], hiddenIds: [], token: 't', captcha: { first: 7, second: 3 } }),
    ).toEqual([
      ['et_pb_contact_email_fields_2', JSON.stringify([name])],
      ['token', 't'],
      ['et_pb_contact_captcha_first_digit_2', '7'],
      ['et_pb_contact_captcha_second_digit_2', '3'],
    ]);
  });

  it('lists hidden fields only when there are some, and sends an empty token rather than none', () => {
    const extras = contactExtras({ number: '0', descriptors: [name], hiddenIds: ['company'], token: '' });
    expect(Object.fromEntries(extras)).toEqual({
      et_pb_contact_email_fields_0: JSON.stringify([name]),
      et_pb_contact_email_hidden_fields_0: '["company"]',
      token: '',
    });
  });

  it('round-trips any labels and ids through JSON unchanged (property)', () => {
    const descriptor = fc.record({
      field_id: fc.string(),
      original_id: fc.string(),
      required_mark: fc.constantFrom('required' as const, 'not_required' as const),
      field_type: fc.constantFrom('input', 'email', 'text', 'checkbox', 'radio', 'select'),
      field_label: fc.string(),
    });
    fc.assert(
      fc.property(fc.array(descriptor), fc.array(fc.string()), fc.string(), (descriptors, hiddenIds, token) => {
        const extras = Object.fromEntries(contactExtras({ number: '0', descriptors, hiddenIds, token }));
        expect(JSON.parse(extras.et_pb_contact_email_fields_0)).toEqual(descriptors);
        expect(
          extras.et_pb_contact_email_hidden_fields_0 === undefined
            ? []
            : JSON.parse(extras.et_pb_contact_email_hidden_fields_0),
        ).toEqual(hiddenIds);
        expect(extras.token).toBe(token);
      }),
      fuzzRuns(),
    );
  });
});
