/**
 * What the CDN build's shared `runtime` chunk holds: the one list vite.config.ts builds it from (a module joins
 * the runtime only by being named here) and the size test checks the built chunk against (a module in the chunk
 * that is not named here fails it, and the test prints the chunk's modules on every run). Every CMS page that
 * uses any element downloads all of it, once, so a module belongs here only when (nearly) every element needs it
 * or when it is so small and so widely shared that a chunk of its own would cost more than it saves.
 * Its size is RUNTIME_BUDGET in budgets.mjs.
 *
 * A module named here also brings its static imports (Rolldown's `includeDependenciesRecursively`): name them
 * too, or the size test fails and says which. A module used by only a few elements or loaded on demand stays
 * out: it is then counted (and loaded) with the elements that use it, or, when several elements share it, it is a
 * kit with a budget of its own (KIT_BUDGETS in budgets.mjs). Issue 19 moved out what the runtime held for a few
 * elements only (the third-party facade with its consent gate and image fallback, the near-the-viewport watch, and
 * connection warming, which only <lazy-video> uses): 6 927 → 5 707 B. Two helpers stay, below, as too small for a
 * chunk of their own (with url.ts and host-listeners.ts out too, the runtime was 5 521 B, and the build passed 64
 * chunks, whose names then need a seventh hash character: +110 B in autoload's chunk graph alone).
 * Paths are relative to the repository root, as the module ids of the build.
 */
export const RUNTIME_MODULES = [
  // Lit's reactive base: every element extends it through PbElement.
  'node_modules/@lit/reactive-element/reactive-element.js',
  // Lit's `css`/adoptStyles helpers, imported by reactive-element.js itself.
  'node_modules/@lit/reactive-element/css-tag.js',
  // PbElement: the base class of every element (light DOM, define, emit, connected(), warnings).
  'elements/base/pb-element.ts',
  // The Disposer behind PbElement's `this.connection`: what every disconnect undoes.
  'elements/base/disposer.ts',
  // Parts loaded on demand (imported by PbElement, whose updateComplete waits for them).
  'elements/base/on-demand.ts',
  // First renders spread over tasks when many elements upgrade at once (imported by PbElement), and the new task
  // they go on in, where form and page replies also wait before they change the page.
  'elements/base/upgrade-turns.ts',
  'elements/core/next-task.ts',
  // What the turns learn of layout's cost (imported by upgrade-turns.ts).
  'elements/base/layout-cost.ts',
  // `create()` for generated chrome: used by nearly every element and by the facade.
  'elements/base/dom.ts',
  // Once-per-owner console warnings: PbElement's warn() and the configuration reader.
  'elements/core/warn.ts',
  // The base of every element's typed events (PbEvent).
  'elements/core/pb-event.ts',
  // Site configuration (configure(), #pb-config, the theme's globals): read by consent and most elements.
  'elements/core/config.ts',
  // The consent interface every third-party-touching element asks; the registry must be one per page.
  'elements/core/consent.ts',
  // The selector of scripts held back until consent: shared by the cookie bar and the script unblocker (one line).
  'elements/core/held-scripts.ts',
  // `prefers-reduced-motion` in one place: read by every element that moves (one line).
  'elements/core/reduced-motion.ts',
  // Too small for a chunk of their own, and shared by many: a request's headers would cost about what they weigh.
  // Host listeners that stop on disconnect (about 170 B gzip): <lazy-video>, <pb-lightbox> and any element that
  // listens on its host.
  'elements/controllers/host-listeners.ts',
  // Query-string helpers (about 220 B gzip): <lazy-video>, <pb-ab-test>, <sbi-feed> and the forms' sending.
  'elements/core/url.ts',
];
