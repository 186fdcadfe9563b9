/**
 * The comment form's pure rules (issue 5): which fields have a problem before the browser posts the form, what a
 * reply link asks for. When the draft may go is in draft-rule.ts (needed only with a stored draft).
 * No DOM here; the element reads the markup and applies the results.
 */
import { EMAIL_PATTERN } from '../forms/email-pattern.js';

export type CommentFieldKind = 'text' | 'email' | 'url';

export interface CommentFieldState {
  kind: CommentFieldKind;
  /** The CMS marks it required: a `required` attribute, `aria-required="true"`, or the `.required` star in its label. */
  required: boolean;
  /** The value ('' for an unticked box). */
  value: string;
}

/** What is wrong with a field: left empty, not an email address, not a web address. */
export type CommentProblem = 'missing' | 'email' | 'url';

/** True for an absolute `http:` or `https:` address with a host (what the CMS links the name to). */
export function isWebAddress(value: string): boolean {
  // A host, then nothing or a path, query or fragment; no spaces anywhere (a pattern: the URL parser costs bytes).
  return /^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i.test(value.trim());
}

/**
 * The problem of each field, in order (undefined where there is none): a required field must not be blank; a
 * filled email field must match the HTML standard's email pattern (as the contact form checks it); a filled
 * website field must be an http(s) address.
 */
export function checkComment(fields: readonly CommentFieldState[]): Array<CommentProblem | undefined> {
  return fields.map(({ kind, required, value }) => {
    const text = value.trim();
    if (!text) return required ? 'missing' : undefined;
    if (kind === 'email' && !EMAIL_PATTERN.test(text)) return 'email';
    if (kind === 'url' && !isWebAddress(text)) return 'url';
    return undefined;
  });
}

export interface ReplyTarget {
  /** Id of the element the form goes after (`data-belowelement`). */
  below: string;
  /** The parent comment's id, digits only (`data-commentid`): what `comment_parent` is set to. */
  commentId: string;
  /** Id of the form's container (`data-respondelement`). */
  respond: string;
  /** The post's id (`data-postid`), digits only, when given. */
  postId?: string;
  /** The form's heading while replying (`data-replyto`), when given. */
  replyTo?: string;
}

/**
 * What a reply link asks for, read from its data attributes as WordPress prints them, or undefined when they are
 * missing or malformed (the link then does what its address says: a page load).
 */
export function replyTarget(data: Readonly<Record<string, string | undefined>>): ReplyTarget | undefined {
  const { belowelement: below, commentid: commentId, respondelement: respond, postid: postId, replyto: replyTo } = data;
  if (!below?.trim() || !respond?.trim() || !commentId || !/^\d+$/.test(commentId)) return undefined;
  if (postId !== undefined && !/^\d+$/.test(postId)) return undefined;
  return { below, commentId, respond, postId, replyTo: replyTo?.trim() || undefined };
}
