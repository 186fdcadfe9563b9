/**
 * A cached page's subjects (MARKUP.md §7; spec call 4), loaded on demand only where a cache plugin serves the page:
 * asks the CMS which subject of a test this visitor sees, swaps its sanitised content in for the subject's
 * placeholder (the placeholder's box stays until then, so nothing flashes) and removes the test's other
 * placeholders; the modules inside upgrade once they are in the page. On a failed call (offline, an expired
 * nonce, a reply that is not the expected JSON) the first placeholder's own content is shown and the test records
 * nothing.
 */
import { postForm } from '../core/form-request.js';
import { safeFragment } from '../core/safe-html.js';
import { parseSubjectReply } from './subject-reply.js';

export interface SubjectRequest {
  ajaxUrl: string;
  /** The page's frontend nonce. */
  nonce: string;
  /** The test's post id. */
  postId: string;
}

/** Swaps in the subject the CMS chose; resolves with its id, or undefined after showing the first subject. */
export async function swapSubject({ ajaxUrl, nonce, postId }: SubjectRequest): Promise<string | undefined> {
  const prefix = `et_pb_subject_placeholder_id_${postId}_`;
  const placeholders = [...document.querySelectorAll(`[class*="${prefix}"]`)];
  const reply = await postForm(
    ajaxUrl,
    new URLSearchParams({ action: 'et_pb_ab_get_subject_id', et_frontend_nonce: nonce, et_pb_ab_test_id: postId }),
  );
  const subject = reply.kind === 'answer' && reply.status < 400 ? parseSubjectReply(reply.text) : undefined;
  const chosen = subject && placeholders.find((p) => p.classList.contains(prefix + subject.id));
  const content = chosen && safeFragment(subject.content);
  const [first, ...rest] = placeholders;
  if (!content) {
    first?.replaceWith(...first.childNodes);
    rest.forEach((p) => p.remove());
    return undefined;
  }
  chosen.replaceWith(content);
  placeholders.forEach((p) => p !== chosen && p.remove());
  return subject.id;
}
