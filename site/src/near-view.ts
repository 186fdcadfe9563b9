import { fragmentIds } from './address.js';

/**
 * How far outside the viewport a printed section starts loading its code: one screen above and below, so a visitor
 * scrolling at reading speed finds it working when it arrives, and a fling past it costs a round trip at most.
 */
const NEAR = '100% 0px';

/**
 * Whether the address names something in `printed`, which the browser does not scroll to when it is an element's
 * state (`#projects|events|1`): the section must run its code to show what the link promised.
 */
function namedByAddress(printed: Element): boolean {
  return fragmentIds().some((id) => printed.id === id || printed.querySelector(`#${CSS.escape(id)}`));
}

/**
 * Resolves once the printed element `id` is within NEAR of the viewport, at once when the address names something in
 * it, when the page has no such element (rendered on the client: nothing printed to wait for), and where there is no
 * page or IntersectionObserver (the build's printing, site/src/prerender.tsx, renders every section).
 */
export function nearView(id: string): Promise<void> {
  const printed = typeof document === 'undefined' ? null : document.getElementById(id);
  if (!printed || typeof IntersectionObserver === 'undefined' || namedByAddress(printed)) return Promise.resolve();
  return new Promise((resolve) => {
    const watch = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        watch.disconnect();
        resolve();
      },
      { rootMargin: NEAR },
    );
    watch.observe(printed);
  });
}
