import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_MAX,
  CAPTCHA_MIN,
  EMAIL_PATTERN,
  newDigits,
  validate,
  type FieldState,
  type FormMessages,
} from './validation.js';
import { fuzzRuns } from '../../test/helpers/fuzz-runs.js';

const messages: FormMessages = {
  fill: 'Please, fill in the following fields:',
  error: 'Please, fix the following errors:',
  invalid: 'Invalid email',
  wrongCaptcha: 'You entered the wrong number in captcha.',
  captcha: 'Captcha',
};
const field = (id: string, extra: Partial<FieldState> = {}): FieldState => ({
  id,
  label: id,
  type: 'input',
  required: true,
  hidden: false,
  values: [''],
  ...extra,
});

describe('contact form validation', () => {
  it('lists empty required fields by label, and the captcha text for an empty label', () => {
    const result = validate(
      [field('Name'), field('', { id: 'x' }), field('Notes', { required: false })],
      undefined,
      messages,
    );
    expect(result).toMatchObject({ ok: false, invalid: ['Name', 'x'], missing: ['Name', 'Captcha'], errors: [] });
  });

  it('needs a choice in a required checkbox or radio group', () => {
    expect(validate([field('Topic', { type: 'radio', values: [] })], undefined, messages).missing).toEqual(['Topic']);
    expect(validate([field('Topic', { type: 'checkbox', values: ['video'] })], undefined, messages).ok).toBe(true);
  });

  it('skips fields hidden by a condition', () => {
    expect(validate([field('Company', { hidden: true })], undefined, messages).ok).toBe(true);
  });

  it('checks email fields against the standard pattern, once', () => {
    const result = validate(
      [
        field('Email', { type: 'email', values: ['ann@@example.com'] }),
        field('Other', { type: 'email', values: ['nope'] }),
      ],
      undefined,
      messages,
    );
    expect(result.invalid).toEqual(['Email', 'Other']);
    expect(result.errors).toEqual(['Invalid email']);
    expect(validate([field('Email', { type: 'email', values: [' ann@example.com '] })], undefined, messages).ok).toBe(
      true,
    );
  });

  it('checks the captcha sum once answered; an empty answer is missing', () => {
    expect(validate([], { first: 7, second: 3, answer: '10' }, messages).ok).toBe(true);
    expect(validate([], { first: 7, second: 3, answer: '11' }, messages)).toMatchObject({
      captchaWrong: true,
      errors: ['You entered the wrong number in captcha.'],
    });
    expect(validate([], { first: 7, second: 3, answer: ' ' }, messages)).toMatchObject({
      captchaWrong: false,
      missing: ['Captcha'],
    });
  });

  it('draws new digits from 1 to 15', () => {
    expect(newDigits(() => 0)).toEqual([1, 1]);
    expect(newDigits(() => 0.9999999)).toEqual([15, 15]);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }), (r) => {
        for (const d of newDigits(() => r))
          expect(d >= CAPTCHA_MIN && d <= CAPTCHA_MAX && Number.isInteger(d)).toBe(true);
      }),
      fuzzRuns(),
    );
  });

  it('agrees with the email pattern for any address, and never throws on any input (property)', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        expect(
          EMAIL_PATTERN.test(email)
            ? validate([field('E', { type: 'email', values: [email] })], undefined, messages).ok
            : true,
        ).toBe(true);
      }),
      fuzzRuns(),
    );
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            id: fc.string(),
            label: fc.string(),
            type: fc.constantFrom('input', 'email', 'text', 'select', 'checkbox', 'radio'),
            required: fc.boolean(),
            hidden: fc.boolean(),
            values: fc.array(fc.string(), { maxLength: 3 }),
          }),
        ),
        fc.string(),
        (fields, answer) => {
          const result = validate(fields as FieldState[], { first: 2, second: 3, answer }, messages);
          expect(result.ok).toBe(!result.invalid.length && !result.missing.length && !result.errors.length);
        },
      ),
      fuzzRuns(),
    );
  });
});
