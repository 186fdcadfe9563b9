/** Pure header offset rules (spec §2, §6, §9; MARKUP.md §8.5). No DOM. */

/** Fixed navigation applies only above this viewport width (spec §2, §9). */
export const FIXED_NAV_MIN = 980;
/** The admin toolbar counts in offsets only above this viewport width (spec §6, §9). */
const ADMIN_BAR_MIN = 600;

/** The admin toolbar height that counts in scroll offsets at viewport width `viewport`. */
export const adminOffset = (barHeight: number, viewport: number): number =>
  viewport > ADMIN_BAR_MIN && Number.isFinite(barHeight) && barHeight > 0 ? barHeight : 0;

/** Whether the fixed-navigation layout applies at viewport width `viewport`. */
export const fixedNav = (viewport: number, min = FIXED_NAV_MIN): boolean => viewport > min;

/**
 * The `scroll-padding-top` that keeps focused elements out from under the fixed header (WCAG 2.4.11): the
 * header and the theme's top bar (`#top-header`, fixed above it) in fixed layouts, plus the admin toolbar.
 */
export const scrollPadding = (
  headerHeight: number,
  barHeight: number,
  viewport: number,
  min = FIXED_NAV_MIN,
  topHeader = 0,
): number =>
  (fixedNav(viewport, min) ? Math.max(0, headerHeight || 0) + Math.max(0, topHeader || 0) : 0) +
  adminOffset(barHeight, viewport);
