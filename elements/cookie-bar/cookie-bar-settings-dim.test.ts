/** While its settings dialog is open the plugin's script dims its bar to opacity 0.1, and restores it on close (MARKUP.md §1.4). */
import { expect } from '@open-wc/testing';
import { mount, unmountAll } from '../base/test/suites.js';
import { plugin2x, useFirstVisit } from './cookie-bar.fixtures.js';
import type { CookieBarElement } from './cookie-bar.js';
import './define.js';

const dialogOf = (el: Element) => el.querySelector<HTMLDialogElement>('dialog.cookie-bar__settings')!;

describe('<cookie-bar> dims its bar while the settings are open', () => {
  useFirstVisit();
  afterEach(unmountAll);

  it('sets the bar to opacity 0.1 while open and removes it on close and on disconnect', async () => {
    const el = await mount<CookieBarElement>(plugin2x, 'cookie-bar');
    const bar = el.querySelector<HTMLElement>('#cookie-law-info-bar')!;
    await el.openSettings();
    expect(dialogOf(el).open).to.equal(true);
    expect(bar.style.opacity).to.equal('0.1');
    el.querySelector<HTMLElement>('#cliModalClose')!.click();
    expect(dialogOf(el).open).to.equal(false);
    expect(bar.style.opacity).to.equal('');
    await el.openSettings();
    expect(bar.style.opacity).to.equal('0.1');
    el.remove();
    expect(bar.style.opacity).to.equal('');
  });
});
