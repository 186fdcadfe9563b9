/**
 * Touch gestures (spec §9): the shared constants and one reactive controller for every element that reads
 * gestures — tap-and-hold after 750 ms, swipes (under 1000 ms, over 30 px across, under 30 px up or down), a
 * pointer that moves more than 10 px is a gesture and not a tap, the click the browser sends after such a drag
 * (a swipe or not) or a hold is suppressed for up to 1500 ms, and scrolling counts as stopped 50 ms after the last
 * scroll event. Right-to-left text turns a swipe's step around (`swipeStep`).
 *
 * The rules are pure (`classifyGesture`, `swipeDirection`, `movedBeyondTap`, `swipeStep`); `watchGestures` reads
 * them from pointer events into a `Disposer`, and `GestureController` runs it while its host is connected.
 * Used by `<pb-slider>` (the controller), and by `<pb-lightbox>`'s dialog and `<pb-menu>`'s slide-in menu (parts
 * loaded on demand, which call `watchGestures` with their own disposer).
 */
import type { ReactiveController, ReactiveControllerHost } from '@lit/reactive-element';
import { Disposer } from '../base/disposer.js';

export const TAP_HOLD = 750;
export const SWIPE_MAX_DURATION = 1000;
export const SWIPE_MIN_DISTANCE = 30;
export const SWIPE_MAX_CROSS = 30;
export const MOVE_THRESHOLD = 10;
export const CLICK_SUPPRESSION = 1500;
export const SCROLL_STOP = 50;

export interface PointerSample {
  x: number;
  y: number;
  /** Milliseconds (an event's timeStamp). */
  t: number;
}

export type Gesture = 'tap' | 'hold' | 'swipe-left' | 'swipe-right' | 'move';

/** What a pointer did between `start` and `end`. Any numbers in, one answer out; nonsense (NaN, time running backwards) is a `move`. */
export function classifyGesture(start: PointerSample, end: PointerSample): Gesture {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  const duration = end.t - start.t;
  if (!(duration >= 0) || !Number.isFinite(dx) || !Number.isFinite(dy)) return 'move';
  if (Math.hypot(dx, dy) <= MOVE_THRESHOLD) return duration >= TAP_HOLD ? 'hold' : 'tap';
  if (duration < SWIPE_MAX_DURATION && Math.abs(dx) > SWIPE_MIN_DISTANCE && Math.abs(dy) < SWIPE_MAX_CROSS)
    return dx < 0 ? 'swipe-left' : 'swipe-right';
  return 'move';
}

/** `left` or `right` when the pointer's path from `start` to `end` is a swipe, else undefined. */
export function swipeDirection(start: PointerSample, end: PointerSample): 'left' | 'right' | undefined {
  const gesture = classifyGesture(start, end);
  return gesture === 'swipe-left' ? 'left' : gesture === 'swipe-right' ? 'right' : undefined;
}

/** True once the pointer has moved far enough from `start` that it is no longer a tap. */
export const movedBeyondTap = (start: PointerSample, point: PointerSample) =>
  Math.hypot(point.x - start.x, point.y - start.y) > MOVE_THRESHOLD;

/** In a right-to-left layout a swipe to the left goes back, not forward. */
export const swipeStep = (direction: 'left' | 'right', rtl: boolean): 'next' | 'previous' =>
  (direction === 'left') !== rtl ? 'next' : 'previous';

export interface GestureOptions {
  /** Called for a swipe, with where it started (the slide-in menu opens only on a swipe from the screen's edge). */
  onSwipe?: (direction: 'left' | 'right', start: PointerSample, event: Event) => void;
  onHold?: (event: Event) => void;
  /** Called once scrolling of the window has stopped for 50 ms. */
  onScrollStop?: () => void;
  /** Mouse drags count too (the lightbox). Otherwise only touch and pen: a mouse has its own click and text selection. */
  mouse?: boolean;
  /**
   * Also ends a touch at its `touchend` when the browser took it over for panning (`pointercancel`), as the
   * slide-in menu's edge swipe over the whole page needs.
   */
  touchEnd?: boolean;
  /** Suppress the click the browser sends after a drag or a hold (default true); off where the target is the whole page. */
  suppressClick?: boolean;
}

type Pointerish = Event & {
  clientX?: number;
  clientY?: number;
  pointerType?: string;
  pointerId?: number;
  isPrimary?: boolean;
};

/**
 * Reads touch and pen gestures on `target` until `disposer` is disposed: swipes, tap-and-hold (fired after 750 ms
 * without moving) and scroll stops; suppresses the click that follows a drag (a swipe, or any move beyond the
 * 10 px tap threshold) or a hold. The one implementation behind `GestureController` (elements) and the parts
 * loaded on demand that have no host of their own (the lightbox's dialog, the slide-in menu).
 */
export function watchGestures(target: EventTarget, options: GestureOptions, disposer: Disposer): void {
  const { onSwipe, onHold, onScrollStop } = options;
  const listen = disposer.listen.bind(disposer);
  let start: (PointerSample & { id?: number }) | undefined;
  /** The starting pointer is still down (not taken over by the browser). */
  let pressed = false;
  let held = false;
  let holdTimer: ReturnType<typeof setTimeout> | undefined;
  let scrollTimer: ReturnType<typeof setTimeout> | undefined;
  let suppressUntil = -Infinity;
  const sample = (e: Pointerish): PointerSample => ({ x: e.clientX ?? 0, y: e.clientY ?? 0, t: e.timeStamp });
  const reset = () => {
    clearTimeout(holdTimer);
    start = holdTimer = undefined;
    pressed = held = false;
  };
  const end = (point: PointerSample, event: Event) => {
    const from = start;
    const wasHeld = held;
    reset();
    if (!from || wasHeld) return;
    if (movedBeyondTap(from, point)) suppressUntil = point.t + CLICK_SUPPRESSION;
    const direction = swipeDirection(from, point);
    if (direction) onSwipe?.(direction, from, event);
  };
  disposer.add(() => {
    reset();
    clearTimeout(scrollTimer);
  });
  listen(target, 'pointerdown', (event) => {
    const e = event as Pointerish;
    if (e.pointerType === 'mouse' && !options.mouse) return;
    // A second finger while one is down is a pinch, not a swipe.
    if (pressed && e.isPrimary === false && start!.id !== e.pointerId) return reset();
    reset();
    start = { ...sample(e), id: e.pointerId };
    pressed = true;
    if (onHold)
      holdTimer = setTimeout(() => {
        holdTimer = undefined;
        held = true;
        suppressUntil = e.timeStamp + TAP_HOLD + CLICK_SUPPRESSION;
        onHold(e);
      }, TAP_HOLD);
  });
  listen(target, 'pointerup', (e) => {
    if (pressed) end(sample(e as Pointerish), e);
  });
  listen(target, 'pointercancel', () => {
    if (options.touchEnd && start) pressed = false;
    else reset();
  });
  if (options.touchEnd)
    listen(
      target,
      'touchend',
      (e) => {
        const touch = (e as TouchEvent).changedTouches[0];
        if (touch && start) end({ x: touch.clientX, y: touch.clientY, t: e.timeStamp }, e);
      },
      { passive: true },
    );
  // Moving away cancels a hold (only read when someone listens for holds).
  if (onHold)
    listen(
      target,
      'pointermove',
      (e) => {
        if (start && movedBeyondTap(start, sample(e as Pointerish))) clearTimeout(holdTimer);
      },
      { passive: true },
    );
  if (options.suppressClick !== false)
    listen(
      target,
      'click',
      (e) => {
        if (e.timeStamp <= suppressUntil) {
          e.preventDefault();
          e.stopPropagation();
        }
        // Only the click the browser sends right after the gesture is swallowed.
        suppressUntil = -Infinity;
      },
      { capture: true },
    );
  if (onScrollStop)
    listen(
      window,
      'scroll',
      () => {
        clearTimeout(scrollTimer);
        scrollTimer = setTimeout(onScrollStop, SCROLL_STOP);
      },
      { passive: true },
    );
}

/** `watchGestures` on the host (or `target`) while the host is connected. */
export class GestureController implements ReactiveController {
  readonly #connection = new Disposer();

  constructor(
    private readonly host: ReactiveControllerHost & EventTarget,
    private readonly options: GestureOptions & {
      /** The element whose pointers are read (default: the host). */
      target?: EventTarget;
    },
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    watchGestures(this.options.target ?? this.host, this.options, this.#connection);
  }

  hostDisconnected(): void {
    this.#connection.dispose();
  }
}
