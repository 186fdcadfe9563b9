/**
 * Module link options (MARKUP.md §2, §8.10): the CMS prints `et_link_options_data`, a list of
 * `{ class, url, target }`, and a click anywhere in the module with that order class follows its link — in a new
 * window (without an opener), by scrolling to an anchor on this page, or by navigating. The data is untrusted
 * input: only http(s) and relative addresses are followed, never `javascript:` or `data:`. Pure.
 */

/**
 * The hash (`#…`, as the URL writes it) a link's `href` points to when it is on this very page (`page`: the page's
 * address), else undefined: another page, another query, no fragment or a bare `#`. Never throws.
 */
export function samePageHash(href: string, page: string): string | undefined {
  let url: URL;
  let here: URL;
  try {
    here = new URL(page);
    url = new URL(href, here);
  } catch {
    return undefined;
  }
  if (url.origin !== here.origin || url.pathname !== here.pathname || url.search !== here.search) return undefined;
  return url.hash.length > 1 ? url.hash : undefined;
}

export interface LinkOption {
  /** The module's order class, e.g. `et_pb_text_0`. */
  className: string;
  url: string;
  newWindow: boolean;
}

export type LinkAction = { kind: 'anchor'; hash: string } | { kind: 'open' | 'navigate'; href: string };

const CLASS_NAME = /^-?[_a-zA-Z][_a-zA-Z0-9-]*$/;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The usable entries of the CMS's data, in order; anything malformed is left out. Never throws. */
export function parseLinkOptions(data: unknown): LinkOption[] {
  if (!Array.isArray(data)) return [];
  const out: LinkOption[] = [];
  for (const entry of data) {
    if (!isRecord(entry) || typeof entry.class !== 'string' || typeof entry.url !== 'string') continue;
    const className = entry.class.trim();
    const url = entry.url.trim();
    if (!CLASS_NAME.test(className) || !url) continue;
    out.push({ className, url, newWindow: entry.target === '_blank' });
  }
  return out;
}

/** What following `option` from the page at `page` does, or undefined when its address is not safe. */
export function linkAction(option: Pick<LinkOption, 'url' | 'newWindow'>, page: string): LinkAction | undefined {
  const text = option.url;
  // Browsers skip tabs and newlines and read "\" as "/": refuse such addresses rather than guess.
  // eslint-disable-next-line no-control-regex -- control characters in an address are what this refuses
  if (/[\u0000-\u001f\u007f\\]/.test(text)) return undefined;
  let url: URL;
  try {
    url = new URL(text, page);
  } catch {
    return undefined;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) return undefined;
  const hash = option.newWindow ? undefined : samePageHash(url.href, page);
  if (hash) return { kind: 'anchor', hash };
  return { kind: option.newWindow ? 'open' : 'navigate', href: url.href };
}

/** The page's link options: `et_link_options_data` (the theme's inline global), then a `#pb-link-options` JSON block. */
export function readLinkOptions(warn: (message: string) => void): LinkOption[] {
  const options = parseLinkOptions((globalThis as { et_link_options_data?: unknown }).et_link_options_data);
  const block = document.getElementById('pb-link-options')?.textContent;
  if (block)
    try {
      options.push(...parseLinkOptions(JSON.parse(block)));
    } catch {
      warn('#pb-link-options is not valid JSON; ignoring it.');
    }
  for (const { className } of options)
    document.querySelectorAll(`.${className}`).forEach((module) => module.classList.add('et_clickable'));
  return options;
}

/** A click on these inside a linked module does its own thing (MARKUP.md §8.10). */
const INTERACTIVE =
  'a,button,input,select,textarea,label,summary,[role=button],[role=tab],.et_pb_toggle_title,.et_pb_tabs_controls';

/** Follows the link option of the module clicked in, if any: `anchor` scrolls to a hash on this page (it returns whether it did). */
export function followLinkOption(
  event: MouseEvent,
  options: readonly LinkOption[],
  anchor: (hash: string) => boolean,
): void {
  const el = event.target as Element;
  if (el.closest(INTERACTIVE)) return;
  const option = options.find(({ className }) => el.closest(`.${className}`));
  const action = option && linkAction(option, location.href);
  if (!action) return;
  event.preventDefault();
  if (action.kind === 'anchor') {
    if (anchor(action.hash) && location.hash !== action.hash) history.pushState(history.state, '', action.hash);
  } else if (action.kind === 'open' || event.ctrlKey || event.metaKey || event.shiftKey)
    open(action.href, '_blank', 'noopener');
  else location.assign(action.href);
}
