/**
 * The contact form post, as the page builder takes it: the form posts to its own page, and the answer is that
 * page with the form's container holding the success message, or the errors followed by the form again (the
 * client replaces the container's children from the answer). Checked against contact-forms.mjs.
 */
import { divInnerRange, EMAIL, escapeHtml } from './html.mjs';
import { verifyNonce } from './nonce.mjs';

const NONCE_ACTION = 'et-pb-contact-form-submitted';

/** The form number a post is for, or undefined when the body is not a contact form post. */
export function contactFormNumber(fields) {
  for (const [name, value] of fields) {
    const m = /^et_pb_contactform_submit_(\d{1,3})$/.exec(name);
    if (m && value === 'et_contact_proccess') return Number(m[1]);
  }
  return undefined;
}

const text = (fields, name) => {
  const v = fields.get(name);
  return typeof v === 'string' ? v.trim() : '';
};

/** Checks one post; `{ errors }` or `{ values }` (the accepted values keyed by field id). */
export function checkContactPost(form, n, fields, { db, now }) {
  if (!verifyNonce(db, NONCE_ACTION, fields.get(`_wpnonce-${NONCE_ACTION}-${n}`), now))
    return { errors: ['Please refresh the page and try again.'] };
  // The honeypot: people never see it, so anything in it is a bot.
  if (text(fields, `et_pb_contact_et_number_${n}`) !== '')
    return { errors: ['Make sure you fill in all required fields.'] };
  const errors = [];
  if (form.captcha) {
    const answer = text(fields, `et_pb_contact_captcha_${n}`);
    const first = Number(text(fields, `et_pb_contact_captcha_first_digit_${n}`));
    const second = Number(text(fields, `et_pb_contact_captcha_second_digit_${n}`));
    const digit = (d) => Number.isInteger(d) && d >= 1 && d <= 15;
    if (answer === '') errors.push('Make sure you entered the captcha.');
    else if (!digit(first) || !digit(second) || !/^\d{1,2}$/.test(answer) || Number(answer) !== first + second)
      errors.push('You entered the wrong number in captcha.');
  }
  const values = {};
  let missing = false;
  let badEmail = false;
  for (const field of form.fields) {
    const value = text(fields, `et_pb_contact_${field.id}_${n}`).slice(0, 5000);
    // The server decides from its own condition whether the field shows, not from the browser's hidden list
    // (which a visitor without JavaScript never sends); a field that does not show is neither required nor kept.
    const [other, , expected] = field.when ?? [];
    if (field.when && text(fields, `et_pb_contact_${other}_${n}`) !== expected) continue;
    if (value === '') {
      if (field.required) missing = true;
      continue;
    }
    if (field.type === 'email' && !EMAIL.test(value)) badEmail = true;
    if ((field.type === 'radio' || field.type === 'select') && !field.options.includes(value)) missing = true;
    if (field.type === 'checkbox' && !value.split(', ').every((v) => field.options.includes(v))) missing = true;
    values[field.id] = value;
  }
  if (missing) errors.push('Make sure you fill in all required fields.');
  if (badEmail) errors.push('Invalid Email.');
  return errors.length ? { errors } : { values };
}

const container = (n, inner) =>
  `<div id="et_pb_contact_form_${n}" class="et_pb_module et_pb_contact_form_container clearfix et_pb_contact_form_${n}" data-form_unique_num="${n}">${inner}</div>`;

/**
 * The answer page. `page` is the HTML the path serves (already nonce-filled) or undefined; with a container
 * for form `n` in it, that container's inner HTML is replaced and the rest of the page kept.
 */
export function renderContactAnswer(page, n, form, result) {
  const message = result.errors
    ? `<div class="et-pb-contact-message"><ul>${result.errors.map((e) => `<li class="et_pb_contact_error_text">${escapeHtml(e)}</li>`).join('')}</ul></div>`
    : `<div class="et-pb-contact-message"><p>${escapeHtml(form.successMessage)}</p></div>`;
  const range = page && divInnerRange(page, `et_pb_contact_form_${n}`);
  if (!range)
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Contact</title></head><body>${container(n, message)}</body></html>`;
  const inner = page.slice(range[0], range[1]);
  const title = /<h1 class="et_pb_contact_main_title"[^>]*>[\s\S]*?<\/h1>/.exec(inner)?.[0] ?? '';
  // On refusal the form follows the errors again, so the visitor can correct it.
  const rest = result.errors
    ? inner.replace(title, '').replace(/<div class="et-pb-contact-message">[\s\S]*?<\/div>/, '')
    : '';
  return page.slice(0, range[0]) + title + message + rest + page.slice(range[1]);
}

/** How long an identical post counts as a repeat of the first rather than a new message. */
const REPEAT_WINDOW_MS = 10 * 60 * 1000;

/**
 * Stores an accepted post, once: the same values for the same form within ten minutes are a repeat (a visitor's
 * retry after a reply that never arrived: the server stored the post, then the connection or the process went),
 * answered as a success and not stored again. The form sends no key of its own to tell a retry from a new post;
 * the CMS's comments are de-duplicated the same way, by their content. True when a row was added.
 */
export function storeContact(db, { page, n, values, ip, now }) {
  const fields = JSON.stringify(values);
  return db.transaction(() => {
    const repeat = db
      .prepare(
        'SELECT 1 FROM contact_submissions WHERE page = ? AND form_number = ? AND fields = ? AND received_at > ?',
      )
      .get(page, n, fields, new Date(now - REPEAT_WINDOW_MS).toISOString());
    if (repeat) return false;
    db.prepare(
      'INSERT INTO contact_submissions (page, form_number, fields, ip, received_at) VALUES (?, ?, ?, ?, ?)',
    ).run(page, n, fields, ip, new Date(now).toISOString());
    return true;
  })();
}
