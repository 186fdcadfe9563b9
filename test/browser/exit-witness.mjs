// @ts-check
/**
 * Preloaded into web-test-runner by scripts/test.mjs (`node --import`), to name who ends the runner when it ends
 * without its summary. In the CI of 212650e (and three runs with all engines at once) it exited part-way with no
 * output and a code of its own; `process.exit` without a message in that process comes from web-test-runner's
 * `stopped` event (1, also what its SIGINT handler leads to) and the SIGINT handlers of browser launchers (130).
 *
 * It changes nothing it watches: `process.exit` still exits with the same code, and SIGINT already has
 * web-test-runner's own listener, so one more listener does not replace a default action. It adds no handler for
 * any other signal (that would stop the signal from ending the process).
 */
import { writeSync } from 'node:fs';
import { createRequire } from 'node:module';

const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
// Synchronous writes: the process may be exiting, and stderr is a pipe.
const say = (/** @type {string} */ text) => writeSync(2, `\n[exit witness, ${seconds()} s] ${text}\n`);

const exit = process.exit;
process.exit = /** @type {typeof process.exit} */ (
  function witnessedExit(code) {
    // A clean end (0) is the common case and says nothing; any other code names its caller.
    if (code && stopRecord) say(stopRecord);
    if (code) say(`process.exit(${code}) called from:\n${new Error().stack?.split('\n').slice(2, 9).join('\n')}`);
    return exit.call(process, code);
  }
);
process.on('SIGINT', () => say('SIGINT received'));
// web-test-runner stops the run on an uncaught exception (an unhandled rejection arrives as one), printing it through
// its terminal display, which is not flushed when the process exits right after: say it here, synchronously. A
// monitor listener changes nothing about how the exception is handled.
process.on('uncaughtExceptionMonitor', (error, origin) =>
  say(`${origin}: ${error instanceof Error ? error.stack : String(error)}`),
);

// The `stopped` event comes at the end of `TestRunner.stop()`, after its awaits, so the exit's own stack no longer
// names who asked to stop (the CI of 516a0b7). This records the synchronous caller of the first `stop()`, what it
// was given (it prints only an `Error`; anything else is silent), and each engine's sessions by status, and says
// them only if the run then ends with a failure code.
/** @type {string | undefined} */
let stopRecord;
try {
  const { TestRunner } = createRequire(import.meta.url)('@web/test-runner-core');
  const stop = TestRunner.prototype.stop;
  TestRunner.prototype.stop = function witnessedStop(/** @type {unknown} */ error) {
    if (stopRecord === undefined) {
      /** @type {Record<string, Record<string, number>>} */
      const byEngine = {};
      for (const session of this.sessions?.all?.() ?? []) {
        const engine = (byEngine[session.browser?.name ?? '?'] ??= {});
        engine[session.status] = (engine[session.status] ?? 0) + 1;
      }
      const given =
        error === undefined ? 'nothing' : error instanceof Error ? 'an Error' : `${typeof error}: ${String(error)}`;
      stopRecord =
        `TestRunner.stop() first called at ${seconds()} s, given ${given}, sessions ${JSON.stringify(byEngine)}, from:\n` +
        `${new Error().stack?.split('\n').slice(2, 12).join('\n')}`;
    }
    return stop.call(this, error);
  };
} catch (error) {
  say(`could not watch TestRunner.stop(): ${error}`);
}
process.on('exit', (code) => {
  if (code) say(`exiting with code ${code}`);
});
