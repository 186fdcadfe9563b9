/**
 * Records the event listeners, timers, animation frames and observers that code creates while tracking is on,
 * and which of them are still live. The cleanup suite uses it to prove a disconnect undoes a connect.
 */

interface ListenerRecord {
  target: EventTarget;
  type: string;
  listener: EventListenerOrEventListenerObject;
  capture: boolean;
}

export interface LiveResources {
  listeners: ListenerRecord[];
  timers: number;
  frames: number;
  observers: number;
}

const captureOf = (options?: boolean | EventListenerOptions) => (typeof options === 'boolean' ? options : !!options?.capture);

export class ResourceTracker {
  readonly #listeners: ListenerRecord[] = [];
  readonly #timers = new Set<number>();
  readonly #frames = new Set<number>();
  readonly #observers = new Set<{ disconnect(): void }>();
  readonly #restore: Array<() => void> = [];

  start(): this {
    const tracker = this;
    const proto = EventTarget.prototype;
    const { addEventListener, removeEventListener } = proto;
    proto.addEventListener = function (this: EventTarget, type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions) {
      if (listener && !(typeof options === 'object' && options.once)) tracker.#listeners.push({ target: this, type, listener, capture: captureOf(options) });
      return addEventListener.call(this, type, listener, options);
    };
    proto.removeEventListener = function (this: EventTarget, type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | EventListenerOptions) {
      const index = tracker.#listeners.findIndex((r) => r.target === this && r.type === type && r.listener === listener && r.capture === captureOf(options));
      if (index >= 0) tracker.#listeners.splice(index, 1);
      return removeEventListener.call(this, type, listener, options);
    };
    this.#restore.push(() => Object.assign(proto, { addEventListener, removeEventListener }));

    const { setTimeout, clearTimeout, setInterval, clearInterval, requestAnimationFrame, cancelAnimationFrame } = window;
    Object.assign(window, {
      setTimeout: (handler: TimerHandler, delay?: number, ...args: unknown[]) => {
        const id: number = setTimeout(
          (...a: unknown[]) => {
            tracker.#timers.delete(id);
            if (typeof handler === 'function') handler(...a);
          },
          delay,
          ...args,
        );
        tracker.#timers.add(id);
        return id;
      },
      clearTimeout: (id?: number) => (tracker.#timers.delete(id!), clearTimeout(id)),
      setInterval: (handler: TimerHandler, delay?: number, ...args: unknown[]) => {
        const id = setInterval(handler, delay, ...args);
        tracker.#timers.add(id);
        return id;
      },
      clearInterval: (id?: number) => (tracker.#timers.delete(id!), clearInterval(id)),
      requestAnimationFrame: (callback: FrameRequestCallback) => {
        const id = requestAnimationFrame((time) => (tracker.#frames.delete(id), callback(time)));
        tracker.#frames.add(id);
        return id;
      },
      cancelAnimationFrame: (id: number) => (tracker.#frames.delete(id), cancelAnimationFrame(id)),
    });
    this.#restore.push(() => Object.assign(window, { setTimeout, clearTimeout, setInterval, clearInterval, requestAnimationFrame, cancelAnimationFrame }));

    for (const name of ['MutationObserver', 'ResizeObserver', 'IntersectionObserver'] as const) {
      const Original = window[name] as unknown as { prototype: { observe: (...a: unknown[]) => void; disconnect: () => void } };
      const { observe, disconnect } = Original.prototype;
      Original.prototype.observe = function (this: { disconnect(): void }, ...args: unknown[]) {
        tracker.#observers.add(this);
        return observe.apply(this, args);
      };
      Original.prototype.disconnect = function (this: { disconnect(): void }) {
        tracker.#observers.delete(this);
        return disconnect.call(this);
      };
      this.#restore.push(() => Object.assign(Original.prototype, { observe, disconnect }));
    }
    return this;
  }

  /** What is still live; listeners on nodes inside `exceptInside` (but not on it) are left out. */
  live(exceptInside?: Node): LiveResources {
    return {
      listeners: this.#listeners.filter((r) => !(exceptInside && r.target instanceof Node && r.target !== exceptInside && exceptInside.contains(r.target))),
      timers: this.#timers.size,
      frames: this.#frames.size,
      observers: this.#observers.size,
    };
  }

  stop(): void {
    for (const restore of this.#restore.splice(0).reverse()) restore();
  }
}
