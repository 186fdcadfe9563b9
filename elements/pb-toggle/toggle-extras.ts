/**
 * What a toggle needs only now and then, loaded on demand (with the shared hash module): the address rules (which
 * item a location hash names, the hash once a visitor opens or closes items; MARKUP.md §8.3, PEERS.md §9.2), and
 * the scroll that brings an item out from under the fixed header. Loaded when the address has a hash, a visitor
 * opens an item with an id, or an accordion item opens, so a page of plain toggles loads none of it.
 */
import { readModule, writeModule } from '../core/hash-state.js';
import { scrollTarget } from './toggle-rules.js';

/** The index of the first id (a toggle's) that the hash names as an entry of its own; -1 when none. */
export function namedIndex(hash: string, ids: readonly string[]): number {
  return ids.findIndex((id) => id !== '' && readModule(hash, id));
}

/**
 * `hash` (without its `#`) once the items `changes` names (`[id, open]`) have opened or closed: an opened item is
 * named as a plain entry (in its place, or appended), a closed one's entry is gone; every other entry is kept. Items
 * without an id keep nothing in the address.
 */
export function hashAfter(hash: string, changes: ReadonlyArray<readonly [string, boolean]>): string {
  return changes.reduce((next, [id, open]) => (id ? writeModule(next, id, open ? [] : undefined) : next), hash);
}

/** The fixed header's height (admin toolbar, top header, main header; none with vertical navigation). */
const headerHeight = (): number =>
  [...document.querySelectorAll<HTMLElement>('body:not(.et_vertical_nav) :is(#wpadminbar, #top-header, #main-header)')]
    .filter((bar) => /fixed|sticky/.test(getComputedStyle(bar).position))
    .reduce((sum, bar) => sum + bar.offsetHeight, 0);

/** Scrolls `item`'s top to just below the fixed header (`always`), or only when the header hides it (50 px below). */
export function scrollBelowHeader(item: Element, always: boolean, smooth: boolean): void {
  const top = item.getBoundingClientRect().top;
  const to = always ? scrollY + top - headerHeight() : scrollTarget(top, scrollY, headerHeight());
  if (to !== undefined) scrollTo({ top: to, behavior: smooth ? 'smooth' : 'instant' });
}
