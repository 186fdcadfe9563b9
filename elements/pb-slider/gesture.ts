/**
 * Swipes on touch screens (spec §9 touch gestures): a swipe takes under 1000 ms, moves more than 30 px across
 * and less than 30 px up or down; a pointer that moves more than 10 px is a gesture, not a tap, and the click
 * the browser sends after a swipe is suppressed for up to 1500 ms.
 *
 * Used by `<pb-slider>` and `<pb-lightbox>`.
 */

export const SWIPE_MAX_DURATION = 1000;
export const SWIPE_MIN_DISTANCE = 30;
export const SWIPE_MAX_CROSS = 30;
export const MOVE_THRESHOLD = 10;
export const CLICK_SUPPRESSION = 1500;

export interface PointerSample {
  x: number;
  y: number;
  /** Milliseconds (event timeStamp). */
  t: number;
}

/** `left` or `right` when the pointer's path from `start` to `end` is a swipe, else undefined. */
export function swipeDirection(start: PointerSample, end: PointerSample): 'left' | 'right' | undefined {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  const duration = end.t - start.t;
  if (!(duration >= 0 && duration < SWIPE_MAX_DURATION)) return undefined;
  if (!(Math.abs(dx) > SWIPE_MIN_DISTANCE && Math.abs(dy) < SWIPE_MAX_CROSS)) return undefined;
  return dx < 0 ? 'left' : 'right';
}

/** True once the pointer has moved far enough from `start` that it is no longer a tap. */
export const movedBeyondTap = (start: PointerSample, point: PointerSample) => Math.hypot(point.x - start.x, point.y - start.y) > MOVE_THRESHOLD;

/** In a right-to-left layout a swipe to the left goes back, not forward. */
export const swipeStep = (direction: 'left' | 'right', rtl: boolean): 'next' | 'previous' =>
  (direction === 'left') !== rtl ? 'next' : 'previous';
