/**
 * `<pb-motion>`'s sticky options (MARKUP.md §8.9), loaded only on pages that print `et_pb_sticky_elements`. Each
 * element whose position is `top`, `bottom` or `top_bottom` at the visitor's breakpoint gets `position: sticky`
 * with its top and bottom offsets, so the browser keeps it in view with no script while scrolling; the choice is
 * made again when the breakpoint changes. What does not map to `position: sticky` (the limits, the surrounding
 * offset, the sticky-state styles) is in the README.
 */
import type { Device } from './entrance-rules.js';
import { parseStickyElements, stickyAt } from './sticky-rules.js';

/** Starts the page's sticky elements; returns the stop, which leaves them as printed. */
export function startSticky({ data }: { data: unknown }): () => void {
  const tablet = matchMedia('(max-width:980px)');
  const phone = matchMedia('(max-width:479px)');
  const items = parseStickyElements(data).flatMap(({ className, fields }) =>
    [...document.getElementsByClassName(className)].map((element) => ({ element: element as HTMLElement, fields })),
  );
  const apply = () => {
    const device: Device = phone.matches ? 'phone' : tablet.matches ? 'tablet' : 'desktop';
    for (const { element, fields } of items) {
      const sticky = stickyAt(fields, device);
      Object.assign(element.style, {
        position: sticky ? 'sticky' : '',
        top: sticky?.top ?? '',
        bottom: sticky?.bottom ?? '',
      });
    }
  };
  apply();
  tablet.addEventListener('change', apply);
  phone.addEventListener('change', apply);
  return () => {
    tablet.removeEventListener('change', apply);
    phone.removeEventListener('change', apply);
    for (const { element } of items) Object.assign(element.style, { position: '', top: '', bottom: '' });
  };
}
