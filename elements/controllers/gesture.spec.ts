import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CLICK_SUPPRESSION,
  GestureController,
  SCROLL_STOP,
  TAP_HOLD,
  classifyGesture,
  movedBeyondTap,
  swipeDirection,
  swipeStep,
  type GestureOptions,
} from './gesture.js';

const at = (x: number, y: number, t: number) => ({ x, y, t });

describe('classifyGesture (spec §9 touch constants)', () => {
  it('is a tap under 750 ms without moving more than 10 px, a hold from 750 ms', () => {
    expect(classifyGesture(at(0, 0, 0), at(6, 8, 749))).toBe('tap');
    expect(classifyGesture(at(0, 0, 0), at(6, 8, 750))).toBe('hold');
    expect(classifyGesture(at(0, 0, 0), at(8, 8, 100))).toBe('move');
  });

  it('is a swipe under 1000 ms, over 30 px across and under 30 px up or down', () => {
    expect(classifyGesture(at(200, 100, 0), at(150, 110, 300))).toBe('swipe-left');
    expect(classifyGesture(at(100, 100, 0), at(140, 71, 999))).toBe('swipe-right');
    expect(classifyGesture(at(200, 100, 0), at(100, 100, 1000))).toBe('move');
    expect(classifyGesture(at(200, 100, 0), at(170, 100, 100))).toBe('move');
    expect(classifyGesture(at(200, 100, 0), at(100, 130, 100))).toBe('move');
  });

  it('never throws and reads nonsense as a move (property)', () => {
    const n = fc.oneof(fc.double(), fc.integer({ min: -5000, max: 5000 }));
    fc.assert(
      fc.property(n, n, n, n, n, n, (x0, y0, t0, x1, y1, t1) => {
        const g = classifyGesture(at(x0, y0, t0), at(x1, y1, t1));
        const dx = x1 - x0;
        const dy = y1 - y0;
        const dt = t1 - t0;
        if (g === 'swipe-left' || g === 'swipe-right') {
          expect(Math.abs(dx) > 30 && Math.abs(dy) < 30 && dt >= 0 && dt < 1000).toBe(true);
          expect(g).toBe(dx < 0 ? 'swipe-left' : 'swipe-right');
        }
        if (g === 'tap' || g === 'hold') expect(Math.hypot(dx, dy)).toBeLessThanOrEqual(10);
        if (g === 'hold') expect(dt).toBeGreaterThanOrEqual(750);
        if (!(dt >= 0)) expect(g).toBe('move');
      }),
    );
  });
});

describe('swipe gestures (spec §9)', () => {
  it('is a swipe under 1000 ms, over 30 px across and under 30 px up or down', () => {
    expect(swipeDirection(at(200, 100, 0), at(150, 110, 300))).toBe('left');
    expect(swipeDirection(at(100, 100, 0), at(140, 90, 999))).toBe('right');
  });

  it('is not a swipe when too slow, too short or too vertical', () => {
    expect(swipeDirection(at(200, 100, 0), at(100, 100, 1000))).toBeUndefined();
    expect(swipeDirection(at(200, 100, 0), at(170, 100, 100))).toBeUndefined();
    expect(swipeDirection(at(200, 100, 0), at(100, 130, 100))).toBeUndefined();
    expect(swipeDirection(at(200, 100, 50), at(100, 100, 10))).toBeUndefined();
  });

  it('tells a tap from a gesture at 10 px', () => {
    expect(movedBeyondTap(at(0, 0, 0), at(6, 8, 0))).toBe(false);
    expect(movedBeyondTap(at(0, 0, 0), at(8, 8, 0))).toBe(true);
  });

  it('steps forward on a left swipe, backward in right-to-left text', () => {
    expect(swipeStep('left', false)).toBe('next');
    expect(swipeStep('right', false)).toBe('previous');
    expect(swipeStep('left', true)).toBe('previous');
    expect(swipeStep('right', true)).toBe('next');
  });

  it('a swipe always crosses the distance and stays within the cross limit (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2000, max: 2000 }), fc.integer({ min: -2000, max: 2000 }), fc.integer({ min: -10, max: 3000 }), (dx, dy, dt) => {
        const direction = swipeDirection(at(0, 0, 0), at(dx, dy, dt));
        if (direction) {
          expect(Math.abs(dx)).toBeGreaterThan(30);
          expect(Math.abs(dy)).toBeLessThan(30);
          expect(dt).toBeLessThan(1000);
          expect(direction).toBe(dx < 0 ? 'left' : 'right');
        }
      }),
    );
  });
});

/** A host that is just an event target with a controller list (Node has EventTarget, not the DOM). */
class Host extends EventTarget {
  controllers: Array<{ hostConnected?(): void; hostDisconnected?(): void }> = [];
  addController(c: { hostConnected?(): void }) {
    this.controllers.push(c);
  }
  removeController() {}
  requestUpdate() {}
  updateComplete = Promise.resolve(true);
  connect() {
    this.controllers.forEach((c) => c.hostConnected?.());
  }
  disconnect() {
    this.controllers.forEach((c) => c.hostDisconnected?.());
  }
}

const pointer = (type: string, x: number, y: number, t: number, pointerType = 'touch') => {
  const event = new Event(type, { cancelable: true });
  Object.defineProperties(event, { clientX: { value: x }, clientY: { value: y }, timeStamp: { value: t }, pointerType: { value: pointerType }, isPrimary: { value: true } });
  return event;
};
const click = (t: number) => {
  const event = new Event('click', { cancelable: true });
  Object.defineProperty(event, 'timeStamp', { value: t });
  return event;
};

describe('GestureController', () => {
  let host: Host;
  const make = (options: GestureOptions) => {
    host = new Host();
    new GestureController(host as never, options);
    host.connect();
    return host;
  };
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    host?.disconnect();
    vi.useRealTimers();
  });

  it('reports a swipe and suppresses the click that follows it for 1500 ms', () => {
    const onSwipe = vi.fn();
    make({ onSwipe });
    host.dispatchEvent(pointer('pointerdown', 200, 100, 0));
    host.dispatchEvent(pointer('pointerup', 120, 105, 200));
    expect(onSwipe).toHaveBeenCalledWith('left', expect.anything());
    const late = click(400 + CLICK_SUPPRESSION + 1);
    const soon = click(250);
    host.dispatchEvent(soon);
    expect(soon.defaultPrevented).toBe(true);
    host.dispatchEvent(pointer('pointerdown', 100, 100, 300));
    host.dispatchEvent(pointer('pointerup', 180, 100, 400));
    host.dispatchEvent(late);
    expect(late.defaultPrevented).toBe(false);
  });

  it('fires tap-and-hold after 750 ms still, not when the pointer moves away or lifts early', () => {
    const onHold = vi.fn();
    make({ onHold });
    host.dispatchEvent(pointer('pointerdown', 10, 10, 0));
    vi.advanceTimersByTime(TAP_HOLD - 1);
    expect(onHold).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onHold).toHaveBeenCalledTimes(1);
    host.dispatchEvent(pointer('pointerup', 10, 10, 800));
    const after = click(810);
    host.dispatchEvent(after);
    expect(after.defaultPrevented, 'the click after a hold is suppressed').toBe(true);

    host.dispatchEvent(pointer('pointerdown', 10, 10, 2000));
    host.dispatchEvent(pointer('pointermove', 40, 10, 2100));
    vi.advanceTimersByTime(TAP_HOLD);
    host.dispatchEvent(pointer('pointerdown', 10, 10, 3000));
    host.dispatchEvent(pointer('pointerup', 10, 10, 3100));
    vi.advanceTimersByTime(TAP_HOLD);
    expect(onHold).toHaveBeenCalledTimes(1);
  });

  it('ignores mouse pointers, and a plain tap keeps its click', () => {
    const onSwipe = vi.fn();
    make({ onSwipe });
    host.dispatchEvent(pointer('pointerdown', 200, 100, 0, 'mouse'));
    host.dispatchEvent(pointer('pointerup', 100, 100, 100, 'mouse'));
    host.dispatchEvent(pointer('pointerdown', 200, 100, 200));
    host.dispatchEvent(pointer('pointerup', 202, 101, 300));
    const tap = click(310);
    host.dispatchEvent(tap);
    expect(onSwipe).not.toHaveBeenCalled();
    expect(tap.defaultPrevented).toBe(false);
  });

  it('stops listening when the host disconnects', () => {
    const onSwipe = vi.fn();
    make({ onSwipe });
    host.disconnect();
    host.dispatchEvent(pointer('pointerdown', 200, 100, 0));
    host.dispatchEvent(pointer('pointerup', 100, 100, 100));
    expect(onSwipe).not.toHaveBeenCalled();
  });

  it('reports a scroll stop 50 ms after the last scroll', () => {
    const target = new EventTarget();
    const onScrollStop = vi.fn();
    vi.stubGlobal('window', target);
    try {
      make({ onScrollStop });
      target.dispatchEvent(new Event('scroll'));
      vi.advanceTimersByTime(SCROLL_STOP - 10);
      target.dispatchEvent(new Event('scroll'));
      vi.advanceTimersByTime(SCROLL_STOP - 1);
      expect(onScrollStop).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(onScrollStop).toHaveBeenCalledTimes(1);
      host.disconnect();
      target.dispatchEvent(new Event('scroll'));
      vi.advanceTimersByTime(SCROLL_STOP);
      expect(onScrollStop).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
