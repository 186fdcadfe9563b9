/**
 * The newsletter's custom fields, checks and sending, loaded on the visitor's first focus (or at once when the
 * module has conditional fields or a kept draft), so a page that only shows the module pays for the element
 * shell alone (PERF.md §5: newsletter ≤ 2 kB eager). `prepare` applies a draft and the conditions, `changed`
 * re-evaluates and keeps the draft, `subscribe` checks and sends.
 */
import { getConfig } from '../core/config.js';
import { FAILURE_MESSAGES } from '../core/failure-messages.js';
import { postForm } from '../core/form-request.js';
import { safeRedirect } from '../core/safe-redirect.js';
import { prepareSpamProtection, spamToken } from '../core/spam-protection.js';
import { applyDraft, clearDraft, loadDraft, readDraft, saveDraft } from '../forms/draft.js';
import { EMAIL_PATTERN } from '../forms/email-pattern.js';
import { clearMarks, markField, renderSummary, type SummaryItem } from '../forms/error-summary.js';
import { PbFormSubmitEvent } from '../forms/events.js';
import { applyConditions, conditionalFields, type ConditionalField } from '../forms/field-conditions.js';
import { fieldValues, readFields, type FormField } from '../forms/form-fields.js';
import { redirectWithQuery } from './redirect-query.js';
import { readReply, subscribeBody } from './subscribe-body.js';

// Loaded on the visitor's first focus: the captcha script (where the site uses one) is fetched from then on.
prepareSpamProtection();

/** What the element hands over, and all this part sees of it: its parts as upgraded, and its channels (protected there). */
export interface NewsletterParts {
  /** The module root: its id, redirect address and redirect query. */
  root: HTMLElement;
  form: HTMLFormElement;
  /** The theme's error box: a live region that takes focus. */
  box: HTMLElement;
  draftKey: string;
  warn(message: string): void;
  emit(event: Event): void;
}

/** What sending needs besides the parts: the element's settings at the time, and its loading look. */
export interface SubscribeOptions extends NewsletterParts {
  /** Shown on a required input left empty (default "Please fill in this field."). */
  requiredMessage?: string;
  /** Milliseconds to wait for the server (none, zero or negative: the default). */
  timeout?: number;
  /** Shows (true) or ends (false) the button's loading look. */
  loading(on: boolean): void;
}

/** Where a checked redirect goes: the address bar, unless a test observes it (`observeRedirects`). */
let navigate = (url: string) => location.assign(url);

/**
 * @internal For tests only: hands the next redirects to `observer` instead of the address bar, so a test can
 * check the address without leaving its page; called without one, redirects go to the address bar again.
 */
export function observeRedirects(observer?: (url: string) => void): void {
  navigate = observer ?? ((url) => location.assign(url));
}

const ERROR = 'et_pb_signup_error';
const custom = new WeakMap<HTMLFormElement, { fields: FormField[]; conditional: ConditionalField[] }>();

function fieldsOf(p: NewsletterParts) {
  let known = custom.get(p.form);
  if (!known) {
    const fields = readFields(p.form).filter((f) => f.wrapper.matches('.et_pb_signup_custom_field'));
    custom.set(p.form, (known = { fields, conditional: conditionalFields(fields, p.warn) }));
  }
  return known;
}

const evaluate = (p: NewsletterParts) => applyConditions(fieldsOf(p).fields, fieldsOf(p).conditional);

/** At upgrade: a kept draft back into empty inputs, and the conditions applied. */
export function prepare(p: NewsletterParts): void {
  const draft = loadDraft(p.draftKey);
  if (draft) applyDraft(p.form, draft);
  evaluate(p);
}

/** After each change: the conditions again, and the draft kept. */
export function changed(p: NewsletterParts): void {
  evaluate(p);
  saveDraft(p.draftKey, readDraft(p.form));
}

/** Checks and sends; resolves with whether the subscription was accepted. */
export async function subscribe(p: SubscribeOptions): Promise<boolean> {
  const { root, form, box } = p;
  const hidden = evaluate(p);
  if (!check(p, hidden)) return false;
  p.loading(true);
  const value = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)?.value.trim() ?? '';
  const values: Record<string, string | Record<string, string>> = {};
  for (const field of fieldsOf(p).fields) {
    if (hidden.has(field.id)) continue;
    values[field.id] =
      field.type === 'checkbox'
        ? Object.fromEntries(
            field.controls.filter((c) => (c as HTMLInputElement).checked).map((c) => [c.dataset.id || c.id, c.value]),
          )
        : (fieldValues(field)[0] ?? '');
  }
  const firstName = value('et_pb_signup_firstname');
  const lastName = value('et_pb_signup_lastname');
  const email = value('et_pb_signup_email');
  const { ajaxUrl, nonces, forms } = getConfig();
  const token = await spamToken('subscribe');
  const body = subscribeBody({
    nonce: nonces.frontend ?? '',
    listId: value('et_pb_signup_list_id'),
    firstName,
    lastName,
    email,
    provider: value('et_pb_signup_provider'),
    account: value('et_pb_signup_account_name'),
    ip: value('et_pb_signup_ip_address'),
    custom: values,
    hidden: [...hidden],
    token,
  });
  const reply = await postForm(ajaxUrl, body, p.timeout && p.timeout > 0 ? p.timeout : undefined);
  const answer = reply.kind === 'answer' ? readReply(reply.text) : undefined;
  if (answer?.kind !== 'success') {
    // Shown as text, never as HTML (TRUST.md C5); the visitor's input stays (C4).
    show(
      box,
      reply.kind !== 'answer'
        ? FAILURE_MESSAGES[reply.kind]
        : answer?.kind === 'error'
          ? answer.text
          : forms.subscriptionFailedMessage,
    );
    return false;
  }
  clearDraft(p.draftKey);
  const id = root.id;
  p.emit(new PbFormSubmitEvent({ form: 'newsletter', id: id || 'et_pb_newsletter' }));
  const redirect = root.dataset.redirect_url;
  const target =
    redirect && safeRedirect(redirect, location.origin, forms.redirectOrigins.split(/[\s,]+/).filter(Boolean));
  if (target) {
    navigate(
      redirectWithQuery(target, root.dataset.redirect_query, {
        firstName,
        lastName,
        email,
        ip: root.dataset.ip_address ?? '',
        formId: id,
      }),
    );
    return true;
  }
  if (redirect) p.warn(`will not redirect to ${redirect}: not this site or an allowed one.`);
  box.style.display = '';
  const fields = form.querySelector<HTMLElement>('.et_pb_newsletter_fields');
  if (fields) fields.hidden = true;
  const success = form.querySelector<HTMLElement>('.et_pb_newsletter_success');
  if (success) {
    success.style.display = 'block';
    success.tabIndex = -1;
    success.setAttribute('role', 'status');
    success.focus();
  }
  return true;
}

function show(box: HTMLElement, text: string): void {
  box.textContent = text;
  box.style.display = 'block';
  box.focus();
}

/** The client checks (MARKUP.md §8.2): marks problems, fills and focuses the error box; true when there are none. */
function check(p: SubscribeOptions, hidden: ReadonlySet<string>): boolean {
  const { form, box } = p;
  const { fillMessage, errorMessage, invalidMessage } = getConfig().forms;
  const fill = p.requiredMessage || 'Please fill in this field.';
  clearMarks(form);
  form.querySelectorAll(`.${ERROR}`).forEach((el) => el.classList.remove(ERROR));
  const missing: SummaryItem[] = [];
  const errors: SummaryItem[] = [];
  const labelOf = (control: HTMLElement) =>
    (control.id && form.querySelector(`label[for="${control.id}"]`)?.textContent?.trim()) ||
    control.getAttribute('placeholder') ||
    '';
  /** `empty`, a bad email, or the first natively invalid control: marks the field and lists it. */
  const judge = (wrapper: HTMLElement, controls: HTMLElement[], label: string, empty: boolean, email: boolean) => {
    const native = (controls as HTMLInputElement[]).find((c) => !c.checkValidity());
    const message = empty ? fill : email ? invalidMessage : native?.validationMessage;
    if (!message) return;
    for (const control of controls) control.classList.add(ERROR);
    markField(wrapper, controls.length > 1 ? wrapper : controls[0], controls, message);
    (empty ? missing : errors).push({ text: empty ? label : `${label}: ${message}`, target: controls[0] });
  };
  for (const name of ['et_pb_signup_firstname', 'et_pb_signup_lastname', 'et_pb_signup_email']) {
    const input = form.querySelector<HTMLInputElement>(`[name="${name}"]`);
    const text = input?.value.trim();
    if (input)
      judge(
        input.parentElement!,
        [input],
        labelOf(input),
        !text,
        name.endsWith('email') && !!text && !EMAIL_PATTERN.test(text),
      );
  }
  for (const field of fieldsOf(p).fields) {
    if (hidden.has(field.id)) continue;
    const [first = ''] = fieldValues(field).filter((v) => v.trim());
    judge(
      field.wrapper,
      field.controls,
      field.label || labelOf(field.main),
      field.required && !first,
      field.type === 'email' && !!first && !EMAIL_PATTERN.test(first.trim()),
    );
  }
  if (!missing.length && !errors.length) {
    box.replaceChildren();
    box.style.display = '';
    return true;
  }
  renderSummary(box, missing, errors, fillMessage, errorMessage);
  box.style.display = 'block';
  box.focus();
  return false;
}
