/**
 * The cookie bar's markup: the plugin's printed parts (MARKUP.md §1.3, 1.x and 2.x) found and made
 * accessible in place, or, for a bare `<cookie-bar>`, built with the plugin's own ids and classes so one
 * stylesheet and every script that looks for them work with both.
 */
import { create } from '../base/dom.js';
import { readCategories } from './page-data.js';

export const BAR_ID = 'cookie-law-info-bar';
export const TAB_ID = 'cookie-law-info-again';
export const SETTINGS_ID = 'cliSettingsPopup';

export type Action = 'accept-all' | 'reject' | 'save' | 'close' | 'accept' | 'settings' | 'show-again' | 'close-settings' | 'read-more';

/** The plugin's button markers, most specific first (accept-all also carries the accept classes). */
const ACTIONS: ReadonlyArray<readonly [string, Action]> = [
  ['[data-cli_action="accept_all"], .wt-cli-accept-all-btn', 'accept-all'],
  ['[data-cli_action="reject"], .wt-cli-reject-btn, .cookie_action_close_header_reject, .cookielawinfo-cookie-delete', 'reject'],
  ['.wt-cli-privacy-btn, .cli_setting_save_button', 'save'],
  ['.cli_cookie_close_button', 'close'],
  ['[data-cli_action="accept"], .wt-cli-accept-btn, .cookie_action_close_header', 'accept'],
  ['.cli_settings_button', 'settings'],
  [`#${TAB_ID}`, 'show-again'],
  ['#cliModalClose', 'close-settings'],
  ['.cli-privacy-readmore', 'read-more'],
];

/** The action of the control `target` is in, if any. */
export function actionOf(target: EventTarget | null): { action: Action; control: HTMLElement } | undefined {
  if (!(target instanceof Element)) return undefined;
  for (const [selector, action] of ACTIONS) {
    const control = target.closest<HTMLElement>(selector);
    if (control) return { action, control };
  }
  return undefined;
}

/** Which button config (spec §3) colours a control with this action. */
export const BUTTON_OF: Partial<Record<Action, 1 | 3 | 4 | 7>> = { accept: 1, close: 1, save: 1, 'accept-all': 7, reject: 3, settings: 4 };

/**
 * The plugin prints its buttons as `<a role="button" tabindex="0">`. Without a real destination they become
 * `<button>`s (same id, classes and data), so Space works and no `href="#"` jumps the page; links that go
 * somewhere stay links.
 */
export function toButton(control: HTMLElement): HTMLElement {
  if (control.localName === 'button') return control;
  const href = control.getAttribute('href');
  if (control.localName === 'a' && href && href !== '#' && !href.startsWith('javascript:')) return control;
  const button = create('button', { type: 'button' });
  for (const { name, value } of control.attributes) if (!['role', 'tabindex', 'href', 'style'].includes(name)) button.setAttribute(name, value);
  button.append(...control.childNodes);
  control.replaceWith(button);
  return button;
}

export interface Labels {
  accept: string;
  reject: string;
  settings: string;
  again: string;
  region: string;
  /** The message of a bare tag with no content of its own. */
  message: string;
}

/** The first layer for a bare tag: the message (the tag's own content), then settings, reject and accept. */
export function buildBar(message: Node[], labels: Labels): HTMLElement {
  const bar = create('div', { id: BAR_ID }, { 'data-nosnippet': 'true' });
  const text = create('div', { className: 'cli-bar-message' });
  text.append(...(message.length ? message : [labels.message]));
  const buttons = create('div', { className: 'cli-bar-btn_container' });
  buttons.append(
    create('button', { type: 'button', className: 'medium cli-plugin-button cli_settings_button', textContent: labels.settings }),
    create('button', { type: 'button', id: 'wt-cli-reject-btn', className: 'medium cli-plugin-button wt-cli-reject-btn cli_action_button', textContent: labels.reject }, { 'data-cli_action': 'reject' }),
    create(
      'button',
      { type: 'button', id: 'wt-cli-accept-all-btn', className: 'medium cli-plugin-button wt-cli-accept-all-btn cli_action_button', textContent: labels.accept },
      { 'data-cli_action': 'accept_all' },
    ),
  );
  const container = create('div', { className: 'cli-bar-container cli-style-v2' });
  container.append(text, buttons);
  const span = create('span');
  span.append(container);
  bar.append(span);
  return bar;
}

/**
 * The first layer must offer reject with the same weight as accept (TRUST.md #19): where the site's message
 * has no reject button, one is added beside accept.
 */
export function ensureReject(bar: HTMLElement, label: string): void {
  const controls = [...bar.querySelectorAll('a, button')];
  if (controls.some((c) => actionOf(c)?.action === 'reject')) return;
  const accept = controls.find((c) => ['accept', 'accept-all'].includes(actionOf(c)?.action ?? ''));
  const reject = create('button', { type: 'button', id: 'wt-cli-reject-btn', className: 'medium cli-plugin-button wt-cli-reject-btn cli_action_button', textContent: label }, { 'data-cli_action': 'reject' });
  if (accept) accept.before(reject, ' ');
  else (bar.querySelector('.cli-bar-btn_container') ?? bar).append(reject);
}

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
    if (!button.textContent?.trim()) button.replaceChildren(create('span', { id: 'cookie_hdr_showagain', textContent: label }));
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
  return host.querySelector<HTMLElement>(`#${id}`) ?? (host.getRootNode() as Document | ShadowRoot).getElementById?.(id) ?? null;
}

export interface CategoryChoice {
  slug: string;
  necessary: boolean;
}

/**
 * The categories the store needs from the start, without building the second layer: read from the plugin's
 * checkboxes (`data-id="checkbox-<slug>"`), else from the bare tag's JSON, else the defaults.
 */
export function categoryList(settings: HTMLElement | null, jsonCategories: unknown, necessary: string[]): CategoryChoice[] {
  if (!settings) return readCategories(jsonCategories).map(({ slug, necessary }) => ({ slug, necessary }));
  const out: CategoryChoice[] = [];
  for (const input of settings.querySelectorAll<HTMLInputElement>('input[type="checkbox"][data-id]')) {
    const slug = input.dataset.id!.replace(/^checkbox-/, '');
    if (!slug || out.some((c) => c.slug === slug)) continue;
    out.push({ slug, necessary: necessary.includes(slug) || slug === 'necessary' || !!input.closest('.wt-cli-necessary-checkbox') || input.disabled });
  }
  return out;
}
