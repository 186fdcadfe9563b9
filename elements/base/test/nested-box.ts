/**
 * A 1 px tall box nested `depth` levels below `parent`. A ResizeObserver on it is delivered before one on a
 * shallower box in the same rendering update: the tests that release a reply from inside that delivery use it
 * (core/form-request.test.ts, sbi-feed/sbi-feed-observer-loop.test.ts).
 */
export function nestedBox(parent: HTMLElement, depth: number): HTMLElement {
  let box = parent;
  for (let i = 0; i < depth; i++) box = box.appendChild(document.createElement('div'));
  box.style.height = '1px';
  return box;
}
