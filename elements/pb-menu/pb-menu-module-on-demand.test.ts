/**
 * A Divi 4 Menu module's search part (`module-search.ts`, loaded on demand through `../base/on-demand.ts`) when it
 * cannot load: the theme's search button stays as printed (no `aria-expanded` promising a state nothing keeps), the
 * container stays `--disabled`, the menu works; the next click on the button loads the part and opens the form.
 * A part that has loaded once stays loaded for the page, so this test lives in a page of its own.
 */
import { expect } from '@open-wc/testing';
import { failNextLoads } from '../base/on-demand.js';
import { warningsDuring } from '../base/test/console.js';
import { loadStyles } from '../base/test/styles.js';
import { mount, unmountAll } from '../base/test/suites.js';
import { until } from '../base/test/until.js';
import './define.js';
import type { PbMenuElement } from './pb-menu.js';
import { menuModule } from './pb-menu.fixtures.js';

before(() => loadStyles('/elements/pb-menu/pb-menu.css'));
afterEach(unmountAll);

describe('<pb-menu> Menu module search that cannot load, then can', () => {
  it("leaves the theme's button and container as printed and the menu working; the next click loads it and opens the form", async () => {
    failNextLoads('<pb-menu> module search', 2);
    let el!: PbMenuElement;
    const warnings = await warningsDuring(async () => {
      el = await mount<PbMenuElement>(menuModule('left_aligned', 5, 0), 'pb-menu');
      const button = el.querySelector<HTMLButtonElement>('.et_pb_menu__search-button')!;
      button.click();
      await el.updateComplete;
      expect(
        `${el.searchOpen}|${button.hasAttribute('aria-expanded')}|${el.searchForm!.className}|${el.querySelector('.et_pb_menu__wrap')!.className}`,
      ).to.equal('false|false|et_pb_menu__search-container et_pb_menu__search-container--disabled|et_pb_menu__wrap');
      const services = el.parents[0];
      services.querySelector<HTMLElement>(':scope > .pb-menu-toggle')!.click();
      expect(el.isOpen(services)).to.equal(true);
      el.closeAll();
    });
    expect(
      warnings.filter((w) => w.includes('<pb-menu> module search could not load')).length,
      'one warning for both failures',
    ).to.equal(1);

    const button = el.querySelector<HTMLButtonElement>('.et_pb_menu__search-button')!;
    button.click();
    await until(() => el.searchOpen);
    expect(
      `${button.getAttribute('aria-expanded')}|${el.searchForm!.classList.contains('et_pb_menu__search-container--visible')}`,
    ).to.equal('true|true');
    expect(document.activeElement === el.searchForm!.querySelector('input'), 'focus in the field').to.equal(true);
    // From now on the button is the part's: a click closes the form (the field had focus, so it returns).
    button.click();
    expect(`${el.searchOpen}|${button.getAttribute('aria-expanded')}`).to.equal('false|false');
  });
});
