/**
 * Collects everything a connect sets up — listeners on the element, the window or the document, observers,
 * frames — so one call on disconnect undoes all of it, in reverse order, and a reconnect starts clean.
 */
export class Disposer {
  #stops: Array<() => void> = [];

  /** True while something is set up (a connect has run and no dispose since). */
  get active(): boolean {
    return this.#stops.length > 0;
  }

  /** Listens until `dispose`. */
  listen(target: EventTarget, type: string, listener: EventListener, options?: AddEventListenerOptions): void {
    target.addEventListener(type, listener, options);
    this.#stops.push(() => target.removeEventListener(type, listener, options));
  }

  /** Follows the visitor's back/forward and hash changes until `dispose` (modules keep their state in the hash). */
  onHistory(listener: () => void): void {
    this.listen(window, 'popstate', listener);
    this.listen(window, 'hashchange', listener);
  }

  /** Runs `stop` on `dispose`. */
  add(stop: () => void): void {
    this.#stops.push(stop);
  }

  dispose(): void {
    this.#stops
      .splice(0)
      .reverse()
      .forEach((stop) => stop());
  }
}
