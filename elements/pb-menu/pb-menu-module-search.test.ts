/**
 * A Divi 4 Menu module's search under the theme's rules (THEME-CSS.md §3 in docs/; elements/base/test/theme-rules.ts):
 * the container the server prints `--disabled` (display: none) opens as `--visible` over the menu
 * (`.et_pb_menu__wrap--hidden`), closes as `--hidden` and is `--disabled` again 1000 ms later (at once under reduced
 * motion). The theme's buttons are named; focus goes to the field and back to the search button.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { FakeClock } from '../base/test/fake-clock.js';
import { preferMotion } from '../base/test/motion-preference.js';
import { loadStyles } from '../base/test/styles.js';
import { mount, runA11ySuite, unmountAll } from '../base/test/suites.js';
import { loadThemeRules } from '../base/test/theme-rules.js';
import './define.js';
import { PbMenuElement } from './pb-menu.js';
import { menuModule } from './pb-menu.fixtures.js';

const C = 'et_pb_menu__search-container';
/** The container's state classes, in a fixed order. */
const state = (container: Element) =>
  ['visible', 'hidden', 'disabled'].filter((s) => container.classList.contains(`${C}--${s}`)).join(' ');
const parts = (el: PbMenuElement) => ({
  button: el.querySelector<HTMLButtonElement>('.et_pb_menu__search-button')!,
  container: el.querySelector<HTMLElement>(`.${C}`)!,
  wrap: el.querySelector<HTMLElement>('.et_pb_menu__wrap')!,
  field: el.querySelector<HTMLInputElement>('.et_pb_menu__search-input')!,
  close: el.querySelector<HTMLButtonElement>('.et_pb_menu__close-search-button')!,
});

let removeRules: () => void = () => {};
let clock: FakeClock | undefined;
let undoMotion: (() => Promise<void>) | undefined;
before(async () => {
  await loadStyles('/elements/pb-menu/pb-menu.css');
  removeRules = await loadThemeRules();
});
after(() => removeRules());
beforeEach(async () => {
  undoMotion = await preferMotion('no-preference');
});
afterEach(async () => {
  clock?.uninstall();
  clock = undefined;
  unmountAll();
  await undoMotion?.();
  undoMotion = undefined;
});

describe('<pb-menu> on a Divi 4 Menu module: search (THEME-CSS.md §3)', () => {
  it("names the theme's buttons and the field; the search button controls the container, which is not displayed", async () => {
    const el = await mount<PbMenuElement>(menuModule('left_aligned', 5, 0), 'pb-menu');
    const { button, container, field, close } = parts(el);
    expect([
      button.getAttribute('aria-label'),
      button.getAttribute('aria-expanded'),
      button.getAttribute('aria-controls') === container.id && container.id !== '',
      close.getAttribute('aria-label'),
      field.getAttribute('aria-label'),
      state(container),
      getComputedStyle(container).display,
      container.inert,
      el.searchForm === container,
    ]).to.deep.equal(['Search', 'false', true, 'Close search', 'Search', 'disabled', 'none', true, true]);
  });

  it('takes its names from search-label and close-search-label', async () => {
    const el = await mount<PbMenuElement>(
      menuModule('left_aligned', 5, 0).replace('<pb-menu', '<pb-menu search-label="Suche" close-search-label="Zu"'),
      'pb-menu',
    );
    const { button, close } = parts(el);
    expect([button.getAttribute('aria-label'), close.getAttribute('aria-label')]).to.deep.equal(['Suche', 'Zu']);
  });

  it('opens over the menu with the form shown and focused; Esc closes it, focus returns, --disabled after 1000 ms', async () => {
    const el = await mount<PbMenuElement>(menuModule('left_aligned', 5, 0), 'pb-menu');
    const { button, container, wrap, field } = parts(el);
    clock = new FakeClock().install();
    button.click();
    expect([
      state(container),
      getComputedStyle(container).display !== 'none',
      getComputedStyle(container).opacity,
      wrap.classList.contains('et_pb_menu__wrap--hidden'),
      getComputedStyle(wrap).opacity,
      wrap.inert,
      container.inert,
      button.getAttribute('aria-expanded'),
      document.activeElement === field,
      el.searchOpen,
    ]).to.deep.equal(['visible', true, '1', true, '0', true, false, 'true', true, true]);
    await sendKeys({ press: 'Escape' });
    expect([
      state(container),
      wrap.classList.contains('et_pb_menu__wrap--hidden'),
      wrap.classList.contains('et_pb_menu__wrap--visible'),
      getComputedStyle(wrap).opacity,
      button.getAttribute('aria-expanded'),
      document.activeElement === button,
      container.inert,
      el.searchOpen,
    ]).to.deep.equal(['hidden', false, true, '1', 'false', true, true, false]);
    clock.tick(999);
    expect(state(container), 'the fade-out plays for 1000 ms').to.equal('hidden');
    clock.tick(1);
    expect(`${state(container)}|${getComputedStyle(container).display}`).to.equal('hidden disabled|none');
  });

  it('closes with its close button, focus back on the search button, and opens again', async () => {
    const el = await mount<PbMenuElement>(menuModule('left_aligned', 5, 0), 'pb-menu');
    const { button, container, close, field } = parts(el);
    clock = new FakeClock().install();
    button.click();
    close.focus();
    close.click();
    expect(`${state(container)}|${document.activeElement === button}|${el.searchOpen}`).to.equal('hidden|true|false');
    clock.tick(1000);
    expect(state(container)).to.equal('hidden disabled');
    button.click();
    expect(`${state(container)}|${document.activeElement === field}`).to.equal('visible|true');
  });

  it('opening again within the 1000 ms cancels the pending --disabled', async () => {
    const el = await mount<PbMenuElement>(menuModule('left_aligned', 5, 0), 'pb-menu');
    const { container } = parts(el);
    clock = new FakeClock().install();
    expect(el.toggleSearch(true), 'opens').to.equal(true);
    expect(el.toggleSearch(true), 'no change').to.equal(false);
    expect(el.toggleSearch(false), 'closes at once: no lock').to.equal(true);
    clock.tick(500);
    el.toggleSearch(true);
    clock.tick(2000);
    expect(`${state(container)}|${getComputedStyle(container).display !== 'none'}`).to.equal('visible|true');
  });

  it('under reduced motion the container is --disabled as soon as it closes', async () => {
    await undoMotion?.();
    undoMotion = await preferMotion('reduce');
    const el = await mount<PbMenuElement>(menuModule('left_aligned', 5, 0), 'pb-menu');
    const { container } = parts(el);
    el.toggleSearch(true);
    el.toggleSearch(false);
    expect(`${state(container)}|${getComputedStyle(container).display}`).to.equal('hidden disabled|none');
  });

  it('a disconnect during the fade-out leaves the container --disabled, not displayed', async () => {
    const el = await mount<PbMenuElement>(menuModule('left_aligned', 5, 0), 'pb-menu');
    const { container } = parts(el);
    el.toggleSearch(true);
    el.toggleSearch(false);
    el.remove();
    expect(state(container)).to.equal('hidden disabled');
  });

  it("pads the overlay by the left-aligned logo's width (removed on disconnect)", async () => {
    const el = await mount<PbMenuElement>(
      menuModule('left_aligned', 5, 0).replace(
        'class="et_pb_menu_inner_container clearfix"',
        'class="et_pb_menu_inner_container clearfix" style="display: flex"',
      ),
      'pb-menu',
    );
    const { container } = parts(el);
    const logo = el.querySelector<HTMLElement>('.et_pb_menu__logo-wrap')!;
    expect(logo.offsetWidth, 'precondition: the logo has a width').to.be.greaterThan(0);
    el.toggleSearch(true);
    expect(container.style.paddingLeft).to.equal(`${logo.offsetWidth}px`);
    el.remove();
    expect(container.style.paddingLeft).to.equal('');
  });
});

runA11ySuite(
  { element: PbMenuElement, fixtures: { "Divi 4 Menu module with search, under the theme's CSS": menuModule() } },
  [
    { name: 'search closed' },
    { name: 'search open', enter: (el) => (el as PbMenuElement).toggleSearch(true) },
    {
      name: 'search closed again',
      enter: (el) => {
        (el as PbMenuElement).toggleSearch(true);
        (el as PbMenuElement).toggleSearch(false);
      },
    },
  ],
);
