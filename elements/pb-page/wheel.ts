/**
 * Wheel smoothing (the theme's smooth-scroll library, spec §9: animationTime 400, stepSize 80, arrowScroll 50),
 * only when the site opts in (`<pb-page smooth-wheel>`) and never under reduced motion: a mouse-wheel notch
 * scrolls the page 80 px over 400 ms, the arrow keys 50 px. Touchpads (fine pixel deltas), zoom gestures
 * (ctrl), scrollable areas inside the page and keys typed into fields keep the browser's own scrolling.
 * Loaded only with the attribute.
 */
import type { ReactiveController, ReactiveControllerHost } from '@lit/reactive-element';
import { reducedMotion } from '../core/reduced-motion.js';

export const ANIMATION_TIME = 400;
export const STEP_SIZE = 80;
export const ARROW_SCROLL = 50;
/** Pixel deltas below this per event come from touchpads, which scroll smoothly already. */
export const TOUCHPAD_DELTA = 50;

/**
 * Pixels one wheel event scrolls the page (positive: down), or undefined when the browser should keep it: a
 * notch is 100 px (`deltaMode` 0), 3 lines (1) or a page (2) in the browsers' own units.
 */
export function wheelStep(deltaY: number, deltaMode: number): number | undefined {
  if (!Number.isFinite(deltaY) || deltaY === 0) return undefined;
  if (deltaMode === 0 && Math.abs(deltaY) < TOUCHPAD_DELTA) return undefined;
  const notches = deltaMode === 1 ? deltaY / 3 : deltaMode === 2 ? deltaY : deltaY / 100;
  const sign = deltaY > 0 ? 1 : -1;
  // At least one step per event, at most five (a flung wheel).
  return sign * STEP_SIZE * Math.min(5, Math.max(1, Math.round(Math.abs(notches))));
}

/** Ease-out: quick to start (the wheel answers at once), gentle to stop. */
export const easeOut = (p: number) => 1 - (1 - Math.min(1, Math.max(0, p))) ** 3;

/** True when `target` sits in an element that scrolls vertically by itself. */
function inScrollableArea(target: EventTarget | null): boolean {
  for (
    let el = target instanceof Element ? target : null;
    el && el !== document.body && el !== document.documentElement;
    el = el.parentElement
  ) {
    if (el.scrollHeight > el.clientHeight && /auto|scroll/.test(getComputedStyle(el).overflowY)) return true;
  }
  return false;
}

export class WheelSmoothing implements ReactiveController {
  #to = 0;
  #frame = 0;
  #stop?: () => void;

  constructor(host: ReactiveControllerHost) {
    host.addController(this);
  }

  hostConnected(): void {
    const wheel = (event: WheelEvent) => {
      const step = wheelStep(event.deltaY, event.deltaMode);
      if (
        step === undefined ||
        event.defaultPrevented ||
        event.ctrlKey ||
        reducedMotion() ||
        inScrollableArea(event.target)
      )
        return;
      event.preventDefault();
      this.#by(step);
    };
    const key = (event: KeyboardEvent) => {
      const step = { ArrowDown: ARROW_SCROLL, ArrowUp: -ARROW_SCROLL }[event.key];
      const target = event.target as HTMLElement;
      if (
        !step ||
        event.defaultPrevented ||
        event.altKey ||
        event.ctrlKey ||
        event.metaKey ||
        event.shiftKey ||
        reducedMotion()
      )
        return;
      if (
        target.isContentEditable ||
        target.closest?.(
          'input,select,textarea,[role=listbox],[role=slider],[role=tablist],[role=menu],[role=radiogroup]',
        ) ||
        inScrollableArea(target)
      )
        return;
      event.preventDefault();
      this.#by(step);
    };
    // The page's own scrolls stop on the wheel: listen on the document so they hear it first, on the window.
    document.addEventListener('wheel', wheel as EventListener, { passive: false });
    document.addEventListener('keydown', key as EventListener);
    this.#stop = () => {
      document.removeEventListener('wheel', wheel as EventListener, { passive: false } as EventListenerOptions);
      document.removeEventListener('keydown', key as EventListener);
      cancelAnimationFrame(this.#frame);
      this.#frame = 0;
    };
  }

  hostDisconnected(): void {
    this.#stop?.();
  }

  /** Scrolls `step` px further than where the running animation was going, over 400 ms from here. */
  #by(step: number): void {
    const max = document.documentElement.scrollHeight - innerHeight;
    this.#to = Math.max(0, Math.min(max, (this.#frame ? this.#to : scrollY) + step));
    cancelAnimationFrame(this.#frame);
    const from = scrollY;
    const start = performance.now();
    const frame = (now: number) => {
      const p = (now - start) / ANIMATION_TIME;
      scrollTo({ top: from + (this.#to - from) * easeOut(p), behavior: 'instant' });
      this.#frame = p < 1 ? requestAnimationFrame(frame) : 0;
    };
    this.#frame = requestAnimationFrame(frame);
  }
}
