/**
 * Defers work on an element until it comes near the viewport (within `margin`), with one IntersectionObserver
 * per host instead of scroll reads or polling: what the feed uses to set an image's source only when its item is
 * about to be seen (native `loading="lazy"` alone still fetches every image once the grid is laid out, and
 * starts them all at the lowest resolution), and what the carousel loads Swiper with. Once seen, an element's
 * later work runs at once; work that returns a promise which rejects (a load that failed) leaves the element
 * watched, so it runs again on the element's next approach. A disconnect stops watching; a reconnect watches what
 * is still waiting.
 */
import type { ReactiveController, ReactiveControllerHost } from '@lit/reactive-element';

export class InView implements ReactiveController {
  readonly #waiting = new Map<Element, () => unknown>();
  readonly #seen = new WeakSet<Element>();
  #io?: IntersectionObserver;

  constructor(
    host: ReactiveControllerHost,
    readonly margin = '200px',
  ) {
    host.addController(this);
  }

  /** Runs `work` now when `target` has been near the viewport, else once it comes near (the latest work wins). */
  when(target: Element, work: () => unknown): void {
    // Without IntersectionObserver (very old engines) everything runs at once, as the browser would load it.
    if (this.#seen.has(target) || typeof IntersectionObserver !== 'function') return void work();
    this.#waiting.set(target, work);
    this.#observer().observe(target);
  }

  #observer(): IntersectionObserver {
    return (this.#io ??= new IntersectionObserver(
      (entries) => {
        for (const { target, isIntersecting } of entries) {
          const work = this.#waiting.get(target);
          if (!isIntersecting || !work) continue;
          this.#seen.add(target);
          this.#waiting.delete(target);
          const done = work();
          if (!(done instanceof Promise)) this.#io?.unobserve(target);
          else
            done.then(
              () => this.#io?.unobserve(target),
              () => {
                // Still observed: the observer's next report of it coming near runs the work again.
                this.#seen.delete(target);
                if (!this.#waiting.has(target)) this.#waiting.set(target, work);
              },
            );
        }
      },
      { rootMargin: this.margin },
    ));
  }

  hostConnected(): void {
    for (const target of this.#waiting.keys()) this.#observer().observe(target);
  }

  hostDisconnected(): void {
    this.#io?.disconnect();
    this.#io = undefined;
  }
}
