/** The reply to a cached page's subject call (spec call 4), pure: only the on-demand subject part needs it. */
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The reply to `et_pb_ab_get_subject_id` (spec call 4): `{ id, content }` (also inside the CMS's
 * `{ success, data }` envelope). Undefined for anything else: the caller then shows the first subject.
 */
export function parseSubjectReply(text: string): { id: string; content: string } | undefined {
  let reply: unknown;
  try {
    reply = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (isRecord(reply) && reply.success === true && isRecord(reply.data)) reply = reply.data;
  if (!isRecord(reply) || typeof reply.content !== 'string') return undefined;
  const subject = typeof reply.id === 'number' || typeof reply.id === 'string' ? String(reply.id) : '';
  return /^\d{1,20}$/.test(subject) ? { id: subject, content: reply.content } : undefined;
}
