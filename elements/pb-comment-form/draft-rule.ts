/**
 * When the comment form's draft may go (pure; loaded with the draft code, only when a draft is stored): the
 * page shows the comment this tab just posted.
 */

/** The comment a page address points at: `#comment-123` gives '123'. */
export function linkedComment(hash: string): string | undefined {
  return /^#comment-(\d+)$/.exec(hash)?.[1];
}

/**
 * The draft rule: a draft is cleared only when this tab posted the form (`sent`) and the page it came back to
 * shows a comment (`#comment-<id>` in its address, and that comment is in the page — where WordPress sends a
 * visitor after a post, held for moderation or not). Anything else (an error page and back, a reload, a link to
 * someone else's comment) keeps every word.
 */
export function postedComment(sent: boolean, hash: string, shown: (id: string) => boolean): boolean {
  const id = linkedComment(hash);
  return sent && id !== undefined && shown(id);
}
