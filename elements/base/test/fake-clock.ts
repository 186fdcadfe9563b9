/**
 * A fake clock for browser tests: replaces `setTimeout`/`clearTimeout` until `uninstall`, and runs the due
 * callbacks, in order, when the test calls `tick`. Frames and animations keep the real clock.
 */
export class FakeClock {
  #now = 0;
  #next = 1;
  readonly #timers = new Map<number, { at: number; run: () => void }>();
  readonly #original = { setTimeout: window.setTimeout, clearTimeout: window.clearTimeout };

  install(): this {
    Object.assign(window, {
      setTimeout: (handler: TimerHandler, delay = 0, ...args: unknown[]) => {
        const id = this.#next++;
        this.#timers.set(id, {
          at: this.#now + Math.max(0, delay),
          run: () => (typeof handler === 'function' ? handler(...args) : undefined),
        });
        return id;
      },
      clearTimeout: (id?: number) => void this.#timers.delete(id!),
    });
    return this;
  }

  /** Advances the clock by `ms`, running every timer that falls due, earliest first. */
  tick(ms: number): void {
    const end = this.#now + ms;
    for (;;) {
      const due = [...this.#timers].filter(([, t]) => t.at <= end).sort(([a, x], [b, y]) => x.at - y.at || a - b)[0];
      if (!due) break;
      this.#timers.delete(due[0]);
      this.#now = due[1].at;
      due[1].run();
    }
    this.#now = end;
  }

  uninstall(): void {
    Object.assign(window, this.#original);
    this.#timers.clear();
  }
}
