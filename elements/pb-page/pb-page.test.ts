import { expect } from '@open-wc/testing';
import { emulateMedia, executeServerCommand, sendKeys } from '@web/test-runner-commands';
import { FakeClock } from '../base/test/fake-clock.js';
import { ResourceTracker } from '../base/test/resource-tracker.js';
import { loadStyles } from '../base/test/styles.js';
import {
  mount,
  runA11ySuite,
  runCleanupSuite,
  runMotionSuite,
  runUpgradeSuite,
  unmountAll,
} from '../base/test/suites.js';
import { standInIntersectionObservers } from '../base/test/stand-in-intersection.js';
import { until } from '../base/test/until.js';
import './define.js';
import type { PbScrollEvent } from './events.js';
import { PbPageElement } from './pb-page.js';
import { barePage, cmsPage, fixtures, LINK_OPTIONS } from './pb-page.fixtures.js';

const $ = <T extends Element = HTMLElement>(selector: string) => document.querySelector<T>(selector)!;
const top = (selector: string) => Math.round($(selector).getBoundingClientRect().top);
const frame = () => new Promise((r) => requestAnimationFrame(r));
const focused = (selector: string) => document.activeElement === $(selector);
/** Milliseconds until `condition` holds. */
async function timeUntil(condition: () => boolean, ms = 4000): Promise<number> {
  const start = performance.now();
  await until(condition, ms);
  return performance.now() - start;
}
const scrollEvents = () => {
  const seen: PbScrollEvent[] = [];
  const record = (e: Event) => seen.push(e as PbScrollEvent);
  document.addEventListener('pb-scroll', record);
  return { seen, stop: () => document.removeEventListener('pb-scroll', record) };
};
/** Reduced motion in every engine: Chromium emulates the media feature, the others answer `matchMedia` for it. */
async function withReducedMotion(run: () => Promise<void>): Promise<void> {
  const chromium = (await executeServerCommand('expected-engine')) === 'chromium';
  const original = window.matchMedia;
  if (chromium) await emulateMedia({ reducedMotion: 'reduce' });
  else
    window.matchMedia = (query: string) =>
      ({ ...original.call(window, query), matches: query.includes('reduce') }) as MediaQueryList;
  try {
    await run();
  } finally {
    if (chromium) await emulateMedia({ reducedMotion: 'no-preference' });
    else window.matchMedia = original;
  }
}

before(() => loadStyles('/elements/pb-page/pb-page.css'));
afterEach(() => {
  unmountAll();
  document.body.classList.remove('et_pb_side_nav_page');
  delete (window as { et_link_options_data?: unknown }).et_link_options_data;
  history.replaceState(null, '', location.pathname + location.search);
  scrollTo({ top: 0, behavior: 'instant' });
});

const scrolledPast800 = async (el: Element) => {
  scrollTo({ top: 1200, behavior: 'instant' });
  await until(() => el.querySelector('.et_pb_scroll_top.et-visible'));
};

runUpgradeSuite({ element: PbPageElement, fixtures, chrome: '.pb-page-top' });
runUpgradeSuite({ element: PbPageElement, fixtures: { 'bare tag': barePage }, chrome: '.pb-page-side-nav' });
// The side navigation is in the bare tag fixture only (its upgrade suite above checks it once after a reconnect).
runCleanupSuite({ element: PbPageElement, fixtures, chrome: '.pb-page-top' }, async (el) => {
  if (el.hasAttribute('side-nav')) await until(() => el.querySelector('.pb-page-side-nav'));
  // Leave a scroll in flight: its frames must stop with the disconnect.
  (el as PbPageElement).scrollToTarget(el.querySelector('.et_pb_section:last-of-type')!);
  await frame();
});
runMotionSuite('pb-page', '/elements/pb-page/pb-page.css');
runA11ySuite({ element: PbPageElement, fixtures }, [
  { name: 'at the top' },
  { name: 'scrolled past 800 px (scroll-to-top shown)', enter: scrolledPast800 },
  {
    name: 'side navigation on the third section',
    enter: async (el) => {
      if (el.hasAttribute('side-nav')) await until(() => el.querySelector('.pb-page-side-nav'));
      scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
      await until(() => el.querySelectorAll('[aria-current]').length === 1 || !el.querySelector('.pb-page-side-nav'));
    },
  },
]);

describe('<pb-page> same-page anchor links (spec §2, TRUST.md #48)', () => {
  it('scroll smoothly over 800 ms, then move focus to the target; the address gets the hash', async () => {
    await mount(cmsPage(), 'pb-page');
    const events = scrollEvents();
    const start = performance.now();
    $('a.to-team').click();
    expect(scrollY, 'nothing jumps').to.equal(0);
    await new Promise((r) => setTimeout(r, 400));
    const midway = scrollY;
    await until(() => focused('#team'));
    const elapsed = performance.now() - start;
    events.stop();
    expect(midway > 0 && midway < scrollY, `moving at 400 ms (${midway} of ${scrollY})`).to.equal(true);
    expect(elapsed, 'about 800 ms').to.be.within(780, 1300);
    expect(Math.abs(top('#team')), 'the target at the top').to.be.below(2);
    expect($('#team').getAttribute('tabindex')).to.equal('-1');
    expect(location.hash).to.equal('#team');
    expect(events.seen.map((e) => e.detail.reason)).to.deep.equal(['anchor']);
  });

  it("keep the browser's own jump inside a smooth-scroll-disabled area, without smoothing its hash change", async () => {
    await mount(cmsPage(), 'pb-page');
    const events = scrollEvents();
    let prevented = true;
    const check = (e: Event) => (prevented = e.defaultPrevented);
    window.addEventListener('click', check);
    const changed = new Promise((r) => addEventListener('hashchange', r, { once: true }));
    $('a.no-smooth').click();
    window.removeEventListener('click', check);
    await changed;
    await frame();
    events.stop();
    expect(prevented).to.equal(false);
    expect(events.seen.length, 'no smooth scroll').to.equal(0);
    expect(location.hash).to.equal('#services');
  });

  it('land below the fixed header and the admin toolbar', async () => {
    document.body.classList.add('et_fixed_nav');
    const bar = Object.assign(document.createElement('div'), { id: 'wpadminbar' });
    bar.style.cssText = 'position:fixed;top:0;left:0;right:0;height:32px';
    document.body.append(bar);
    try {
      const el = await mount<PbPageElement>(cmsPage(), 'pb-page');
      const header = $('#main-header');
      header.style.cssText = 'position:fixed;top:32px;left:0;right:0;height:60px;background:#fff';
      el.scrollToTarget($('#services'));
      await until(() => focused('#services'));
      const expected = (innerWidth > 980 ? 59 : 0) + (innerWidth > 600 ? 32 : 0);
      expect(top('#services')).to.be.within(expected - 1, expected + 1);
    } finally {
      bar.remove();
      document.body.classList.remove('et_fixed_nav');
    }
  });

  it("land below the page's scroll-padding-top when that is larger (a site's own header)", async () => {
    document.documentElement.style.scrollPaddingTop = '100px';
    try {
      const el = await mount<PbPageElement>(cmsPage(), 'pb-page');
      el.scrollToTarget($('#services'));
      await until(() => focused('#services'));
      expect(top('#services')).to.be.within(99, 101);
    } finally {
      document.documentElement.style.scrollPaddingTop = '';
    }
  });

  it('are instant under reduced motion, focus included', async () => {
    await withReducedMotion(async () => {
      await mount(cmsPage(), 'pb-page');
      $('a.to-team').click();
      await Promise.resolve();
      expect(Math.abs(top('#team'))).to.be.below(2);
      expect(focused('#team')).to.equal(true);
    });
  });

  it("listen for the visitor's wheel, touch and keys only while they play (each listener is a call on every input)", async () => {
    const tracker = new ResourceTracker().start();
    const inputs = () => tracker.liveTypesOn(window, ['wheel', 'touchstart', 'keydown']);
    try {
      await mount(cmsPage(), 'pb-page');
      expect(inputs(), 'before any scroll').to.deep.equal([]);
      $('a.to-team').click();
      expect(inputs(), 'while the scroll plays').to.deep.equal(['keydown', 'touchstart', 'wheel']);
      await until(() => focused('#team'), 4000);
      expect(inputs(), 'once it has landed').to.deep.equal([]);
      scrollTo({ top: 0, behavior: 'instant' });
      $('a.to-team').click();
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown' }));
      expect(inputs(), 'once a key stopped it').to.deep.equal([]);
    } finally {
      tracker.stop();
    }
  });

  it('stop when the visitor scrolls with the wheel, and can be cancelled by a pb-scroll listener', async () => {
    await mount(cmsPage(), 'pb-page');
    $('a.to-team').click();
    await new Promise((r) => setTimeout(r, 200));
    window.dispatchEvent(new WheelEvent('wheel', { deltaY: 10 }));
    const stopped = scrollY;
    await new Promise((r) => setTimeout(r, 300));
    expect(scrollY).to.equal(stopped);
    expect(focused('#team')).to.equal(false);

    history.replaceState(null, '', location.pathname);
    const cancel = (e: Event) => e.preventDefault();
    document.addEventListener('pb-scroll', cancel);
    $('a.to-team').click();
    document.removeEventListener('pb-scroll', cancel);
    await new Promise((r) => setTimeout(r, 200));
    expect(scrollY).to.equal(stopped);
    expect(location.hash).to.equal('');
  });
});

describe('<pb-page> location hash (spec §2)', () => {
  let clock: FakeClock | undefined;
  afterEach(() => {
    clock?.uninstall();
    clock = undefined;
  });

  it('at load: waits 700 ms, scrolls 800 ms, corrects over 150 ms, then focuses the target', async () => {
    history.replaceState(null, '', '#services');
    clock = new FakeClock().install();
    const events = scrollEvents();
    await mount(cmsPage(), 'pb-page');
    scrollTo({ top: 0, behavior: 'instant' });
    clock.tick(699);
    await frame();
    await frame();
    expect(scrollY, 'still waiting at 699 ms').to.equal(0);
    clock.tick(1);
    const elapsed = await timeUntil(() => focused('#services'));
    events.stop();
    expect(elapsed, '800 + 150 ms').to.be.within(930, 1450);
    expect(Math.abs(top('#services'))).to.be.below(2);
    expect(events.seen.map((e) => e.detail.reason)).to.deep.equal(['hash']);
  });

  it('at load: takes 1600 ms (+150) for a target lower than 4000 px', async () => {
    history.replaceState(null, '', '#team');
    clock = new FakeClock().install();
    await mount(cmsPage({ far: true }), 'pb-page');
    scrollTo({ top: 0, behavior: 'instant' });
    expect($('#team').getBoundingClientRect().top + scrollY).to.be.above(4000);
    clock.tick(700);
    const elapsed = await timeUntil(() => focused('#team'));
    expect(elapsed, '1600 + 150 ms').to.be.within(1730, 2300);
  });

  it('at load under reduced motion: one instant jump after the wait', async () => {
    await withReducedMotion(async () => {
      history.replaceState(null, '', '#team');
      clock = new FakeClock().install();
      await mount(cmsPage(), 'pb-page');
      scrollTo({ top: 0, behavior: 'instant' });
      clock.tick(700);
      await frame();
      expect(Math.abs(top('#team'))).to.be.below(2);
      expect(focused('#team')).to.equal(true);
    });
  });

  it('ignores module state in the hash (tabs, gallery) and unknown ids', async () => {
    history.replaceState(null, '', '#services|2');
    clock = new FakeClock().install();
    await mount(cmsPage(), 'pb-page');
    scrollTo({ top: 0, behavior: 'instant' });
    clock.tick(3000);
    await frame();
    expect(scrollY).to.equal(0);
  });

  it('a hash change to an anchor id scrolls there and focuses it', async () => {
    await mount(cmsPage(), 'pb-page');
    location.hash = 'team';
    await until(() => focused('#team'));
    expect(Math.abs(top('#team'))).to.be.below(2);
  });
});

describe('<pb-page> link options (MARKUP.md §8.10, TRUST.md #44)', () => {
  it('a click anywhere in a linked module scrolls to its on-page anchor; inner links keep their own target', async () => {
    (window as { et_link_options_data?: unknown }).et_link_options_data = LINK_OPTIONS;
    await mount(cmsPage(), 'pb-page');
    await until(() => $('.et_pb_text_0').classList.contains('et_clickable'));
    $('.et_pb_text_0 p').click();
    await until(() => focused('#team'));
    expect(location.hash).to.equal('#team');
    scrollTo({ top: 0, behavior: 'instant' });
    $('.et_pb_text_0 a.inner').click();
    await until(() => focused('#services'));
  });

  it('opens a new window without an opener', async () => {
    (window as { et_link_options_data?: unknown }).et_link_options_data = LINK_OPTIONS;
    const original = window.open;
    const calls: unknown[][] = [];
    window.open = (...args: unknown[]) => {
      calls.push(args);
      return null;
    };
    try {
      await mount(cmsPage(), 'pb-page');
      await until(() => $('.et_pb_blurb_0').classList.contains('et_clickable'));
      $('.et_pb_blurb_0 p').click();
    } finally {
      window.open = original;
    }
    expect(calls).to.deep.equal([['https://partner.test/', '_blank', 'noopener']]);
  });

  it('follows nothing unsafe: a javascript: link option is ignored and the click left alone', async () => {
    (window as { et_link_options_data?: unknown }).et_link_options_data = [
      { class: 'et_pb_text_0', url: 'javascript:window.__pwned=1', target: '' },
    ];
    await mount(cmsPage(), 'pb-page');
    await until(() => $('.et_pb_text_0').classList.contains('et_clickable'));
    let prevented = true;
    const check = (e: Event) => (prevented = e.defaultPrevented);
    window.addEventListener('click', check);
    $('.et_pb_text_0 p').click();
    window.removeEventListener('click', check);
    expect(prevented).to.equal(false);
    expect((window as { __pwned?: unknown }).__pwned).to.equal(undefined);
  });
});

describe('<pb-page> scroll-to-top (MARKUP.md §8.6, PEERS.md §9.9)', () => {
  it('is a real, named button, hidden from focus until the page is scrolled past 800 px', async () => {
    const el = await mount(cmsPage(), 'pb-page');
    await until(() => el.querySelector('.et_pb_scroll_top > button.pb-page-top'));
    const button = $<HTMLButtonElement>('.et_pb_scroll_top > button.pb-page-top');
    expect(button.getAttribute('aria-label')).to.equal('Back to top');
    expect(getComputedStyle(button).visibility).to.equal('hidden');
    scrollTo({ top: 700, behavior: 'instant' });
    await frame();
    await frame();
    expect($('.et_pb_scroll_top').classList.contains('et-visible')).to.equal(false);
    await scrolledPast800(el);
    expect($('.et_pb_scroll_top').classList.contains('et-hidden')).to.equal(false);
    await until(() => getComputedStyle(button).visibility === 'visible');
    scrollTo({ top: 0, behavior: 'instant' });
    await until(() => $('.et_pb_scroll_top').classList.contains('et-hidden'));
  });

  it('goes by the latest of several observer reports that a busy page queued together', async () => {
    const observers = standInIntersectionObservers();
    try {
      const el = await mount(cmsPage(), 'pb-page');
      await until(() => el.querySelector('.et_pb_scroll_top > button.pb-page-top'));
      const report = observers.reporterOf(document.querySelector('.pb-page-sentinel')!);
      const top = $('.et_pb_scroll_top');
      report([{ isIntersecting: true }, { isIntersecting: false }]);
      expect(top.classList.contains('et-visible'), 'the latest report: scrolled past 800 px').to.equal(true);
      report([{ isIntersecting: false }, { isIntersecting: true }]);
      expect(top.classList.contains('et-visible'), 'the latest report: back at the top').to.equal(false);
    } finally {
      observers.restore();
    }
  });

  it('takes the page to the top over 800 ms and puts the focus there', async () => {
    const el = await mount(cmsPage(), 'pb-page');
    await scrolledPast800(el);
    $<HTMLButtonElement>('.pb-page-top').focus();
    await sendKeys({ press: 'Enter' });
    await new Promise((r) => setTimeout(r, 300));
    expect(scrollY, 'still on its way at 300 ms').to.be.above(0);
    await until(() => document.activeElement === el);
    expect(scrollY).to.equal(0);
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement === $('#top-menu a'), 'the next Tab reaches the first link of the page').to.equal(
      true,
    );
  });

  it('is instant under reduced motion', async () => {
    await withReducedMotion(async () => {
      const el = await mount(cmsPage(), 'pb-page');
      await scrolledPast800(el);
      $<HTMLButtonElement>('.pb-page-top').click();
      await Promise.resolve();
      expect(scrollY).to.equal(0);
      expect(document.activeElement === el).to.equal(true);
    });
  });
});

describe('<pb-page> side navigation (MARKUP.md §8.7, TRUST.md #2, #47)', () => {
  it('is a named nav of links, one per top-level section, the current one marked', async () => {
    document.body.classList.add('et_pb_side_nav_page');
    const el = await mount(cmsPage(), 'pb-page');
    await until(() => el.querySelector('nav.pb-page-side-nav'));
    const nav = el.querySelector('nav.pb-page-side-nav')!;
    expect(nav.getAttribute('aria-label')).to.equal('Page sections');
    const dots = [...nav.querySelectorAll('a')];
    expect(dots.map((a) => a.textContent)).to.deep.equal(['Intro', 'Services', 'Team']);
    expect(dots.map((a) => a.getAttribute('href'))).to.deep.equal(['#intro', '#services', '#team']);
    expect(dots.map((a) => a.hasAttribute('aria-current'))).to.deep.equal([true, false, false]);
    for (const dot of dots) {
      const box = dot.getBoundingClientRect();
      expect(box.width >= 24 && box.height >= 24, 'a 24 px target').to.equal(true);
    }
    scrollTo({ top: $('#services').getBoundingClientRect().top + scrollY, behavior: 'instant' });
    await until(() => dots[1].getAttribute('aria-current') === 'true');
    expect(dots.filter((d) => d.hasAttribute('aria-current'))).to.have.length(1);
    scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    await until(() => dots[2].getAttribute('aria-current') === 'true', 2000);
  });

  it('is keyboard usable: Enter on a dot scrolls to its section and focuses it; the first goes to the very top', async () => {
    const el = await mount(barePage, 'pb-page');
    await until(() => el.querySelector('nav.pb-page-side-nav'));
    const dots = [...el.querySelectorAll<HTMLAnchorElement>('.pb-page-side-nav a')];
    expect(dots.map((a) => a.textContent)).to.deep.equal(['One', 'Two', 'Three']);
    expect(el.querySelector('nav')!.getAttribute('aria-label')).to.equal('On this page');
    dots[1].focus();
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement === dots[2], 'Tab moves along the dots').to.equal(true);
    expect(getComputedStyle(dots[2]).outlineStyle, 'a visible focus ring (TRUST.md #46)').to.equal('solid');
    await sendKeys({ press: 'Enter' });
    await until(() => document.activeElement === el.querySelectorAll('section')[2]);
    expect(Math.abs(el.querySelectorAll('section')[2].getBoundingClientRect().top)).to.be.below(2);
    expect(location.hash, 'a dot does not write the address').to.equal('');
    dots[0].focus();
    await sendKeys({ press: 'Enter' });
    await until(() => document.activeElement === $('#bare-one'));
    expect(scrollY).to.equal(0);
  });

  it("needs more than one section, and the theme's body class or the side-nav attribute", async () => {
    const el = await mount(cmsPage(), 'pb-page');
    expect(el.querySelector('.pb-page-side-nav')).to.equal(null);
    unmountAll();
    await import('./side-nav.js');
    const one = await mount('<pb-page side-nav><div class="et_pb_section"><p>Only</p></div></pb-page>', 'pb-page');
    await frame();
    expect(one.querySelector('.pb-page-side-nav')).to.equal(null);
  });
});

describe('<pb-page> checkout errors (spec §8)', () => {
  it('a checkout error, native or triggered through jQuery, scrolls to the checkout form and focuses its errors', async () => {
    const handlers = new Map<string, EventListener>();
    (window as { jQuery?: unknown }).jQuery = (target: Element) => ({
      on: (type: string, fn: EventListener) => {
        handlers.set(type, fn);
        target.addEventListener(`jq:${type}`, fn);
      },
      off: (type: string, fn: EventListener) => {
        handlers.delete(type);
        target.removeEventListener(`jq:${type}`, fn);
      },
    });
    try {
      await mount(cmsPage({ checkout: true }), 'pb-page');
      await until(() => handlers.has('checkout_error'));
      document.body.dispatchEvent(new Event('jq:checkout_error'));
      await until(() => focused('.woocommerce-NoticeGroup-checkout'));
      expect(Math.abs(top('form.checkout'))).to.be.below(2);
      scrollTo({ top: 0, behavior: 'instant' });
      $<HTMLElement>('#top-menu a').focus();
      document.body.dispatchEvent(new Event('checkout_error'));
      await until(() => focused('.woocommerce-NoticeGroup-checkout'));
      unmountAll();
      expect(handlers.has('checkout_error'), 'the jQuery handler goes with the element').to.equal(false);
    } finally {
      delete (window as { jQuery?: unknown }).jQuery;
    }
  });
});

describe('<pb-page smooth-wheel> wheel smoothing (spec §9, opt-in)', () => {
  const wheel = (deltaY: number, deltaMode = 0) => {
    const event = new WheelEvent('wheel', { deltaY, deltaMode, bubbles: true, cancelable: true });
    $('#services p').dispatchEvent(event);
    return event;
  };

  it('is off unless the site opts in', async () => {
    await mount(cmsPage(), 'pb-page');
    await frame();
    expect(wheel(100).defaultPrevented).to.equal(false);
  });

  it("scrolls 80 px a notch over 400 ms; touchpads keep the browser's scrolling", async () => {
    await mount(cmsPage().replace('<pb-page>', '<pb-page smooth-wheel>'), 'pb-page');
    let event = wheel(100);
    for (let i = 0; i < 50 && !event.defaultPrevented; i++) {
      await frame();
      event = wheel(100);
    }
    expect(event.defaultPrevented, 'the wheel is smoothed once its code has loaded').to.equal(true);
    // Every frame's position until it arrives: some lie between (a glide, not a jump), whatever the machine's load.
    const seen: number[] = [];
    for (let i = 0; i < 120 && scrollY !== 80; i++) {
      await frame();
      seen.push(scrollY);
    }
    expect(
      seen.some((y) => y > 0 && y < 80),
      `on its way (${seen.join(', ')})`,
    ).to.equal(true);
    await until(() => scrollY === 80, 1000);
    expect(wheel(10).defaultPrevented, 'a touchpad').to.equal(false);
  });

  it('never under reduced motion', async () => {
    await withReducedMotion(async () => {
      await mount(cmsPage().replace('<pb-page>', '<pb-page smooth-wheel>'), 'pb-page');
      await import('./wheel.js');
      await frame();
      await frame();
      expect(wheel(100).defaultPrevented).to.equal(false);
    });
  });
});
