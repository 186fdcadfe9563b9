/**
 * The portfolio grid's geometry (spec §9): columns by the element's own width — 5 at 1600 px and more, 4 at
 * 1024, 3 at 768, 2 at 480, else 1 — and items 0.75 × the column width tall.
 *
 * Used by `<pb-portfolio>` for the theme's `columns-N` class (the layout itself is a container query).
 */

const STEPS: ReadonlyArray<readonly [minWidth: number, columns: number]> = [
  [1600, 5],
  [1024, 4],
  [768, 3],
  [480, 2],
];

/** Columns for a grid `width` px wide (the container's width, not the viewport's). */
export function portfolioColumns(width: number): number {
  for (const [minWidth, columns] of STEPS) if (width >= minWidth) return columns;
  return 1;
}

/** Item height for a column `columnWidth` px wide. */
export const portfolioItemHeight = (columnWidth: number) => Math.max(0, columnWidth) * 0.75;
