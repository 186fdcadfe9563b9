/**
 * What the fault matrix's tests (test/browser/faults/*.faults.test.ts) share: how each fault is made over the
 * scripted replies (test/browser/scripted-replies.mjs, real HTTP), a DNS failure as `fetch` rejecting before
 * anything leaves the page, and what the server saw. Each test's name is its cell, `<call> × <fault>: <outcome>`,
 * which scripts/fault-matrix.mjs reads to write the table in docs/reliability.md.
 */
import { FakeClock } from '../../../elements/base/test/fake-clock.js';
import { replyUrl, uniqueKey } from '../../../elements/base/test/replies.js';
import { until } from '../../../elements/base/test/until.js';

export { replyUrl, uniqueKey };

/**
 * The scripted scenario that plays `fault` (the ones a server or network makes); `ok` is the scenario a healthy
 * server answers with, which a stall delays.
 */
export const scenario = {
  /** The connection breaks before any answer. */
  offline: 'drop',
  server: 'status-500',
  /** The CMS's refusal of an expired or foreign nonce. */
  nonce: 'nonce-refused',
  /** A page (a maintenance or login page, a proxy's error) where the element expects its reply. */
  html: 'contact-no-container',
  /** A JSON reply cut short, as a connection closed mid-body or a full disk on the server leaves it. */
  truncatedJson: `text:${'{"html":"<div class=\\"sbi_item'}`,
  stall: (ms: number, ok: string) => `slow-${ms}-${ok}`,
} as const;

type Logged = { scenario: string; fields: [string, string][] };

/** What the server received under `key`, in order. */
export const received = async (key: string): Promise<Logged[]> => (await fetch(`/test/replies/log?key=${key}`)).json();

/**
 * The scenarios the element asked for under `key`, one per request it made. A browser may itself repeat a POST
 * whose connection broke before any answer (Chromium does): consecutive `drop`s are one request of ours.
 */
export async function requests(key: string): Promise<string[]> {
  return (await received(key))
    .map((entry) => entry.scenario)
    .filter((name, i, all) => !(name === scenario.offline && all[i - 1] === name));
}

/**
 * `requests(key)`, where a request the page gave up on (a stall, `slow-…` in `expected`) may be missing: aborted
 * before its body was read, the server never logs it. Everything else must be there, in order.
 */
export async function reached(key: string, expected: string[]): Promise<string[]> {
  const seen = await requests(key);
  const stalled = expected.find((name) => name.startsWith('slow-'));
  return stalled && !seen.includes(stalled) ? [stalled, ...seen] : seen;
}

/**
 * A DNS failure (or any failure before a connection): `fetch` to the scripted replies rejects with the
 * TypeError browsers give, and nothing reaches the server, until `heal()` (the network is back); `restore()`
 * puts the real `fetch` back. Install it before a request counter, so the counter sees the failed request too.
 */
export function failLookups(): { heal(): void; restore(): void } {
  const realFetch = window.fetch;
  let failing = true;
  window.fetch = (...args: Parameters<typeof fetch>) => {
    const url = String(args[0] instanceof Request ? args[0].url : args[0]);
    if (failing && url.includes('/test/replies/') && !url.includes('/test/replies/log'))
      return Promise.reject(new TypeError('Failed to fetch'));
    return realFetch(...args);
  };
  return { heal: () => void (failing = false), restore: () => void (window.fetch = realFetch) };
}

/**
 * Runs `run` and collects what the page reports as broken meanwhile: uncaught errors, unhandled rejections and
 * console errors (a reply landing in a removed element must cause none).
 */
export async function errorsDuring(run: () => unknown): Promise<string[]> {
  const errors: string[] = [];
  const onError = (event: ErrorEvent) => errors.push(String(event.message));
  const onRejection = (event: PromiseRejectionEvent) => errors.push(String(event.reason));
  const original = console.error;
  console.error = (...args: unknown[]) => errors.push(args.join(' '));
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  try {
    await run();
    // An unhandled rejection is reported a task later.
    await pause(50);
  } finally {
    console.error = original;
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  }
  return errors;
}

/** The real `setTimeout`, kept before any test fakes the clock. */
const realTimeout = window.setTimeout.bind(window);

/** Waits `ms` on the real clock, also while a test fakes timers. */
export const pause = (ms: number) => new Promise((resolve) => realTimeout(resolve, ms));

/**
 * A cell of the matrix that cannot happen to that call (`<call> × <fault>: n/a, <why>`): no test, only the reason,
 * which scripts/fault-matrix.mjs reads from the source like the tests' names.
 */
export function notApplicable(cell: string): void {
  if (!/^.+ × .+: n\/a, .+$/.test(cell)) throw new Error(`not a "<call> × <fault>: n/a, <why>" cell: ${cell}`);
}

/**
 * The "20 s stall" cell's clock work, shared by every element that gives up after 20 s: starts `send` under a fake
 * clock, waits until its request is out (`requested`), runs `stillWaiting` (the cell's assertions) at 19 999 ms,
 * then lets the give-up fire at 20 s. Resolves with what `send` resolved to.
 */
export async function throughStall<T>(
  send: () => Promise<T>,
  requested: () => boolean,
  stillWaiting: () => void,
): Promise<T> {
  const clock = new FakeClock().install();
  let sending: Promise<T>;
  try {
    sending = send();
    await until(requested);
    clock.tick(19_999);
    stillWaiting();
    clock.tick(1);
  } finally {
    clock.uninstall();
  }
  return sending;
}
