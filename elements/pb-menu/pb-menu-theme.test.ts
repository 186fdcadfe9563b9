/**
 * `<pb-menu>` under the theme's own rules (THEME-CSS.md §1, §2, §5; elements/base/test/theme-rules.ts): the
 * mobile menu, which the theme's CSS keeps `display: none` until its script shows it by inline style, opens and
 * closes; a dropdown opened from the keyboard is opaque; the fullscreen menu's submenus open; axe passes.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { loadStyles } from '../base/test/styles.js';
import { mount, runA11ySuite, unmountAll } from '../base/test/suites.js';
import { loadThemeRules } from '../base/test/theme-rules.js';
import { until } from '../base/test/until.js';
import { withViewport } from '../base/test/viewport.js';
import './define.js';
import { PbMenuElement } from './pb-menu.js';
import { cmsMenu, mobileMenu, panelHeader } from './pb-menu.fixtures.js';

/** A phone-sized window: the theme's CSS shows the mobile menu's wrapper only at or below 980 px. */
const PHONE = { width: 600, height: 700 };
/** A desktop window: the theme's CSS hides `#top-menu` at or below 980 px. */
const DESKTOP = { width: 1100, height: 700 };
const box = (el: Element) => {
  const { width, height } = el.getBoundingClientRect();
  return `${getComputedStyle(el).display}|${width > 0 && height > 0}`;
};

let removeRules: () => void = () => {};
before(async () => {
  await loadStyles('/elements/pb-menu/pb-menu.css');
  removeRules = await loadThemeRules();
});
after(() => removeRules());
afterEach(unmountAll);

describe("<pb-menu> under the theme's CSS (THEME-CSS.md §1, §2, §5)", () => {
  it("the mobile menu opens (shown, with a size) and closes with the theme's `.et_mobile_menu { display: none }`", async () => {
    await withViewport(PHONE, async () => {
      const el = await mount<PbMenuElement>(mobileMenu, 'pb-menu');
      const list = el.mobileMenu!;
      expect(getComputedStyle(el.querySelector('#et_mobile_nav_menu')!).display, 'the wrapper shows').to.equal('block');
      expect(box(list), 'closed').to.equal('none|false');
      el.mobileToggle!.click();
      expect(box(list), 'opening').to.match(/^block\|/);
      list.getAnimations().forEach((a) => a.finish());
      await until(() => list.getAnimations().length === 0);
      expect(`${box(list)}|${list.style.display}|${el.mobileToggle!.getAttribute('aria-expanded')}`, 'open').to.equal(
        'block|true|block|true',
      );
      expect(el.querySelector('.mobile_nav')!.className).to.equal('mobile_nav opened');
      el.mobileToggle!.click();
      list.getAnimations().forEach((a) => a.finish());
      await until(() => list.getAnimations().length === 0);
      expect(`${box(list)}|${list.style.display}|${el.mobileToggle!.getAttribute('aria-expanded')}`, 'closed').to.equal(
        'none|false||false',
      );
      expect(el.querySelector('.mobile_nav')!.className).to.equal('mobile_nav closed');
    });
  });

  it('Enter on the mobile toggle opens the menu, its links take focus, Esc closes it and focus returns', async () => {
    await withViewport(PHONE, async () => {
      const el = await mount<PbMenuElement>(mobileMenu, 'pb-menu');
      el.mobileToggle!.focus();
      await sendKeys({ press: 'Enter' });
      el.mobileMenu!.getAnimations().forEach((a) => a.finish());
      await sendKeys({ press: 'Tab' });
      expect(document.activeElement?.textContent, 'the first link of the open menu').to.equal('Home');
      await sendKeys({ press: 'Escape' });
      expect(`${document.activeElement === el.mobileToggle}|${el.mobileOpen}`).to.equal('true|false');
      el.mobileMenu!.getAnimations().forEach((a) => a.finish());
      await until(() => getComputedStyle(el.mobileMenu!).display === 'none');
    });
  });

  it('a dropdown opened from its toggle by keyboard is opaque and visible (the theme shows one only on hover)', async () => {
    await withViewport(DESKTOP, async () => {
      const el = await mount<PbMenuElement>(cmsMenu(), 'pb-menu');
      const services = el.parents[0];
      services.querySelector<HTMLButtonElement>(':scope > .pb-menu-toggle')!.focus();
      await sendKeys({ press: 'Enter' });
      const sub = services.querySelector(':scope > ul')!;
      // Our own fade in (0.2 s) may play first.
      await until(() => getComputedStyle(sub).opacity === '1');
      expect(`${getComputedStyle(sub).opacity}|${getComputedStyle(sub).visibility}`).to.equal('1|visible');
      await sendKeys({ press: 'Escape' });
      await until(() => getComputedStyle(sub).visibility === 'hidden');
    });
  });

  it("the fullscreen menu's submenu opens behind its arrow and closes again", async () => {
    const el = await mount<PbMenuElement>(panelHeader('fullscreen'), 'pb-menu');
    el.togglePanel(true);
    const arrow = el.panel!.querySelector<HTMLButtonElement>('.et_mobile_menu_arrow')!;
    const sub = document.getElementById(arrow.getAttribute('aria-controls')!)!;
    expect(box(sub), 'closed').to.equal('none|false');
    arrow.click();
    sub.getAnimations().forEach((a) => a.finish());
    expect(box(sub), 'open').to.equal('block|true');
    arrow.click();
    sub.getAnimations().forEach((a) => a.finish());
    await until(() => sub.getAnimations().length === 0);
    expect(box(sub), 'closed again').to.equal('none|false');
  });
});

runA11ySuite({ element: PbMenuElement, fixtures: { "CMS menu under the theme's CSS": cmsMenu() } }, [
  { name: 'closed' },
  { name: 'dropdown open', enter: (el) => (el as PbMenuElement).open((el as PbMenuElement).parents[0]) },
]);
runA11ySuite({ element: PbMenuElement, fixtures: { "mobile menu under the theme's CSS": mobileMenu } }, [
  {
    name: 'mobile menu open',
    enter: (el) => {
      const menu = el as PbMenuElement;
      menu.toggleMobile(true);
      menu.mobileMenu?.getAnimations().forEach((a) => a.finish());
    },
  },
]);
