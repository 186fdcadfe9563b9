import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Disposer } from '../base/disposer.js';
import {
  CLICK_SUPPRESSION,
  GestureController,
  MOVE_THRESHOLD,
  SCROLL_STOP,
  SWIPE_MAX_CROSS,
  SWIPE_MAX_DURATION,
  SWIPE_MIN_DISTANCE,
  TAP_HOLD,
  classifyGesture,
  movedBeyondTap,
  swipeDirection,
  swipeStep,
  watchGestures,
  type GestureOptions,
} from './gesture.js';

const at = (x: number, y: number, t: number) => ({ x, y, t });

describe('classifyGesture (spec §9 touch constants)', () => {
  it('uses the touch constants of spec §9', () => {
    expect({
      TAP_HOLD,
      SWIPE_MAX_DURATION,
      SWIPE_MIN_DISTANCE,
      SWIPE_MAX_CROSS,
      MOVE_THRESHOLD,
      CLICK_SUPPRESSION,
      SCROLL_STOP,
    }).toEqual({
      TAP_HOLD: 750,
      SWIPE_MAX_DURATION: 1000,
      SWIPE_MIN_DISTANCE: 30,
      SWIPE_MAX_CROSS: 30,
      MOVE_THRESHOLD: 10,
      CLICK_SUPPRESSION: 1500,
      SCROLL_STOP: 50,
    });
  });

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
      fc.property(
        fc.integer({ min: -2000, max: 2000 }),
        fc.integer({ min: -2000, max: 2000 }),
        fc.integer({ min: -10, max: 3000 }),
        (dx, dy, dt) => {
          const direction = swipeDirection(at(0, 0, 0), at(dx, dy, dt));
          if (direction) {
            expect(Math.abs(dx)).toBeGreaterThan(30);
            expect(Math.abs(dy)).toBeLessThan(30);
            expect(dt).toBeLessThan(1000);
            expect(direction).toBe(dx < 0 ? 'left' : 'right');
          }
        },
      ),
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

const pointer = (
  type: string,
  x: number,
  y: number,
  t: number,
  pointerType = 'touch',
  pointerId = 1,
  isPrimary = true,
) => {
  const event = new Event(type, { cancelable: true });
  Object.defineProperties(event, {
    clientX: { value: x },
    clientY: { value: y },
    timeStamp: { value: t },
    pointerType: { value: pointerType },
    pointerId: { value: pointerId },
    isPrimary: { value: isPrimary },
  });
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
    expect(onSwipe).toHaveBeenCalledWith('left', expect.objectContaining({ x: 200, y: 100, t: 0 }), expect.anything());
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

describe('watchGestures (the one implementation: the controller, the lightbox dialog, the slide-in menu)', () => {
  let disposer: Disposer;
  let target: EventTarget;
  const watch = (options: GestureOptions) => {
    target = new EventTarget();
    disposer = new Disposer();
    watchGestures(target, options, disposer);
  };
  const swipe = (from: number, to: number, t = 0, pointerType = 'touch') => {
    target.dispatchEvent(pointer('pointerdown', from, 100, t, pointerType));
    target.dispatchEvent(pointer('pointerup', to, 104, t + 200, pointerType));
  };
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    disposer.dispose();
    vi.useRealTimers();
  });

  it('reports each swipe with its direction and where it started, and stops on dispose', () => {
    const onSwipe = vi.fn();
    watch({ onSwipe });
    swipe(300, 200);
    swipe(100, 200, 1000);
    expect(onSwipe.mock.calls.map(([direction, start]) => [direction, start.x, start.t])).toEqual([
      ['left', 300, 0],
      ['right', 100, 1000],
    ]);
    disposer.dispose();
    swipe(300, 200, 5000);
    expect(onSwipe).toHaveBeenCalledTimes(2);
  });

  it('swallows the click after any drag beyond 10 px (not only a swipe), for up to 1500 ms; a tap keeps its click', () => {
    watch({});
    target.dispatchEvent(pointer('pointerdown', 100, 100, 0));
    target.dispatchEvent(pointer('pointerup', 100, 150, 300)); // 50 px down: no swipe, but no tap either
    const afterDrag = click(400);
    target.dispatchEvent(afterDrag);
    expect(afterDrag.defaultPrevented).toBe(true);
    target.dispatchEvent(pointer('pointerdown', 100, 100, 1000));
    target.dispatchEvent(pointer('pointerup', 100, 160, 1100));
    const late = click(1100 + CLICK_SUPPRESSION + 1);
    target.dispatchEvent(late);
    expect(late.defaultPrevented).toBe(false);
    target.dispatchEvent(pointer('pointerdown', 100, 100, 5000));
    target.dispatchEvent(pointer('pointerup', 106, 108, 5100));
    const tap = click(5110);
    target.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(false);
  });

  it('leaves clicks alone when asked to (a listener on the whole page)', () => {
    watch({ suppressClick: false });
    swipe(300, 200);
    const after = click(250);
    target.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });

  it('reads mouse drags only when asked to (the lightbox)', () => {
    const onSwipe = vi.fn();
    watch({ onSwipe });
    swipe(300, 200, 0, 'mouse');
    expect(onSwipe).not.toHaveBeenCalled();
    disposer.dispose();
    watch({ onSwipe, mouse: true });
    swipe(300, 200, 0, 'mouse');
    swipe(300, 200, 1000, 'pen');
    expect(onSwipe).toHaveBeenCalledTimes(2);
  });

  it('ends a touch the browser took over for panning at its touchend, when asked to (the slide-in menu)', () => {
    const onSwipe = vi.fn();
    const touchEnd = (x: number, t: number) => {
      const event = new Event('touchend');
      Object.defineProperties(event, {
        changedTouches: { value: [{ clientX: x, clientY: 102 }] },
        timeStamp: { value: t },
      });
      target.dispatchEvent(event);
    };
    watch({ onSwipe });
    target.dispatchEvent(pointer('pointerdown', 300, 100, 0));
    target.dispatchEvent(pointer('pointercancel', 300, 100, 50));
    touchEnd(200, 200);
    expect(onSwipe, 'without the option a cancelled pointer is no gesture').not.toHaveBeenCalled();
    disposer.dispose();
    watch({ onSwipe, touchEnd: true });
    target.dispatchEvent(pointer('pointerdown', 300, 100, 0));
    target.dispatchEvent(pointer('pointercancel', 300, 100, 50));
    touchEnd(200, 200);
    expect(onSwipe).toHaveBeenCalledWith('left', expect.objectContaining({ x: 300 }), expect.anything());
    target.dispatchEvent(pointer('pointerdown', 300, 100, 1000));
    target.dispatchEvent(pointer('pointerup', 200, 100, 1200));
    touchEnd(200, 1210);
    expect(onSwipe, 'a pointerup and its touchend are one gesture').toHaveBeenCalledTimes(2);
  });

  it('reads two fingers as a pinch, not a swipe', () => {
    const onSwipe = vi.fn();
    watch({ onSwipe });
    target.dispatchEvent(pointer('pointerdown', 300, 100, 0, 'touch', 1));
    target.dispatchEvent(pointer('pointerdown', 320, 100, 10, 'touch', 2, false));
    target.dispatchEvent(pointer('pointerup', 200, 100, 200, 'touch', 1));
    target.dispatchEvent(pointer('pointerup', 420, 100, 210, 'touch', 2, false));
    expect(onSwipe).not.toHaveBeenCalled();
    swipe(300, 200, 1000);
    expect(onSwipe).toHaveBeenCalledTimes(1);
  });

  it('leaves no timer behind on dispose (a hold under way, a scroll stop pending)', () => {
    const onHold = vi.fn();
    const onScrollStop = vi.fn();
    const win = new EventTarget();
    vi.stubGlobal('window', win);
    try {
      watch({ onHold, onScrollStop });
      target.dispatchEvent(pointer('pointerdown', 10, 10, 0));
      win.dispatchEvent(new Event('scroll'));
      disposer.dispose();
      vi.advanceTimersByTime(TAP_HOLD);
      expect(onHold).not.toHaveBeenCalled();
      expect(onScrollStop).not.toHaveBeenCalled();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
