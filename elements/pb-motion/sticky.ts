/**
 * `<pb-motion>`'s sticky options (MARKUP.md §8.9), loaded only on pages that print `et_pb_sticky_elements`. Each
 * element whose position is `top`, `bottom` or `top_bottom` at the visitor's breakpoint gets `position: sticky`
 * with its top and bottom offsets, so the browser keeps it in view with no script while scrolling; the choice is
 * made again when the breakpoint changes. While one is stuck it has the theme's classes `et_pb_sticky` and
 * `et_pb_sticky--top` or `--bottom`, so the builder's sticky-state styles apply: an IntersectionObserver per
 * element, its root the window less the offset, sees it stuck when it is not wholly inside that root but touches
 * the offset's line. What does not map to `position: sticky` (the limits, the surrounding offset) is in the README.
 */
import type { Device } from './entrance-rules.js';
import { parseStickyElements, stickyAt } from './sticky-rules.js';

/**
 * An element's `top` or `bottom` offset in px, NaN when it has none. A px value (the builder's usual unit) is read
 * off the inline style; only another unit asks the browser for its computed style, which makes it work out the
 * style of the whole page there and then, as other elements' upgrades keep changing it (issue 19).
 */
function inPixels(element: HTMLElement, side: 'top' | 'bottom'): number {
  const value = element.style[side];
  if (!value) return NaN;
  return value.endsWith('px') ? parseFloat(value) : parseFloat(getComputedStyle(element)[side]);
}

/** Starts the page's sticky elements; returns the stop, which leaves them as printed. */
export function startSticky({ data }: { data: unknown }): () => void {
  const tablet = matchMedia('(max-width:980px)');
  const phone = matchMedia('(max-width:479px)');
  const items = parseStickyElements(data).flatMap(({ className, fields }) =>
    [...document.getElementsByClassName(className)].map((element) => ({ element: element as HTMLElement, fields })),
  );
  const observers: IntersectionObserver[] = [];
  const STUCK = ['et_pb_sticky', 'et_pb_sticky--top', 'et_pb_sticky--bottom'];
  const apply = () => {
    const device: Device = phone.matches ? 'phone' : tablet.matches ? 'tablet' : 'desktop';
    for (const observer of observers.splice(0)) observer.disconnect();
    // Every element's position first, then the offsets read back: a read after each write made the browser work
    // out the page's style once per sticky element (issue 19).
    const placed: typeof items = [];
    for (const item of items) {
      const sticky = stickyAt(item.fields, device);
      item.element.classList.remove(...STUCK);
      Object.assign(item.element.style, {
        position: sticky ? 'sticky' : '',
        top: sticky?.top ?? '',
        bottom: sticky?.bottom ?? '',
      });
      if (sticky) placed.push(item);
    }
    for (const { element } of placed) {
      // The offsets in px (NaN for none): a px offset as set, any other unit as the browser resolved it.
      const top = inPixels(element, 'top');
      const bottom = inPixels(element, 'bottom');
      const observer = new IntersectionObserver(
        (entries) => {
          // The latest report counts: several can be queued before this runs.
          const { boundingClientRect: box, intersectionRatio, rootBounds } = entries[entries.length - 1];
          const edge =
            intersectionRatio < 1 && rootBounds
              ? box.top <= rootBounds.top && box.top >= top - 1
                ? 'top'
                : box.bottom >= rootBounds.bottom && box.bottom <= innerHeight - bottom + 1
                  ? 'bottom'
                  : ''
              : '';
          element.classList.remove(...STUCK);
          if (edge) element.classList.add(STUCK[0], `${STUCK[0]}--${edge}`);
        },
        { rootMargin: `${top >= 0 ? -top - 1 : 0}px 0px ${bottom >= 0 ? -bottom - 1 : 0}px`, threshold: [0, 1] },
      );
      observer.observe(element);
      observers.push(observer);
    }
  };
  apply();
  tablet.addEventListener('change', apply);
  phone.addEventListener('change', apply);
  return () => {
    tablet.removeEventListener('change', apply);
    phone.removeEventListener('change', apply);
    for (const observer of observers) observer.disconnect();
    for (const { element } of items) {
      Object.assign(element.style, { position: '', top: '', bottom: '' });
      element.classList.remove(...STUCK);
    }
  };
}
