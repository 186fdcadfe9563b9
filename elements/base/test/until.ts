/** Resolves once `condition` holds (checked each frame), or fails after `ms`. */
export async function until(condition: () => unknown, ms = 2000): Promise<void> {
  const end = performance.now() + ms;
  while (!condition()) {
    if (performance.now() > end) throw new Error(`condition not met within ${ms} ms: ${condition}`);
    await new Promise((r) => requestAnimationFrame(r));
  }
}
