// @ts-check
/**
 * A new WebKit browser after a test page that does not let go. After each file web-test-runner's WebDriver session
 * manager leaves the test page for `about:blank`, and the runner gives that 90 s (`testsFinishTimeout`). In five CIs
 * since 2 Dec the navigation did not end in that time after a file whose tests had all passed (the map's file,
 * pb-media's twice, another on 2 Dec, the collections fuzz file on 5 Dec; docs/BROWSERS.md §5), and the run failed on "Timed out
 * stopping the browser page". A normal leave takes 71 ms at the median and 1.2 s at most in a CI run.
 *
 * What holds it was not found, but what it does is known (measured on 5 Dec with a page kept busy in `pagehide`):
 * the WebDriver session waits for the old page, so the next file's page cannot load either, and WebDriver's own
 * page-load limit does not end the wait. So a leave that has not ended in `LEAVE_LIMIT_MS` closes that browser,
 * printing the file's page and the time, and the runner's next file starts a new WebDriver session and browser. The
 * file's results stand as reported; a browser that then fails to start fails the run as any start does.
 */

import { readdirSync, readFileSync } from 'node:fs';

/** About 17 times the slowest leave of a CI run (1.2 s), and well inside the runner's 90 s. */
export const LEAVE_LIMIT_MS = 20_000;

/** How the line about a replaced browser starts: `npm test` (scripts/test.mjs) finds it by this to print it again. */
export const STUCK_LEAVE_NOTICE = 'WebKit: leaving the test page';

const LATE = Symbol('late');

/**
 * What `promise` settles to, or LATE after `ms`, whichever comes first (the timer is cleared either way).
 * @param {Promise<unknown> | undefined} promise
 * @param {number} ms
 */
async function within(promise, ms) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  try {
    return await Promise.race([promise, new Promise((resolve) => (timer = setTimeout(resolve, ms, LATE)))]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * @param {any} launcher web-test-runner's WebDriver launcher (its `stopSession`, `driverManager`, `driver`)
 * @param {{ closeBrowser: () => Promise<void> | void, limit?: number, log?: (message: string) => void }} options
 *   `closeBrowser` ends the browser process whose page is stuck (the WebDriver session cannot)
 */
export function newBrowserAfterStuckLeave(launcher, { closeBrowser, limit = LEAVE_LIMIT_MS, log = console.error }) {
  const stopSession = launcher.stopSession;
  launcher.stopSession = async function (/** @type {string} */ id) {
    const page = await this.driverManager?.getBrowserUrl(id);
    const leaving = stopSession.call(this, id);
    const outcome = await within(leaving, limit);
    if (outcome !== LATE) return outcome;
    // It ends with an error once its browser is gone; nothing waits for it any more.
    leaving.catch(() => {});
    log(
      `${STUCK_LEAVE_NOTICE} ${page} had not ended after ${limit / 1000} s; that browser is closed and the ` +
        'next file starts in a new one (test/browser/webkit-stuck-leave.mjs)',
    );
    const driver = this.driver;
    if (this.pendingHeartbeat != null) clearInterval(this.pendingHeartbeat);
    // Without a manager the launcher makes a new session, so a new browser, for the next file.
    this.driver = undefined;
    this.driverManager = undefined;
    await closeBrowser();
    // The driver keeps a session whose browser has gone until it is deleted, and allows one at a time.
    await within(
      driver?.deleteSession().catch(() => {}),
      5000,
    );
    return { testCoverage: undefined };
  };
  return launcher;
}

/**
 * Every process as [pid, parent pid, command name], from /proc (nothing installed needed).
 * @returns {[number, number, string][]}
 */
function processes() {
  /** @type {[number, number, string][]} */
  const found = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended while being read
    }
    // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read on from the last ")".
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    found.push([Number(entry), ppid, name]);
  }
  return found;
}

/**
 * Ends (SIGKILL) the processes named `command` whose parent is `parent`, and every process below them: the
 * MiniBrowser that WebKitWebDriver started and its web and network processes (a web process that is stuck does not
 * end when its browser does; seen on 5 Dec).
 * @param {number | undefined} parent
 * @param {string} command
 * @returns {number} how many were ended
 */
export function killChildren(parent, command) {
  if (parent === undefined) return 0;
  const all = processes();
  const doomed = all.filter(([, ppid, name]) => ppid === parent && name === command).map(([pid]) => pid);
  for (let i = 0; i < doomed.length; i++)
    for (const [pid, ppid] of all) if (ppid === doomed[i] && !doomed.includes(pid)) doomed.push(pid);
  let ended = 0;
  for (const pid of doomed) {
    try {
      process.kill(pid, 'SIGKILL');
      ended++;
    } catch {}
  }
  return ended;
}
