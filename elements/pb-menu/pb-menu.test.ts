import { expect } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { FakeClock } from '../base/test/fake-clock.js';
import { until } from '../base/test/until.js';
import { loadStyles } from '../base/test/styles.js';
import {
  mount,
  runA11ySuite,
  runCleanupSuite,
  runMotionSuite,
  runUpgradeSuite,
  unmountAll,
} from '../base/test/suites.js';
import './define.js';
import { PbMenuElement } from './pb-menu.js';
import {
  bareMenu,
  cmsMenu,
  fixtures,
  mobileMenu,
  panelHeader,
  searchHeader,
  secondaryHeader,
  splitHeader,
  topTierMenu,
} from './pb-menu.fixtures.js';

const isChromium = /Chrome\//.test(navigator.userAgent);

const CSS = '/elements/pb-menu/pb-menu.css';
const byText = (el: Element, text: string) =>
  [...el.querySelectorAll<HTMLElement>('li')].find((li) => li.querySelector(':scope > a')?.textContent === text)!;
const toggleOf = (li: Element) => li.querySelector<HTMLButtonElement>(':scope > .pb-menu-toggle')!;
const shown = (li: Element) => getComputedStyle(li.querySelector(':scope > ul')!).visibility === 'visible';
const pointer = (type: string, target: Element, related: Element | null, pointerType = 'mouse') =>
  target.dispatchEvent(
    new PointerEvent(type, { bubbles: true, composed: true, cancelable: true, pointerType, relatedTarget: related }),
  );
const click = (target: Element) => target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

let clock: FakeClock | undefined;
before(() => loadStyles(CSS));
afterEach(() => {
  clock?.uninstall();
  clock = undefined;
  unmountAll();
});

// A toggle per submenu item: the suite checks that no item has a second one.
runUpgradeSuite({ element: PbMenuElement, fixtures, duplicate: 'li > .pb-menu-toggle:nth-of-type(2)' });
runCleanupSuite({ element: PbMenuElement, fixtures }, (el) => {
  const menu = el as PbMenuElement;
  menu.open(menu.parents[0]);
  pointer('pointerout', menu.parents[0], document.body);
  menu.toggleSearch(true);
  menu.togglePanel(true);
});
runMotionSuite('pb-menu', CSS);
runA11ySuite({ element: PbMenuElement, fixtures }, [
  { name: 'closed' },
  { name: 'dropdown open', enter: (el) => (el as PbMenuElement).open((el as PbMenuElement).parents[0]) },
  {
    name: 'nested dropdown open',
    enter: (el) => (el as PbMenuElement).parents.slice(0, 2).forEach((li) => (el as PbMenuElement).open(li)),
  },
  { name: 'opened by touch', enter: (el) => (el as PbMenuElement).open((el as PbMenuElement).parents.at(-1)!, true) },
  { name: 'search open', enter: (el) => (el as PbMenuElement).toggleSearch(true) },
  { name: 'slide-in or fullscreen menu open', enter: (el) => (el as PbMenuElement).togglePanel(true) },
  {
    name: 'slide-in or fullscreen menu open, a submenu expanded',
    enter: (el) => {
      const menu = el as PbMenuElement;
      menu.togglePanel(true);
      menu.panel?.querySelector<HTMLElement>('.et_mobile_menu_arrow')?.click();
      menu.panel?.querySelectorAll('ul').forEach((list) => list.getAnimations().forEach((a) => a.finish()));
    },
  },
  {
    name: 'mobile menu open, a group expanded',
    enter: async (el) => {
      const menu = el as PbMenuElement;
      menu.toggleMobile(true);
      menu.querySelector<HTMLElement>('.pb-menu-group')?.click();
      menu.mobileMenu?.getAnimations().forEach((a) => a.finish());
    },
  },
]);

describe('<pb-menu> disclosure navigation (TRUST.md #11)', () => {
  it('names the nav, adds a toggle beside each parent link (the link kept), and uses no ARIA menu roles', async () => {
    const el = await mount<PbMenuElement>(cmsMenu(), 'pb-menu');
    expect(el.querySelector('nav')!.getAttribute('aria-label')).to.equal('Main');
    expect(el.querySelectorAll('[role="menu"], [role="menubar"], [role="menuitem"]').length).to.equal(0);
    const services = byText(el, 'Services');
    const button = toggleOf(services);
    expect(button.localName + button.type).to.equal('buttonbutton');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(button.getAttribute('aria-controls')).to.equal(services.querySelector(':scope > ul')!.id);
    expect(button.getAttribute('aria-label')).to.equal('Services submenu');
    expect(services.querySelector('a')!.getAttribute('href')).to.equal('/services/');
    // Services, Events (nested) and the mega menu's top item; the mega menu's columns always show.
    expect(el.querySelectorAll('.pb-menu-toggle').length).to.equal(3);
    expect(shown(services)).to.equal(false);
    el.open(el.querySelector('li.mega-menu')!);
    await until(() => shown(el.querySelector('li.mega-menu > ul > li')!));
  });

  it('opens and closes with Enter on the toggle; Esc closes and returns focus; focus leaving closes all', async () => {
    const el = await mount<PbMenuElement>(`${cmsMenu()}<button id="after">After</button>`, 'pb-menu');
    const services = byText(el, 'Services');
    toggleOf(services).focus();
    await sendKeys({ press: 'Enter' });
    expect(`${toggleOf(services).getAttribute('aria-expanded')}${el.isOpen(services)}`).to.equal('truetrue');
    await until(() => shown(services));
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement?.textContent).to.equal('Films');
    await sendKeys({ press: 'Escape' });
    expect(document.activeElement === toggleOf(services) && !el.isOpen(services)).to.equal(true);
    await sendKeys({ press: ' ' });
    expect(el.isOpen(services)).to.equal(true);
    await sendKeys({ press: ' ' });
    expect(el.isOpen(services)).to.equal(false);
    await sendKeys({ press: 'Enter' });
    (document.getElementById('after') as HTMLElement).focus();
    expect(el.isOpen(services)).to.equal(false);
  });

  it('Esc in a nested dropdown closes the innermost one first', async () => {
    const el = await mount<PbMenuElement>(cmsMenu(), 'pb-menu');
    const services = byText(el, 'Services');
    const events = byText(el, 'Events');
    el.open(services);
    el.open(events);
    const live = byText(el, 'Live').querySelector('a')!;
    await until(() => {
      live.focus();
      return document.activeElement === live;
    });
    await sendKeys({ press: 'Escape' });
    expect(document.activeElement === toggleOf(events)).to.equal(true);
    expect([el.isOpen(services), el.isOpen(events)]).to.deep.equal([true, false]);
    await sendKeys({ press: 'Escape' });
    expect(document.activeElement === toggleOf(services) && !el.isOpen(services)).to.equal(true);
  });
});

describe('<pb-menu> hover (TRUST.md #13; spec §4, §9: 200 ms close delay)', () => {
  it('opens on hover, stays open while the pointer moves onto the dropdown, and closes 200 ms after it leaves', async () => {
    const el = await mount<PbMenuElement>(cmsMenu(), 'pb-menu');
    clock = new FakeClock().install();
    const services = byText(el, 'Services');
    const link = services.querySelector('a')!;
    const films = byText(el, 'Films').querySelector('a')!;
    pointer('pointerover', link, document.body);
    expect(
      el.isOpen(services) && services.classList.contains('et-hover') && services.classList.contains('et-show-dropdown'),
    ).to.equal(true);
    expect(toggleOf(services).getAttribute('aria-expanded')).to.equal('true');
    // Moving from the link into the dropdown stays inside the item.
    pointer('pointerout', link, films);
    pointer('pointerover', films, link);
    clock.tick(500);
    expect(el.isOpen(services)).to.equal(true);
    pointer('pointerout', films, document.body);
    clock.tick(199);
    expect(el.isOpen(services)).to.equal(true);
    // Coming back within the grace keeps it open.
    pointer('pointerover', link, document.body);
    clock.tick(300);
    expect(el.isOpen(services)).to.equal(true);
    pointer('pointerout', link, document.body);
    clock.tick(199);
    expect(el.isOpen(services)).to.equal(true);
    clock.tick(1);
    expect(el.isOpen(services) || services.classList.contains('et-hover')).to.equal(false);
    expect(toggleOf(services).getAttribute('aria-expanded')).to.equal('false');
  });

  it('hovering another item closes the open one; a dropdown holding focus does not close on pointer-out', async () => {
    const el = await mount<PbMenuElement>(cmsMenu(), 'pb-menu');
    clock = new FakeClock().install();
    const services = byText(el, 'Services');
    const work = el.querySelector<HTMLElement>('li.mega-menu')!;
    pointer('pointerover', services.querySelector('a')!, null);
    pointer('pointerover', work.querySelector('a')!, services);
    expect([el.isOpen(services), el.isOpen(work)]).to.deep.equal([false, true]);
    toggleOf(work).focus();
    pointer('pointerout', work.querySelector('a')!, document.body);
    clock.tick(1000);
    expect(el.isOpen(work)).to.equal(true);
  });
});

describe('<pb-menu> touch (spec §4: first tap opens, second follows)', () => {
  it('a first tap on a parent link opens its dropdown, a second follows the link, a tap outside closes', async () => {
    const el = await mount<PbMenuElement>(cmsMenu(), 'pb-menu');
    const services = byText(el, 'Services');
    const link = services.querySelector('a')!;
    const followed: boolean[] = [];
    const record = (e: Event) => {
      followed.push(!e.defaultPrevented);
      e.preventDefault();
    };
    window.addEventListener('click', record);
    try {
      pointer('pointerdown', link, null, 'touch');
      pointer('pointerover', link, null, 'touch');
      expect(el.isOpen(services), 'touch does not open on pointerover').to.equal(false);
      click(link);
      expect(el.isOpen(services) && services.classList.contains('et-touch-hover')).to.equal(true);
      pointer('pointerdown', link, null, 'touch');
      click(link);
      expect(followed).to.deep.equal([false, true]);
      pointer('pointerdown', document.body, null, 'touch');
      expect(el.isOpen(services)).to.equal(false);
    } finally {
      window.removeEventListener('click', record);
    }
  });

  it('a mouse click on a parent link follows it at once', async () => {
    const el = await mount<PbMenuElement>(cmsMenu(), 'pb-menu');
    const link = byText(el, 'Services').querySelector('a')!;
    let followed = false;
    const record = (e: Event) => {
      followed = !e.defaultPrevented;
      e.preventDefault();
    };
    window.addEventListener('click', record);
    pointer('pointerdown', link, null, 'mouse');
    click(link);
    window.removeEventListener('click', record);
    expect(followed).to.equal(true);
  });
});

describe('<pb-menu> mega menus (spec §2, §9)', () => {
  it('adds mega-menu-parent-<n> below 4 columns only', async () => {
    const three = await mount<PbMenuElement>(cmsMenu(3), 'pb-menu');
    expect(three.querySelector('li.mega-menu')!.className).to.contain('mega-menu-parent mega-menu-parent-3');
    unmountAll();
    const four = await mount<PbMenuElement>(cmsMenu(4), 'pb-menu');
    expect(four.querySelector('li.mega-menu')!.classList.contains('mega-menu-parent')).to.equal(false);
  });

  it('keeps a mega menu inside the viewport, re-placed 200 ms after the last resize', async () => {
    const el = await mount<PbMenuElement>(`<div style="position: relative; width: 100%">${cmsMenu()}</div>`, 'pb-menu');
    const work = el.querySelector<HTMLElement>('li.mega-menu')!;
    const panel = work.querySelector<HTMLElement>(':scope > ul')!;
    panel.style.width = '600px';
    const wrapper = el.parentElement as HTMLElement;
    const viewport = () => document.documentElement.clientWidth;
    const inside = () => {
      const r = panel.getBoundingClientRect();
      return r.left >= -0.5 && r.right <= viewport() + 0.5;
    };
    el.open(work);
    expect(inside()).to.equal(true);
    clock = new FakeClock().install();
    wrapper.style.marginLeft = `${viewport() - 150}px`;
    dispatchEvent(new Event('resize'));
    clock.tick(100);
    dispatchEvent(new Event('resize'));
    clock.tick(199);
    expect(inside(), 'not yet: debounced').to.equal(false);
    clock.tick(1);
    expect(inside()).to.equal(true);
    wrapper.style.marginLeft = '0px';
    dispatchEvent(new Event('resize'));
    clock.tick(200);
    expect(inside() && panel.style.getPropertyValue('--pb-menu-shift') === '').to.equal(true);
  });

  it('turns a dropdown near the right edge leftwards (et-reverse-direction-nav)', async () => {
    const el = await mount<PbMenuElement>(`<div style="margin-left: calc(100% - 260px)">${cmsMenu()}</div>`, 'pb-menu');
    const services = byText(el, 'Services');
    el.open(services);
    expect(services.classList.contains('et-reverse-direction-nav')).to.equal(true);
  });
});

describe('<pb-menu> bare tag', () => {
  it('makes a navigation landmark of a bare list, named by its label', async () => {
    const el = await mount<PbMenuElement>(bareMenu, 'pb-menu');
    expect(el.getAttribute('role') + '|' + el.getAttribute('aria-label')).to.equal('navigation|Site');
    expect(el.querySelectorAll('.pb-menu-toggle').length).to.equal(1);
  });
});

describe('<pb-menu> mobile menu (TRUST.md #14; spec §2, §9: 500 ms slide)', () => {
  it('duplicates the main menu with unique ids, behind a named toggle button with aria-expanded and aria-controls', async () => {
    const el = await mount<PbMenuElement>(mobileMenu, 'pb-menu');
    const list = el.mobileMenu!;
    const button = el.mobileToggle!;
    expect(el.mobile).to.equal(true);
    expect(list.id + '|' + list.className + '|' + list.hidden).to.equal('mobile_menu|et_mobile_menu|true');
    expect(list.firstElementChild!.classList.contains('et_first_mobile_item')).to.equal(true);
    expect(list.querySelectorAll('a').length).to.equal(el.list!.querySelectorAll('a').length);
    const ids = [...document.querySelectorAll('[id]')].map((n) => n.id);
    expect(ids.length).to.equal(new Set(ids).size);
    expect(list.querySelectorAll('.pb-menu-toggle').length).to.equal(0);
    expect(
      button.localName + '|' + button.getAttribute('aria-expanded') + '|' + button.getAttribute('aria-controls'),
    ).to.equal('button|false|mobile_menu');
    expect(button.textContent!.trim()).to.equal('Select Page');
    expect(button.closest('.mobile_nav')!.classList.contains('closed')).to.equal(true);
    expect(getComputedStyle(el.querySelector('nav')!).display).to.equal('none');
  });

  it('opens and closes with a 500 ms slide, and a link inside closes it', async () => {
    const el = await mount<PbMenuElement>(mobileMenu, 'pb-menu');
    el.mobileToggle!.click();
    const wrapper = el.querySelector('.mobile_nav')!;
    expect(el.mobileOpen && wrapper.classList.contains('opened') && !wrapper.classList.contains('closed')).to.equal(
      true,
    );
    expect(el.mobileMenu!.hidden).to.equal(false);
    const [slide] = el.mobileMenu!.getAnimations();
    expect(Number(slide?.effect?.getTiming().duration)).to.equal(500);
    slide.finish();
    el.mobileMenu!.querySelector('a')!.addEventListener('click', (e) => e.preventDefault());
    el.mobileMenu!.querySelector('a')!.click();
    expect(el.mobileOpen).to.equal(false);
    el.mobileMenu!.getAnimations().forEach((a) => a.finish());
    await until(() => el.mobileMenu!.hidden);
  });

  it('expands nested submenus as groups; Esc closes the menu and returns focus to the toggle', async () => {
    const el = await mount<PbMenuElement>(mobileMenu, 'pb-menu');
    el.mobileToggle!.focus();
    await sendKeys({ press: 'Enter' });
    el.mobileMenu!.getAnimations().forEach((a) => a.finish());
    const group = el.mobileMenu!.querySelector<HTMLButtonElement>('.pb-menu-group')!;
    const sub = el.querySelector<HTMLElement>(`#${group.getAttribute('aria-controls')}`)!;
    expect(group.getAttribute('aria-label') + '|' + sub.hidden).to.equal('Services submenu|true');
    group.focus();
    await sendKeys({ press: 'Enter' });
    expect(group.getAttribute('aria-expanded') + '|' + sub.hidden).to.equal('true|false');
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement?.textContent).to.equal('Films');
    await sendKeys({ press: 'Escape' });
    expect(document.activeElement === el.mobileToggle && !el.mobileOpen).to.equal(true);
  });

  it('switches layout at its breakpoint, closing what the other layout had open', async () => {
    const el = await mount<PbMenuElement>(cmsMenu(), 'pb-menu');
    el.open(el.parents[0]);
    el.breakpoint = 100000;
    await el.updateComplete;
    await until(() => el.mobile);
    expect(el.isOpen(el.parents[0])).to.equal(false);
    el.toggleMobile(true);
    el.breakpoint = 0;
    await el.updateComplete;
    await until(() => !el.mobile);
    expect(el.mobileOpen).to.equal(false);
  });

  if (isChromium)
    it('opens and closes at once under prefers-reduced-motion (Chromium emulation)', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      try {
        const el = await mount<PbMenuElement>(mobileMenu, 'pb-menu');
        el.toggleMobile(true);
        expect(el.mobileMenu!.getAnimations().length + '|' + el.mobileMenu!.hidden).to.equal('0|false');
        el.toggleMobile(false);
        expect(el.mobileMenu!.getAnimations().length + '|' + el.mobileMenu!.hidden).to.equal('0|true');
        unmountAll();
        const search = await mount<PbMenuElement>(searchHeader, 'pb-menu');
        search.toggleSearch(true);
        expect(search.searchForm!.classList.contains('et_pb_is_animating'), 'no lock').to.equal(false);
        expect(search.toggleSearch(false)).to.equal(true);
      } finally {
        await emulateMedia({ reducedMotion: 'no-preference' });
      }
    });
});

describe('<pb-menu> search (spec §4, §9: 1000 ms animation lock)', () => {
  it('swaps the menu for the search form with the 1000 ms lock, focuses the field, and Esc brings the menu back', async () => {
    const el = await mount<PbMenuElement>(searchHeader, 'pb-menu');
    const header = el.closest('header')!;
    const form = el.searchForm!;
    const menu = header.querySelector('.et_menu_container')!;
    const toggle = el.querySelector<HTMLButtonElement>('.pb-menu-search-toggle')!;
    expect(
      `${toggle.getAttribute('aria-label')}|${toggle.getAttribute('aria-expanded')}|${toggle.getAttribute('aria-controls') === form.id}|${form.inert}`,
    ).to.equal('Search|false|true|true');
    await expect(header).to.be.accessible();
    clock = new FakeClock().install();
    toggle.click();
    expect(
      el.searchOpen && menu.classList.contains('et_pb_menu_hidden') && form.classList.contains('et_pb_search_visible'),
    ).to.equal(true);
    expect(menu.classList.contains('et_pb_is_animating') && form.classList.contains('et_pb_is_animating')).to.equal(
      true,
    );
    expect(document.activeElement === form.querySelector('input')).to.equal(true);
    expect(`${toggle.getAttribute('aria-expanded')}${form.inert}`).to.equal('truefalse');
    expect(el.toggleSearch(false), 'locked').to.equal(false);
    clock.tick(999);
    expect(el.toggleSearch(false), 'still locked').to.equal(false);
    clock.tick(1);
    expect(form.classList.contains('et_pb_is_animating') || !form.classList.contains('et_pb_no_animation')).to.equal(
      false,
    );
    clock.uninstall();
    clock = undefined;
    await expect(header).to.be.accessible();
    await sendKeys({ press: 'Escape' });
    expect(
      el.searchOpen || menu.classList.contains('et_pb_menu_hidden') || form.classList.contains('et_pb_search_visible'),
    ).to.equal(false);
    expect(document.activeElement === toggle && form.inert).to.equal(true);
  });

  it("fits the form to the header: its height, the menu links' font size, the menu's width + 60 px", async () => {
    const el = await mount<PbMenuElement>(
      searchHeader.replace('<header id="main-header">', '<header id="main-header" style="height: 80px">'),
      'pb-menu',
    );
    el.querySelector<HTMLElement>('nav a')!.style.fontSize = '17px';
    const navWidth = el.querySelector<HTMLElement>('nav')!.offsetWidth;
    el.toggleSearch(true);
    const form = el.searchForm!;
    expect([
      form.style.height,
      form.style.maxWidth,
      form.querySelector<HTMLElement>('input')!.style.fontSize,
    ]).to.deep.equal(['80px', `${navWidth + 60}px`, '17px']);
    el.remove();
    expect([form.style.height, form.style.maxWidth], 'removed on disconnect').to.deep.equal(['', '']);
  });

  it('closes with its close button (a named button)', async () => {
    const el = await mount<PbMenuElement>(searchHeader, 'pb-menu');
    el.toggleSearch(true);
    const close = el.searchForm!.querySelector<HTMLButtonElement>('.pb-menu-search-close')!;
    expect(close.getAttribute('aria-label')).to.equal('Close search');
    await until(() => !el.searchForm!.classList.contains('et_pb_is_animating'), 3000);
    close.click();
    expect(el.searchOpen).to.equal(false);
  });
});

describe('<pb-menu> slide-in and fullscreen menus (TRUST.md #15)', () => {
  for (const kind of ['slide', 'fullscreen'] as const)
    it(`${kind}: a named toggle opens a modal menu with the page scroll locked; Tab wraps; Esc closes and returns focus`, async () => {
      const el = await mount<PbMenuElement>(panelHeader(kind), 'pb-menu');
      const panel = el.panel!;
      const toggle = el.querySelector<HTMLButtonElement>('.pb-menu-panel-toggle')!;
      expect(
        `${toggle.getAttribute('aria-expanded')}|${toggle.getAttribute('aria-controls') === panel.id}|${panel.hidden}|${panel.getAttribute('role')}|${panel.getAttribute('aria-modal')}`,
      ).to.equal('false|true|true|dialog|true');
      const duplicate = panel.querySelector('ul#mobile_menu_slide')!;
      expect(duplicate.querySelectorAll('a').length).to.equal(el.list!.querySelectorAll('a').length);
      toggle.focus();
      await sendKeys({ press: 'Enter' });
      expect(
        el.panelOpen &&
          panel.classList.contains(`et_pb_${kind}_menu_opened`) &&
          document.body.classList.contains(`et_pb_${kind}_menu_active`),
      ).to.equal(true);
      expect(getComputedStyle(document.documentElement).overflow).to.equal('hidden');
      expect(panel.contains(document.activeElement)).to.equal(true);
      const stops = [...panel.querySelectorAll<HTMLElement>('a[href], button, input')];
      stops.at(-1)!.focus();
      await sendKeys({ press: 'Tab' });
      expect(document.activeElement === stops[0]).to.equal(true);
      await sendKeys({ press: 'Escape' });
      expect(
        el.panelOpen ||
          panel.classList.contains(`et_pb_${kind}_menu_opened`) ||
          document.body.classList.contains(`et_pb_${kind}_menu_active`),
      ).to.equal(false);
      // Out of reach at once; hidden once the theme's slide-out (700 ms) or fade (1000 ms) has played.
      expect(document.activeElement === toggle && panel.inert).to.equal(true);
      expect(document.documentElement.style.overflow).to.equal('');
      await until(() => panel.hidden && !panel.classList.contains('et_pb_fullscreen_menu_animated'), 3000);
      await expect(panel).to.be.accessible();
    });

  it('makes everything outside the open menu inert but its toggle, and gives it all back on close', async () => {
    const el = await mount<PbMenuElement>(
      `${panelHeader('slide')}<p><a id="outside" href="/x/">Outside</a></p>`,
      'pb-menu',
    );
    const toggle = el.querySelector<HTMLElement>('.pb-menu-panel-toggle')!;
    const inert = (node: Element) => !!node.closest('[inert]');
    el.togglePanel(true);
    const nav = el.querySelector('nav')!;
    expect([
      inert(document.getElementById('outside')!),
      inert(nav),
      inert(toggle),
      inert(el.panel!.querySelector('a')!),
    ]).to.deep.equal([true, true, false, false]);
    el.togglePanel(false);
    expect(document.querySelectorAll('[inert]').length - (el.panel!.inert ? 1 : 0)).to.equal(0);
  });

  it('slide-in: pushes #page-container left by the menu width while open', async () => {
    const el = await mount<PbMenuElement>(panelHeader('slide'), 'pb-menu');
    const page = document.getElementById('page-container')!;
    el.panel!.style.width = '320px';
    el.togglePanel(true);
    expect(page.style.getPropertyValue('left')).to.equal('-320px');
    el.togglePanel(false);
    expect(page.style.getPropertyValue('left')).to.equal('');
  });

  it('slide-in: a touch swipe left from the right edge opens it, a swipe right closes it; elsewhere or by mouse nothing', async () => {
    const el = await mount<PbMenuElement>(panelHeader('slide'), 'pb-menu');
    const right = document.documentElement.clientWidth;
    const swipe = (from: number, to: number, pointerType = 'touch') => {
      document.body.dispatchEvent(
        new PointerEvent('pointerdown', { bubbles: true, pointerType, clientX: from, clientY: 200 }),
      );
      document.body.dispatchEvent(
        new PointerEvent('pointerup', { bubbles: true, pointerType, clientX: to, clientY: 205 }),
      );
    };
    swipe(right / 2, right / 2 - 100);
    swipe(right - 10, right - 110, 'mouse');
    expect(el.panelOpen).to.equal(false);
    swipe(right - 10, right - 110);
    expect(el.panelOpen).to.equal(true);
    swipe(100, 200);
    expect(el.panelOpen).to.equal(false);
  });

  it('fullscreen: a submenu opens and closes behind its arrow button with the 700 ms slide', async () => {
    const el = await mount<PbMenuElement>(panelHeader('fullscreen'), 'pb-menu');
    el.togglePanel(true);
    const arrow = el.panel!.querySelector<HTMLButtonElement>('.et_mobile_menu_arrow')!;
    const sub = document.getElementById(arrow.getAttribute('aria-controls')!)!;
    expect(
      `${arrow.localName}|${arrow.getAttribute('aria-label')}|${arrow.getAttribute('aria-expanded')}|${sub.hidden}`,
    ).to.equal('button|Services submenu|false|true');
    arrow.click();
    expect(
      `${arrow.getAttribute('aria-expanded')}|${arrow.classList.contains('et_pb_submenu_opened')}|${sub.classList.contains('et_pb_slide_dropdown_opened')}|${sub.hidden}`,
    ).to.equal('true|true|true|false');
    const [opening] = sub.getAnimations();
    expect(`${opening?.effect?.getTiming().duration}|${opening?.effect?.getTiming().easing}`).to.equal(
      '700|cubic-bezier(0.645, 0.045, 0.355, 1)',
    );
    arrow.click();
    sub.getAnimations().forEach((a) => a.finish());
    await until(() => sub.hidden && arrow.getAttribute('aria-expanded') === 'false');
  });

  if (isChromium)
    it('under prefers-reduced-motion the menu and its submenus open and close at once (Chromium emulation)', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      try {
        const el = await mount<PbMenuElement>(panelHeader('fullscreen'), 'pb-menu');
        el.togglePanel(true);
        const arrow = el.panel!.querySelector<HTMLButtonElement>('.et_mobile_menu_arrow')!;
        arrow.click();
        const sub = document.getElementById(arrow.getAttribute('aria-controls')!)!;
        expect(`${sub.getAnimations().length}|${sub.hidden}`).to.equal('0|false');
        el.togglePanel(false);
        expect(`${el.panel!.hidden}|${el.panel!.classList.contains('et_pb_fullscreen_menu_animated')}`).to.equal(
          'true|false',
        );
      } finally {
        await emulateMedia({ reducedMotion: 'no-preference' });
      }
    });
});

describe('<pb-menu> ul.et_disable_top_tier (MARKUP.md §8.5)', () => {
  it('top-level parent links lead nowhere: a click opens or closes their dropdown; other links keep theirs', async () => {
    const el = await mount<PbMenuElement>(topTierMenu(), 'pb-menu');
    const services = byText(el, 'Services');
    const link = services.querySelector('a')!;
    expect([
      link.getAttribute('href'),
      byText(el, 'Films').querySelector('a')!.getAttribute('href'),
      byText(el, 'Contact').querySelector('a')!.getAttribute('href'),
    ]).to.deep.equal(['#', '/services/films/', '/contact/']);
    const before = location.href;
    expect(
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })),
      'the click is cancelled',
    ).to.equal(false);
    expect(
      `${el.isOpen(services)}|${toggleOf(services).getAttribute('aria-expanded')}|${location.href === before}`,
    ).to.equal('true|true|true');
    link.click();
    expect(el.isOpen(services)).to.equal(false);
  });

  it('in the mobile menu too: the parent link expands its group and the menu stays open', async () => {
    const el = await mount<PbMenuElement>(topTierMenu(100000), 'pb-menu');
    el.toggleMobile(true);
    const link = [...el.mobileMenu!.querySelectorAll('a')].find((a) => a.textContent === 'Services')!;
    expect(link.getAttribute('href')).to.equal('#');
    link.click();
    const group = link.parentElement!.querySelector(':scope > .pb-menu-group')!;
    expect(`${el.mobileOpen}|${group.getAttribute('aria-expanded')}`).to.equal('true|true');
  });
});

describe('<pb-menu> the secondary menu in the mobile menu (MARKUP.md §8.5)', () => {
  it("appends #et-secondary-nav's items to the header's mobile menu, ids made unique", async () => {
    const el = await mount<PbMenuElement>(secondaryHeader, 'pb-menu');
    const links = [...el.mobileMenu!.querySelectorAll(':scope > li > a')].map((a) => a.textContent);
    expect(links.slice(-2)).to.deep.equal(['Shop', 'Account']);
    expect(el.mobileMenu!.querySelector('#menu-item-91-mobile')).to.not.equal(null);
    expect(document.getElementById('et-secondary-nav')!.children.length).to.equal(2);
  });
});

describe('<pb-menu> inline centred logo (split header, spec §2)', () => {
  it('moves the logo into the middle of the menu above the breakpoint and back below it', async () => {
    const el = await mount<PbMenuElement>(splitHeader(), 'pb-menu');
    const logo = el.closest('header')!.querySelector('.logo_container')!;
    const items = [...el.list!.children];
    expect(items.map((li) => li.className.includes('centered-inline-logo-wrap'))).to.deep.equal([
      false,
      false,
      true,
      false,
      false,
    ]);
    expect(logo.parentElement!.classList.contains('centered-inline-logo-wrap')).to.equal(true);
    el.breakpoint = 100000;
    await el.updateComplete;
    await until(() => el.mobile);
    expect(
      logo.parentElement!.classList.contains('et_menu_container') && !el.querySelector('.centered-inline-logo-wrap'),
    ).to.equal(true);
    el.breakpoint = 0;
    await el.updateComplete;
    await until(() => !el.mobile);
    expect(logo.parentElement!.classList.contains('centered-inline-logo-wrap')).to.equal(true);
  });
});
