/**
 * Console warnings for bad input. Every problem is reported once per owner, so a malformed attribute on a
 * page with fifty videos gives fifty clear lines, not five hundred.
 */
const reported = new WeakMap<object, Set<string>>();

const PREFIX = '[pb-elements]';

/** Warns once per (owner, message). Returns true when the warning was printed. */
export function warnOnce(owner: object, message: string): boolean {
  let seen = reported.get(owner);
  if (!seen) reported.set(owner, (seen = new Set()));
  if (seen.has(message)) return false;
  seen.add(message);
  console.warn(`${PREFIX} ${message}`);
  return true;
}

/**
 * True in development and tests, false in production builds: Vite replaces `import.meta.env.DEV` with
 * `false` there, so every `if (DEV)` branch (markup-contract help) is removed from the shipped code.
 */
export const DEV: boolean = (import.meta as { env?: { DEV?: boolean } }).env?.DEV !== false;
