/**
 * Touch gestures (spec §9): the shared constants and one reactive controller for every element that reads
 * gestures — tap-and-hold after 750 ms, swipes (under 1000 ms, over 30 px across, under 30 px up or down), a
 * pointer that moves more than 10 px is a gesture and not a tap, the click the browser sends after a swipe or a
 * hold is suppressed for up to 1500 ms, and scrolling counts as stopped 50 ms after the last scroll event.
 *
 * The rules are pure (`classifyGesture`, `swipeDirection`, `movedBeyondTap`, `swipeStep`); the controller only
 * listens while its host is connected. Used by `<pb-slider>`, `<pb-lightbox>` and `<pb-menu>`'s slide-in menu.
 */
import type { ReactiveController, ReactiveControllerHost } from '@lit/reactive-element';

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
  if (duration < SWIPE_MAX_DURATION && Math.abs(dx) > SWIPE_MIN_DISTANCE && Math.abs(dy) < SWIPE_MAX_CROSS) return dx < 0 ? 'swipe-left' : 'swipe-right';
  return 'move';
}

/** `left` or `right` when the pointer's path from `start` to `end` is a swipe, else undefined. */
export function swipeDirection(start: PointerSample, end: PointerSample): 'left' | 'right' | undefined {
  const gesture = classifyGesture(start, end);
  return gesture === 'swipe-left' ? 'left' : gesture === 'swipe-right' ? 'right' : undefined;
}

/** True once the pointer has moved far enough from `start` that it is no longer a tap. */
export const movedBeyondTap = (start: PointerSample, point: PointerSample) => Math.hypot(point.x - start.x, point.y - start.y) > MOVE_THRESHOLD;

/** In a right-to-left layout a swipe to the left goes back, not forward. */
export const swipeStep = (direction: 'left' | 'right', rtl: boolean): 'next' | 'previous' =>
  (direction === 'left') !== rtl ? 'next' : 'previous';

export interface GestureOptions {
  /** The element whose pointers are read (default: the host). */
  target?: EventTarget;
  onSwipe?: (direction: 'left' | 'right', event: Event) => void;
  onHold?: (event: Event) => void;
  /** Called once scrolling of the window has stopped for 50 ms. */
  onScrollStop?: () => void;
}

type Pointerish = Event & { clientX?: number; clientY?: number; pointerType?: string; isPrimary?: boolean };

/**
 * Reads touch and pen gestures on its target while the host is connected: swipes, tap-and-hold (fired after
 * 750 ms without moving) and scroll stops; suppresses the click that follows a swipe or a hold.
 */
export class GestureController implements ReactiveController {
  #start?: PointerSample;
  #holdTimer?: ReturnType<typeof setTimeout>;
  #scrollTimer?: ReturnType<typeof setTimeout>;
  #suppressUntil = -Infinity;
  #listening: Array<[EventTarget, string, EventListener, AddEventListenerOptions?]> = [];

  constructor(
    private readonly host: ReactiveControllerHost & EventTarget,
    private readonly options: GestureOptions,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    const target = this.options.target ?? this.host;
    this.#on(target, 'pointerdown', (e) => this.#down(e as Pointerish));
    this.#on(target, 'pointerup', (e) => this.#up(e as Pointerish));
    this.#on(target, 'pointercancel', () => this.#reset());
    this.#on(target, 'pointermove', (e) => this.#move(e as Pointerish), { passive: true });
    this.#on(target, 'click', (e) => this.#click(e), { capture: true });
    if (this.options.onScrollStop && typeof window !== 'undefined') this.#on(window, 'scroll', () => this.#scrolled(), { passive: true });
  }

  hostDisconnected(): void {
    for (const [target, type, listener, options] of this.#listening.splice(0)) target.removeEventListener(type, listener, options);
    this.#reset();
    clearTimeout(this.#scrollTimer);
  }

  #on(target: EventTarget, type: string, listener: EventListener, options?: AddEventListenerOptions): void {
    target.addEventListener(type, listener, options);
    this.#listening.push([target, type, listener, options]);
  }

  #sample = (e: Pointerish): PointerSample => ({ x: e.clientX ?? 0, y: e.clientY ?? 0, t: e.timeStamp });

  #down(e: Pointerish): void {
    // Mouse drags are not gestures here (a mouse has its own click and text selection).
    if (e.pointerType === 'mouse' || e.isPrimary === false) return;
    this.#reset();
    this.#start = this.#sample(e);
    this.#holdTimer = setTimeout(() => {
      this.#holdTimer = undefined;
      this.#suppress(e.timeStamp + TAP_HOLD);
      this.options.onHold?.(e);
    }, TAP_HOLD);
  }

  #move(e: Pointerish): void {
    if (this.#start && Math.hypot((e.clientX ?? 0) - this.#start.x, (e.clientY ?? 0) - this.#start.y) > MOVE_THRESHOLD) clearTimeout(this.#holdTimer);
  }

  #up(e: Pointerish): void {
    const start = this.#start;
    const held = start && this.#holdTimer === undefined;
    this.#reset();
    if (!start || held) return;
    const gesture = classifyGesture(start, this.#sample(e));
    if (gesture === 'swipe-left' || gesture === 'swipe-right') {
      this.#suppress(e.timeStamp);
      this.options.onSwipe?.(gesture === 'swipe-left' ? 'left' : 'right', e);
    }
  }

  #suppress(from: number): void {
    this.#suppressUntil = from + CLICK_SUPPRESSION;
  }

  #click(e: Event): void {
    if (e.timeStamp <= this.#suppressUntil) {
      this.#suppressUntil = -Infinity;
      e.preventDefault();
      e.stopPropagation();
    }
  }

  #scrolled(): void {
    clearTimeout(this.#scrollTimer);
    this.#scrollTimer = setTimeout(() => this.options.onScrollStop?.(), SCROLL_STOP);
  }

  #reset(): void {
    clearTimeout(this.#holdTimer);
    this.#holdTimer = undefined;
    this.#start = undefined;
  }
}
