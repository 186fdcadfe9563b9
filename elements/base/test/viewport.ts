/**
 * Sets the page's inner size (the layout viewport, `innerWidth` × `innerHeight`) in every engine, through the
 * `viewport` command of web-test-runner.config.mjs, and waits until the page sees it: `withViewport(size, body)`
 * sets it for one body and puts back the size the page had, also when setting it failed. Defaults differ (800 × 600
 * in Chromium and Firefox, 1024 × 730 in WebKit's window here), so a test whose assertions depend on the width sets
 * the width it needs. WebKit's window is never narrower than 447 px: ask for 500 or more.
 */
import { executeServerCommand } from '@web/test-runner-commands';

export interface ViewportSize {
  width: number;
  height: number;
}

const current = (): ViewportSize => ({ width: innerWidth, height: innerHeight });

async function setViewport(size: ViewportSize): Promise<void> {
  await executeServerCommand('viewport', size);
  for (let frame = 0; frame < 60 && (innerWidth !== size.width || innerHeight !== size.height); frame++)
    await new Promise((resolve) => requestAnimationFrame(resolve));
  if (innerWidth !== size.width || innerHeight !== size.height)
    throw new Error(`viewport: asked for ${size.width}×${size.height}, the page has ${innerWidth}×${innerHeight}`);
}

/** Runs `body` with the viewport at `size`, and puts back the size the page had, whatever happens. */
export async function withViewport<T>(size: ViewportSize, body: () => T | Promise<T>): Promise<T> {
  const before = current();
  try {
    await setViewport(size);
    return await body();
  } finally {
    await setViewport(before);
  }
}
