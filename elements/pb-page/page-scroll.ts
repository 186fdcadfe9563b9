/**
 * The page's scrolling rules (spec §2, §6, §9; MARKUP.md §8.5–8.7), as pure functions: which same-page links
 * scroll smoothly, the timing plans (anchor clicks, a hash at load, the scroll-to-top button), the offset of
 * the fixed header and the admin toolbar, and the easing.
 */

/** Anchor clicks, side-navigation dots and the scroll-to-top button take 800 ms (spec §9). */
const SCROLL_DURATION = 800;
/** A hash at load waits 700 ms, then scrolls for 800 ms — 1600 ms when the target is lower than 4000 px — then corrects over 150 ms. */
const HASH_DELAY = 700;
const HASH_FAR = 4000;
const HASH_FAR_DURATION = 1600;
const HASH_CORRECTION = 150;
/** The fixed header counts only above 980 px; the admin toolbar only above 600 px, and is taller up to 782 px. */
const FIXED_NAV_MIN_WIDTH = 980;
const ADMIN_BAR_MIN_WIDTH = 600;
const ADMIN_BAR_MOBILE = 782;

export type Easing = 'swing' | 'linear';

/** One scroll of a plan: wait `wait` ms after the previous step ended, then scroll over `duration` ms. */
export interface ScrollStep {
  wait: number;
  duration: number;
  easing: Easing;
}

/** An anchor click, a dot, the scroll-to-top button, a checkout error: 800 ms, or at once under reduced motion. */
export const clickPlan = (reduced: boolean): ScrollStep[] => [
  { wait: 0, duration: reduced ? 0 : SCROLL_DURATION, easing: 'swing' },
];

/**
 * A location hash at load (`targetTop`: the target's distance from the top of the document): wait 700 ms (the
 * layout settles), scroll 800 or 1600 ms, then a 150 ms correction towards wherever the target is by then.
 * Under reduced motion one instant jump, after the same wait.
 */
export function hashPlan(targetTop: number, reduced: boolean): ScrollStep[] {
  if (reduced) return [{ wait: HASH_DELAY, duration: 0, easing: 'linear' }];
  const duration = targetTop > HASH_FAR ? HASH_FAR_DURATION : SCROLL_DURATION;
  return [
    { wait: HASH_DELAY, duration, easing: 'swing' },
    { wait: 0, duration: HASH_CORRECTION, easing: 'linear' },
  ];
}

/** The whole time a plan takes. */
export const planDuration = (plan: readonly ScrollStep[]) =>
  plan.reduce((sum, step) => sum + step.wait + step.duration, 0);

/** jQuery's default easing, which the theme's scrolls use; the corrections are linear. */
export const ease = (easing: Easing, p: number) => (easing === 'linear' ? p : 0.5 - Math.cos(p * Math.PI) / 2);

/** Where a scroll from `from` to `to` is after `elapsed` of `duration` ms. */
export function scrollAt(from: number, to: number, elapsed: number, duration: number, easing: Easing): number {
  if (!(duration > 0) || elapsed >= duration) return to;
  return from + (to - from) * ease(easing, Math.max(0, elapsed) / duration);
}

export interface OffsetInput {
  /** The window's width. */
  width: number;
  /** The theme's fixed navigation is on (`body.et_fixed_nav`). */
  fixedNav: boolean;
  /** The fixed header's height (top header + main header). */
  header: number;
  /** The admin toolbar's height, 0 when there is none. */
  adminBar: number;
}

/**
 * How far below the window's top a scroll target lands: the fixed header (less the 1 px the theme overlaps)
 * above 980 px, plus the admin toolbar above 600 px.
 */
export function scrollOffset({ width, fixedNav, header, adminBar }: OffsetInput): number {
  const nav = fixedNav && width > FIXED_NAV_MIN_WIDTH && header > 0 ? header - 1 : 0;
  const bar = width > ADMIN_BAR_MIN_WIDTH ? Math.max(0, adminBar) : 0;
  return nav + bar;
}

/** The admin toolbar's height when it cannot be measured: 46 px up to 782 px wide, else 32 px. */
export const adminBarHeight = (width: number) => (width > ADMIN_BAR_MOBILE ? 32 : 46);

/** The scroll position that puts `targetTop` (document coordinates) `offset` px below the top, within the page. */
export const scrollDestination = (targetTop: number, offset: number, maxScroll: number) =>
  Math.max(0, Math.min(targetTop - offset, Math.max(0, maxScroll)));

/**
 * Links that keep the browser's own jump (spec §2; the theme's list): inside a smooth-scroll-disabled area, shop
 * tabs, timetable tabs, calendar navigation and cart links, and comment-reply and review links. For
 * `link.closest()`.
 */
export const EXCLUDED =
  '.et_smooth_scroll_disabled,.woocommerce-tabs .tabs,.tt_tabs_navigation,.eab-shortcode_calendar-navigation-link,.view-cart-lnk,.acomment-reply,.woocommerce-review-link';

/** Decodes a fragment; a malformed escape is kept as written. */
export function decodeFragment(fragment: string): string {
  const body = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  try {
    return decodeURIComponent(body);
  } catch {
    return body;
  }
}
