import type { PropertyDeclarations, PropertyValues } from '@lit/reactive-element';
import { create } from '../base/dom.js';
import { onDemand } from '../base/on-demand.js';
import { PbElement } from '../base/pb-element.js';
import { getConfig } from '../core/config.js';
import { hasDraft } from '../forms/draft-key.js';
import { checkComment, replyTarget, type CommentFieldKind } from './comment-rules.js';
import { PbCommentReplyEvent } from './events.js';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Draft and error-presentation code, loaded on demand (PERF.md §5): with a stored draft or typing, or a first
 * error (cached, retried after a failed load: on-demand.ts).
 */
const extras = onDemand('pb-comment-form/comment-extras', () => import('./comment-extras.js'));

/** How long a posted form stays locked if the page never goes (the visitor stopped the load). */
const LOCK_MS = 10_000;

/**
 * The CMS's comments area (`#comments`: the comment list and the `#respond` form), upgraded in place; without
 * JavaScript the printed form still posts and reply links still load the page with `?replytocom=`.
 * Checks the fields the CMS marks required, the email pattern and an http(s) website before the browser posts,
 * and shows problems the contact form's way (an error summary that takes focus and links to each field,
 * `aria-invalid` and a message on each field, "Error: " in the page title). A valid form posts natively, as the
 * CMS expects, locked against a second submit while the page goes; what was typed is kept as a draft in this
 * tab until the page shows the posted comment. Reply links move the form under their comment without a page
 * load (as the CMS's own comment-reply script does); cancel, or Escape in the form, moves it back.
 *
 * @summary Comment form over the CMS's markup: accessible validation, a kept draft, reply-to without a page load.
 * @tag pb-comment-form
 * @event {PbCommentReplyEvent} pb-comment-reply - Before the form moves under a comment (`commentId`) or back (`'0'`); cancelable.
 * @cssprop --pb-comment-form-error - Colour of the error summary's edge and the field messages (default #b3261e).
 */
export class PbCommentFormElement extends PbElement {
  static override tagName = 'pb-comment-form';

  static override properties: PropertyDeclarations = {
    requiredMessage: { attribute: 'required-message' },
    urlMessage: { attribute: 'url-message' },
  };

  /** Shown on a required field left empty (default "Please fill in this field."). */
  declare requiredMessage?: string;
  /** Shown on a website that is not an http(s) address (default "Enter an address that starts with https:// or http://"). */
  declare urlMessage?: string;

  #respond?: HTMLElement;
  #form?: HTMLFormElement;
  #box?: HTMLElement;
  #heading?: Text;
  #headingText = '';
  #placeholder?: HTMLElement;
  #opener?: HTMLElement;
  #locked = false;
  #unlockTimer?: ReturnType<typeof setTimeout>;
  #marked = false;

  /** Runs `task` once the extras are here; when they cannot load, nothing happens now and the next use loads again. */
  #withExtras(task: (code: typeof import('./comment-extras.js')) => void): void {
    extras.load(this).then(task, () => undefined);
  }

  /** True while the form sits under a comment. */
  get replying(): boolean {
    return !!this.#placeholder;
  }

  /** The post's comments share one draft, whatever page of comments the visitor is on. */
  get #draftKey(): string {
    return `comment:${this.#field('comment_post_ID')?.value || location.pathname}`;
  }

  #field(name: string): HTMLInputElement | null | undefined {
    return this.#form?.querySelector<HTMLInputElement>(`[name="${name}"]`);
  }

  get #cancel(): HTMLElement | null | undefined {
    return this.#respond?.querySelector('#cancel-comment-reply-link');
  }

  protected override update(changed: PropertyValues): void {
    super.update(changed);
    if (!this.#form) this.#build();
  }

  #build(): void {
    const respond = this.querySelector<HTMLElement>('#respond, .comment-respond');
    const form = respond?.querySelector('form');
    if (!respond || !form) {
      this.warn('has no #respond form');
      return;
    }
    this.#respond = respond;
    this.#form = form;
    // Our checks and messages replace the browser's bubbles (which cannot use the page's strings).
    form.noValidate = true;
    const box = create('div', { className: 'pb-comment-form__message', tabIndex: -1 }, { role: 'alert' });
    form.prepend((this.#box = box));
    const heading = respond.querySelector('#reply-title, .comment-reply-title')?.firstChild;
    if (heading instanceof Text) {
      this.#heading = heading;
      this.#headingText = heading.data;
    }
    const key = this.#draftKey;
    // (A "sent" mark without a draft has nothing to clear; typing or posting again replaces it.)
    if (!hasDraft(key)) return;
    this.#withExtras(({ restoreDraft }) => restoreDraft(form, key));
  }

  protected override connected(): void {
    const form = this.#form;
    const respond = this.#respond!;
    if (!form) return;
    const listen = this.connection.listen.bind(this.connection);
    listen(form, 'submit', (event) => this.#submit(event as SubmitEvent));
    const keep = (event: Event) => {
      // Typing after a post is a new intent: the lock goes (a change event may trail the submit, so not on that).
      if (event.type === 'input') this.#unlock();
      this.#withExtras(({ readDraft, saveDraft }) => saveDraft(this.#draftKey, readDraft(form)));
    };
    listen(form, 'input', keep);
    listen(form, 'change', keep);
    // Back from the server's answer (kept in the back/forward cache): the form works again.
    listen(window, 'pageshow', (event) => (event as PageTransitionEvent).persisted && this.#unlock());
    // Reply links anywhere in the page, as the CMS's script finds them (so the tag may also wrap #respond alone).
    listen(document, 'click', (event) => {
      const click = event as MouseEvent;
      const link = (click.target as Element).closest?.<HTMLElement>('.comment-reply-link');
      if (
        !link ||
        click.defaultPrevented ||
        click.button ||
        click.ctrlKey ||
        click.metaKey ||
        click.shiftKey ||
        click.altKey
      )
        return;
      const target = replyTarget(link.dataset);
      if (target?.respond !== respond.id) return;
      // A link for another post's form (several on one page) is not ours.
      if (target.postId && this.#field('comment_post_ID')?.value !== target.postId) return;
      if (this.reply(target.below, target.commentId, target.replyTo, link)) click.preventDefault();
    });
    listen(respond, 'click', (event) => {
      const target = event.target as Element;
      if (this.#placeholder && target.closest('#cancel-comment-reply-link')) {
        event.preventDefault();
        this.cancelReply();
      }
      // A summary exists only once its code is here.
      extras.loaded?.followSummaryLink(event, form);
    });
    listen(respond, 'keydown', (event) => {
      const key = event as KeyboardEvent;
      if (key.key === 'Escape' && this.#placeholder && !key.defaultPrevented && !key.isComposing) {
        event.preventDefault();
        this.cancelReply();
      }
    });
    this.connection.add(() => clearTimeout(this.#unlockTimer));
  }

  /**
   * Moves the form right after the element with id `below`, to answer comment `commentId` (as a reply link does):
   * the heading says `heading`, the cancel link shows, focus goes to the comment field, and `opener` gets it back
   * on cancel. Returns false when `below` is not in the page (a reply link then loads the page as its address
   * says); true otherwise, also when a listener cancelled `pb-comment-reply` and the form stayed.
   */
  reply(below: string, commentId: string, heading?: string, opener?: HTMLElement): boolean {
    const respond = this.#respond;
    const anchor = document.getElementById(below);
    const parent = this.#field('comment_parent');
    if (!respond || !parent || !anchor || respond.contains(anchor)) return false;
    if (!this.emit(new PbCommentReplyEvent({ commentId }))) return true;
    if (!this.#placeholder) {
      // Where the form goes back to, as the CMS's script marks it.
      this.#placeholder = create('div', { id: 'wp-temp-form-div', hidden: true });
      respond.before(this.#placeholder);
    }
    parent.value = commentId;
    anchor.after(respond);
    respond.classList.add('pb-comment-form--replying');
    // The heading's text, keeping the space the CMS prints before the cancel link.
    if (this.#heading) this.#heading.data = heading ? `${heading} ` : this.#headingText;
    const cancel = this.#cancel;
    if (cancel) cancel.style.display = '';
    this.#opener = opener;
    this.#field('comment')?.focus();
    return true;
  }

  /** Moves the form back to its place for a new comment, and focus back to the reply link that moved it. */
  cancelReply(): void {
    const placeholder = this.#placeholder;
    if (!placeholder || !this.emit(new PbCommentReplyEvent({ commentId: '0' }))) return;
    const respond = this.#respond!;
    placeholder.replaceWith(respond);
    this.#placeholder = undefined;
    respond.classList.remove('pb-comment-form--replying');
    this.#field('comment_parent')!.value = '0';
    if (this.#heading) this.#heading.data = this.#headingText;
    const cancel = this.#cancel;
    if (cancel) cancel.style.display = 'none';
    const opener = this.#opener;
    (opener?.isConnected ? opener : this.#field('comment'))?.focus();
  }

  /** The form may be posted again (and the last post, if any, did not land). */
  #unlock(): void {
    this.#locked = false;
    clearTimeout(this.#unlockTimer);
    extras.loaded?.clearDraft(`${this.#draftKey}:sent`);
  }

  #submit(event: SubmitEvent): void {
    const form = this.#form!;
    if (this.#locked || !this.#check(form)) {
      event.preventDefault();
      return;
    }
    // The browser posts the form now (a full page load, as the CMS expects); nothing more until the page goes.
    this.#locked = true;
    // Written now, before the page goes. The draft code is here once anything was typed or restored; a form the
    // visitor never typed in has no words to keep.
    const key = this.#draftKey;
    const drafts = extras.loaded;
    drafts?.saveDraft(key, drafts.readDraft(form));
    drafts?.saveDraft(`${key}:sent`, {});
    clearTimeout(this.#unlockTimer);
    this.#unlockTimer = setTimeout(() => {
      // Another script cancelled this submit: nothing was sent.
      if (event.defaultPrevented) this.#unlock();
      else this.#unlockTimer = setTimeout(() => this.#unlock(), LOCK_MS);
    });
  }

  /** The fields the visitor fills in, as the CMS marks them (required by attribute, aria-required or the label's star). */
  #controls(form: HTMLFormElement): Array<{ control: Control; kind: CommentFieldKind; required: boolean }> {
    return [
      ...form.querySelectorAll<Control>(
        ':is(textarea,select,input:not([type=hidden],[type=submit],[type=button],[type=reset],[type=image])):enabled',
      ),
    ].map((control) => {
      const { type, name } = control;
      return {
        control,
        kind: type === 'email' || name === 'email' ? 'email' : type === 'url' || name === 'url' ? 'url' : 'text',
        required:
          control.required || control.ariaRequired === 'true' || !!control.labels?.[0]?.querySelector('.required'),
      };
    });
  }

  /**
   * Checks the form (now, so an invalid post is stopped); the marks and the summary follow once their code is
   * here, and focus then moves to the summary. True when there are no problems.
   */
  #check(form: HTMLFormElement): boolean {
    const box = this.#box!;
    const { forms } = getConfig();
    const fields = this.#controls(form);
    const problems = checkComment(
      fields.map(({ control, kind, required }) => ({
        kind,
        required,
        value:
          control instanceof HTMLInputElement && control.type === 'checkbox'
            ? control.checked
              ? control.value
              : ''
            : control.value,
      })),
    );
    const ok = problems.every((problem) => !problem);
    if (ok && !this.#marked) return true;
    this.#marked = !ok;
    const checked = fields.map(({ control }, i) => ({ control, problem: problems[i] }));
    const messages = { missing: this.requiredMessage, email: forms.invalidMessage, url: this.urlMessage };
    this.#withExtras(({ presentProblems }) =>
      presentProblems(form, box, checked, messages, forms.fillMessage, forms.errorMessage),
    );
    return ok;
  }
}
