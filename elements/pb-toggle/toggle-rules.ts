/**
 * The toggle's rules as pure functions (MARKUP.md §8.3): the slide's length, and where the page scrolls after an
 * accordion item opens. The address rules are in toggle-hash.ts, loaded only when a page needs them.
 */

/** The slide, open or closed, as the theme's slideToggle(700) (spec §9). */
export const SLIDE = 700;

/**
 * After an accordion item opens: when its top (`top`, from the window's top) lies under the fixed header
 * (`header` px high), the scroll position that puts it 50 px below the header, as the theme did; else undefined.
 */
export function scrollTarget(top: number, scrollY: number, header: number): number | undefined {
  return top < header ? Math.max(0, scrollY + top - header - 50) : undefined;
}
