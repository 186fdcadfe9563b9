import type { PropertyDeclarations, PropertyValues } from '@lit/reactive-element';
import { create } from '../base/dom.js';
import { PbElement } from '../base/pb-element.js';
import { getConfig } from '../core/config.js';
import { FAILURE_MESSAGES, postForm, sameOriginUrl, type FailureKind } from '../core/form-request.js';
import { safeFragment } from '../core/safe-html.js';
import { safeRedirect } from '../core/safe-redirect.js';
import { prepareSpamProtection, spamToken } from '../core/spam-protection.js';
import { captchaState, readCaptcha, redraw, type MathCaptcha } from './captcha.js';
import { CONDITION_DEBOUNCE } from './conditions.js';
import { applyDraft, clearDraft, loadDraft, readDraft, saveDraft } from './draft.js';
import { clearMarks, flagTitle, markField, renderSummary, type SummaryItem } from './error-summary.js';
import { applyConditions, conditionalFields, type ConditionalField } from './field-conditions.js';
import { fieldValues, readFields, type FormField } from './form-fields.js';
import { PbFormSubmitEvent } from './events.js';
import { contactBody } from './contact-body.js';
import { validate, type FormMessages } from './validation.js';

/**
 * The theme's contact form (MARKUP.md §8.1), upgraded in place; without JavaScript the printed form still posts.
 * Checks what the spec says before sending (required fields, email pattern, math captcha, fields hidden by a
 * condition skipped) and shows problems the accessible way: an error summary that takes focus and links to each
 * field, `aria-invalid` and a message on each field, "Error: " in the page title. Sends with `fetch` to the form's
 * own address (one request at a time, nothing after a success), puts the server's answer in place (rebuilt
 * safely), and after any failure keeps every word the visitor typed and lets them send again. A draft survives an
 * accidental reload (sessionStorage, this tab only; never passwords or the captcha), and is cleared on success.
 *
 * @summary Contact form over the theme's markup: validation, conditional fields, safe retryable sending.
 * @tag pb-contact-form
 * @event {PbFormSubmitEvent} pb-form-submit - The server accepted the message (the A/B goal); detail `{ form, id }`.
 */
export class ContactFormElement extends PbElement {
  static override tagName = 'pb-contact-form';

  static override properties: PropertyDeclarations = {
    requiredMessage: { attribute: 'required-message' },
    sendingMessage: { attribute: 'sending-message' },
    failureMessages: { attribute: 'failure-messages', type: Object },
    timeout: { type: Number },
  };

  /** Shown on a required field left empty (default "Please fill in this field."). */
  declare requiredMessage?: string;
  /** Announced while the message is being sent (default "Sending…"). */
  declare sendingMessage?: string;
  /** Replaces the English failure texts, by kind: offline, timeout, server, expired, busy, foreign (JSON). */
  declare failureMessages?: Partial<Record<FailureKind, string>>;
  /** Milliseconds to wait for the server before the visitor may send again (default 20 000). */
  declare timeout?: number;

  #form?: HTMLFormElement;
  #box?: HTMLElement;
  #fields: FormField[] = [];
  #conditional: ConditionalField[] = [];
  #hidden = new Set<string>();
  #captcha?: MathCaptcha;
  #sending = false;
  #sent = false;
  #conditionTimer?: ReturnType<typeof setTimeout>;

  /** The module root: the CMS container inside the tag, else the tag itself. */
  get root(): HTMLElement {
    return this.querySelector<HTMLElement>(':scope > .et_pb_contact_form_container') ?? this;
  }

  /** True while a message is on its way. */
  get sending(): boolean {
    return this.#sending;
  }

  /** The form number the theme puts in its field names (`data-form_unique_num`). */
  get #number(): string {
    return this.root.dataset.form_unique_num ?? '0';
  }

  get #draftKey(): string {
    return `${location.pathname}#${this.root.id || this.#number}`;
  }

  protected override update(changed: PropertyValues): void {
    super.update(changed);
    if (!this.#form) this.#build();
  }

  #build(): void {
    const root = this.root;
    const form = root.querySelector<HTMLFormElement>('form.et_pb_contact_form, form');
    if (!form) {
      this.warn('has no <form>; nothing to upgrade.');
      return;
    }
    this.#form = form;
    // Our checks and messages replace the browser's bubbles (which cannot use the page's strings).
    form.noValidate = true;
    let box = root.querySelector<HTMLElement>('.et-pb-contact-message');
    if (!box) root.prepend((box = create('div', { className: 'et-pb-contact-message' })));
    box.setAttribute('role', 'alert');
    box.tabIndex = -1;
    this.#box = box;
    this.#fields = readFields(form);
    for (const trap of this.#fields.filter((f) => f.honeypot)) {
      trap.wrapper.hidden = true;
      trap.main.tabIndex = -1;
      trap.main.autocomplete = 'off';
    }
    this.#conditional = conditionalFields(this.#fields, (message) => this.warn(message));
    this.#captcha = readCaptcha(form, getConfig().forms.captchaMessage, (message) => this.warn(message));
    const draft = loadDraft(this.#draftKey);
    if (draft) applyDraft(form, draft);
    this.#syncCheckboxes();
    this.#hidden = applyConditions(this.#fields, this.#conditional);
  }

  protected override connected(): void {
    const form = this.#form;
    if (!form) return;
    const listen = this.connection.listen.bind(this.connection);
    prepareSpamProtection();
    listen(form, 'submit', (event) => {
      event.preventDefault();
      void this.submit();
    });
    listen(form, 'change', () => {
      this.#syncCheckboxes();
      this.#evaluate();
      this.#keepDraft();
    });
    listen(form, 'input', () => this.#keepDraft());
    listen(form, 'keydown', () => {
      clearTimeout(this.#conditionTimer);
      this.#conditionTimer = setTimeout(() => this.#evaluate(), CONDITION_DEBOUNCE);
    });
    // Summary links move focus to their field, not just the view.
    listen(this.root, 'click', (event) => {
      const link = (event.target as Element).closest<HTMLAnchorElement>('.et-pb-contact-message a[href^="#"]');
      const target = link && this.root.querySelector<HTMLElement>(`[id="${CSS.escape(link.hash.slice(1))}"]`);
      if (!target) return;
      event.preventDefault();
      target.focus();
    });
    this.connection.add(() => clearTimeout(this.#conditionTimer));
  }

  /** Checks and sends the form, as its submit button does. Resolves with whether the server accepted it. */
  async submit(): Promise<boolean> {
    const form = this.#form;
    const box = this.#box;
    if (!form || !box || this.#sending || this.#sent) return false;
    if (!this.#check()) return false;
    this.#sending = true;
    this.root.classList.add('pb-form--sending');
    this.root.ariaBusy = 'true';
    box.textContent = this.sendingMessage || 'Sending…';
    try {
      const token = await spamToken('contact_form');
      const action = form.getAttribute('action') || location.href;
      if (!sameOriginUrl(action)) {
        // Another site's form is sent the way the browser would, without our help.
        this.warn(`posts to another origin (${action}); sending it without JavaScript.`);
        this.#sending = false;
        HTMLFormElement.prototype.submit.call(form);
        return false;
      }
      const reply = await postForm(action, contactBody(form, this.#fields, this.#hidden, this.#number, token, this.#captcha), this.timeout && this.timeout > 0 ? this.timeout : undefined);
      return reply.kind === 'answer' ? this.#answer(reply.text) : this.#fail(reply.kind);
    } finally {
      this.#sending = false;
      this.root.classList.remove('pb-form--sending');
      this.root.ariaBusy = null;
    }
  }

  /** The spec's client checks. Marks problems and moves focus to the summary; true when there are none. */
  #check(): boolean {
    const form = this.#form!;
    const box = this.#box!;
    const { forms } = getConfig();
    const messages: FormMessages = { fill: forms.fillMessage, error: forms.errorMessage, invalid: forms.invalidMessage, wrongCaptcha: forms.wrongCaptchaMessage, captcha: forms.captchaMessage };
    this.#hidden = applyConditions(this.#fields, this.#conditional);
    const checked = this.#fields.filter((f) => !f.honeypot);
    const states = checked.map((f) => ({ id: f.id, label: f.label, type: f.type, required: f.required, hidden: this.#hidden.has(f.id), values: fieldValues(f) }));
    const captcha = this.#captcha;
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
      markField(field.wrapper, group ? field.wrapper : field.main, group ? field.controls : [field.main], empty ? this.requiredMessage || 'Please fill in this field.' : messages.invalid);
      (empty ? missing : errors).push({ text: empty ? field.label || messages.captcha : `${field.label}: ${messages.invalid}`, target: first });
    }
    if (captcha) {
      const answer = captcha.input.value.trim();
      if (!answer) {
        missing.push({ text: messages.captcha, target: captcha.input });
        markField(captcha.input.parentElement!, captcha.input, [captcha.input], this.requiredMessage || 'Please fill in this field.');
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

  /** A real answer from the server: its message box, or the whole success container, rebuilt safely. */
  #answer(html: string): boolean {
    const root = this.root;
    const box = this.#box!;
    const selector = root.id ? `#${CSS.escape(root.id)}` : `.et_pb_contact_form_${CSS.escape(this.#number)}`;
    const reply = safeFragment(html, selector);
    if (!reply) return this.#fail('server');
    const replyBox = reply.querySelector('.et-pb-contact-message');
    if (reply.querySelector('.et_pb_contact_error_text')) {
      // The server refused: its reasons go in the message box, and the visitor's form stays as it is.
      box.replaceChildren(...(replyBox ?? reply).childNodes);
      box.focus();
      return false;
    }
    this.#sent = true;
    clearDraft(this.#draftKey);
    flagTitle(false);
    // The success container replaces the form; the message box stays the same live region (TRUST.md #37).
    const hadFocus = root.contains(document.activeElement) && document.activeElement !== box;
    box.replaceChildren(...(replyBox?.childNodes ?? []));
    replyBox?.replaceWith(box);
    root.replaceChildren(...(replyBox ? reply.childNodes : [box, ...reply.childNodes]));
    if (hadFocus) box.focus();
    this.emit(new PbFormSubmitEvent({ form: 'contact', id: root.id || `et_pb_contact_form_${this.#number}` }));
    const redirect = root.dataset.redirect_url;
    if (redirect) {
      const target = safeRedirect(redirect, location.origin, getConfig().forms.redirectOrigins.split(/\s+/).filter(Boolean));
      if (target) location.assign(target);
      else this.warn(`will not redirect to ${redirect}: not this site or an allowed one.`);
    }
    return true;
  }

  /** The request failed: the form keeps everything, says why, and can be sent again. */
  #fail(kind: FailureKind): false {
    const text = this.failureMessages?.[kind] || FAILURE_MESSAGES[kind];
    this.#box!.replaceChildren(create('p', { className: 'pb-form__failure', textContent: text }));
    return false;
  }

  /** Conditions, now (debounced after typing). */
  #evaluate(): void {
    this.#hidden = applyConditions(this.#fields, this.#conditional);
  }

  #keepDraft(): void {
    if (this.#form && !this.#sent) saveDraft(this.#draftKey, readDraft(this.#form));
  }

  /** A checkbox group's hidden handle carries the chosen values, as the theme's script keeps it. */
  #syncCheckboxes(): void {
    for (const field of this.#fields.filter((f) => f.type === 'checkbox')) {
      if (field.main instanceof HTMLInputElement && field.main.type === 'hidden') field.main.value = fieldValues(field).join(', ');
    }
  }
}
