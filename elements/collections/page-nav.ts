/**
 * Page links with the theme's markup (MARKUP.md §4.2, §5) — `ul > li.prev > a.page-prev`, `li.page.page-N > a.page-N`
 * (`active` on the current, `last-page` on the last), `li.next > a.page-next` — as real links to the page's hash,
 * showing about five around the current page with gaps, the previous and next links reading the theme's strings
 * (`et_pb_custom.prev` / `next`, MARKUP.md §4.2). Shared by the gallery and the portfolio.
 */
import { create } from '../base/dom.js';
import { getConfig } from '../core/config.js';
import { pageLinks } from '../core/pagination.js';

export interface PageNavLabels {
  /** `{n}` is the page number. */
  page: string;
}

/** Fills `container` with links for `current` of `total`; `hrefFor(page)` gives each link's address. */
export function renderPageNav(
  container: HTMLElement,
  current: number,
  total: number,
  hrefFor: (page: number) => string,
  labels: PageNavLabels,
): void {
  const list = create('ul');
  const strings = getConfig().strings;
  const link = (page: number, className: string, text: string, label?: string) => {
    const a = create('a', { href: hrefFor(page), className, textContent: text }, { 'data-page': String(page) });
    if (label) a.ariaLabel = label;
    return a;
  };
  if (current > 1) {
    const li = create('li', { className: 'prev' });
    li.append(link(current - 1, 'page-prev', strings.prev));
    list.append(li);
  }
  for (const entry of pageLinks(current, total)) {
    if (entry === 'gap') {
      list.append(create('li', { className: 'gap', textContent: '…' }, { 'aria-hidden': 'true' }));
      continue;
    }
    const li = create('li', { className: `page page-${entry}` });
    const a = link(
      entry,
      `page-${entry}${entry === current ? ' active' : ''}${entry === total ? ' last-page' : ''}`,
      String(entry),
      labels.page.replace('{n}', String(entry)),
    );
    if (entry === current) a.setAttribute('aria-current', 'page');
    li.append(a);
    list.append(li);
  }
  if (current < total) {
    const li = create('li', { className: 'next' });
    li.append(link(current + 1, 'page-next', strings.next));
    list.append(li);
  }
  container.replaceChildren(list);
  container.hidden = total < 2;
}

/** The page number a page link asks for. */
export const pageOfLink = (target: EventTarget | null): number | undefined => {
  const a = target instanceof Element ? target.closest<HTMLElement>('a[data-page]') : null;
  const page = a ? Number(a.dataset.page) : NaN;
  return Number.isInteger(page) && page > 0 ? page : undefined;
};

/**
 * Shows or hides a paged item as the theme's script did (`.show()` / `.hide()`: inline `display`), since the
 * theme's CSS hides every gallery and portfolio item until then (THEME-CSS.md §11), and by `hidden` for the
 * elements' own CSS and for a page without the theme's CSS.
 */
export function showItem(item: HTMLElement, shown: boolean): void {
  item.hidden = !shown;
  item.style.display = shown ? 'block' : 'none';
}
