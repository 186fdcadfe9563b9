import type { PropertyDeclarations, PropertyValues } from '@lit/reactive-element';
import { create } from '../base/dom.js';
import { onDemand } from '../base/on-demand.js';
import { PbElement } from '../base/pb-element.js';
import { getConfig } from '../core/config.js';
import type { FailureKind } from '../core/form-request.js';
import { readCaptcha, type MathCaptcha } from './captcha.js';
import type { ContactSubmission } from './contact-submit.js';
import { CONDITION_DEBOUNCE } from '../forms/conditions.js';
import { applyDraft, loadDraft, readDraft, saveDraft } from '../forms/draft.js';
import { applyConditions, conditionalFields, type ConditionalField } from '../forms/field-conditions.js';
import { fieldValues, readFields, type FormField } from '../forms/form-fields.js';

/** The checks and sending, fetched on the first focus in a form, so they are usually here by the time of sending. */
const sender = onDemand('pb-contact-form/contact-submit', () => import('./contact-submit.js'));

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
export class PbContactFormElement extends PbElement {
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
    listen(form, 'focusin', () => void sender.load(this).catch(() => undefined));
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
    // Locked from the first moment: a second click while the sending code loads sends nothing more.
    this.#sending = true;
    try {
      let code: typeof import('./contact-submit.js');
      try {
        code = await sender.load(this);
      } catch {
        // Offline before the sending code arrived: the browser posts the form itself (the draft keeps the words).
        // The next submit, if the page is still here, loads the code again.
        this.warn('could not load its sending code; the browser sends the form instead.');
        HTMLFormElement.prototype.submit.call(form);
        return false;
      }
      this.#hidden = applyConditions(this.#fields, this.#conditional);
      const submission: ContactSubmission = {
        root: this.root,
        form,
        box,
        fields: this.#fields,
        hidden: this.#hidden,
        captcha: this.#captcha,
        number: this.#number,
        draftKey: this.#draftKey,
        requiredMessage: this.requiredMessage,
        failureMessages: this.failureMessages,
        timeout: this.timeout,
        warn: (message) => this.warn(message),
        emit: (event) => void this.emit(event),
      };
      if (!code.checkContact(submission)) return false;
      this.root.classList.add('pb-form--sending');
      this.root.ariaBusy = 'true';
      box.textContent = this.sendingMessage || 'Sending…';
      return (this.#sent = await code.sendContact(submission));
    } finally {
      this.#sending = false;
      this.root.classList.remove('pb-form--sending');
      this.root.ariaBusy = null;
    }
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
      if (field.main instanceof HTMLInputElement && field.main.type === 'hidden')
        field.main.value = fieldValues(field).join(', ');
    }
  }
}
