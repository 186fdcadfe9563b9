/**
 * A named frame in the test page for a link's or a form's `target`: the browser's own navigation (a link followed,
 * a form posted without our code) then loads the frame, never the test page, and the test reads where it went.
 */
import { until } from './until.js';

export interface FrameTarget {
  /** Give this to the link's or the form's `target`. */
  readonly name: string;
  /** Resolves with the path and query the frame has loaded, once it has left about:blank. */
  arrival(ms?: number): Promise<string>;
  remove(): void;
}

let frames = 0;

export function frameTarget(): FrameTarget {
  const frame = Object.assign(document.createElement('iframe'), {
    name: `pb-test-frame-${++frames}`,
    title: 'Navigation target',
  });
  document.body.append(frame);
  const address = () => {
    const location = frame.contentWindow?.location;
    return location && location.href !== 'about:blank' ? location.pathname + location.search : '';
  };
  return {
    name: frame.name,
    async arrival(ms = 4000) {
      await until(address, ms);
      return address();
    },
    remove: () => frame.remove(),
  };
}

/**
 * Records, for each click that reaches the window while `run` runs, whether the page would follow it (nothing
 * cancelled it). Nothing is cancelled here: a followed link must be aimed at a `frameTarget`.
 */
export async function clicksFollowed(run: () => unknown): Promise<boolean[]> {
  const followed: boolean[] = [];
  const record = (event: Event) => followed.push(!event.defaultPrevented);
  window.addEventListener('click', record);
  try {
    await run();
  } finally {
    window.removeEventListener('click', record);
  }
  return followed;
}
