/** Pure dropdown and mega-menu placement rules (spec §2, §9; MARKUP.md §8.5). No DOM. */

/** A hover-opened dropdown stays open this long after the pointer leaves (spec §9). */
export const CLOSE_DELAY = 200;
/** At and below this viewport width the mobile menu replaces the dropdowns (spec §2, §9: desktop above 980). */
export const MOBILE_BREAKPOINT = 980;
/** The mobile menu slides open and closed in this long (spec §9). */
export const MOBILE_SLIDE = 500;
/** Mega menus are re-placed this long after the last resize (spec §9). */
export const REPOSITION_DEBOUNCE = 200;
/** A mega menu with fewer columns than this gets the theme's column-count classes. */
const FULL_COLUMNS = 4;

/** The theme's classes for a mega menu of `columns` columns: `mega-menu-parent mega-menu-parent-<n>` below 4. */
export const columnClasses = (columns: number): string[] =>
  columns > 0 && columns < FULL_COLUMNS ? ['mega-menu-parent', `mega-menu-parent-${columns}`] : [];

/**
 * The horizontal shift (px) that keeps a box at `left` of `width` inside a viewport `viewport` wide: negative
 * when it would overflow the right edge, positive when it starts left of 0, 0 when it fits. A box wider than
 * the viewport is aligned to its left edge. Non-finite input gives 0.
 */
export function shiftInto(left: number, width: number, viewport: number): number {
  if (![left, width, viewport].every(Number.isFinite) || viewport <= 0) return 0;
  if (width >= viewport || left < 0) return -left;
  const over = left + width - viewport;
  return over > 0 ? -over : 0;
}

/** Whether a dropdown at `left` of `width` would cross the right edge (the theme's `et-reverse-direction-nav`). */
export const overflowsRight = (left: number, width: number, viewport: number): boolean =>
  Number.isFinite(left + width + viewport) && left + width > viewport;
