/**
 * Paging for portfolios and galleries (spec §5, §9; MARKUP.md §4.2, §5): how many items a page holds, how many
 * pages there are, and which page links to show — about five around the current one, always the first and
 * last, with a gap marker where links are left out.
 *
 * Used by `<pb-gallery>` and `<pb-portfolio>`.
 */

/** Links shown around the current page. */
const PAGE_WINDOW = 5;
/** A gallery with no (or a zero, or a non-numeric) per-page setting shows four. */
const GALLERY_PER_PAGE = 4;

/** A gallery's `data-per_page`: a positive whole number, else 4. */
export function galleryPerPage(value: unknown): number {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(number) && number > 0 ? number : GALLERY_PER_PAGE;
}

/** Pages needed for `items` at `perPage`; a portfolio's 0 (or missing) per page is one page of everything. */
export function pageCount(items: number, perPage: number): number {
  const per = Math.floor(perPage);
  if (!(items > 0) || !(per >= 1) || !Number.isFinite(per)) return 1;
  return Math.ceil(items / per);
}

/** The 1-based page of item `index` (0-based). */
export function pageOf(index: number, perPage: number): number {
  const per = Math.floor(perPage);
  return per >= 1 && Number.isFinite(per) && index >= 0 ? Math.floor(index / per) + 1 : 1;
}

export type PageLink = number | 'gap';

/** The page links to show for `current` of `total`: a window of five, the first and last, gaps between. */
export function pageLinks(current: number, total: number, window = PAGE_WINDOW): PageLink[] {
  const last = Math.max(1, Math.floor(total));
  const page = Math.min(Math.max(1, Math.floor(current) || 1), last);
  let start = Math.max(1, page - Math.floor(window / 2));
  const end = Math.min(last, start + window - 1);
  start = Math.max(1, end - window + 1);
  const links: PageLink[] = [];
  if (start > 1) links.push(1, ...(start > 2 ? (['gap'] as const) : []));
  for (let n = start; n <= end; n++) links.push(n);
  if (end < last) links.push(...(end < last - 1 ? (['gap'] as const) : []), last);
  return links;
}
