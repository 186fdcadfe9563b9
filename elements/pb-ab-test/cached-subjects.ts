/**
 * A cached page's subjects (MARKUP.md §7; spec call 4), loaded on demand only where a cache plugin serves the page:
 * asks the CMS which subject of a test this visitor sees, swaps its sanitised content in for the subject's
 * placeholder (the placeholder's box stays until then, so nothing flashes) and removes the test's other
 * placeholders; the modules inside upgrade once they are in the page. On a failed call (offline, an expired
 * nonce, a reply that is not the expected JSON) the first placeholder's own content is shown and the test records
 * nothing. Once every test's subject is in, `et_pb_ab_subject_ready` fires on the body, as the theme's did.
 */
import { postForm } from '../core/form-request.js';
import { FORMS } from '../core/safe-forms.js';
import { safeFragment } from '../core/safe-html.js';
import { parseSubjectReply } from './subject-reply.js';

/** Swaps in each test's subject (`postIds`, in turn); resolves with their ids (undefined: the first was shown). */
export async function swapSubjects(
  ajaxUrl: string,
  nonce: string,
  postIds: string[],
): Promise<Array<string | undefined>> {
  const ids = [];
  for (const postId of postIds) ids.push(await swapSubject(ajaxUrl, nonce, postId));
  // A native bubbling event: handlers bound with jQuery's `.on()` run for it too (jQuery listens natively).
  document.body.dispatchEvent(new Event('et_pb_ab_subject_ready', { bubbles: true }));
  return ids;
}

/** Swaps in the subject the CMS chose; resolves with its id, or undefined after showing the first subject. */
async function swapSubject(ajaxUrl: string, nonce: string, postId: string): Promise<string | undefined> {
  const prefix = `et_pb_subject_placeholder_id_${postId}_`;
  const placeholders = [...document.querySelectorAll(`[class*="${prefix}"]`)];
  const reply = await postForm(
    ajaxUrl,
    new URLSearchParams({ action: 'et_pb_ab_get_subject_id', et_frontend_nonce: nonce, et_pb_ab_test_id: postId }),
  );
  const subject = reply.kind === 'answer' && reply.status < 400 ? parseSubjectReply(reply.text) : undefined;
  const chosen = subject && placeholders.find((p) => p.classList.contains(prefix + subject.id));
  // A subject may be a contact form or newsletter module: its form is kept (posting to this origin only).
  const content = chosen && safeFragment(subject.content, undefined, FORMS);
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
