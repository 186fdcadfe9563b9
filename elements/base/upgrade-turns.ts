/**
 * Splits a page's first renders into turns, so upgrading many elements at once makes no long task (issue 19: 200
 * lazy videos, carousels, lightboxes or counters took 170–1 600 ms in one task at 4× CPU, and a tap waited for all
 * of it). An element's first render asks for a turn. While the task that made the elements has spent less than
 * FIRST_MS on making them and on first renders, it renders at once, so a page with a few elements, and every test,
 * upgrades in that task as before. After that, the rest wait in document order and render in later turns, one task
 * each; an element connected after that connects in its render's turn too (`turnSpent`, `inLaterTurn`).
 *
 * When many wait, a later turn that others follow lays out what it rendered before it ends, and renders while the
 * renders and their layout fit in TURN_MS. The layout is the larger share for some elements (a carousel's first render
 * costs about 1 ms at 4× CPU to make and 3 ms to lay out), and left to the browser's next frame it is not bounded: the
 * frame lays out every turn that ran before it, and 200 carousels made frames of 45–140 ms after 30 ms turns. What
 * laying out costs is measured in each such turn, as a part every pass costs and a part for each render
 * (layout-cost.ts): on a long page the pass is most of it, and counted as each render's it held the turns to one
 * render each (200 carousels at 4× CPU: 8.9–9.1 s to upgrade; 4.7–6.5 s once the pass was told apart). When a few
 * wait, whose layout cannot make a long frame, turns leave it to the frame (`laterTurn` says why).
 *
 * Continuations (`afterTurn`) take the same turns, ahead of the renders: when many wait they run on a page already
 * laid out, so one that reads layout does not pay for the renders before it. Their writes are laid out and measured as
 * a render's.
 *
 * A new task is reached through a MessageChannel (core/next-task.ts says why).
 */

import { inNewTask } from '../core/next-task.js';
import { learnLayoutCost, layoutTime, type LayoutCost } from './layout-cost.js';

/** Upgrade time one task may spend before the rest wait: under the 50 ms that makes a task "long", with room to spare. */
// The room is for what a turn cannot foresee: on a long page one layout pass can take 25–30 ms at 4× CPU, more than
// the figure layout-cost.ts learned from earlier turns, and 30 ms turns then passed 50 ms now and then. Measured at
// 30 and 20 ms, with the price of the shorter turn: bench/README.md, "A shorter turn".
export const TURN_MS = 20;

/** When the current task's upgrade work began (-1: none yet in this task). */
let turnStart = -1;
/** First renders waiting for a later turn, in the order they asked. */
const renders: (() => void)[] = [];
/**
 * Connects waiting for a later turn, each with its element's first render (`inLaterTurn`), in the order they asked.
 * They come after the renders: when a define makes a page's elements, those made while the task had time connect
 * at once and ask for their render a microtask after the last connect was queued, yet they stand first in the page.
 */
const connects: (() => void)[] = [];
/** Continuations waiting for their turn (`afterTurn`), in the order they asked. */
const resumes: (() => void)[] = [];
/** Whether a later turn is asked for or running; whether continuations run in the current task. */
let going = false;
let resuming = false;
/**
 * The style and layout the first renders cost (layout-cost.ts), measured each time a later turn that others follow
 * lays out. At first a guess: a carousel's costs about 3 ms at 4× CPU, a lazy video's a fiftieth of that, which the
 * figure comes down to over some turns (by a tenth a layout at most, layout-cost.ts).
 */
let layoutCost: LayoutCost = { pass: 0, each: 3 };
/**
 * The least layout cost a waiting piece is counted at when a turn decides whether to guard against a long frame
 * (`couldPileUp`): the first guess above, a carousel's.
 */
const GUARD_EACH_MS = 3;
/** First-render time the task that makes the elements may spend: a third of TURN_MS, the rest for their layout. */
export const FIRST_MS = TURN_MS / 3;

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

/** Makes the browser lay out now whatever is pending (it returns at once when nothing is). */
function forceLayout(): void {
  void document.documentElement.offsetHeight;
}

/** How many first renders (alone or with their connects) wait for a turn. */
const waitingRenders = (): number => renders.length + connects.length;

/** Whether continuations or first renders wait for a turn. */
const more = (): boolean => resumes.length > 0 || waitingRenders() > 0;

/** Asks for a later turn, unless one is coming. */
function goOn(): void {
  if (going) return;
  going = true;
  keepFrames();
  inNewTask(() => void laterTurn());
}

/** Whether an animation frame is asked for (`keepFrames`). */
let framing = false;

/**
 * Keeps an animation frame asked for while turns go on, so the browser draws between them at the display's pace.
 * Left to draw only when the turns' changes asked it to, Chromium now and then fell far behind: 200 counters at 4×
 * CPU upgraded in 0.2–0.4 s in most loads and in 1.8–2.1 s in a tenth of them (mean 619 ms), and with a frame always
 * asked for in 0.8 s at most (mean 377 ms), the same as when the page itself runs an animation loop (bench/README.md,
 * "Frames between the turns"). The frames' callbacks do nothing: the renders stay in the turns' tasks.
 */
function keepFrames(): void {
  if (framing || typeof requestAnimationFrame !== 'function') return;
  framing = true;
  requestAnimationFrame(function frame() {
    if (going || more()) requestAnimationFrame(frame);
    else framing = false;
  });
}

/**
 * Pieces rendered in later turns since a turn last laid out. The frame lays them out, however many turns made them;
 * frames between those turns may have done so already, which this does not know, so it counts high, never low.
 */
let unlaidPieces = 0;
/** Whether the last later turn laid out all it rendered before it ended. */
let laidOutLast = false;

/**
 * Whether what waits, with what earlier turns left unlaid, could lay out for longer than a turn if left to the
 * frame. Each piece is counted at GUARD_EACH_MS at least: a figure measured low on cheap pieces must not let dear ones
 * through unmeasured (without the floor, 40 renders of 400 words each, after cheaper ones, left 25–82 ms of layout to
 * the frame after each turn in Chromium and Firefox).
 */
function couldPileUp(): boolean {
  const waiting = resumes.length + waitingRenders();
  return (unlaidPieces + waiting) * Math.max(layoutCost.each, GUARD_EACH_MS) >= TURN_MS;
}

/**
 * A later turn: the waiting continuations, then the waiting first renders, in document order.
 *
 * When what waits could pile up into a long frame (`couldPileUp`), the turn guards: unless the turn before it laid out
 * as it ended, it first lays out whatever the page left dirty, so that what it measures next is its own pieces'
 * layout; it renders while one more and the layout of all fit in TURN_MS (at least one piece); it lays out on the way,
 * after its first piece and once when the pieces not yet laid out are expected to cost half the time the turn has
 * left; and, if more wait, it lays out what it rendered before it ends. The cost of a piece's layout varies from turn
 * to turn (a carousel's 0.4–10 ms at 4× CPU), and a turn that trusted the last turn's figure to the end laid out 16
 * carousels in 42 ms after its 30 ms of work, a long task after all. Measured on the way, a turn learns its own figure
 * while it has time to stop. Each layout has a cost of its own (1–3 ms at 4× CPU on a page of 200 lazy videos), so a
 * turn lays out four times at most (laying out after every piece made 200 lazy videos take two to three times as
 * long).
 *
 * Otherwise, a few pieces wait (a demo page's four to six at 4× CPU), and the turn only renders while one more fits
 * in TURN_MS, leaving their layout to the frame, as a page whose few elements all render in the first task does.
 * Forcing it there cost more than it bounded: the slider page's first turn measured the whole page's first layout
 * (22 ms) as one piece's, after which every turn rendered one piece and laid out the page again, ten forced layouts
 * of 0–22 ms (98 ms at 4× CPU) on a load that needs one.
 */
async function laterTurn(): Promise<void> {
  const start = (turnStart = performance.now());
  const guarding = couldPileUp();
  let working = 0;
  let count = 0;
  /** Pieces done since the turn last laid out. */
  let unlaid = 0;
  /** Whether the turn has laid out on the way after more than its first piece (it does once: each costs a pass). */
  let halfway = false;
  /** What laying out one piece took in this turn, once it has (a later layout of several tells the pass's part). */
  let single: number | undefined;
  const layOut = () => {
    const laying = performance.now();
    forceLayout();
    const took = performance.now() - laying;
    layoutCost = learnLayoutCost(layoutCost, unlaid, took, single);
    if (unlaid === 1) single = took;
    unlaid = 0;
  };
  if (guarding) {
    // What earlier turns or the page itself left: laid out now, and not counted as this turn's pieces. After a turn
    // that laid out as it ended, only what happened between the two tasks is left, and it is not worth a layout of
    // its own: each costs a pass (200 lazy videos at 4×: 2–3 ms a pass, 48–130 passes a page with one in every
    // turn, 32–66 without, and 10–20 % longer to upgrade).
    if (!laidOutLast) forceLayout();
    unlaidPieces = 0;
    // That layout holds whatever the page changed since its last frame (a theme script's work, a batch of markup
    // added at once) and can take most of a turn by itself. Half a turn gone, the renders wait for the next task,
    // which starts on a page laid out: one render and its layout after it would make a long task of it.
    if (performance.now() - start >= TURN_MS / 2) return endTurn(0);
  }
  // What the turn will have cost once it has done one more piece, at the average so far, and, when it guards, laid it
  // all out.
  const withOneMore = () =>
    performance.now() - start + (count ? working / count : 0) + (guarding ? layoutTime(layoutCost, unlaid + 1) : 0);
  do {
    const began = performance.now();
    const resume = resumes.shift();
    if (resume) {
      resume();
      // Lets the resumed caller's own continuation (a `.then` on the part it loaded) run before the clock is read.
      for (let tick = 0; tick < 4; tick++) await null;
    } else (renders.shift() ?? connects.shift())!();
    working += performance.now() - began;
    count++;
    unlaid++;
    // After the first piece, and once more when what is not yet laid out may cost half the time left.
    const due =
      count === 1 || (!halfway && layoutTime(layoutCost, unlaid) >= (TURN_MS - (performance.now() - start)) / 2);
    if (guarding && due && more()) {
      halfway ||= count > 1;
      layOut();
    }
  } while (more() && withOneMore() < TURN_MS);
  // The last turn of a batch leaves its layout to the frame, as a page of a few elements always did: only turns
  // that others follow could pile up. Continuations count as renders do: most write (200 counters draw their
  // rings), and a turn of them laid out 340–450 objects in 26–29 ms at 4× CPU after its 30 ms, a 52–54 ms task.
  if (guarding && more() && unlaid) layOut();
  endTurn(unlaid);
}

/** Ends a later turn that left `unlaid` pieces for the frame to lay out, and asks for the next if more wait. */
function endTurn(unlaid: number): void {
  laidOutLast = unlaid === 0;
  unlaidPieces += unlaid;
  inNewTask(() => (turnStart = -1));
  going = false;
  if (more()) goOn();
}

/**
 * Runs `render` (an element's first render) now when this task has time left, and returns nothing; otherwise
 * queues it and returns a promise that settles once it has run in a later turn (with its error, if it threw).
 */
export function takeTurn(render: () => void): void | Promise<void> {
  startTurn();
  if (!waitingRenders() && performance.now() - turnStart < FIRST_MS) {
    render();
    return;
  }
  return new Promise<void>((resolve, reject) => {
    renders.push(() => {
      try {
        render();
        resolve();
      } catch (error) {
        reject(error);
      }
    });
    goOn();
  });
}

/**
 * Whether this task has spent its turn, or first renders already wait: an element connected now would render in a
 * later turn anyway. The base then connects it in that turn too (`inLaterTurn`), so the task that makes hundreds of
 * elements does not also run their controllers' set-up (200 lazy videos at 4× CPU: 1.5–9 ms of `connectedCallback`s
 * in a define task of 20–35 ms; bench/README.md, "Connects take turns too").
 */
export function turnSpent(): boolean {
  startTurn();
  return waitingRenders() > 0 || performance.now() - turnStart >= FIRST_MS;
}

/**
 * Queues `piece` (an element's connect and first render) for a later turn, after the first renders that wait
 * (`connects` says why). What it throws is reported, and the turns go on.
 */
export function inLaterTurn(piece: () => void): void {
  connects.push(() => {
    try {
      piece();
    } catch (error) {
      void Promise.reject(error);
    }
  });
  goOn();
}

/** Runs the continuations asked for in this task while it has time left; the rest wait for later turns. */
async function resumeNow(): Promise<void> {
  startTurn();
  while (resumes.length && !going && performance.now() - turnStart < FIRST_MS) {
    resumes.shift()!();
    for (let tick = 0; tick < 4; tick++) await null;
  }
  resuming = false;
  if (resumes.length) goOn();
}

/**
 * Resolves once it is the caller's turn: at once (a few microtasks) while this task has time left, else in a later
 * turn, in the order asked. For work that many elements start at the same moment after their first render, such
 * as 200 counters whose ring part has just arrived (`on-demand.ts`): their continuations then take turns too.
 */
export function afterTurn(): Promise<void> {
  return new Promise((resolve) => {
    resumes.push(resolve);
    if (resuming || going) return;
    resuming = true;
    void resumeNow();
  });
}
