/**
 * A new task of its own, reached through a MessageChannel: test clocks do not fake it, and it runs before the next
 * frame in every engine, unlike `setTimeout` (clamped to 4 ms when nested, and faked in tests) or
 * `scheduler.yield` (Chromium only). Where upgrade turns go on (base/upgrade-turns.ts), and where a network reply's
 * continuation waits before it changes the page: WebKit runs a fetch's reactions at the next script callback,
 * which may be a ResizeObserver callback inside the rendering update, and a change there is reported as
 * "ResizeObserver loop completed with undelivered notifications" (the feed's load more, issue 19).
 *
 * One channel for the page, each message one task, so tasks run in the order they were asked for: WebKit does not
 * keep that order across channels (a message posted on a second channel ran before one posted earlier on another).
 */
const queue: (() => void)[] = [];
let port: MessagePort | undefined;

export function inNewTask(run: () => void): void {
  if (!port) {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => queue.shift()?.();
    port = channel.port2;
  }
  queue.push(run);
  port.postMessage(0);
}

/** A promise that settles in a later task of its own (never inside the browser's rendering update). */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => inNewTask(resolve));
