/**
 * Records the event listeners, timers, animation frames and observers that code creates while tracking is on,
 * and which of them are still live. The cleanup suite uses it to prove a disconnect undoes a connect.
 * A `{ once: true }` listener is live until it fires or is removed; one removed through its `signal` is gone.
 */

interface ListenerRecord {
  target: EventTarget;
  type: string;
  listener: EventListenerOrEventListenerObject;
  capture: boolean;
  /** A `{ once: true }` listener: what the browser really holds (it forgets the record when it fires). */
  once?: EventListener;
}

export interface LiveResources {
  listeners: ListenerRecord[];
  timers: number;
  frames: number;
  observers: number;
}

const captureOf = (options?: boolean | EventListenerOptions) =>
  typeof options === 'boolean' ? options : !!options?.capture;

export class ResourceTracker {
  readonly #listeners: ListenerRecord[] = [];
  readonly #timers = new Set<number>();
  readonly #frames = new Set<number>();
  readonly #observers = new Set<{ disconnect(): void }>();
  readonly #restore: Array<() => void> = [];

  start(): this {
    const listeners = this.#listeners;
    const timers = this.#timers;
    const frames = this.#frames;
    const observers = this.#observers;
    const proto = EventTarget.prototype;
    const { addEventListener, removeEventListener } = proto;
    const find = (target: EventTarget, type: string, listener: EventListenerOrEventListenerObject, capture: boolean) =>
      listeners.find((r) => r.target === target && r.type === type && r.listener === listener && r.capture === capture);
    const forget = (record: ListenerRecord) => {
      const index = listeners.indexOf(record);
      if (index >= 0) listeners.splice(index, 1);
    };
    proto.addEventListener = function (
      this: EventTarget,
      type: string,
      listener: EventListenerOrEventListenerObject | null,
      options?: boolean | AddEventListenerOptions,
    ) {
      const capture = captureOf(options);
      const signal = typeof options === 'object' ? options.signal : undefined;
      // The browser ignores a listener it already holds (for a once listener, it holds the stand-in below), and one
      // whose signal has aborted.
      const held = listener && find(this, type, listener, capture);
      if (held?.once) return;
      if (!listener || held || signal?.aborted) return addEventListener.call(this, type, listener, options);
      const record: ListenerRecord = { target: this, type, listener, capture };
      listeners.push(record);
      // Removing it through its signal removes it too.
      if (signal) addEventListener.call(signal, 'abort', () => forget(record), { once: true });
      if (typeof options === 'object' && options.once) {
        // A once listener is gone when it fires: the browser holds a stand-in that forgets the record first.
        record.once = function (this: EventTarget, event: Event) {
          forget(record);
          return typeof listener === 'function' ? listener.call(this, event) : listener.handleEvent(event);
        };
        return addEventListener.call(this, type, record.once, options);
      }
      return addEventListener.call(this, type, listener, options);
    };
    proto.removeEventListener = function (
      this: EventTarget,
      type: string,
      listener: EventListenerOrEventListenerObject | null,
      options?: boolean | EventListenerOptions,
    ) {
      const record = listener ? find(this, type, listener, captureOf(options)) : undefined;
      if (record) forget(record);
      return removeEventListener.call(this, type, record?.once ?? listener, options);
    };
    this.#restore.push(() => Object.assign(proto, { addEventListener, removeEventListener }));

    const { setTimeout, clearTimeout, setInterval, clearInterval, requestAnimationFrame, cancelAnimationFrame } =
      window;
    Object.assign(window, {
      setTimeout: (handler: TimerHandler, delay?: number, ...args: unknown[]) => {
        const id: number = setTimeout(
          (...a: unknown[]) => {
            timers.delete(id);
            if (typeof handler === 'function') handler(...a);
          },
          delay,
          ...args,
        );
        timers.add(id);
        return id;
      },
      clearTimeout: (id?: number) => {
        timers.delete(id!);
        clearTimeout(id);
      },
      setInterval: (handler: TimerHandler, delay?: number, ...args: unknown[]) => {
        const id = setInterval(handler, delay, ...args);
        timers.add(id);
        return id;
      },
      clearInterval: (id?: number) => {
        timers.delete(id!);
        clearInterval(id);
      },
      requestAnimationFrame: (callback: FrameRequestCallback) => {
        const id = requestAnimationFrame((time) => {
          frames.delete(id);
          callback(time);
        });
        frames.add(id);
        return id;
      },
      cancelAnimationFrame: (id: number) => {
        frames.delete(id);
        cancelAnimationFrame(id);
      },
    });
    this.#restore.push(() =>
      Object.assign(window, {
        setTimeout,
        clearTimeout,
        setInterval,
        clearInterval,
        requestAnimationFrame,
        cancelAnimationFrame,
      }),
    );

    for (const name of ['MutationObserver', 'ResizeObserver', 'IntersectionObserver'] as const) {
      const Original = window[name] as unknown as {
        prototype: { observe: (...a: unknown[]) => void; disconnect: () => void };
      };
      const { observe, disconnect } = Original.prototype;
      Original.prototype.observe = function (this: { disconnect(): void }, ...args: unknown[]) {
        observers.add(this);
        return observe.apply(this, args);
      };
      Original.prototype.disconnect = function (this: { disconnect(): void }) {
        observers.delete(this);
        return disconnect.call(this);
      };
      this.#restore.push(() => Object.assign(Original.prototype, { observe, disconnect }));
    }
    return this;
  }

  /** What is still live; listeners on nodes inside `exceptInside` (but not on it) are left out. */
  live(exceptInside?: Node): LiveResources {
    return {
      listeners: this.#listeners.filter(
        (r) =>
          !(exceptInside && r.target instanceof Node && r.target !== exceptInside && exceptInside.contains(r.target)),
      ),
      timers: this.#timers.size,
      frames: this.#frames.size,
      observers: this.#observers.size,
    };
  }

  /** The types of the live listeners on `target` that are among `types`, sorted, one entry per listener. */
  liveTypesOn(target: EventTarget, types: readonly string[]): string[] {
    return this.#listeners
      .filter((r) => r.target === target && types.includes(r.type))
      .map((r) => r.type)
      .sort();
  }

  stop(): void {
    for (const restore of this.#restore.splice(0).reverse()) restore();
  }
}
