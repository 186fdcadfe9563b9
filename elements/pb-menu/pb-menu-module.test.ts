/**
 * The builder's Divi 4 menu modules (`.et_pb_menu`, `.et_pb_fullwidth_menu`, wrapped in <pb-menu> by autoload):
 * the theme's script names each module's mobile menu `mobile_menu1`, `mobile_menu2`, … and does not add the
 * secondary nav's items to it (MARKUP.md §8.5).
 */
import { expect } from '@open-wc/testing';
import { unmountAll } from '../base/test/suites.js';
import './define.js';
import type { PbMenuElement } from './pb-menu.js';
import { secondaryHeader } from './pb-menu.fixtures.js';

const menuModule = (root: string, n: number) =>
  `<pb-menu><div class="et_pb_module ${root} ${root}_${n}" id="menu-module-${n}">` +
  `<div class="et_pb_menu_inner_container clearfix"><div class="et_pb_menu__wrap"><div class="et_pb_menu__menu">` +
  `<nav class="et-menu-nav"><ul id="menu-main-${n}" class="et-menu nav">` +
  `<li class="menu-item"><a href="/">Home</a></li>` +
  `<li class="menu-item menu-item-has-children"><a href="/services/">Services</a>` +
  `<ul class="sub-menu"><li class="menu-item"><a href="/services/films/">Films</a></li></ul></li>` +
  `</ul></nav></div>` +
  `<div class="et_mobile_nav_menu"><div class="mobile_nav closed"><span class="mobile_menu_bar"></span></div></div>` +
  `</div></div></div></pb-menu>`;

describe('<pb-menu> on Divi 4 menu modules (MARKUP.md §8.5)', () => {
  afterEach(unmountAll);

  it("numbers the modules' mobile menus mobile_menu1, mobile_menu2… without the secondary nav", async () => {
    const host = document.createElement('div');
    host.className = 'pb-test-fixture';
    host.innerHTML = secondaryHeader + menuModule('et_pb_menu', 0) + menuModule('et_pb_fullwidth_menu', 0);
    document.body.append(host);
    const menus = [...host.querySelectorAll<PbMenuElement>('pb-menu')];
    await Promise.all(menus.map((menu) => menu.updateComplete));
    const [header, first, second] = menus.map((menu) => menu.mobileMenu!);
    expect([header.id, first.id, second.id]).to.deep.equal(['mobile_menu', 'mobile_menu1', 'mobile_menu2']);
    for (const list of [first, second]) {
      expect([...list.querySelectorAll(':scope > li > a')].map((a) => a.textContent)).to.deep.equal([
        'Home',
        'Services',
      ]);
    }
    expect([...header.querySelectorAll(':scope > li > a')].map((a) => a.textContent).slice(-2)).to.deep.equal([
      'Shop',
      'Account',
    ]);
  });

  it("names a lone module's mobile menu mobile_menu1, not mobile_menu", async () => {
    const host = document.createElement('div');
    host.className = 'pb-test-fixture';
    host.innerHTML = secondaryHeader.replace(/<pb-menu[\s\S]*<\/pb-menu>/, '') + menuModule('et_pb_menu', 0);
    document.body.append(host);
    const menu = host.querySelector<PbMenuElement>('pb-menu')!;
    await menu.updateComplete;
    expect(menu.mobileMenu!.id).to.equal('mobile_menu1');
    expect(menu.mobileMenu!.querySelectorAll(':scope > li').length).to.equal(2);
  });
});
