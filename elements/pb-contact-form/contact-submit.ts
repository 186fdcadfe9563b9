/**
 * The contact form's checks and sending, loaded when a visitor first focuses the form (or submits it), so a page
 * that only shows a form does not pay for them (PERF.md §5: the form's eager code stays within 4 kB).
 * `checkContact` runs the spec's client checks and shows problems the accessible way; `sendContact` posts the
 * form and puts the server's answer in place, or keeps everything and says why it failed.
 */
import { create } from '../base/dom.js';
import { getConfig } from '../core/config.js';
import { FAILURE_MESSAGES, type FailureKind } from '../core/failure-messages.js';
import { postForm, sameOriginUrl } from '../core/form-request.js';
import { safeFragment } from '../core/safe-html.js';
import { safeRedirect } from '../core/safe-redirect.js';
import { prepareSpamProtection, spamToken } from '../core/spam-protection.js';
import { captchaState, redraw, type MathCaptcha } from './captcha.js';
import { contactBody } from './contact-body.js';
import { clearDraft } from '../forms/draft.js';
import { clearMarks, flagTitle, markField, renderSummary, type SummaryItem } from '../forms/error-summary.js';
import { PbFormSubmitEvent } from '../forms/events.js';
import { fieldValues, type FormField } from '../forms/form-fields.js';
import { validate, type FormMessages } from './validation.js';

/** What the element hands over, and all this part sees of it: its parts as upgraded, and its settings. */
export interface ContactSubmission {
  /** The module root: its id names the answer's part and the event; the success container replaces its content. */
  root: HTMLElement;
  form: HTMLFormElement;
  /** The theme's message box: a live region that takes focus. */
  box: HTMLElement;
  fields: readonly FormField[];
  /** Ids of the fields a condition hides now. */
  hidden: ReadonlySet<string>;
  captcha?: MathCaptcha;
  /** The form number in the theme's field names. */
  number: string;
  draftKey: string;
  /** Shown on a required field left empty (default "Please fill in this field."). */
  requiredMessage?: string;
  /** Replaces the English failure texts, by kind. */
  failureMessages?: Partial<Record<FailureKind, string>>;
  /** Milliseconds to wait for the server (none, zero or negative: the default). */
  timeout?: number;
  /** The element's own warning and event channels (protected there). */
  warn(message: string): void;
  emit(event: Event): void;
}

// Loaded on the visitor's first focus: the captcha script (where the site uses one) is fetched from then on.
prepareSpamProtection();

const fillIn = (s: ContactSubmission) => s.requiredMessage || 'Please fill in this field.';

/** The spec's client checks. Marks problems and moves focus to the summary; true when there are none. */
export function checkContact(s: ContactSubmission): boolean {
  const { form, box, captcha } = s;
  const { forms } = getConfig();
  const messages: FormMessages = {
    fill: forms.fillMessage,
    error: forms.errorMessage,
    invalid: forms.invalidMessage,
    wrongCaptcha: forms.wrongCaptchaMessage,
    captcha: forms.captchaMessage,
  };
  const checked = s.fields.filter((f) => !f.honeypot);
  const states = checked.map((f) => ({
    id: f.id,
    label: f.label,
    type: f.type,
    required: f.required,
    hidden: s.hidden.has(f.id),
    values: fieldValues(f),
  }));
  const result = validate(states, captcha && captchaState(captcha), messages);
  clearMarks(form);
  if (result.ok) {
    flagTitle(false);
    return true;
  }
  const missing: SummaryItem[] = [];
  const errors: SummaryItem[] = [];
  for (const id of result.invalid) {
    const field = checked.find((f) => f.id === id)!;
    const empty = !fieldValues(field).some((v) => v.trim());
    const group = field.type === 'checkbox' || field.type === 'radio';
    const first = field.controls[0] ?? field.main;
    markField(
      field.wrapper,
      group ? field.wrapper : field.main,
      group ? field.controls : [field.main],
      empty ? fillIn(s) : messages.invalid,
    );
    (empty ? missing : errors).push({
      text: empty ? field.label || messages.captcha : `${field.label}: ${messages.invalid}`,
      target: first,
    });
  }
  if (captcha) {
    const answer = captcha.input.value.trim();
    if (!answer) {
      missing.push({ text: messages.captcha, target: captcha.input });
      markField(captcha.input.parentElement!, captcha.input, [captcha.input], fillIn(s));
    } else if (result.captchaWrong) {
      redraw(captcha, messages.captcha);
      errors.push({ text: `${messages.wrongCaptcha} ${captcha.input.ariaLabel}`, target: captcha.input });
      markField(captcha.input.parentElement!, captcha.input, [captcha.input], messages.wrongCaptcha);
    }
  }
  renderSummary(box, missing, errors, messages.fill, messages.error);
  flagTitle(true);
  box.focus();
  return false;
}

/** Sends the checked form. Resolves with whether the server accepted it. */
export async function sendContact(s: ContactSubmission): Promise<boolean> {
  const { form } = s;
  const token = await spamToken('contact_form');
  const action = form.getAttribute('action') || location.href;
  if (!sameOriginUrl(action)) {
    // Another site's form is sent the way the browser would, without our help.
    s.warn(`posts to another origin (${action}); sending it without JavaScript.`);
    HTMLFormElement.prototype.submit.call(form);
    return false;
  }
  const timeout = s.timeout && s.timeout > 0 ? s.timeout : undefined;
  const reply = await postForm(action, contactBody(form, s.fields, s.hidden, s.number, token, s.captcha), timeout);
  return reply.kind === 'answer' ? answer(s, reply.text) : fail(s, reply.kind);
}

/** A real answer from the server: its message box, or the whole success container, rebuilt safely. */
function answer(s: ContactSubmission, html: string): boolean {
  const { root, box } = s;
  const selector = root.id ? `#${CSS.escape(root.id)}` : `.et_pb_contact_form_${CSS.escape(s.number)}`;
  const reply = safeFragment(html, selector);
  if (!reply) return fail(s, 'server');
  const replyBox = reply.querySelector('.et-pb-contact-message');
  if (reply.querySelector('.et_pb_contact_error_text')) {
    // The server refused: its reasons go in the message box, and the visitor's form stays as it is.
    box.replaceChildren(...(replyBox ?? reply).childNodes);
    box.focus();
    return false;
  }
  clearDraft(s.draftKey);
  flagTitle(false);
  // The success container replaces the form; the message box stays the same live region (TRUST.md #37).
  const hadFocus = root.contains(document.activeElement) && document.activeElement !== box;
  box.replaceChildren(...(replyBox?.childNodes ?? []));
  replyBox?.replaceWith(box);
  root.replaceChildren(...(replyBox ? reply.childNodes : [box, ...reply.childNodes]));
  if (hadFocus) box.focus();
  s.emit(new PbFormSubmitEvent({ form: 'contact', id: root.id || `et_pb_contact_form_${s.number}` }));
  const redirect = root.dataset.redirect_url;
  if (redirect) {
    const target = safeRedirect(
      redirect,
      location.origin,
      getConfig().forms.redirectOrigins.split(/\s+/).filter(Boolean),
    );
    if (target) location.assign(target);
    else s.warn(`will not redirect to ${redirect}: not this site or an allowed one.`);
  }
  return true;
}

/** The request failed: the form keeps everything, says why, and can be sent again. */
function fail(s: ContactSubmission, kind: FailureKind): false {
  const text = s.failureMessages?.[kind] || FAILURE_MESSAGES[kind];
  s.box.replaceChildren(create('p', { className: 'pb-form__failure', textContent: text }));
  return false;
}
