/**
 * Work that can wait, done a batch at a time when the page is idle: `start()` takes `size` items off the front of
 * `queue` (which the caller may go on filling) in each idle period until it is empty; `stop()` drops what is left.
 * For changes that are cheap to make but each cost the browser a restyle in the next frame, so that a few hundred
 * of them never land in one frame (issue 19: a long task at N = 200). Where an engine has no `requestIdleCallback`
 * (WebKit), a timer stands in. An idle period comes at most a second late, so the work is never put off for long on
 * a busy page.
 */
export function idleBatches<T>(queue: T[], each: (item: T) => void, size: number) {
  /** The idle callback's or the timer's handle, while one is asked for. */
  let pending: number | ReturnType<typeof setTimeout> | undefined;
  const idle = typeof requestIdleCallback === 'function';
  const next = () => {
    pending = undefined;
    for (const item of queue.splice(0, size)) each(item);
    if (queue.length) start();
  };
  const start = () => {
    pending ??= idle ? requestIdleCallback(next, { timeout: 1000 }) : setTimeout(next, 50);
  };
  return {
    start,
    stop() {
      if (pending !== undefined) {
        if (idle) cancelIdleCallback(pending as number);
        else clearTimeout(pending);
      }
      pending = undefined;
      queue.length = 0;
    },
  };
}
