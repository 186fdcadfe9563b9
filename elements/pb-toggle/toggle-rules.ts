/**
 * The toggle's rules as pure functions (MARKUP.md §8.3, PEERS.md §9.2): which item a location hash
 * names, the hash once a visitor opens or closes items, and where the page scrolls after an accordion item opens.
 */
import { readModule, writeModule } from '../core/hash-state.js';

/** The slide, open or closed, as the theme's slideToggle(700) (spec §9). */
export const SLIDE = 700;

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

/**
 * After an accordion item opens: when its top (`top`, from the window's top) lies under the fixed header
 * (`header` px high), the scroll position that puts it 50 px below the header, as the theme did; else undefined.
 */
export function scrollTarget(top: number, scrollY: number, header: number): number | undefined {
  return top < header ? Math.max(0, scrollY + top - header - 50) : undefined;
}
