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

const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
// Synchronous writes: the process may be exiting, and stderr is a pipe.
const say = (/** @type {string} */ text) => writeSync(2, `\n[exit witness, ${seconds()} s] ${text}\n`);

const exit = process.exit;
process.exit = /** @type {typeof process.exit} */ (
  function witnessedExit(code) {
    // A clean end (0) is the common case and says nothing; any other code names its caller.
    if (code) say(`process.exit(${code}) called from:\n${new Error().stack?.split('\n').slice(2, 9).join('\n')}`);
    return exit.call(process, code);
  }
);
process.on('SIGINT', () => say('SIGINT received'));
process.on('exit', (code) => {
  if (code) say(`exiting with code ${code}`);
});
