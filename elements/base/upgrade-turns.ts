/**
 * Splits a page's first renders into turns, so upgrading many elements at once makes no long task (issue 19: 200
 * lazy videos, carousels, lightboxes or counters took 170–1 600 ms in one task at 4× CPU, and a tap waited for all
 * of it). An element's first render asks for a turn: while the current task has spent less than TURN_MS on first
 * renders, it renders at once (so a page with a few elements, and every test, upgrades exactly as before); after
 * that, the rest wait in document order and render in later tasks, TURN_MS of them per task. Later updates never
 * wait.
 *
 * A new task is reached through a MessageChannel (core/next-task.ts says why).
 */

import { inNewTask, nextTask } from '../core/next-task.js';

/** First-render time one task may spend before the rest wait: under the 50 ms that makes a task "long". */
export const TURN_MS = 30;

/** When the current task's first renders began (-1: none yet in this task). */
let turnStart = -1;
/** Renders waiting for a later task, in the order they asked. */
const waiting: (() => void)[] = [];

/**
 * Starts timing this task's upgrade work, if nothing has yet; the next task starts afresh. The base calls it as an
 * element is made, not only at its first render: `customElements.define` makes every element already in the page
 * synchronously, in the defining module's task, and that time counts too (200 lazy videos: 16–19 ms of making at
 * 4× CPU, then a full turn of renders after it, a 51–55 ms task).
 */
export function startTurn(): void {
  if (turnStart >= 0) return;
  turnStart = performance.now();
  inNewTask(() => (turnStart = -1));
}

/** In a new task: renders the waiting ones until this task's time is spent (at least one), then goes on later. */
function renderWaiting(): void {
  turnStart = performance.now();
  do waiting.shift()!();
  while (waiting.length && performance.now() - turnStart < TURN_MS);
  inNewTask(waiting.length ? renderWaiting : () => (turnStart = -1));
}

/**
 * Runs `render` (an element's first render) now when this task has time left, and returns nothing; otherwise
 * queues it and returns a promise that settles once it has run in a later task (with its error, if it threw).
 */
export function takeTurn(render: () => void): void | Promise<void> {
  startTurn();
  if (!waiting.length && performance.now() - turnStart < TURN_MS) {
    render();
    return;
  }
  return new Promise<void>((resolve, reject) => {
    waiting.push(() => {
      try {
        render();
        resolve();
      } catch (error) {
        reject(error);
      }
    });
    if (waiting.length === 1) inNewTask(renderWaiting);
  });
}

/** Continuations waiting for their turn (`afterTurn`), in the order they asked, and whether they are being run. */
const resumes: (() => void)[] = [];
let resuming = false;

async function resumeInTurns(): Promise<void> {
  startTurn();
  while (resumes.length) {
    if (performance.now() - turnStart >= TURN_MS) {
      await nextTask();
      turnStart = -1;
      startTurn();
    }
    resumes.shift()!();
    // Lets the resumed caller's own continuation (a `.then` on the part it loaded) run before the clock is read.
    for (let tick = 0; tick < 4; tick++) await null;
  }
  resuming = false;
}

/**
 * Resolves once it is the caller's turn: at once (a few microtasks) while this task has time left, else in a later
 * task, in the order asked. For work that many elements start at the same moment after their first render, such
 * as 200 counters whose ring part has just arrived (`on-demand.ts`): their continuations then take turns too.
 */
export function afterTurn(): Promise<void> {
  return new Promise((resolve) => {
    resumes.push(resolve);
    if (resuming) return;
    resuming = true;
    void resumeInTurns();
  });
}
