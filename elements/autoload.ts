/**
 * The one script a CMS template needs: it loads an element's code only when its tag, or the CMS markup it
 * upgrades, appears in the page (now or later), and wraps bare CMS roots in their tag, so a site switches from
 * the original plugins by changing one script tag.
 */
import { CATALOGUE, type CatalogueEntry } from './catalogue.js';

const loaded = new Set<string>();

function load(entry: CatalogueEntry): void {
  if (loaded.has(entry.tag)) return;
  loaded.add(entry.tag);
  entry.load().catch((error: unknown) => {
    loaded.delete(entry.tag);
    console.warn(`[pb-elements] could not load <${entry.tag}>:`, error);
  });
}

/** Wraps each bare CMS root (one not already inside its tag) in the tag, keeping the `<noscript>` beside it. */
function wrapBareRoots(scope: ParentNode, entry: CatalogueEntry): void {
  if (!entry.cmsRoot) return;
  const self = scope instanceof HTMLElement && scope.matches(entry.cmsRoot) ? [scope] : [];
  for (const root of [...self, ...scope.querySelectorAll<HTMLElement>(entry.cmsRoot)]) {
    if (root.parentElement?.localName === entry.tag) continue;
    const wrapper = document.createElement(entry.tag);
    const companion = root.nextElementSibling?.localName === 'noscript' ? root.nextElementSibling : null;
    root.replaceWith(wrapper);
    wrapper.append(root, ...(companion ? [companion] : []));
  }
}

/** Finds what `scope` needs and loads it. */
export function scan(scope: ParentNode = document): void {
  for (const entry of CATALOGUE) {
    wrapBareRoots(scope, entry);
    if ((scope instanceof Element && scope.localName === entry.tag) || scope.querySelector(entry.tag)) load(entry);
  }
}

function start(): void {
  scan();
  new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) scan(node);
  }).observe(document.documentElement, { childList: true, subtree: true });
}

if (typeof document !== 'undefined') {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}
