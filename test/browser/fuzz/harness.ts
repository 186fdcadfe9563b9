/**
 * Runs one element over mutated versions of its fixtures (mutate.ts) and checks, for every case: nothing throws
 * (no window error, no unhandled rejection, no rejected `updateComplete`), no warning is printed twice (each problem
 * once), the page stays usable (the element is still in the document, a visible control in it takes focus, the case
 * finishes within its time limit), and nothing is requested from another host.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import fc from 'fast-check';
import { CATALOGUE } from '../../../elements/catalogue.js';
import { configure, resetConfig } from '../../../elements/core/config.js';
import {
  ignoreWebKitMediaControlsErrors,
  isWebKitMediaControlsError,
} from '../../../elements/base/test/webkit-media-controls.js';
import { FAMILIES, type Family } from './families.js';
import { applyEdits, editsArbitrary, parseFixture, type Edit } from './mutate.js';
import { installNetworkGuard, markupOrigins, type NetworkGuard } from './network.js';

/** Cases per element (shared among its fixtures) in `npm test`; FUZZ_MARKUP_RUNS sets it for `npm run fuzz`. */
const DEFAULT_RUNS = 10;
/** The seed of `npm test`'s cases. */
const NPM_TEST_SEED = 20261127;
/** A case that takes longer than this hangs (or loops): the page is no longer usable. */
const CASE_LIMIT_MS = 4000;

interface FuzzEnv {
  runs: string | null;
  seed: string | null;
  path: string | null;
}

async function parameters(): Promise<{ numRuns: number; seed?: number; path?: string }> {
  const env = (await executeServerCommand<FuzzEnv, undefined>('fuzz-env')) ?? { runs: null, seed: null, path: null };
  const runs = env.runs === null ? DEFAULT_RUNS : Number(env.runs);
  if (!Number.isSafeInteger(runs) || runs < 1) throw new Error(`FUZZ_MARKUP_RUNS must be a positive integer`);
  // npm test's share runs the same cases every time (a CI run must not fail on the luck of the draw); `npm run fuzz`
  // (FUZZ_MARKUP_RUNS set) draws new ones unless FUZZ_SEED says which.
  const seed = env.seed !== null ? Number(env.seed) : env.runs === null ? NPM_TEST_SEED : undefined;
  if (seed !== undefined && !Number.isSafeInteger(seed)) throw new Error(`FUZZ_SEED must be an integer`);
  return {
    numRuns: runs,
    ...(seed === undefined ? {} : { seed }),
    ...(seed !== undefined && env.path ? { path: env.path } : {}),
  };
}

const FOCUSABLE =
  'details > summary:first-of-type, a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Inside a closed `<details>` and not its summary: laid out in some engines, focusable in none. */
function inClosedDetails(control: HTMLElement): boolean {
  const details = control.closest('details:not([open])');
  return !!details && !details.querySelector(':scope > summary')?.contains(control);
}

/** The first control a visitor could reach: rendered, not inert, not in a hidden part, not inside another control. */
function firstControl(element: Element): HTMLElement | undefined {
  return [...element.querySelectorAll<HTMLElement>(FOCUSABLE)].find(
    (control) =>
      control.getClientRects().length > 0 &&
      !control.closest('[inert], [hidden], [aria-hidden="true"]') &&
      !inClosedDetails(control) &&
      // A control inside another (what a re-typed `<button>` around the element's own becomes) is not focusable
      // in every engine: that is the markup's doing, not the element's.
      !control.parentElement?.closest('button, a[href], select, textarea') &&
      getComputedStyle(control).visibility !== 'hidden',
  );
}

const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

function clearCookies(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; Max-Age=0; path=/`;
  }
}

interface Problems {
  errors: string[];
  warnings: Map<string, number>;
}

function listen(): { problems: Problems; stop: () => void } {
  const problems: Problems = { errors: [], warnings: new Map() };
  const onError = (event: ErrorEvent) => {
    const stack = (event.error as Error | undefined)?.stack;
    if (isWebKitMediaControlsError(event.message, event.filename)) {
      console.log(`set aside an error of WebKit's media controls: ${event.message} | ${stack}`);
      return;
    }
    problems.errors.push(`error: ${stack ?? event.message}`);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    problems.errors.push(`unhandled rejection: ${String((event.reason as Error)?.stack ?? event.reason)}`);
    event.preventDefault();
  };
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    const message = args.map(String).join(' ');
    problems.warnings.set(message, (problems.warnings.get(message) ?? 0) + 1);
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return {
    problems,
    stop: () => {
      console.warn = warn;
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    },
  };
}

function withinLimit<T>(work: Promise<T>, what: () => string): Promise<T> {
  let timer = 0;
  const limit = new Promise<never>((_, reject) => {
    timer = window.setTimeout(
      () => reject(new Error(`${what()} did not finish within ${CASE_LIMIT_MS} ms`)),
      CASE_LIMIT_MS,
    );
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

/** One case: the mutated fixture upgraded, settled, checked, then removed. */
async function runCase(tag: string, html: string, edits: readonly Edit[], guard: NetworkGuard): Promise<void> {
  const { fragment, root } = parseFixture(html, tag);
  // `defer-hydration` holds the upgrade back by design (the React wrappers' protocol, pb-element.ts): not page input.
  const observed = (
    (customElements.get(tag) as unknown as { observedAttributes?: string[] } | undefined)?.observedAttributes ?? []
  ).filter((name) => name !== 'defer-hydration');
  applyEdits(root, edits, observed);
  const fromMarkup = markupOrigins(root);
  const host = document.createElement('div');
  host.className = 'pb-fuzz-fixture';
  const { problems, stop } = listen();
  guard.reset();
  /** Where a case that runs out of time stopped. */
  let step = 'the upgrade';
  try {
    await withinLimit(
      (async () => {
        host.append(fragment);
        document.body.append(host);
        const element = host.querySelector(tag) as (HTMLElement & { updateComplete?: Promise<unknown> }) | null;
        if (!element) throw new Error(`no <${tag}> after the edits`);
        step = 'updateComplete';
        try {
          await element.updateComplete;
        } catch (error) {
          problems.errors.push(`updateComplete rejected: ${(error as Error)?.stack ?? error}`);
        }
        step = 'the frames after the upgrade';
        await frame();
        await frame();
        step = 'the focus check';
        expect(element.isConnected, 'the element is still in the document').to.equal(true);
        const control = firstControl(element);
        if (control) {
          control.focus();
          expect(document.activeElement === control, `${control.outerHTML.slice(0, 120)} takes focus`).to.equal(true);
        }
        guard.scan(host);
        // A reconnect (a CMS that moves a module, a theme's tabs) must not throw either.
        step = 'the reconnect';
        element.remove();
        host.append(element);
        await frame();
        guard.scan(host);
      })(),
      () => `<${tag}> (at ${step})`,
    );
  } finally {
    stop();
    host.remove();
    clearCookies();
    // Only when a case changed the address: WebKit refuses more than 100 replaceState calls in 10 s.
    if (location.hash) history.replaceState(null, '', location.pathname + location.search);
  }
  expect(problems.errors, `errors thrown: ${problems.errors.join(' | ')}`).to.deep.equal([]);
  const repeated = [...problems.warnings].filter(([, count]) => count > 1).map(([m, n]) => `${n}× ${m}`);
  expect(repeated, `warnings printed more than once: ${repeated.join(' | ')}`).to.deep.equal([]);
  expect(guard.external(fromMarkup), 'requests to other hosts the markup did not make').to.deep.equal([]);
}

/**
 * The suite for one element: `FUZZ_MARKUP_RUNS` (default 10) mutated cases, shared among its named fixtures. The consent gate
 * is on and map tiles are local, so no case has a reason to contact a third party (network.ts checks it does not).
 */
function fuzzElement(tag: string, fixtures: Record<string, string>, load: () => Promise<unknown>): void {
  describe(`<${tag}> over fuzzed markup`, () => {
    let guard: NetworkGuard | undefined;
    let params: Awaited<ReturnType<typeof parameters>>;
    before(async function () {
      // The element's module and its first on-demand parts load here, over a cold cache in a busy engine.
      this.timeout(30_000);
      await load();
      params = await parameters();
      guard = installNetworkGuard();
    });
    after(() => {
      guard?.restore();
      resetConfig();
    });

    const named = Object.entries(fixtures);
    for (const [name, html] of named) {
      it(`${name}: never throws, warns once per problem, stays usable, stays on this host`, async function () {
        const numRuns = Math.ceil(params.numRuns / named.length);
        const budget = numRuns * CASE_LIMIT_MS;
        this.timeout(budget + 20_000);
        let logged = false;
        await fc.assert(
          fc.asyncProperty(editsArbitrary, async (edits) => {
            resetConfig();
            configure({ consent: { gate: true, clickConsents: false }, map: { tileUrl: '/tiles/{z}/{x}/{y}.png' } });
            try {
              await runCase(tag, html, edits, guard!);
            } catch (error) {
              // The first failure, before shrinking: in the browser log even if shrinking runs out of time.
              if (!logged) console.log(`<${tag}> ${name} failed for ${JSON.stringify(edits)}: ${String(error)}`);
              logged = true;
              throw error;
            }
          }),
          // Shrinking in a browser is slow: it stops at the budget and reports the smallest case found by then.
          { ...params, numRuns, interruptAfterTimeLimit: budget, markInterruptAsFailure: false },
        );
      });
    }
  });
}

/** Fuzzes every element of `family`, each over its `*.fixtures.ts` canonical markup; none may be missing. */
export function fuzzFamily(family: Family, fixtures: Record<string, Record<string, string>>): void {
  // The case's own listener (`listen`) sets WebKit's media-controls errors aside, but mocha's `window.onerror` sees
  // them too and fails whichever test is running: a CI run of 5 Dec 2026 failed a case of bare audio that way
  // (`_canPickAudioTracks`, "Type error"). The same rule keeps them from mocha as from the case.
  ignoreWebKitMediaControlsErrors();
  it(`fuzzes every element of the ${family} family`, () => {
    expect(Object.keys(fixtures).sort()).to.deep.equal([...FAMILIES[family]].sort());
  });
  for (const tag of FAMILIES[family]) {
    const entry = CATALOGUE.find((e) => e.tag === tag);
    if (!entry) throw new Error(`<${tag}> is not in the catalogue`);
    fuzzElement(tag, fixtures[tag] ?? {}, entry.load);
  }
}
