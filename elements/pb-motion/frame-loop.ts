/**
 * The one animation-frame loop of the scroll-linked motion parts (parallax, scroll effects) on browsers without CSS
 * scroll-driven animations (issue 16; PERF.md: no layout reads in scroll handlers). Scroll and resize only schedule
 * a frame; in the frame every subscriber's `read` runs first, then every `write`, so all layout reads of a frame
 * happen before any style write and nothing forces a second layout. The listeners exist only while someone is
 * subscribed.
 */

/** One subscriber's work per frame: `read` measures (layout reads only), `write` applies (style writes only). */
export interface FrameWork {
  read(): void;
  write(): void;
}

const subscribers = new Set<FrameWork>();
let frame = 0;

function tick(): void {
  frame = 0;
  for (const work of subscribers) work.read();
  for (const work of subscribers) work.write();
}

/**
 * Asks for one frame (at most one is pending); the scroll and resize listeners call only this, and a subscriber
 * that skipped a frame (a throttle) asks for the next.
 */
export function requestFrame(): void {
  if (!frame && subscribers.size) frame = requestAnimationFrame(tick);
}

/** Runs `work` in every frame after a scroll or resize (and once now); returns the unsubscribe. */
export function onFrames(work: FrameWork): () => void {
  if (!subscribers.size) {
    addEventListener('scroll', requestFrame, { passive: true });
    addEventListener('resize', requestFrame);
  }
  subscribers.add(work);
  requestFrame();
  return () => {
    if (!subscribers.delete(work) || subscribers.size) return;
    removeEventListener('scroll', requestFrame);
    removeEventListener('resize', requestFrame);
    cancelAnimationFrame(frame);
    frame = 0;
  };
}

/**
 * Whether the CSS scroll-driven path is used: `animation-timeline: view()` supported and not forced off. Tests set
 * `scrollPaths.forceFallback` to run the frame-loop path in Chromium too.
 */
export const scrollPaths = { forceFallback: false };
export const scrollTimelines = (): boolean =>
  !scrollPaths.forceFallback && typeof CSS !== 'undefined' && CSS.supports('animation-timeline: view()');
