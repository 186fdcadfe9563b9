/**
 * What the element needs from the page at once, for every visitor: the parts' ids, the show-again tab (a
 * returning visitor sees only that) and what the consent store starts with on a page with nothing to read.
 * The first layer's own markup work (buttons, reject, the bare tag's bar) is in `parts.ts`, loaded with it.
 */
import { create } from '../base/dom.js';

export const BAR_ID = 'cookie-law-info-bar';
export const TAB_ID = 'cookie-law-info-again';
export const SETTINGS_ID = 'cliSettingsPopup';

/**
 * The show-again tab: the plugin's `div#cookie-law-info-again` (kept, for the scripts and styles that look
 * for it) around a real button holding its text; built for a bare tag. Returns the button.
 */
export function normaliseTab(tab: HTMLElement | null, label: string): { tab: HTMLElement; button: HTMLButtonElement } {
  const container = tab ?? create('div', { id: TAB_ID }, { 'data-nosnippet': 'true' });
  let button = container.querySelector<HTMLButtonElement>(':scope > button.cookie-bar__again-button');
  if (!button) {
    button = create('button', { type: 'button', className: 'cookie-bar__again-button' });
    button.append(...container.childNodes);
    if (!button.textContent?.trim())
      button.replaceChildren(create('span', { id: 'cookie_hdr_showagain', textContent: label }));
    container.append(button);
  }
  container.removeAttribute('style');
  container.classList.add('cookie-bar__again');
  return { tab: container, button };
}

/**
 * Finds a part inside the element, else (1.x prints the parts as siblings) anywhere in the element's tree —
 * the document, or the shadow root the element lives in.
 */
export function findPart(host: HTMLElement, id: string): HTMLElement | null {
  return (
    host.querySelector<HTMLElement>(`#${id}`) ??
    (host.getRootNode() as Document | ShadowRoot).getElementById?.(id) ??
    null
  );
}

/**
 * What the consent store starts with (its options, plus `Cli_Data`'s secure flag and consent version);
 * `page-data.ts` reads it from the page when there is something to read.
 */
export interface PageData {
  /** The categories a visitor chooses. */
  categories: string[];
  /** The always-on categories (the popup's or the JSON's, and `Cli_Data`'s strictlyEnabled). */
  necessary: string[];
  /** Cookie names each category sets (`non_necessary_cookies`), erased when it is refused. */
  cookiesByCategory?: Record<string, string[]>;
  /** Every non-necessary cookie name (`nn_cookie_ids`), erased on reject. */
  rejectErases?: string[];
  /** `secure_cookies`. */
  secure?: boolean;
  /** `consentVersion`: a higher version asks again. */
  revision?: number;
}

/**
 * A page with nothing to read (no settings popup, no `Cli_Data`, no categories in the JSON): the default
 * categories, as `readPage` gives them (a spec keeps the two equal).
 */
export const DEFAULT_PAGE: PageData = {
  categories: ['functional', 'analytics', 'advertisement'],
  necessary: ['necessary'],
};
