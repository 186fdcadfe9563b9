/**
 * The theme's masonry columns for a blog grid (MARKUP.md §8.8; THEME-CSS.md §11), loaded only where a blog module is
 * a grid: the theme's stylesheet keeps every post of `.et_pb_salvattore_content[data-columns]` transparent until
 * the posts sit in `.column.size-1ofN` boxes, which its Salvattore script built. This does what Salvattore did:
 * reads the column count from the grid's `::before` hint, builds the columns, deals the posts across them (the first
 * row reads across), and builds them again when the hint changes with the viewport. The posts move as they are
 * (never copied), so focus, listeners and upgraded elements inside them stay.
 */
import { columnsHint, distribute } from './columns-rules.js';

const GRID = '.et_pb_salvattore_content[data-columns]';

/** The posts of a grid in their reading order: from its columns when it has some, else its own children. */
function postsOf(grid: Element): Element[] {
  const columns = [...grid.children].filter((child) => child.matches('[data-pb-column]'));
  if (!columns.length) return [...grid.children];
  // Read back in Salvattore's order: row by row across the columns.
  const lists = columns.map((column) => [...column.children]);
  const posts: Element[] = [];
  for (let row = 0; lists.some((list) => row < list.length); row++)
    for (const list of lists) if (list[row]) posts.push(list[row]!);
  return posts;
}

/** Deals `grid`'s posts into the columns its hint asks for (when the count changed). */
export function layoutColumns(grid: HTMLElement): void {
  const hint = columnsHint(getComputedStyle(grid, '::before').content);
  const built = grid.firstElementChild?.hasAttribute('data-pb-column');
  if (!hint || (built && grid.getAttribute('data-columns') === String(hint.count))) return;
  const columns = distribute(postsOf(grid), hint.count).map((posts) => {
    const column = document.createElement('div');
    column.className = hint.classes.join(' ');
    column.setAttribute('data-pb-column', '');
    column.append(...posts);
    return column;
  });
  grid.replaceChildren(...columns);
  grid.setAttribute('data-columns', String(hint.count));
}

/**
 * Lays out every grid inside `root` now, again after the window is resized (the hint follows the viewport's
 * breakpoints) and whenever `root`'s content changes (a page of posts swapped in); returns the stop. The columns
 * stay when it stops: the theme's stylesheet needs them to show the posts.
 */
export function watchColumns(root: Element): () => void {
  const layout = () => root.querySelectorAll<HTMLElement>(GRID).forEach(layoutColumns);
  layout();
  // Checked in the frame after a resize: one style read per grid, nothing measured.
  let frame = 0;
  const relayout = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(layout);
  };
  addEventListener('resize', relayout);
  // A layout's own moves come back here too, and change nothing (the columns are already right).
  const swaps = new MutationObserver(layout);
  swaps.observe(root, { childList: true, subtree: true });
  return () => {
    removeEventListener('resize', relayout);
    cancelAnimationFrame(frame);
    swaps.disconnect();
  };
}
