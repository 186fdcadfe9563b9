/**
 * `<pb-menu>`'s parts that load on demand (`../base/on-demand.ts`) when one cannot load (offline for a moment,
 * a deploy that replaced the chunk): the menu keeps working, the theme's icon or bar stays as printed (no button
 * that does nothing), and the next click on it loads the part and opens it. A part that has loaded once stays
 * loaded for the page, so these tests live in a page of their own, where nothing has loaded the parts yet.
 */
import { expect } from '@open-wc/testing';
import { failNextLoads } from '../base/on-demand.js';
import { warningsDuring } from '../base/test/console.js';
import { loadStyles } from '../base/test/styles.js';
import { mount, unmountAll } from '../base/test/suites.js';
import { until } from '../base/test/until.js';
import './define.js';
import type { PbMenuElement } from './pb-menu.js';
import { panelHeader, searchHeader, splitHeader } from './pb-menu.fixtures.js';

const byText = (el: Element, text: string) =>
  [...el.querySelectorAll<HTMLElement>('li')].find((li) => li.querySelector(':scope > a')?.textContent === text)!;
/** Clicks `target` and waits for what the click started (a part's load) to settle. */
const clickAndSettle = async (el: PbMenuElement, target: HTMLElement) => {
  target.click();
  await el.updateComplete;
};

before(() => loadStyles('/elements/pb-menu/pb-menu.css'));
afterEach(unmountAll);

describe('<pb-menu> parts that cannot load, then can', () => {
  it("slide-in menu: while its code cannot load, a click on the theme's bar does nothing (no dialog, no dead toggle, the page neither locked nor inert); the next click loads it and opens it", async () => {
    failNextLoads('<pb-menu> slide-in menu', 2);
    let el!: PbMenuElement;
    const warnings = await warningsDuring(async () => {
      el = await mount<PbMenuElement>(panelHeader('slide'), 'pb-menu');
      const bar = el.querySelector<HTMLElement>('.et_toggle_slide_menu')!;
      expect(
        `${!!el.querySelector('.pb-menu-panel-toggle')}|${el.panel!.getAttribute('role')}`,
        'nothing upgraded',
      ).to.equal('false|null');
      await clickAndSettle(el, bar);
      expect(el.panelOpen).to.equal(false);
      expect(
        `${!!el.querySelector('.pb-menu-panel-toggle')}|${document.documentElement.style.overflow}|${document.querySelectorAll('[inert]').length}`,
      ).to.equal('false||0');
      expect(document.body.classList.contains('et_pb_slide_menu_active')).to.equal(false);
    });
    expect(
      warnings.filter((w) => w.includes('<pb-menu> slide-in menu could not load')).length,
      'one warning for both failures',
    ).to.equal(1);

    // Back online: the next click on the same bar loads the menu and opens it, focus inside.
    el.querySelector<HTMLElement>('.et_toggle_slide_menu')!.click();
    await until(() => el.panelOpen);
    const toggle = el.querySelector<HTMLButtonElement>('.pb-menu-panel-toggle')!;
    expect(
      `${toggle.getAttribute('aria-expanded')}|${toggle.contains(el.querySelector('.et_toggle_slide_menu'))}|${el.panel!.getAttribute('role')}`,
    ).to.equal('true|true|dialog');
    expect(el.panel!.contains(document.activeElement), 'focus in the menu').to.equal(true);
    expect(document.documentElement.style.overflow).to.equal('hidden');
    // From now on the toggle is the part's own: a click closes the menu.
    toggle.click();
    expect(el.panelOpen).to.equal(false);
  });

  it("search: while its code cannot load, a click on the theme's icon leaves the menu shown and working (no dead toggle); the next click loads it and opens the form with focus in the field", async () => {
    failNextLoads('<pb-menu> search overlay', 2);
    let el!: PbMenuElement;
    const warnings = await warningsDuring(async () => {
      el = await mount<PbMenuElement>(searchHeader, 'pb-menu');
      await clickAndSettle(el, el.querySelector<HTMLElement>('#et_search_icon')!);
      const menu = el.closest('.et_menu_container')!;
      expect(
        `${el.searchOpen}|${!!el.querySelector('.pb-menu-search-toggle')}|${menu.classList.contains('et_pb_menu_hidden')}|${el.querySelector('nav')!.inert}`,
      ).to.equal('false|false|false|false');
      // The rest of the menu works meanwhile.
      const services = byText(el, 'Services');
      services.querySelector<HTMLElement>(':scope > .pb-menu-toggle')!.click();
      expect(el.isOpen(services)).to.equal(true);
      el.closeAll();
    });
    expect(
      warnings.filter((w) => w.includes('<pb-menu> search overlay could not load')).length,
      'one warning for both failures',
    ).to.equal(1);

    el.querySelector<HTMLElement>('#et_search_icon')!.click();
    await until(() => el.searchOpen);
    const toggle = el.querySelector<HTMLButtonElement>('.pb-menu-search-toggle')!;
    expect(
      `${toggle.getAttribute('aria-expanded')}|${toggle.contains(el.querySelector('#et_search_icon'))}|${el.searchForm!.inert}`,
    ).to.equal('true|true|false');
    expect(document.activeElement === el.searchForm!.querySelector('input'), 'focus in the field').to.equal(true);
  });

  it('split header: when the inline logo cannot load, the logo stays where the theme printed it and the menu works', async () => {
    failNextLoads('<pb-menu> inline logo');
    let el!: PbMenuElement;
    await warningsDuring(async () => {
      el = await mount<PbMenuElement>(splitHeader(), 'pb-menu');
    });
    const logo = el.closest('header')!.querySelector('.logo_container')!;
    expect(
      `${logo.parentElement!.classList.contains('et_menu_container')}|${!!el.querySelector('.centered-inline-logo-wrap')}`,
    ).to.equal('true|false');
    const services = byText(el, 'Services');
    el.open(services);
    expect(el.isOpen(services)).to.equal(true);
  });
});
