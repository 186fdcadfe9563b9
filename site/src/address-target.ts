import { scrollTargetId } from './address.js';

/**
 * What the visitor does when they move on: once they have, a section arriving or growing later no longer moves the
 * page under them (browsers stop keeping a fragment's target in view then too).
 */
const MOVING_ON = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Brings the element the address names (`#contact`) into view once `root` has rendered it, and keeps it there while
 * the content above it arrives or changes size, until the visitor moves on: what a browser does for a fragment's
 * target while its page loads. Returns what stops it.
 *
 * - In the printed page the target is there from the start and the browser has scrolled to it already: nothing is
 *   watched. An address keeping an element's state (`#projects|events|1`) names no element by its whole fragment
 *   (site/src/address.ts): nothing is waited for.
 * - The jump is instant, as on load, not the page's smooth scrolling: smoothly crossing ten screens took seconds on a
 *   slow phone, and sections arriving during the glide moved its end (issue 19, the React site's journey that failed
 *   under load).
 * - Kept in view by a ResizeObserver on `root`, not only by the browser's scroll anchoring: WebKit has none, and a
 *   section above that arrives after the target pushed it out of view there.
 */
export function followAddressTarget(root: Element, id = scrollTargetId()): () => void {
  if (!id || document.getElementById(id)) return () => {};
  let target: HTMLElement | null = null;
  const align = () => target?.scrollIntoView({ behavior: 'instant', block: 'start' });
  const resized = new ResizeObserver(align);
  const arrived = new MutationObserver(() => {
    target = document.getElementById(id);
    if (!target) return;
    arrived.disconnect();
    align();
    resized.observe(root);
  });
  function stop() {
    arrived.disconnect();
    resized.disconnect();
    for (const type of MOVING_ON) removeEventListener(type, stop, true);
  }
  arrived.observe(root, { childList: true, subtree: true });
  for (const type of MOVING_ON) addEventListener(type, stop, { capture: true, passive: true });
  return stop;
}
