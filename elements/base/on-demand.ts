/**
 * The one way an element loads a part on demand (a dialog on first open, a form's sending code on first focus):
 *  - cached: every caller shares one load, and once it has arrived `loaded` hands it over synchronously;
 *  - retried: a failed load (offline for a moment, a deploy that replaced the chunk) is forgotten, so the next
 *    call loads again instead of failing for the rest of the page's life;
 *  - counted: a host passed to `load(host)` includes the load in its `updateComplete`, so tests and callers
 *    that await the element see the part's effect;
 *  - asked for in a task of its own, not in the one that upgrades the element (`attempt` says why);
 *  - reported once: the first failure of each part gives one console warning; callers fall back (the link
 *    navigates, the form posts itself) rather than show nothing.
 * Parts are module-level values (`const dialog = onDemand('lightbox dialog', () => import('./dialog.js'))`), so
 * every element of a page shares one load.
 */
import { nextTask } from '../core/next-task.js';
import { DEV, warnOnce } from '../core/warn.js';
import { afterTurn } from './upgrade-turns.js';

export interface OnDemand<T> {
  /** The part's name, in warnings and in `failNextLoads`. */
  readonly name: string;
  /** The part once it has arrived; undefined before and after a failed load. */
  readonly loaded: T | undefined;
  /** Loads the part (or joins the load under way); a `host` waits for it in its `updateComplete`. */
  load(host?: Element): Promise<T>;
}

/** Loads in flight per host, awaited by `PbElement.getUpdateComplete`. */
const pendingByHost = new WeakMap<Element, Set<Promise<unknown>>>();

/** Loads under way for `host` (empty when none). */
export const pendingLoads = (host: Element): ReadonlySet<Promise<unknown>> => pendingByHost.get(host) ?? new Set();

/**
 * Test seam (internal): part name → how many of its next loads fail as a lost connection would. Read in development
 * and tests only (`DEV`): production builds leave the check out.
 */
const failing = new Map<string, number>();

/**
 * @internal For tests only: makes the next `count` loads of the part called `name` fail, as a network error
 * would, so a test can prove the fallback and the retry without taking the test server down.
 */
export function failNextLoads(name: string, count = 1): void {
  failing.set(name, (failing.get(name) ?? 0) + count);
}

export function onDemand<T>(name: string, importer: () => Promise<T>): OnDemand<T> {
  let loading: Promise<T> | undefined;
  let loaded: T | undefined;
  let reported = false;
  const attempt = (): Promise<T> => {
    const failures = DEV ? (failing.get(name) ?? 0) : 0;
    if (failures > 0) {
      failing.set(name, failures - 1);
      return Promise.reject(new TypeError(`Failed to fetch dynamically imported module (${name}, test)`));
    }
    // Asked for in a task of its own: each `import()` costs the main thread 2–6 ms at 4× CPU whatever its size, and
    // an element asks for its parts as it upgrades, in the task that upgrades it (the cookie bar's four files were 19
    // ms of a 52–75 ms task on the React site, issue 19). The load is counted from now (`updateComplete` waits).
    return nextTask().then(importer);
  };
  const part: OnDemand<T> = {
    name,
    get loaded() {
      return loaded;
    },
    load(host?: Element): Promise<T> {
      loading ??= attempt().then(
        (value) => (loaded = value),
        (error: unknown) => {
          loading = undefined;
          if (!reported)
            warnOnce(
              part,
              `${name} could not load (${(error as Error)?.message ?? String(error)}); it is tried again on the next use.`,
            );
          reported = true;
          throw error;
        },
      );
      if (!host) return loading;
      // A host's continuation takes its turn (upgrade-turns.ts): 200 elements waiting for one part do not all run
      // in the task it arrives in.
      const turn = loading.then((value) => afterTurn().then(() => value));
      track(host, turn);
      return turn;
    },
  };
  return part;
}

function track(host: Element, load: Promise<unknown>): void {
  let pending = pendingByHost.get(host);
  if (!pending) pendingByHost.set(host, (pending = new Set()));
  if (pending.has(load)) return;
  pending.add(load);
  const settle = () => pending.delete(load);
  load.then(settle, settle);
}
