import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { mount, unmountAll } from '../base/test/suites.js';
import { PbConsentRequestEvent } from '../core/consent.js';
import { bareTag, cookie, plugin1x, plugin2x, until, useFirstVisit } from './cookie-bar.fixtures.js';
import type { CookieBarElement } from './cookie-bar.js';
import './define.js';

const dialogOf = (el: Element) => el.querySelector<HTMLDialogElement>('dialog.cookie-bar__settings')!;
const tabs = (el: Element) => [...el.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
const selectedPanel = (el: Element) => el.querySelector<HTMLElement>('[role="tabpanel"]:not([hidden])')!;
const switchOf = (el: Element, slug: string) => el.querySelector<HTMLInputElement>(`#wt-cli-checkbox-${slug}`)!;
const enableAll = (el: Element) => el.querySelector<HTMLInputElement>('.cookie-bar__enable-all input')!;
const active = () => document.activeElement as HTMLElement | null;
/** Firefox's WebDriver BiDi takes the character for Space. */
const SPACE = navigator.userAgent.includes('Firefox') ? ' ' : 'Space';
const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));

useFirstVisit();

describe('<cookie-bar> settings dialog (APG modal dialog)', () => {
  it('opens from the settings button as a named modal dialog with focus inside', async () => {
    const el = await mount(plugin2x, 'cookie-bar');
    el.querySelector<HTMLElement>('.cli_settings_button')!.click();
    await until(() => dialogOf(el)?.open);
    const dialog = dialogOf(el);
    expect(dialog.open).to.equal(true);
    expect(dialog.matches(':modal')).to.equal(true);
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).to.equal('Privacy Overview');
    expect(dialog.contains(active())).to.equal(true);
    expect(el.querySelector('#cliSettingsPopup')!.hasAttribute('role'), 'plugin role removed').to.equal(false);
  });

  it('Tab wraps from the last control to the first and Shift+Tab back', async () => {
    const el = await mount(plugin2x, 'cookie-bar');
    const opener = el.querySelector<HTMLElement>('.cli_settings_button')!;
    opener.focus();
    opener.click();
    await until(() => dialogOf(el)?.open);
    const save = el.querySelector<HTMLElement>('#wt-cli-privacy-save-btn')!;
    save.focus();
    await sendKeys({ press: 'Tab' });
    expect(active()?.id).to.equal('cliModalClose');
    // WebKit's WebDriver cannot hold Shift: the backwards wrap is driven by the key event our handler reads.
    active()!.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true, cancelable: true }),
    );
    expect(active()?.id).to.equal('wt-cli-privacy-save-btn');
  });

  it('Esc closes it and returns focus to the button that opened it', async () => {
    const el = await mount(plugin2x, 'cookie-bar');
    const opener = el.querySelector<HTMLElement>('.cli_settings_button')!;
    opener.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => dialogOf(el)?.open);
    await sendKeys({ press: 'Escape' });
    await frame();
    expect(dialogOf(el).open).to.equal(false);
    expect(active() === opener).to.equal(true);
  });

  it('the close button and a click on the backdrop close it too', async () => {
    const el = await mount<CookieBarElement>(plugin2x, 'cookie-bar');
    await el.openSettings();
    el.querySelector<HTMLElement>('#cliModalClose')!.click();
    expect(dialogOf(el).open).to.equal(false);
    await el.openSettings();
    dialogOf(el).click();
    expect(dialogOf(el).open).to.equal(false);
  });
});

describe('<cookie-bar> categories (APG tabs and switches)', () => {
  it('gives each category a tab with its panel; arrows, Home and End move and select', async () => {
    const el = await mount<CookieBarElement>(plugin2x, 'cookie-bar');
    await el.openSettings();
    const list = tabs(el);
    expect(list.map((t) => t.textContent)).to.deep.equal([
      'Necessary',
      'Functional',
      'Performance',
      'Analytics',
      'Advertisement',
      'Others',
    ]);
    expect(el.querySelector('[role="tablist"]')!.getAttribute('aria-label')).to.equal('Cookie categories');
    expect(list[0].getAttribute('aria-selected')).to.equal('true');
    expect(list.map((t) => t.tabIndex)).to.deep.equal([0, -1, -1, -1, -1, -1]);
    expect(selectedPanel(el).getAttribute('aria-labelledby')).to.equal(list[0].id);
    list[0].focus();
    await sendKeys({ press: 'ArrowDown' });
    expect(active() === list[1]).to.equal(true);
    expect(selectedPanel(el).id).to.equal(list[1].getAttribute('aria-controls'));
    await sendKeys({ press: 'End' });
    expect(list[5].getAttribute('aria-selected')).to.equal('true');
    await sendKeys({ press: 'ArrowDown' });
    expect(active() === list[0]).to.equal(true);
    await sendKeys({ press: 'ArrowUp' });
    expect(active() === list[5]).to.equal(true);
    await sendKeys({ press: 'Home' });
    expect(list[0].getAttribute('aria-selected')).to.equal('true');
    list[3].click();
    expect(selectedPanel(el).contains(switchOf(el, 'analytics'))).to.equal(true);
  });

  it('makes the necessary category checked, disabled and explained; the others unticked switches', async () => {
    const el = await mount<CookieBarElement>(plugin2x, 'cookie-bar');
    await el.openSettings();
    const necessary = switchOf(el, 'necessary');
    expect(necessary.getAttribute('role')).to.equal('switch');
    expect(necessary.checked && necessary.disabled).to.equal(true);
    const caption = document.getElementById(necessary.getAttribute('aria-describedby')!.split(' ')[0])!;
    expect(caption.textContent).to.equal('Always Enabled');
    for (const slug of ['functional', 'analytics']) {
      expect(switchOf(el, slug).getAttribute('role')).to.equal('switch');
      expect(switchOf(el, slug).checked, `${slug} not pre-ticked`).to.equal(false);
    }
  });

  it('Space on a switch stores its cookie yes/no at once', async () => {
    const el = await mount<CookieBarElement>(plugin2x, 'cookie-bar');
    await el.openSettings('analytics');
    switchOf(el, 'analytics').focus();
    await sendKeys({ press: SPACE });
    expect(switchOf(el, 'analytics').checked).to.equal(true);
    expect(cookie('cookielawinfo-checkbox-analytics')).to.equal('yes');
    await sendKeys({ press: SPACE });
    expect(cookie('cookielawinfo-checkbox-analytics')).to.equal('no');
    expect(cookie('viewed_cookie_policy'), 'a switch is not a decision').to.equal(undefined);
  });

  it('enable-all switches every category and follows them', async () => {
    const el = await mount<CookieBarElement>(plugin2x, 'cookie-bar');
    await el.openSettings();
    enableAll(el).click();
    for (const slug of ['functional', 'performance', 'analytics', 'advertisement', 'others']) {
      expect(switchOf(el, slug).checked).to.equal(true);
      expect(cookie(`cookielawinfo-checkbox-${slug}`)).to.equal('yes');
    }
    switchOf(el, 'others').click();
    expect(enableAll(el).checked).to.equal(false);
    switchOf(el, 'others').click();
    expect(enableAll(el).checked).to.equal(true);
    enableAll(el).click();
    expect(cookie('cookielawinfo-checkbox-analytics')).to.equal('no');
  });

  it('save accepts exactly the switched-on categories, closes the dialog and the bar', async () => {
    const el = await mount<CookieBarElement>(plugin2x, 'cookie-bar');
    await el.openSettings();
    switchOf(el, 'functional').click();
    el.querySelector<HTMLElement>('#wt-cli-privacy-save-btn')!.click();
    expect(cookie('viewed_cookie_policy')).to.equal('yes');
    expect(el.store!.granted('functional')).to.equal(true);
    expect(el.store!.granted('analytics')).to.equal(false);
    expect(dialogOf(el).open).to.equal(false);
    expect(el.hasAttribute('data-decided')).to.equal(true);
  });

  it('builds the dialog for a bare tag from its JSON categories, and for 1.x adds the missing save button', async () => {
    let el = await mount<CookieBarElement>(
      bareTag({
        categories: [
          { slug: 'necessary', title: 'Essential' },
          { slug: 'stats', title: 'Statistics', description: 'Counting visits.' },
        ],
      }),
      'cookie-bar',
    );
    await el.openSettings();
    expect(tabs(el).map((t) => t.textContent)).to.deep.equal(['Essential', 'Statistics']);
    unmountAll();
    el = await mount<CookieBarElement>(plugin1x, 'cookie-bar');
    await el.openSettings();
    expect(tabs(el).map((t) => t.textContent)).to.deep.equal(['Necessary', 'Non-necessary']);
    expect(el.querySelectorAll('.cli_setting_save_button').length).to.equal(1);
  });
});

describe('<cookie-bar> privacy overview', () => {
  it('cuts an overview longer than 250 characters, with a read-more button that expands and collapses it', async () => {
    const el = await mount<CookieBarElement>(plugin2x, 'cookie-bar');
    await el.openSettings();
    const toggle = el.querySelector<HTMLButtonElement>('.cli-privacy-readmore')!;
    const short = el.querySelector<HTMLElement>('.cookie-bar__overview-short')!;
    const full = el.querySelector<HTMLElement>('.cli-privacy-content-text')!;
    expect(toggle.localName).to.equal('button');
    expect(toggle.textContent).to.equal('Show more');
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(toggle.getAttribute('aria-controls')).to.equal(full.id);
    expect([...short.textContent!.slice(0, -1)].length).to.be.at.most(250);
    expect(short.textContent!.endsWith('…')).to.equal(true);
    expect(full.hidden).to.equal(true);
    toggle.click();
    expect(full.hidden).to.equal(false);
    expect(short.hidden).to.equal(true);
    expect(toggle.textContent).to.equal('Show less');
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    toggle.click();
    expect(full.hidden).to.equal(true);
  });

  it('shows a short overview whole, with no read-more button', async () => {
    const el = await mount<CookieBarElement>(bareTag({ overview: 'We use few cookies.' }), 'cookie-bar');
    await el.openSettings();
    expect(el.querySelector('.cli-privacy-readmore')).to.equal(null);
    expect(el.querySelector<HTMLElement>('.cli-privacy-content-text')!.hidden).to.equal(false);
  });
});

describe('<cookie-bar> answering gated elements', () => {
  it('opens the settings on the category a gated element asked for', async () => {
    const el = await mount<CookieBarElement>(plugin2x, 'cookie-bar');
    const video = document.createElement('div');
    document.body.append(video);
    video.dispatchEvent(new PbConsentRequestEvent('functional'));
    video.remove();
    await until(() => dialogOf(el)?.open);
    expect(dialogOf(el).open).to.equal(true);
    expect(selectedPanel(el).contains(switchOf(el, 'functional'))).to.equal(true);
  });

  it('a footer link marked data-cookie-bar="settings" opens the settings', async () => {
    const el = await mount<CookieBarElement>(plugin2x, 'cookie-bar');
    const link = Object.assign(document.createElement('a'), {
      href: '#cookie-settings',
      textContent: 'Cookie settings',
    });
    link.dataset.cookieBar = 'settings';
    document.body.append(link);
    link.click();
    link.remove();
    await until(() => dialogOf(el)?.open);
  });
});
