/**
 * The theme's math captcha (MARKUP.md §8.1, TRUST.md #39): "7 + 3 = [ ]". Its input is named by the question
 * (the page's `captcha` string and the sum), the question is a polite live region, and a wrong answer draws new
 * digits from 1 to 15 and says the new question.
 */
import { CAPTCHA_MAX, CAPTCHA_MIN, newDigits, type CaptchaState } from './validation.js';

export interface MathCaptcha {
  input: HTMLInputElement;
  question: HTMLElement | null;
  first: number;
  second: number;
}

const digit = (value: string | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= CAPTCHA_MIN && n <= CAPTCHA_MAX ? n : undefined;
};

/** Finds the captcha; malformed digits are replaced by new ones (and `warn` is told). */
export function readCaptcha(
  form: HTMLFormElement,
  name: string,
  warn: (message: string) => void,
): MathCaptcha | undefined {
  const input = form.querySelector<HTMLInputElement>('input.et_pb_contact_captcha');
  if (!input) return undefined;
  const captcha: MathCaptcha = {
    input,
    question: form.querySelector('.et_pb_contact_captcha_question'),
    first: 0,
    second: 0,
  };
  const first = digit(input.dataset.first_digit);
  const second = digit(input.dataset.second_digit);
  if (first === undefined || second === undefined) {
    warn('the captcha digits are missing or not numbers from 1 to 15; drawing new ones.');
    redraw(captcha, name);
  } else setDigits(captcha, first, second, name);
  if (captcha.question) captcha.question.ariaLive = 'polite';
  input.inputMode = 'numeric';
  input.autocomplete = 'off';
  return captcha;
}

export function captchaState(captcha: MathCaptcha): CaptchaState {
  return { first: captcha.first, second: captcha.second, answer: captcha.input.value };
}

/** New digits after a wrong answer; the answer is cleared and the question (a live region) changes. */
export function redraw(captcha: MathCaptcha, name: string, random?: () => number): void {
  const [first, second] = newDigits(random);
  captcha.input.value = '';
  setDigits(captcha, first, second, name);
}

function setDigits(captcha: MathCaptcha, first: number, second: number, name: string): void {
  Object.assign(captcha, { first, second });
  captcha.input.dataset.first_digit = String(first);
  captcha.input.dataset.second_digit = String(second);
  if (captcha.question) captcha.question.textContent = `${first} + ${second}`;
  captcha.input.ariaLabel = `${name}: ${first} + ${second} =`;
}
