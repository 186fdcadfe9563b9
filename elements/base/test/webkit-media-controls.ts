/**
 * WebKitGTK 2.50's built-in media controls (a script inside the engine, not ours, run for the native `controls`
 * our players turn on) throw from their shadow script in this build:
 *  - "TypeError: Type error" on media events (their `_canPickAudioTracks`);
 *  - "ReferenceError: Can't find variable: EmptyRanges" when a player's controls update after its element has left
 *    the page (their stand-in for a missing media element reads `EmptyRanges` without its class name). One CI run
 *    failed a pb-media test with it, after the previous test's players were removed.
 * Such an error reaches the window with no source URL, and mocha fails whichever test is running (the fuzz harness
 * counts it as the element's). This is the one rule for telling them apart: exactly those two messages without a
 * source; any other error, ours included, still counts.
 */
const ENGINE_ERRORS = /^(TypeError: )?Type error$|^ReferenceError: Can't find variable: EmptyRanges$/;

/** True for a window error (its message and source URL) that WebKit's media controls threw, as above. */
export function isWebKitMediaControlsError(message: unknown, source: string | undefined): boolean {
  return !/^https?:/.test(source ?? '') && ENGINE_ERRORS.test(String(message));
}

/** Keeps those errors from failing a test; call it at the top level of a test file whose fixtures have native controls. */
export function ignoreWebKitMediaControlsErrors(): void {
  let originalOnError: OnErrorEventHandler;
  before(() => {
    originalOnError = window.onerror;
    window.onerror = function (message, source, ...rest) {
      if (isWebKitMediaControlsError(message, source)) return true;
      return originalOnError?.call(this, message, source, ...rest);
    };
  });
  after(() => void (window.onerror = originalOnError));
}
