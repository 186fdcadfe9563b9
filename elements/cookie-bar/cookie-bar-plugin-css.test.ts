/**
 * What the consent plugin's stylesheet and script leave on the page (MARKUP.md §1.4, THEME-CSS.md §13): the body
 * classes and overlays behind its modals, the scroll lock, and its switch (`input` + `label.cli-slider`) working
 * under the plugin's own rules as under ours.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { mount, runA11ySuite } from '../base/test/suites.js';
import { bareTag, cookie, plugin2x, until, useFirstVisit } from './cookie-bar.fixtures.js';
import { CookieBarElement } from './cookie-bar.js';
import './define.js';

/**
 * The plugin's rules these behaviours depend on (THEME-CSS.md §13, in our words; unlayered, as a site's stylesheet
 * is): its hidden input and screen-reader text, its 38 × 20 track after the input, its hidden category descriptions,
 * its settings popup shown only with `cli-show` and `cli-blowup`, its scroll lock and its overlays.
 */
const PLUGIN_RULES = `
  .cli-switch { display: inline-block; position: relative; min-height: 1px; padding-left: 38px; }
  .cli-switch input[type="checkbox"] { display: none; }
  .cli-switch .cli-slider { position: absolute; top: 0; right: 0; bottom: 0; left: 0; width: 38px; height: 20px;
    background-color: #e3e1e8; border-radius: 34px; font-size: 0; cursor: pointer; }
  .cli-switch .cli-slider:before { content: ""; position: absolute; left: 3px; bottom: 2px; width: 15px; height: 15px;
    border-radius: 50%; background-color: #fff; }
  .cli-switch input:checked + .cli-slider { background-color: #61a229; }
  .cli-switch input:checked + .cli-slider:before { transform: translateX(18px); }
  .cli-switch .cli-slider:after { content: attr(data-cli-disable); position: absolute; right: 50px; font-size: 12px; }
  .cli-switch input:checked + .cli-slider:after { content: attr(data-cli-enable); }
  .wt-cli-sr-only { display: none; }
  .cli-tab-content { display: none; }
  .cli-modal { position: fixed; inset: 0; z-index: 99999; overflow: hidden; display: none; transform: scale(0); }
  .cli-modal.cli-show { display: block; }
  .cli-modal.cli-blowup { z-index: 999999; transform: scale(1); }
  .cli-modal.cli-blowup.cli-out { z-index: -1; }
  .cli-modal-open, .cli-barmodal-open { overflow: hidden; }
  .cli-modal-backdrop { position: fixed; inset: 0; z-index: 1040; background-color: #000; display: none; }
  .cli-modal-backdrop.cli-fade { opacity: 0; }
  .cli-modal-backdrop.cli-show { opacity: 0.5; display: block; }
`;

const withSettings = (html: string, settings: Record<string, unknown>) =>
  html.replace('<cookie-bar>', `<cookie-bar settings='${JSON.stringify(settings)}'>`);
const popup2x = withSettings(plugin2x, { cookie_bar_as: 'popup' });
/** The page-level state, as values: body classes, the overlays' `cli-show`, the body's overflow. */
const pageState = () => ({
  modalOpen: document.body.classList.contains('cli-modal-open'),
  barModalOpen: document.body.classList.contains('cli-barmodal-open'),
  settingsOverlay: !!document.querySelector('.cli-settings-overlay.cli-show'),
  popupOverlay: !!document.querySelector('.cli-popupbar-overlay.cli-show'),
  overflow: getComputedStyle(document.body).overflow,
});
const CLOSED = {
  modalOpen: false,
  barModalOpen: false,
  settingsOverlay: false,
  popupOverlay: false,
  overflow: 'visible',
};
const dialogOf = (el: Element) => el.querySelector<HTMLDialogElement>('dialog.cookie-bar__settings')!;
/** Firefox's WebDriver BiDi takes the character for Space. */
const SPACE = navigator.userAgent.includes('Firefox') ? ' ' : 'Space';

/** Adds the plugin's rules for the tests inside the `describe` this is called in. */
function usePluginStyles(): void {
  let style: HTMLStyleElement | undefined;
  before(() => {
    style = Object.assign(document.createElement('style'), { textContent: PLUGIN_RULES });
    document.head.append(style);
  });
  after(() => style?.remove());
}

useFirstVisit();

describe('<cookie-bar> page-level state behind its modals (MARKUP.md §1.4)', () => {
  it('settings open: body.cli-modal-open, the settings overlay shown, the page does not scroll; all gone on close', async () => {
    const el = await mount<CookieBarElement>(plugin2x, 'cookie-bar');
    expect(pageState()).to.deep.equal(CLOSED);
    await el.openSettings();
    expect(pageState()).to.deep.equal({ ...CLOSED, modalOpen: true, settingsOverlay: true, overflow: 'hidden' });
    el.querySelector<HTMLElement>('#cliModalClose')!.click();
    expect(pageState()).to.deep.equal(CLOSED);
    await el.openSettings();
    await sendKeys({ press: 'Escape' });
    await until(() => !dialogOf(el).open);
    expect(pageState()).to.deep.equal(CLOSED);
  });

  it('settings open, then the element removed: the body classes and the overlay state go too', async () => {
    const el = await mount<CookieBarElement>(plugin2x, 'cookie-bar');
    await el.openSettings();
    el.remove();
    expect(pageState()).to.deep.equal(CLOSED);
  });

  it('a popup bar with its overlay: body.cli-barmodal-open, .cli-popupbar-overlay.cli-show, no scrolling; gone on a choice', async () => {
    const el = await mount<CookieBarElement>(popup2x, 'cookie-bar');
    expect(pageState()).to.deep.equal({ ...CLOSED, barModalOpen: true, popupOverlay: true, overflow: 'hidden' });
    await el.openSettings();
    expect(pageState()).to.deep.equal({
      modalOpen: true,
      barModalOpen: true,
      settingsOverlay: true,
      popupOverlay: true,
      overflow: 'hidden',
    });
    el.querySelector<HTMLElement>('#cliModalClose')!.click();
    el.querySelector<HTMLElement>('#wt-cli-accept-all-btn')!.click();
    expect(cookie('viewed_cookie_policy')).to.equal('yes');
    expect(pageState()).to.deep.equal(CLOSED);
  });

  it('a popup bar dismissed with Esc, or its element removed, leaves no page state', async () => {
    let el = await mount<CookieBarElement>(popup2x, 'cookie-bar');
    expect(pageState().barModalOpen).to.equal(true);
    await sendKeys({ press: 'Escape' });
    await until(() => !document.body.classList.contains('cli-barmodal-open'));
    expect(pageState()).to.deep.equal(CLOSED);
    el.remove();
    el = await mount<CookieBarElement>(popup2x, 'cookie-bar');
    expect(pageState().popupOverlay).to.equal(true);
    el.remove();
    expect(pageState()).to.deep.equal(CLOSED);
  });

  it('a bare tag’s popup gets the plugin’s overlay, made with its classes', async () => {
    const el = await mount<CookieBarElement>(bareTag({ cookie_bar_as: 'popup' }), 'cookie-bar');
    expect(pageState()).to.deep.equal({ ...CLOSED, barModalOpen: true, popupOverlay: true, overflow: 'hidden' });
    const overlay = el.querySelector<HTMLElement>('.cli-popupbar-overlay')!;
    expect([overlay.className, getComputedStyle(overlay).display]).to.deep.equal([
      'cli-modal-backdrop cli-fade cli-popupbar-overlay cli-show',
      'none',
    ]);
  });

  it('a popup without the overlay, a banner or a widget leaves the page as it was', async () => {
    for (const settings of [{ cookie_bar_as: 'popup', popup_overlay: false }, { cookie_bar_as: 'widget' }, {}]) {
      const el = await mount<CookieBarElement>(withSettings(plugin2x, settings), 'cookie-bar');
      expect(pageState(), JSON.stringify(settings)).to.deep.equal(CLOSED);
      el.remove();
    }
  });
});

for (const styles of ['our stylesheet', 'our stylesheet and the plugin’s'] as const)
  describe(`<cookie-bar> the plugin's switch markup (input + label.cli-slider) with ${styles}`, () => {
    if (styles !== 'our stylesheet') usePluginStyles();

    for (const fixture of ['plugin 2.x', 'bare tag'] as const) {
      /** Mounts `fixture`, opens the settings on the functional category; its input and label. */
      const open = async () => {
        const el = await mount<CookieBarElement>(fixture === 'bare tag' ? bareTag() : plugin2x, 'cookie-bar');
        await el.openSettings('functional');
        const input = el.querySelector<HTMLInputElement>('#wt-cli-checkbox-functional')!;
        const label = el.querySelector<HTMLElement>('label.cli-slider[for="wt-cli-checkbox-functional"]')!;
        expect([input.nextElementSibling === label, input.checked], 'the input right before its label').to.deep.equal([
          true,
          false,
        ]);
        return { el, input, label };
      };

      it(`${fixture}: the label has size, and a click on it toggles the category`, async () => {
        const { el, input, label } = await open();
        const rect = label.getBoundingClientRect();
        expect([rect.width >= 38, rect.height >= 20], `label ${rect.width} × ${rect.height}`).to.deep.equal([
          true,
          true,
        ]);
        // What a click at the drawn switch's centre hits (the unseen input over the label, or the label, which
        // toggles it through for=), and what that click does.
        const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
        expect(hit === input || hit?.closest('label.cli-slider') === label, `hit ${hit?.localName}`).to.equal(true);
        (hit as HTMLElement).click();
        expect([input.checked, el.store!.switchState('functional')]).to.deep.equal([true, true]);
        expect(cookie('cookielawinfo-checkbox-functional')).to.equal('yes');
        // The label itself is clickable too (the plugin's and themes' scripts click it).
        label.click();
        expect([input.checked, el.store!.switchState('functional')]).to.deep.equal([false, false]);
      });

      it(`${fixture}: the input stays in the keyboard order, toggles with Space and keeps its name (axe)`, async () => {
        const { el, input, label } = await open();
        expect(getComputedStyle(input).display).to.not.equal('none');
        input.focus();
        expect(document.activeElement === input).to.equal(true);
        await sendKeys({ press: SPACE });
        expect([input.checked, cookie('cookielawinfo-checkbox-functional')]).to.deep.equal([true, 'yes']);
        const name = label.querySelector('.wt-cli-sr-only');
        expect([name?.textContent, name && getComputedStyle(name).display !== 'none']).to.deep.equal([
          'Functional',
          true,
        ]);
        const description = el.querySelector<HTMLElement>('[role="tabpanel"]:not([hidden]) .cli-tab-content')!;
        expect([getComputedStyle(description).display, description.getBoundingClientRect().height > 0]).to.deep.equal([
          'block',
          true,
        ]);
        await expect(dialogOf(el)).to.be.accessible();
        // (The file's first axe run loads axe-core: WebKit over WebDriver on a loaded machine needs more than 5 s.)
      }).timeout(15_000);
    }
  });

describe('with the plugin’s stylesheet', () => {
  usePluginStyles();
  runA11ySuite(
    {
      element: CookieBarElement,
      fixtures: { 'plugin 2.x, popup': popup2x, 'bare tag, popup': bareTag({ cookie_bar_as: 'popup' }) },
    },
    [{ name: 'shown' }, { name: 'settings open', enter: (el) => (el as CookieBarElement).openSettings() }],
  );
});
