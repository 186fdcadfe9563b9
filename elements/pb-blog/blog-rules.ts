/**
 * Pure rules of the ajax blog pagination (MARKUP.md §8.8, docs/MARKUP.md): the selector that finds the same module
 * in another page, which page an address shows, how many pages the pagination names, and which clicks are ours.
 */

/** The theme's entrance-animation classes, left out of the module's selector (the reply's module has not animated). */
const ANIMATION =
  /^(et_animated|et_had_animation|et-animated|et-waypoint|et_pb_animation_\w+|infinite|transformAnim|(fade|slide|bounce|zoom|flip|fold|roll)(In|Out)?(Top|Bottom|Left|Right)?)$/;

/** A class that needs no escaping in a selector; one with other characters is left out (the rest still matches). */
const PLAIN = /^[A-Za-z_][\w-]*$/;

/**
 * The selector of a module from its classes, animation classes excluded (MARKUP.md §8.8): `.et_pb_module.et_pb_blog_0…`.
 * Undefined when no class is left (the module cannot be told apart in another page).
 */
export function moduleSelector(classes: Iterable<string>): string | undefined {
  const kept = [...new Set(classes)].filter((name) => PLAIN.test(name) && !ANIMATION.test(name));
  return kept.length ? kept.map((name) => `.${name}`).join('') : undefined;
}

/** The page an address shows: `/page/<n>/` or `?paged=<n>` (a positive whole number), else 1. */
export function pageOf(href: string): number {
  let url: URL;
  try {
    url = new URL(href, 'http://x/');
  } catch {
    return 1;
  }
  const match = /\/page\/(\d{1,6})\/?$/.exec(url.pathname) ?? /^(\d{1,6})$/.exec(url.searchParams.get('paged') ?? '');
  const page = match ? Number(match[1]) : 1;
  return page >= 1 ? page : 1;
}

/**
 * How many pages the pagination names: the "Page 2 of 5" WP-PageNavi prints, else the highest page its links reach
 * (at least `current`); undefined when neither says (the theme's "Older / Newer entries" links alone).
 */
export function pageTotal(
  summary: string | null | undefined,
  hrefs: readonly string[],
  current: number,
): number | undefined {
  const stated = /(\d{1,6})\D*$/.exec((summary ?? '').trim());
  if (stated && /\d\D+\d/.test(summary ?? '') && Number(stated[1]) >= current) return Number(stated[1]);
  const pages = hrefs.map(pageOf);
  const numbered = hrefs.some((href) => /\/page\/\d|[?&]paged=\d/.test(href));
  return numbered ? Math.max(current, ...pages) : undefined;
}

/** The announcement after a page change: `label` with `{page}` and `{total}`, or `short` with `{page}` alone. */
export function pageAnnouncement(page: number, total: number | undefined, label: string, short: string): string {
  return (total === undefined ? short : label).replace('{page}', String(page)).replace('{total}', String(total));
}

export interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/** A plain primary click: one with a modifier key (new tab, new window, download) stays the browser's. */
export const isPlainClick = (event: ClickLike): boolean =>
  event.button === 0 && !event.defaultPrevented && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);

/** Whether a link's address can be loaded in place: http(s), the page's own origin. */
export function isSameOrigin(href: string, origin: string): boolean {
  try {
    const url = new URL(href, origin);
    return url.origin === origin && /^https?:$/.test(url.protocol);
  } catch {
    return false;
  }
}
