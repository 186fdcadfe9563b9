import type { PropertyDeclarations, PropertyValues } from '@lit/reactive-element';
import { onDemand } from '../base/on-demand.js';
import { PbElement } from '../base/pb-element.js';
import { hasDraft } from '../forms/draft-key.js';
import type { NewsletterParts } from './subscribe.js';

const LOADING = 'et_pb_button_text_loading';

/** The custom fields, checks and sending, fetched on the first focus in a form (cached, retried: on-demand.ts). */
const subscriber = onDemand('pb-newsletter/subscribe', () => import('./subscribe.js'));

/**
 * The theme's email opt-in module (MARKUP.md §8.2), upgraded in place. The `#` link becomes a real button (Enter
 * and Space), and Enter in any input sends. First and last name (when present) must be filled, the email match
 * the standard pattern, each input be natively valid, and custom fields follow the contact form's rules and
 * conditions. Problems are listed in the theme's error box (a focusable live region) and marked on each input
 * (`et_pb_signup_error`, `aria-invalid`, a described-by message). Sends the CMS's subscribe action to the
 * same-origin ajax endpoint, one request at a time and nothing after a success; any failure keeps the input and
 * lets the visitor send again. A draft survives an accidental reload (sessionStorage, this tab only).
 * The FeedBurner variant keeps its native popup submit, opened with `noopener`.
 *
 * @summary Email opt-in over the theme's markup: accessible checks, safe retryable subscribing.
 * @tag pb-newsletter
 * @event {PbFormSubmitEvent} pb-form-submit - The provider accepted the subscription (the A/B goal); detail `{ form: 'newsletter', id }`.
 * @cssprop --pb-newsletter-spinner - The loader's colour (default `currentColor`).
 */
export class PbNewsletterElement extends PbElement {
  static override tagName = 'pb-newsletter';

  static override properties: PropertyDeclarations = {
    requiredMessage: { attribute: 'required-message' },
    timeout: { type: Number },
  };

  /** Shown on a required input left empty (default "Please fill in this field."). */
  declare requiredMessage?: string;
  /** Milliseconds to wait for the server before the visitor may send again (default 20 000). */
  declare timeout?: number;

  #parts?: NewsletterParts;
  #sending = false;
  #sent = false;

  /** The module root: the CMS container inside the tag, else the tag itself. */
  get root(): HTMLElement {
    return this.querySelector<HTMLElement>('.et_pb_newsletter') ?? this;
  }

  /** True while a subscription is on its way. */
  get sending(): boolean {
    return this.#sending;
  }

  protected override update(changed: PropertyValues): void {
    super.update(changed);
    if (this.#parts) return;
    const form = this.root.querySelector<HTMLFormElement>('.et_pb_newsletter_form:not(.et_pb_feedburner_form) form');
    const box = form?.querySelector<HTMLElement>('.et_pb_newsletter_error');
    if (!form || !box) return;
    // Our checks and messages replace the browser's bubbles.
    form.noValidate = true;
    box.setAttribute('role', 'alert');
    box.tabIndex = -1;
    const draftKey = `${location.pathname}#${this.root.id || 'newsletter'}`;
    this.#parts = {
      root: this.root,
      form,
      box,
      draftKey,
      warn: (message) => this.warn(message),
      emit: (event) => void this.emit(event),
    };
    if (hasDraft(draftKey) || form.querySelector('[data-conditional-logic]'))
      this.#run((code, parts) => code.prepare(parts));
  }

  protected override connected(): void {
    const { connection } = this;
    const feed = this.root.querySelector<HTMLFormElement>('.et_pb_feedburner_form form');
    if (feed && !feed.rel) {
      // The popup the theme opens for FeedBurner never gets a handle on this page (TRUST.md §3.5).
      feed.rel = 'noopener';
      connection.add(() => feed.removeAttribute('rel'));
    }
    const form = this.#parts?.form;
    if (!form) return;
    const add = (el: Element, name: string, value: string) => {
      el.setAttribute(name, value);
      connection.add(() => el.removeAttribute(name));
    };
    // The theme hides the name and email labels (display: none), leaving only placeholders: name the inputs.
    for (const label of form.querySelectorAll<HTMLLabelElement>('.et_pb_newsletter_field > label[for]')) {
      const input = label.control;
      if (input && !input.hasAttribute('aria-label') && getComputedStyle(label).display === 'none')
        add(input, 'aria-label', label.textContent!.trim());
    }
    const button = this.root.querySelector('.et_pb_newsletter_button');
    if (button) add(button, 'role', 'button');
    const send = (event: Event) => {
      event.preventDefault();
      void this.submit();
    };
    connection.listen(form, 'submit', send);
    connection.listen(form, 'keydown', (event) => {
      const { key, target } = event as KeyboardEvent;
      if ((key === 'Enter' && target instanceof HTMLInputElement) || (key === ' ' && target === button)) send(event);
    });
    connection.listen(form, 'click', (event) => {
      const target = event.target as Element;
      // Summary links move focus to their input, not just the view.
      const link = target.closest<HTMLAnchorElement>('.et_pb_newsletter_error a[href^="#"]');
      const input = link && form.querySelector<HTMLElement>(`[id="${CSS.escape(link.hash.slice(1))}"]`);
      if (input) {
        event.preventDefault();
        input.focus();
      } else if (button?.contains(target)) send(event);
    });
    connection.listen(form, 'focusin', () => this.#run(() => undefined));
    for (const type of ['input', 'change'])
      connection.listen(form, type, () => this.#sent || this.#run((code, parts) => code.changed(parts)));
  }

  /** Checks and sends, as the button does. Resolves with whether the subscription was accepted. */
  async submit(): Promise<boolean> {
    const parts = this.#parts;
    if (!parts || this.#sending || this.#sent) return false;
    // Locked from the first moment: a second click while the code loads sends nothing more.
    this.#sending = true;
    const root = this.root;
    const button = root.querySelector('.et_pb_newsletter_button');
    const loader = root.querySelector<HTMLElement>('.et_subscribe_loader');
    const loading = (on: boolean) => {
      button?.classList.toggle(LOADING, on);
      button?.toggleAttribute('aria-disabled', on);
      if (loader) loader.style.display = on ? 'inline-block' : '';
      root.ariaBusy = on ? 'true' : null;
    };
    try {
      let code: typeof import('./subscribe.js');
      try {
        code = await subscriber.load(this);
      } catch {
        // Offline before the code arrived: the visitor's words stay, and the next try loads it again.
        // (form-request.ts's offline text, here so the eager part does not carry the sending code.)
        parts.box.textContent = 'Not sent: the connection failed. What you entered is still here; please try again.';
        parts.box.style.display = 'block';
        parts.box.focus();
        return false;
      }
      return (this.#sent = await code.subscribe({
        ...parts,
        requiredMessage: this.requiredMessage,
        timeout: this.timeout,
        loading,
      }));
    } finally {
      this.#sending = false;
      loading(false);
    }
  }

  #run(task: (code: typeof import('./subscribe.js'), parts: NewsletterParts) => void): void {
    subscriber.load(this).then(
      (code) => task(code, this.#parts!),
      () => undefined,
    );
  }
}
