/**
 * Runs `each` over `items` in order, in slices: once the current task has spent `ms` on them, the rest wait for a
 * new task (a timer), and so on. The first slice runs synchronously, so a short list is done before this returns.
 * For work that is cheap per item but can come by the dozen in one task (autoload asking for every file a page
 * needs, issue 19). `since` is when the current task's share began, if earlier work in it counts too: a caller that
 * has already spent `ms` before the first item gives every item a new task.
 */
export async function inSlices<T>(
  items: Iterable<T>,
  each: (item: T) => void,
  ms: number,
  since = performance.now(),
): Promise<void> {
  let start = since;
  for (const item of items) {
    if (performance.now() - start >= ms) {
      await new Promise((resolve) => setTimeout(resolve));
      start = performance.now();
    }
    each(item);
  }
}
