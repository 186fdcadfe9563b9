/**
 * A fake clock for browser tests: replaces `setTimeout`/`clearTimeout` and `setInterval`/`clearInterval` until
 * `uninstall`, and runs the due callbacks, in order, when the test calls `tick`. Frames and animations keep the
 * real clock.
 */
export class FakeClock {
  #now = 0;
  #next = 1;
  /** Each timer: when it falls due, what it runs, and for an interval, its period. */
  readonly #timers = new Map<number, { at: number; run: () => void; every?: number }>();
  readonly #original = {
    setTimeout: window.setTimeout,
    clearTimeout: window.clearTimeout,
    setInterval: window.setInterval,
    clearInterval: window.clearInterval,
  };

  install(): this {
    const add =
      (repeat: boolean) =>
      (handler: TimerHandler, delay = 0, ...args: unknown[]) => {
        const id = this.#next++;
        const every = Math.max(0, delay);
        this.#timers.set(id, {
          at: this.#now + every,
          run: () => (typeof handler === 'function' ? handler(...args) : undefined),
          // A browser runs an interval of 0 ms at least every millisecond or so; 1 keeps `tick` finite.
          every: repeat ? Math.max(1, every) : undefined,
        });
        return id;
      };
    const clear = (id?: number) => void this.#timers.delete(id!);
    Object.assign(window, {
      setTimeout: add(false),
      clearTimeout: clear,
      setInterval: add(true),
      clearInterval: clear,
    });
    return this;
  }

  /** Advances the clock by `ms`, running every timer that falls due, earliest first. */
  tick(ms: number): void {
    const end = this.#now + ms;
    for (;;) {
      const due = [...this.#timers].filter(([, t]) => t.at <= end).sort(([a, x], [b, y]) => x.at - y.at || a - b)[0];
      if (!due) break;
      const [id, timer] = due;
      // An interval stays, due again a period later (unless what it runs clears it).
      if (timer.every === undefined) this.#timers.delete(id);
      else this.#timers.set(id, { ...timer, at: timer.at + timer.every });
      this.#now = timer.at;
      timer.run();
    }
    this.#now = end;
  }

  uninstall(): void {
    Object.assign(window, this.#original);
    this.#timers.clear();
  }
}
