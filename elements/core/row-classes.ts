/**
 * The row column classes the theme's script adds and its CSS uses (MARKUP.md §8.10): a row whose columns include
 * a quarter, or five fifths, or six sixths, gets `et_pb_row_4col`, `et_pb_row_5col`, `et_pb_row_6col`, or
 * `et_pb_row` followed by its column types (`et_pb_row_1-4_1-2_1-4`); other rows get nothing. Inner rows
 * (`.et_pb_row_inner`) are read the same way. Framework-free; `autoload` runs it over the page's rows and the rows
 * added later.
 */

/** The class for a row with `types` columns (`['1_4', '1_2', '1_4']`, as their `et_pb_column_<type>` classes say). */
export function rowClass(types: readonly string[]): string {
  const row = types.map((type) => `_${type.replace('_', '-')}`).join('');
  if (!/1-4|1-5_1-5|1-6_1-6/.test(row)) return '';
  // Four quarters, five fifths or six sixths have names of their own.
  for (const count of [4, 5, 6]) if (row === `_1-${count}`.repeat(count)) return `et_pb_row_${count}col`;
  return `et_pb_row${row}`;
}

/** The rows the theme's script gives column classes: sections' rows and the rows inside a column. */
export const ROWS = '.et_pb_row, .et_pb_row_inner';

/** Adds `row`'s column class, when it has one. */
export function addRowClass(row: Element): void {
  const name = rowClass(
    [...row.children]
      .filter((column) => column.classList.contains('et_pb_column'))
      // A column without its type class counts as full width, as the theme's script reads it.
      .map((column) => /\bet_pb_column_(\d_\d)\b/.exec(column.className)?.[1] ?? '4_4'),
  );
  if (name) row.classList.add(name);
}
