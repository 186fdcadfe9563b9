/**
 * The subscribe request and its reply (spec call 2; MARKUP.md §8.2): the form-encoded body the CMS's
 * `et_pb_submit_subscribe_form` action expects, and the reading of its untrusted JSON answer. Pure.
 */

export interface SubscribeInput {
  nonce: string;
  listId: string;
  firstName: string;
  lastName: string;
  email: string;
  provider: string;
  account: string;
  ip: string;
  /** Custom field values by field id: a string, or id→value for a checkbox group. */
  custom: Record<string, string | Record<string, string>>;
  /** Ids of the custom fields a condition hides. */
  hidden: string[];
  token: string;
}

export function subscribeBody(input: SubscribeInput): URLSearchParams {
  return new URLSearchParams({
    action: 'et_pb_submit_subscribe_form',
    et_frontend_nonce: input.nonce,
    et_list_id: input.listId,
    et_firstname: input.firstName,
    et_lastname: input.lastName,
    et_email: input.email,
    et_provider: input.provider,
    et_account: input.account,
    et_ip_address: input.ip,
    et_custom_fields: JSON.stringify(input.custom),
    et_hidden_fields: JSON.stringify(input.hidden),
    token: input.token,
  });
}

export type SubscribeReply = { kind: 'success' } | { kind: 'error'; text: string } | { kind: 'failed' };

/** `{error}` (its text, as text), `{success}`, or anything else — empty, falsy, not JSON — as a failed subscription. */
export function readReply(text: string): SubscribeReply {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { kind: 'failed' };
  }
  if (!value || typeof value !== 'object') return { kind: 'failed' };
  const { error, success } = value as { error?: unknown; success?: unknown };
  if (error && (typeof error === 'string' || typeof error === 'number')) return { kind: 'error', text: String(error) };
  return success ? { kind: 'success' } : { kind: 'failed' };
}
