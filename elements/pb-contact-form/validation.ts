/**
 * The contact form's checks before it sends (spec §5, §8; MARKUP.md §8.1): required fields (a value, or a choice
 * for checkbox and radio groups) unless hidden by a condition; email fields against the HTML standard's email
 * pattern; the math captcha (first + second digit, checked once it has an answer — an empty one is caught as
 * required); new digits from 1 to 15 after a wrong answer. The result names what to mark and what to say, with
 * the page's messages. Pure.
 */

export { EMAIL_PATTERN } from '../forms/email-pattern.js';
import { EMAIL_PATTERN } from '../forms/email-pattern.js';
import type { FieldType } from '../forms/form-fields.js';

/** Captcha digits are drawn from 1 to 15 (spec §9). */
export const CAPTCHA_MIN = 1;
export const CAPTCHA_MAX = 15;

export interface FieldState {
  id: string;
  label: string;
  type: FieldType;
  required: boolean;
  /** Hidden by a condition: not checked, and sent in the hidden-fields list. */
  hidden: boolean;
  /** The value, or the chosen values of a group. */
  values: string[];
}

export interface CaptchaState {
  first: number;
  second: number;
  answer: string;
}

/** The page's strings (`et_pb_custom`): fill_message, contact_error_message, invalid, wrong_captcha, captcha. */
export interface FormMessages {
  fill: string;
  error: string;
  invalid: string;
  wrongCaptcha: string;
  captcha: string;
}

export interface ValidationResult {
  ok: boolean;
  /** Fields to mark with the error class and `aria-invalid`. */
  invalid: string[];
  /** Labels of the missing required fields, listed under the fill message. */
  missing: string[];
  /** Other problems (bad email, wrong captcha), listed under the error message. */
  errors: string[];
  captchaWrong: boolean;
}

const filled = (field: FieldState) => field.values.some((v) => v.trim() !== '');

export function validate(
  fields: readonly FieldState[],
  captcha: CaptchaState | undefined,
  messages: FormMessages,
): ValidationResult {
  const invalid: string[] = [];
  const missing: string[] = [];
  const errors: string[] = [];
  for (const field of fields) {
    if (field.hidden) continue;
    if (field.required && !filled(field)) {
      invalid.push(field.id);
      missing.push(field.label.trim() || messages.captcha);
    } else if (field.type === 'email' && filled(field) && !EMAIL_PATTERN.test(field.values[0].trim())) {
      invalid.push(field.id);
      if (!errors.includes(messages.invalid)) errors.push(messages.invalid);
    }
  }
  let captchaWrong = false;
  if (captcha) {
    const answer = captcha.answer.trim();
    if (!answer) missing.push(messages.captcha);
    else if (!/^\d+$/.test(answer) || Number(answer) !== captcha.first + captcha.second) {
      captchaWrong = true;
      errors.push(messages.wrongCaptcha);
    }
  }
  return { ok: !invalid.length && !missing.length && !errors.length, invalid, missing, errors, captchaWrong };
}

/** Two new captcha digits, each from 1 to 15. */
export function newDigits(random: () => number = Math.random): [number, number] {
  const digit = () =>
    CAPTCHA_MIN + Math.min(CAPTCHA_MAX - CAPTCHA_MIN, Math.floor(random() * (CAPTCHA_MAX - CAPTCHA_MIN + 1)));
  return [digit(), digit()];
}
