/**
 * The one script a CMS template needs: it loads an element's code only when its tag, or the CMS markup it
 * upgrades, appears in the page (now or later), and wraps bare CMS roots in their tag, so a site switches from
 * the original plugins by changing one script tag. It also does what the theme's script did once per page
 * (MARKUP.md §2, §8.10): it fires `et_pb_before_init_modules` before upgrading and `et_pb_after_init_modules`
 * once the first pass has loaded, adds the row column classes, and gives the page its behaviours by adding one
 * empty `<pb-page>` at the end of the body when the template printed none, and one empty `<pb-motion>` when the
 * page has entrance animations (MARKUP.md §6.5) and the template printed none.
 */
import { CATALOGUE, type CatalogueEntry } from './catalogue.js';
import { preloadChunks } from './chunk-preload.js';
import { inSlices } from './core/in-slices.js';
import { addRowClass, ROWS } from './core/row-classes.js';
import { fireThemeEvent } from './core/theme-events.js';
import { pageBlock, pageNeeds, type PageBlock } from './page-needs.js';

const loaded = new Map<string, Promise<unknown>>();

function load(entry: CatalogueEntry): Promise<unknown> {
  let loading = loaded.get(entry.tag);
  if (!loading) preloadChunks(entry.tag, pageNeeds);
  if (!loading)
    loaded.set(
      entry.tag,
      (loading = entry.load().catch((error: unknown) => {
        loaded.delete(entry.tag);
        console.warn(`[pb-elements] could not load <${entry.tag}>:`, error);
      })),
    );
  return loading;
}

/** The elements of `scope` that match `selector`, `scope` itself included. */
const within = (scope: ParentNode, selector: string): Element[] => [
  ...(scope instanceof Element && scope.matches(selector) ? [scope] : []),
  ...scope.querySelectorAll(selector),
];

/**
 * Whether `element` or anything in it matches `selector`. For every element a page adds: the search stops at the
 * first match, where `within` collects every one (an added section can hold dozens) to look at one.
 */
const holds = (element: Element, selector: string): boolean =>
  element.matches(selector) || element.querySelector(selector) !== null;

/** Wraps each bare CMS root (one not already inside its tag) in the tag, keeping the `<noscript>` beside it. */
function wrapBareRoots(scope: ParentNode, entry: CatalogueEntry): void {
  if (!entry.cmsRoot) return;
  for (const root of within(scope, entry.cmsRoot)) {
    if (root.parentElement?.localName === entry.tag) continue;
    const wrapper = document.createElement(entry.tag);
    const companion = root.nextElementSibling?.localName === 'noscript' ? root.nextElementSibling : null;
    root.replaceWith(wrapper);
    wrapper.append(root, ...(companion ? [companion] : []));
  }
}

/**
 * The time one task may spend asking for elements' files before the rest wait for a new task (`inSlices`). Each
 * file asked for costs the browser 0.4–1 ms at 1× CPU (Chromium's resource fetcher), and the slider page asks for
 * about 20 at once (each element's file and, in parallel, its chunks): 22–49 ms in one task at 1× (issue 19).
 */
const ASK_MS = 8;

/**
 * Finds what `scope` needs, adds the row classes and loads the elements, in catalogue order and in slices of
 * ASK_MS counted from `since` (when the task's work began: the scan's own wrapping and queries count, so a page
 * whose scan alone spends the slice asks in the next task); resolves once their code has settled.
 */
export async function scan(scope: ParentNode = document, since = performance.now()): Promise<unknown> {
  const loads: Promise<unknown>[] = [];
  within(scope, ROWS).forEach(addRowClass);
  // Each entry wraps only its own roots, in its own tag: wrapping them all first finds the same tags.
  for (const entry of CATALOGUE) wrapBareRoots(scope, entry);
  const needed = CATALOGUE.filter(
    ({ tag }) => (scope instanceof Element && scope.localName === tag) || scope.querySelector(tag),
  );
  await inSlices(needed, (entry) => loads.push(load(entry)), ASK_MS, since);
  return Promise.all(loads);
}

/** Whether `et_pb_custom.ab_tests` (the global, or the copy in `#pb-config`) lists any test. */
function abTestsListed(): boolean {
  return !!(pageBlock().et_pb_custom ?? (globalThis as PageBlock).et_pb_custom)?.ab_tests?.length;
}

/** Adds an empty `tag` at the end of the body, unless the page has one; returns what it added. */
function addOnce(tag: string): Element | null {
  if (document.querySelector(tag)) return null;
  const element = document.createElement(tag);
  document.body?.append(element);
  return element;
}

/** The `<pb-page>` autoload added, while the page has no other. */
let added: Element | null = null;

function start(): void {
  // The first scan's slice counts from here: on a slow phone the theme event's listeners, the added elements and
  // the scan's wrapping already made this task long (a contact page's first task held 148 ms at 4×, issue 19).
  const began = performance.now();
  fireThemeEvent(window, 'et_pb_before_init_modules');
  // The theme's page scripts ran on every page: one empty <pb-page> (zero height, so nothing moves) brings them.
  added = addOnce('pb-page');
  // Motion: entrance data, printed settings or legacy waypoints (the bar counters' are theirs), scroll effects,
  // sticky options, true parallax.
  const motion = window as {
    et_animation_data?: unknown;
    et_pb_motion_elements?: unknown;
    et_pb_sticky_elements?: unknown;
  };
  if (
    motion.et_animation_data ||
    motion.et_pb_motion_elements ||
    motion.et_pb_sticky_elements ||
    document.querySelector('[data-animation-style],.et-waypoint:not(.et_pb_counters),.et_parallax_bg')
  )
    addOnce('pb-motion');
  // A/B tracking whenever the page config lists tests (the theme's global, or `#pb-config`'s copy of it), and on
  // the pages that count a conversion of another page's test (a split-track shortcode, a shop's order page).
  if (abTestsListed() || document.querySelector('.et_pb_ab_split_track,.et_pb_ab_shop_conversion'))
    addOnce('pb-ab-test');
  void scan(document, began).then(() => fireThemeEvent(document, 'et_pb_after_init_modules'));
  // Every selector `scan` acts on (rows, CMS roots, tags), as one list. The elements' own upgrades add nodes all the
  // time (a carousel's bullets, a counter's ring, a lightbox's figure): one query of it spares `scan`'s two per
  // catalogue entry for each. (A tag stands in for an entry without CMS roots: arrays join with commas.)
  const work = [ROWS, ...CATALOGUE.map(({ tag, cmsRoot }) => [tag, cmsRoot || tag])].join();
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof Element && holds(node, work)) {
          // A <pb-page> the page adds later (an app rendering its own) takes over from the one added here.
          if (added && node !== added && holds(node, 'pb-page')) {
            added.remove();
            added = null;
          }
          void scan(node);
        }
  }).observe(document.documentElement, { childList: true, subtree: true });
}

if (typeof document !== 'undefined') {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}
