/**
 * The comment form's code that waits until it is needed (PERF.md §5: the eager part stays within 2 kB): the
 * draft (restored when one is stored, kept from the first keystroke) and the error presentation (on the first
 * failed check). Both reuse the contact form's modules.
 */
import { applyDraft, clearDraft, loadDraft, readDraft, saveDraft } from '../forms/draft.js';
import { clearMarks, flagTitle, markField, renderSummary, type SummaryItem } from '../forms/error-summary.js';
import type { CommentProblem } from './comment-rules.js';
import { postedComment } from './draft-rule.js';

export { clearDraft, readDraft, saveDraft };

/** Puts a stored draft back, unless the page shows the comment this tab just posted (then the draft goes). */
export function restoreDraft(form: HTMLFormElement, key: string): void {
  const sent = !!loadDraft(`${key}:sent`);
  clearDraft(`${key}:sent`);
  if (postedComment(sent, location.hash, (id) => !!document.getElementById(`comment-${id}`))) clearDraft(key);
  else {
    const draft = loadDraft(key);
    if (draft) applyDraft(form, draft);
  }
}

export interface CheckedField {
  control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  problem?: CommentProblem;
}

/** A field's name in the summary: its label without the required star, else its name. */
function labelOf(control: CheckedField['control']): string {
  const label = control.labels?.[0]?.cloneNode(true) as HTMLElement | undefined;
  label?.querySelectorAll('.required').forEach((star) => star.remove());
  return label?.textContent?.trim() || control.name;
}

/** What to say for each problem; the English defaults stand in for any not given. */
export type ProblemMessages = Partial<Record<CommentProblem, string>>;

const DEFAULT_MESSAGES: Record<CommentProblem, string> = {
  missing: 'Please fill in this field.',
  email: 'Invalid email',
  url: 'Enter an address that starts with https:// or http://',
};

/** Marks each field with a problem and writes the summary (the contact form's way); clears both when none. */
export function presentProblems(
  form: HTMLFormElement,
  box: HTMLElement,
  fields: readonly CheckedField[],
  messages: ProblemMessages,
  fillMessage: string,
  errorMessage: string,
): void {
  clearMarks(form);
  const missing: SummaryItem[] = [];
  const errors: SummaryItem[] = [];
  for (const { control, problem } of fields) {
    if (!problem) continue;
    const label = labelOf(control);
    const message = messages[problem] || DEFAULT_MESSAGES[problem];
    markField(control.closest<HTMLElement>('p') ?? control.parentElement!, control, [control], message);
    if (problem === 'missing') missing.push({ text: label, target: control });
    else errors.push({ text: `${label}: ${message}`, target: control });
  }
  renderSummary(box, missing, errors, fillMessage, errorMessage);
  const failed = missing.length + errors.length > 0;
  flagTitle(failed);
  if (failed) box.focus();
}

/** A summary link moves focus to its field, not just the view. */
export function followSummaryLink(event: Event, form: HTMLFormElement): void {
  const link = (event.target as Element).closest<HTMLAnchorElement>('.pb-comment-form__message a[href^="#"]');
  const field = link && form.querySelector<HTMLElement>(`[id="${CSS.escape(link.hash.slice(1))}"]`);
  if (field) {
    event.preventDefault();
    field.focus();
  }
}
