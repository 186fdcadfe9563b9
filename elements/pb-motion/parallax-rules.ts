/**
 * True parallax (MARKUP.md §8.10): the theme moves a section's `.et_parallax_bg` down by 0.3 of the distance the
 * section has travelled up the window, y = (scrollTop + windowHeight − sectionTop) × 0.3, and makes it
 * windowHeight × 0.3 taller than the section so the move never uncovers its top. Pure; never throws, never NaN.
 */

/** The theme's speed: the background moves 0.3 px per pixel of scroll. */
export const PARALLAX_SPEED = 0.3;

const finite = (n: number) => (Number.isFinite(n) ? n : 0);

/**
 * The background's shift down, in px, from the section's top relative to the window (`getBoundingClientRect().top`,
 * which is sectionTop − scrollTop) and the window's height. Anything not finite counts as 0.
 */
export const parallaxShift = (sectionTopInView: number, windowHeight: number): number =>
  finite((finite(windowHeight) - finite(sectionTopInView)) * PARALLAX_SPEED);

/** The background's height, in px: windowHeight × 0.3 + the section's height (negatives count as 0). */
export const parallaxHeight = (windowHeight: number, sectionHeight: number): number =>
  // Capped at the largest number: two huge sizes would otherwise add up to Infinity (fast-check found 7.7e293 and
  // 1.8e308).
  Math.min(Number.MAX_VALUE, Math.max(0, finite(windowHeight)) * PARALLAX_SPEED + Math.max(0, finite(sectionHeight)));

/**
 * The same two rules in CSS, for the scroll-driven path, where the background's containing block is the section
 * (its `.et_parallax_bg_wrap`, or the section itself): the height is 100 % + 30vh, and (pb-motion.css's
 * `pb-parallax` keyframes) over the section's view timeline (0 when its top meets the window's bottom, 1 when its bottom leaves the window's top: a scroll of
 * windowHeight + sectionHeight) the shift goes from 0 to 0.3 × (windowHeight + sectionHeight), which is
 * 30 % of the background's own height (0.3 × (sectionHeight + 0.3 × windowHeight)) + 21vh.
 */
export const PARALLAX_HEIGHT_CSS = 'calc(100% + 30vh)';
