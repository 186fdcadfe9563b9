/**
 * The feed header's avatar (spec §3: avatars keyed by user, with a local-copy marker; MARKUP.md §9.1 `data-options`).
 * Pure, so its parsing of the page's untrusted options is property-tested.
 */
import { parseJsonObject, safeImageUrl } from './feed-parse.js';

/** The avatars of `data-options` (an object), or none when the options are not a JSON object. */
export function parseAvatars(options: string | null | undefined): Record<string, unknown> {
  const avatars = parseJsonObject(options)?.avatars;
  return avatars && typeof avatars === 'object' && !Array.isArray(avatars) ? (avatars as Record<string, unknown>) : {};
}

/**
 * A user's avatar: the local copy (`<base><user>.jpg`) when the options mark one (`LCL<user>` = 1), else the
 * social host's URL — only when `remoteAllowed` (consent) — else none.
 */
export function avatarUrl(
  avatars: Record<string, unknown>,
  user: string,
  base: string,
  remoteAllowed: boolean,
): string | undefined {
  if (!/^[\w.]{1,60}$/.test(user)) return undefined;
  if (String(avatars[`LCL${user}`]) === '1' || avatars[`LCL${user}`] === true) return `${base}${user}.jpg`;
  return remoteAllowed ? safeImageUrl(avatars[user]) : undefined;
}
