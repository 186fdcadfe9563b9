/**
 * No stylesheet of ours lets a state pseudo-class (`:defined`, `:hover`, `:focus-within`, …) on one element reach
 * descendants of any kind (`x:not(:defined) > *`, `x:hover :not(.y)`). Chromium keeps one list of what a change of
 * each pseudo-class restyles, for every element on the page, gathered from every rule: one rule whose last compound
 * names no tag, class, id or attribute makes it "the whole subtree". With `cookie-bar:not(:defined) > *` and the
 * slider's `pb-slider:not(:defined) … > :not(:first-child)`, defining any element restyled everything inside it:
 * a `<pb-media>` its players' native controls (93 elements on the media page at 1×, found with Chromium's
 * invalidation tracking; 42 without those two rules; docs/PERF.md §5, "Upgrade time"). A rule naming what it reaches
 * (`lazy-video:defined > a[href]`) restyles only that.
 */
import { describe, expect, it } from 'vitest';
import { ARGUMENTS, compoundsOf, ourStylesheets, selectorsIn } from './selectors.js';

/** Pseudo-classes whose state changes as the page runs, not with its structure. */
const STATE =
  /:(defined|hover|focus|focus-within|focus-visible|active|checked|target|open|popover-open|disabled|enabled|invalid|valid|user-invalid|user-valid|placeholder-shown|playing|paused|fullscreen|modal|state\()/;

/** A compound with its functional pseudo-classes' arguments taken out (Chromium takes no name from them here). */
const bare = (compound: string): string => compound.replace(new RegExp(`:[\\w-]+${ARGUMENTS}`, 'g'), '');

/**
 * Whether a compound names a tag, class, id or attribute outside any functional pseudo-class, or through an `:is()`
 * or `:where()` each of whose choices names one (Chromium takes the names of every choice).
 */
const names = (compound: string): boolean =>
  /^[a-z][\w-]*|[.#][\w-]|\[/i.test(bare(compound)) ||
  [...compound.matchAll(new RegExp(`:(?:is|where)(${ARGUMENTS})`, 'g'))].some(([, choices]) =>
    choices!
      .slice(1, -1)
      .split(/,(?![^(]*\))/)
      .every((choice) => names(compoundsOf(choice.trim()).pop() ?? '')),
  );

/** Whether a state pseudo-class before the last compound reaches a last compound that names nothing. */
export const reachesAnyDescendant = (selector: string): boolean => {
  const compounds = compoundsOf(selector);
  const last = compounds.pop();
  return (
    !!last && compounds.some((c) => STATE.test(c.replace(new RegExp(`:has${ARGUMENTS}`, 'g'), ''))) && !names(last)
  );
};

describe('stylesheets name what a state pseudo-class reaches', () => {
  it('recognises the shapes it forbids, and allows what names its descendants or styles the element alone', () => {
    expect(reachesAnyDescendant('cookie-bar:not(:defined) > *')).toBe(true);
    expect(reachesAnyDescendant('pb-slider:not(:defined):not(:has(> .a, > .b)) > :not(:first-child)')).toBe(true);
    expect(reachesAnyDescendant('x:hover :not(.y)')).toBe(true);
    expect(reachesAnyDescendant('x:focus-within ~ * > :is(.a, *)')).toBe(true);
    expect(reachesAnyDescendant('cookie-bar:not(:defined)')).toBe(false);
    expect(reachesAnyDescendant('lazy-video:defined:not([invalid]) > a[href]')).toBe(false);
    expect(reachesAnyDescendant('pb-menu:defined ul.nav li:not(.a, .b li) > ul')).toBe(false);
    expect(reachesAnyDescendant('cookie-bar :focus-visible')).toBe(false);
    expect(reachesAnyDescendant('x:has(:hover) > *')).toBe(false);
    expect(reachesAnyDescendant('.a:not(.b) > :not(:first-child)')).toBe(false);
    expect(reachesAnyDescendant(':is(a, b):is(:hover, :focus-within) :is(.prev, .next)')).toBe(false);
  });

  it.each(ourStylesheets())('%s', (sheet) => {
    const offending = selectorsIn(sheet).filter(reachesAnyDescendant);
    expect(offending).toEqual([]);
  });
});
