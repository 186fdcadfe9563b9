/** Which window errors the fuzz harness sets aside as the browser's own (harness.ts; docs/fuzzing.md). */

/**
 * True for an error thrown by the browser's own script rather than the page's: an Error whose stack and source name
 * no file of this origin. WebKit runs the controls of `<video controls>` and `<audio controls>` as such a script, and
 * under a loaded machine it sometimes throws from it (`TypeError: Type error` in `sortedTrackListForMenu` ←
 * `_canPickAudioTracks` ← `syncControl` ← `handleEvent`, seen in a CI of b2f80ab) while our markup is edited around
 * it. No script of ours can throw one: every frame of ours is a file of this origin.
 */
export function isBrowsersOwnError(error: unknown, filename: string, origin: string): boolean {
  const stack = (error as Error | null | undefined)?.stack;
  return typeof stack === 'string' && stack !== '' && !stack.includes(origin) && !filename.includes(origin);
}
