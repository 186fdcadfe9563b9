import { expect } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { FakeClock } from '../base/test/fake-clock.js';
import { mount, runA11ySuite, unmountAll } from '../base/test/suites.js';
import { withViewport } from '../base/test/viewport.js';
import { bareTag, cookie, plugin2x, until, useFirstVisit } from './cookie-bar.fixtures.js';
import { CookieBarElement } from './cookie-bar.js';
import './define.js';

const barOf = (el: Element) => el.querySelector<HTMLElement>('#cookie-law-info-bar')!;
const tabOf = (el: Element) => el.querySelector<HTMLElement>('#cookie-law-info-again')!;
const popupOf = (el: Element) => el.querySelector<HTMLDialogElement>('dialog.cookie-bar__popup')!;
const isChromium = navigator.userAgent.includes('Chrome');
const isWebKit = !isChromium && /AppleWebKit\//.test(navigator.userAgent);
const viewport = () => document.documentElement.clientWidth;
const withSettings = (html: string, settings: Record<string, unknown>) =>
  html.replace('<cookie-bar>', `<cookie-bar settings='${JSON.stringify(settings)}'>`);

useFirstVisit();

runA11ySuite(
  {
    element: CookieBarElement,
    fixtures: {
      popup: withSettings(plugin2x, { cookie_bar_as: 'popup' }),
      widget: withSettings(plugin2x, { cookie_bar_as: 'widget' }),
    },
  },
  [{ name: 'shown' }, { name: 'settings open', enter: (el) => (el as CookieBarElement).openSettings() }],
);

describe('<cookie-bar> presentations', () => {
  it('banner: a fixed, full-width named region at the bottom; the page behind stays operable (no cookie wall)', async () => {
    const outside = Object.assign(document.createElement('a'), { href: '#x', textContent: 'Page link' });
    document.body.prepend(outside);
    try {
      const el = await mount(plugin2x, 'cookie-bar');
      const style = getComputedStyle(barOf(el));
      expect(style.position).to.equal('fixed');
      expect(style.bottom).to.equal('0px');
      expect(barOf(el).getBoundingClientRect().width).to.equal(viewport());
      outside.focus();
      expect(document.activeElement === outside).to.equal(true);
      expect(outside.closest('[inert]')).to.equal(null);
    } finally {
      outside.remove();
    }
  });

  it('keeps room at the end of the page for a bottom banner, so nothing hides under it (WCAG 2.4.11)', async () => {
    const el = await mount<CookieBarElement>(plugin2x, 'cookie-bar');
    const padding = () => parseFloat(getComputedStyle(document.body).paddingBottom);
    await until(() => padding() > 0);
    expect(Math.abs(padding() - barOf(el).getBoundingClientRect().height) < 1).to.equal(true);
    expect(getComputedStyle(document.documentElement).scrollPaddingBottom).to.equal(`${padding()}px`);
    el.acceptAll();
    await until(() => padding() === 0, 3000);
    unmountAll();
    const root = document.documentElement.style;
    expect(
      [root, document.body.style].flatMap((style) => [
        style.getPropertyValue('--cookie-bar-end'),
        style.getPropertyValue('--cookie-bar-start'),
      ]),
    ).to.deep.equal(['', '', '', '']);
  });

  it('banner at the top: scrolls with the page, or is fixed with header_fix', async () => {
    let el = await mount(withSettings(plugin2x, { notify_position_vertical: 'top' }), 'cookie-bar');
    expect(getComputedStyle(barOf(el)).position).to.equal('absolute');
    expect(getComputedStyle(barOf(el)).top).to.equal('0px');
    expect(tabOf(el).dataset.vertical).to.equal('top');
    unmountAll();
    el = await mount(withSettings(plugin2x, { notify_position_vertical: 'top', header_fix: '1' }), 'cookie-bar');
    expect(getComputedStyle(barOf(el)).position).to.equal('fixed');
  });

  // Both sides of the 700 px threshold, in every engine (the viewport's width less any scrollbar, less 20 px).
  for (const [width, expected, popupWidth] of [
    [1024, '500 px', () => 500],
    [600, 'the viewport less 20 px', () => viewport() - 20],
  ] as const)
    it(`popup: a modal dialog 500 px wide above a 700 px viewport, with the overlay; Esc closes it without recording (${width} px window: ${expected})`, () =>
      withViewport({ width, height: 768 }, async () => {
        const el = await mount(withSettings(plugin2x, { cookie_bar_as: 'popup' }), 'cookie-bar');
        const popup = popupOf(el);
        expect(popup.open && popup.matches(':modal')).to.equal(true);
        expect(barOf(el).dataset.cliType).to.equal('popup');
        expect(popup.getBoundingClientRect().width).to.equal(popupWidth());
        expect(popup.contains(document.activeElement)).to.equal(true);
        await sendKeys({ press: 'Escape' });
        await until(() => !popup.open, 3000);
        expect(cookie('viewed_cookie_policy')).to.equal(undefined);
      }));

  it('popup without the overlay is not modal', async () => {
    const el = await mount(withSettings(plugin2x, { cookie_bar_as: 'popup', popup_overlay: false }), 'cookie-bar');
    expect(popupOf(el).open).to.equal(true);
    expect(popupOf(el).matches(':modal')).to.equal(false);
  });

  // Both sides of the 400 px threshold; the narrow side not in WebKit, whose window here is never under 447 px.
  for (const [width, expected, widgetWidth] of [
    [1024, '300 px', () => 300],
    [380, 'the viewport less 30 px; not in WebKit, whose window is at least 447 px wide', () => viewport() - 30],
  ] as const)
    if (width >= 447 || !isWebKit)
      it(`widget: 300 px wide, 15 px from the chosen bottom corner; the tab on the same side (${width} px window: ${expected})`, () =>
        withViewport({ width, height: 768 }, async () => {
          const el = await mount(
            withSettings(plugin2x, { cookie_bar_as: 'widget', widget_position: 'left' }),
            'cookie-bar',
          );
          const rect = barOf(el).getBoundingClientRect();
          expect(rect.width).to.equal(widgetWidth());
          expect(rect.left).to.equal(15);
          // (Firefox lays out in 1/60 px units: the bottom edge can land a few thousandths off the pixel.)
          expect(Math.abs(innerHeight - rect.bottom - 15), 'bottom margin off 15 px').to.be.below(0.02);
          expect(tabOf(el).style.left).to.equal('100px');
        }));

  it('places the show-again tab at the popup corner with the configured offset', async () => {
    const el = await mount<CookieBarElement>(
      withSettings(plugin2x, {
        cookie_bar_as: 'popup',
        popup_showagain_position: 'top-left',
        showagain_x_position: '40px',
      }),
      'cookie-bar',
    );
    el.rejectAll();
    // (The bar fades out first; a loaded machine may take longer than the 500 ms.)
    await until(
      () =>
        getComputedStyle(tabOf(el)).display !== 'none' &&
        tabOf(el).getBoundingClientRect().top === 0 &&
        tabOf(el).getBoundingClientRect().left === 40,
      3000,
    );
    const rect = tabOf(el).getBoundingClientRect();
    expect(rect.top).to.equal(0);
    expect(rect.left).to.equal(40);
  });

  it('applies the bar colours and font, and the border only with border_on', async () => {
    let el = await mount(
      bareTag({ background: '#202020', text: '#fafafa', font_family: 'Georgia, serif' }),
      'cookie-bar',
    );
    let style = getComputedStyle(barOf(el));
    expect(style.backgroundColor).to.equal('rgb(32, 32, 32)');
    expect(style.color).to.equal('rgb(250, 250, 250)');
    expect(style.fontFamily).to.contain('Georgia');
    expect(style.borderTopColor).to.equal('rgba(0, 0, 0, 0)');
    unmountAll();
    el = await mount(bareTag({ border_on: '1', border: '#ff0000' }), 'cookie-bar');
    style = getComputedStyle(barOf(el));
    expect(style.borderTopColor).to.equal('rgb(255, 0, 0)');
  });
});

describe('<cookie-bar> right-to-left', () => {
  // At 600 px and below the tabs become a row above the content: a window wide enough for them to sit beside it.
  it('mirrors the settings dialog: the close button at the start edge, tabs on the right', () =>
    withViewport({ width: 1024, height: 768 }, async () => {
      const el = await mount<CookieBarElement>(`<div dir="rtl" lang="ar">${plugin2x}</div>`, 'cookie-bar');
      await el.openSettings();
      const dialog = el.querySelector('dialog.cookie-bar__settings')!.getBoundingClientRect();
      const close = el.querySelector('#cliModalClose')!.getBoundingClientRect();
      const tabs = el.querySelector('.cookie-bar__tabs')!.getBoundingClientRect();
      expect(close.left - dialog.left < 60).to.equal(true);
      expect(tabs.right > dialog.left + dialog.width / 2).to.equal(true);
    }));
});

describe('<cookie-bar> resize handling', () => {
  let clock: FakeClock;
  beforeEach(() => (clock = new FakeClock().install()));
  afterEach(() => clock.uninstall());

  it('re-lays out 500 ms after the last resize, not before', async () => {
    const el = await mount(withSettings(plugin2x, { cookie_bar_as: 'widget' }), 'cookie-bar');
    barOf(el).style.width = '1px';
    window.dispatchEvent(new Event('resize'));
    clock.tick(300);
    window.dispatchEvent(new Event('resize'));
    clock.tick(499);
    expect(barOf(el).style.width).to.equal('1px');
    clock.tick(1);
    expect(barOf(el).style.width).to.equal(`${viewport() > 400 ? 300 : viewport() - 30}px`);
  });
});

describe('<cookie-bar> animation', () => {
  it('slides the bar out over animate_speed_hide when notify_animate_hide is on', async () => {
    const el = await mount<CookieBarElement>(bareTag({ animate_speed_hide: 400 }), 'cookie-bar');
    el.rejectAll();
    const running = barOf(el).getAnimations();
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (reduced) expect(barOf(el).hidden).to.equal(true);
    else {
      expect(running).to.have.length(1);
      expect(running[0].effect!.getComputedTiming().duration).to.equal(400);
      await running[0].finished;
      await new Promise((r) => setTimeout(r));
      expect(barOf(el).hidden).to.equal(true);
    }
  });

  it('hides at once when notify_animate_hide is off', async () => {
    const el = await mount<CookieBarElement>(bareTag({ notify_animate_hide: '' }), 'cookie-bar');
    el.acceptAll();
    expect(barOf(el).hidden).to.equal(true);
    expect(barOf(el).getAnimations()).to.have.length(0);
  });

  if (isChromium)
    it('shows and hides at once under prefers-reduced-motion (Chromium emulation)', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      try {
        const el = await mount<CookieBarElement>(
          bareTag({ notify_animate_show: true, notify_animate_hide: true }),
          'cookie-bar',
        );
        expect(barOf(el).getAnimations()).to.have.length(0);
        el.acceptAll();
        expect(barOf(el).hidden).to.equal(true);
        expect(barOf(el).getAnimations()).to.have.length(0);
      } finally {
        await emulateMedia({ reducedMotion: 'no-preference' });
      }
    });
});
