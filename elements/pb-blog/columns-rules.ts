/**
 * Pure rules of a blog grid's masonry columns (THEME-CSS.md §11), apart from the pagination's rules so that only the
 * grid's part (blog-columns.ts) downloads them.
 */
/** The masonry columns a blog grid asks for: how many, and the classes of each column. */
export interface ColumnsHint {
  count: number;
  classes: string[];
}

/**
 * The theme's column hint (THEME-CSS.md §11): the grid's `::before` `content`, e.g. `"3 .column.size-1of3"`, as
 * `getComputedStyle` returns it (quoted, or `none`). Undefined unless it names 1 to 12 columns; the classes are the
 * dotted names after the count (plain class names only), `column` when there are none.
 */
export function columnsHint(content: string): ColumnsHint | undefined {
  const match = /^\s*["']?\s*(\d{1,2})((?:\s*\.[A-Za-z_][\w-]*)*)\s*["']?\s*$/.exec(content);
  const count = Number(match?.[1]);
  if (!match || !(count >= 1 && count <= 12)) return undefined;
  const classes = match[2]!
    .split('.')
    .map((name) => name.trim())
    .filter(Boolean);
  return { count, classes: classes.length ? classes : ['column'] };
}

/**
 * Salvattore's order (the theme's masonry): item `i` goes to column `i mod count`, so the first row reads across
 * the columns. Returns the items of each column, in order.
 */
export function distribute<T>(items: readonly T[], count: number): T[][] {
  const columns: T[][] = Array.from({ length: Math.max(1, count) }, () => []);
  items.forEach((item, i) => columns[i % columns.length]!.push(item));
  return columns;
}
