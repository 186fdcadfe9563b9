/**
 * Stand-in IntersectionObservers for a test: each remembers its callback and what it watches, so the test can
 * deliver reports itself, several at once, as a loaded browser queues them. `restore()` puts the real one back.
 */
export function standInIntersectionObservers(): {
  /** The callback of the observer watching `target`. */
  reporterOf(target: Element): (entries: Partial<IntersectionObserverEntry>[]) => void;
  restore(): void;
} {
  const Real = window.IntersectionObserver;
  const made: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  window.IntersectionObserver = class {
    readonly #made: { callback: IntersectionObserverCallback; targets: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      made.push((this.#made = { callback, targets: [] }));
    }
    observe(target: Element) {
      this.#made.targets.push(target);
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
  return {
    reporterOf(target) {
      const found = made.find(({ targets }) => targets.includes(target));
      if (!found) throw new Error('no stand-in observer watches that target');
      return (entries) =>
        found.callback(
          entries.map((entry) => ({ target, ...entry }) as IntersectionObserverEntry),
          {} as IntersectionObserver,
        );
    },
    restore: () => void (window.IntersectionObserver = Real),
  };
}
