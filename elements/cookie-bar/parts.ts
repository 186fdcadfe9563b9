/**
 * The first layer's markup: the plugin's printed bar (MARKUP.md §1.3, 1.x and 2.x) made accessible in place,
 * or, for a bare `<cookie-bar>`, built with the plugin's own ids and classes so one stylesheet and every script
 * that looks for them work with both. Loaded with the first layer (the show-again tab is `page-parts.ts`).
 */
import { create } from '../base/dom.js';

export type Action =
  'accept-all' | 'reject' | 'save' | 'close' | 'accept' | 'settings' | 'show-again' | 'close-settings' | 'read-more';

/** The plugin's button markers, most specific first (accept-all also carries the accept classes). */
const ACTIONS: ReadonlyArray<readonly [string, Action]> = [
  ['[data-cli_action="accept_all"], .wt-cli-accept-all-btn', 'accept-all'],
  [
    '[data-cli_action="reject"], .wt-cli-reject-btn, .cookie_action_close_header_reject, .cookielawinfo-cookie-delete',
    'reject',
  ],
  ['.wt-cli-privacy-btn, .cli_setting_save_button', 'save'],
  ['.cli_cookie_close_button', 'close'],
  ['[data-cli_action="accept"], .wt-cli-accept-btn, .cookie_action_close_header', 'accept'],
  ['.cli_settings_button', 'settings'],
  // The show-again tab (page-parts.ts's TAB_ID), written out here: the element's own file has the constant, and an
  // import of it would put it in a file of its own that every page with the bar asks for (issue 19).
  ['#cookie-law-info-again', 'show-again'],
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
export const BUTTON_OF: Partial<Record<Action, 1 | 3 | 4 | 7>> = {
  accept: 1,
  close: 1,
  save: 1,
  'accept-all': 7,
  reject: 3,
  settings: 4,
};

/**
 * The plugin prints its buttons as `<a role="button" tabindex="0">`. Without a real destination they become
 * `<button>`s (same id, classes and data), so Space works and no `href="#"` jumps the page; links that go
 * somewhere stay links.
 */
export function toButton(control: HTMLElement): HTMLElement {
  if (control.localName === 'button') return control;
  const href = control.getAttribute('href');
  // eslint-disable-next-line no-script-url -- the prefix of links refused here (they become buttons), not a URL used
  if (control.localName === 'a' && href && href !== '#' && !href.startsWith('javascript:')) return control;
  const button = create('button', { type: 'button' });
  for (const { name, value } of control.attributes)
    if (!['role', 'tabindex', 'href', 'style'].includes(name)) button.setAttribute(name, value);
  button.append(...control.childNodes);
  control.replaceWith(button);
  return button;
}

export interface Labels {
  accept: string;
  reject: string;
  settings: string;
  region: string;
  /** The message of a bare tag with no content of its own. */
  message: string;
}

/**
 * The first layer for a bare tag, inside the `bar` the element made for it at once (holding the tag's own
 * content, so none of it shows before the bar does): the message, then settings, reject and accept.
 */
export function buildBar(bar: HTMLElement, labels: Labels): void {
  const text = create('div', { className: 'cli-bar-message' });
  text.append(...(bar.childNodes.length ? bar.childNodes : [labels.message]));
  const buttons = create('div', { className: 'cli-bar-btn_container' });
  buttons.append(
    create('button', {
      type: 'button',
      className: 'medium cli-plugin-button cli_settings_button',
      textContent: labels.settings,
    }),
    create(
      'button',
      {
        type: 'button',
        id: 'wt-cli-reject-btn',
        className: 'medium cli-plugin-button wt-cli-reject-btn cli_action_button',
        textContent: labels.reject,
      },
      { 'data-cli_action': 'reject' },
    ),
    create(
      'button',
      {
        type: 'button',
        id: 'wt-cli-accept-all-btn',
        className: 'medium cli-plugin-button wt-cli-accept-all-btn cli_action_button',
        textContent: labels.accept,
      },
      { 'data-cli_action': 'accept_all' },
    ),
  );
  const container = create('div', { className: 'cli-bar-container cli-style-v2' });
  container.append(text, buttons);
  const span = create('span');
  span.append(container);
  bar.append(span);
}

/**
 * The first layer must offer reject with the same weight as accept (TRUST.md #19): where the site's message
 * has no reject button, one is added beside accept.
 */
export function ensureReject(bar: HTMLElement, label: string): void {
  const controls = [...bar.querySelectorAll('a, button')];
  if (controls.some((c) => actionOf(c)?.action === 'reject')) return;
  const accept = controls.find((c) => ['accept', 'accept-all'].includes(actionOf(c)?.action ?? ''));
  const reject = create(
    'button',
    {
      type: 'button',
      id: 'wt-cli-reject-btn',
      className: 'medium cli-plugin-button wt-cli-reject-btn cli_action_button',
      textContent: label,
    },
    { 'data-cli_action': 'reject' },
  );
  if (accept) accept.before(reject, ' ');
  else (bar.querySelector('.cli-bar-btn_container') ?? bar).append(reject);
}
