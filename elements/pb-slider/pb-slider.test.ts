import { expect, oneEvent } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { warningsDuring } from '../base/test/console.js';
import { FakeClock } from '../base/test/fake-clock.js';
import { loadStyles } from '../base/test/styles.js';
import {
  mount,
  runA11ySuite,
  runCleanupSuite,
  runMotionSuite,
  runUpgradeSuite,
  unmountAll,
} from '../base/test/suites.js';
import { until } from '../base/test/until.js';
import { withViewport } from '../base/test/viewport.js';
import { preferMotion } from '../base/test/motion-preference.js';
import { resetConfig } from '../core/config.js';
import './define.js';
import { PbSliderElement } from './pb-slider.js';
import { autoSlider, bareSlider, cmsSlider, fixtures } from './pb-slider.fixtures.js';

const slides = (el: Element) => [...el.querySelectorAll<HTMLElement>('.pb-slider__slide')];
const rotation = (el: Element) => el.querySelector<HTMLButtonElement>('.pb-slider__rotation')!;
const arrow = (el: Element, which: 'prev' | 'next') => el.querySelector<HTMLElement>(`.et-pb-arrow-${which}`)!;
const pickers = (el: Element) => [...el.querySelectorAll<HTMLElement>('.et-pb-controllers a')];
const settle = (el: Element) =>
  Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined)));
const isChromium = navigator.userAgent.includes('Chrome');

before(() => loadStyles('/elements/pb-slider/pb-slider.css'));
afterEach(unmountAll);

runUpgradeSuite({ element: PbSliderElement, fixtures, chrome: '.et-pb-controllers' });
runCleanupSuite({ element: PbSliderElement, fixtures, chrome: '.et-pb-controllers' }, async (el) => {
  (el as PbSliderElement).next();
  el.dispatchEvent(new PointerEvent('pointerenter'));
});
runMotionSuite('pb-slider', '/elements/pb-slider/pb-slider.css');
runA11ySuite({ element: PbSliderElement, fixtures }, [
  { name: 'first slide' },
  {
    name: 'moved',
    enter: async (el) => {
      (el as PbSliderElement).next();
      await settle(el);
    },
  },
  { name: 'rotation stopped', enter: (el) => el.querySelector<HTMLButtonElement>('.pb-slider__rotation')?.click() },
]);

describe('<pb-slider> carousel pattern (APG, TRUST.md #5)', () => {
  it('is a named region with carousel role description; slides are groups named "n of N"; hidden slides are inert', async () => {
    const el = await mount<PbSliderElement>(cmsSlider(), 'pb-slider');
    const root = el.root;
    expect(root.getAttribute('role')).to.equal('region');
    expect(root.getAttribute('aria-roledescription')).to.equal('carousel');
    expect(root.getAttribute('aria-label')).to.equal('Slides');
    expect(
      slides(el).map((s) => [
        s.getAttribute('role'),
        s.getAttribute('aria-roledescription'),
        s.getAttribute('aria-label'),
      ]),
    ).to.deep.equal([
      ['group', 'slide', '1 of 3'],
      ['group', 'slide', '2 of 3'],
      ['group', 'slide', '3 of 3'],
    ]);
    expect(slides(el).map((s) => s.inert)).to.deep.equal([false, true, true]);
    expect(slides(el)[1].getAttribute('aria-hidden')).to.equal('true');
  });

  it("builds arrows and one picker per slide in the theme's markup, as named link-buttons", async () => {
    const el = await mount<PbSliderElement>(cmsSlider(), 'pb-slider');
    const markup = (a: Element) =>
      `${a.parentElement!.className} > ${[a.localName, ...a.classList].join('.')}[href=${a.getAttribute('href')}][role=${a.getAttribute('role')}]`;
    expect([arrow(el, 'prev'), arrow(el, 'next'), ...pickers(el)].map(markup)).to.deep.equal([
      'et-pb-slider-arrows > a.et-pb-arrow-prev[href=#][role=button]',
      'et-pb-slider-arrows > a.et-pb-arrow-next[href=#][role=button]',
      'et-pb-controllers > a.et-pb-active-control[href=#][role=button]',
      'et-pb-controllers > a[href=#][role=button]',
      'et-pb-controllers > a[href=#][role=button]',
    ]);
    expect(
      [arrow(el, 'prev'), arrow(el, 'next')].map((a) => a.querySelector(':scope > span')!.textContent),
    ).to.deep.equal(['Previous', 'Next']);
    expect(pickers(el).map((p) => p.textContent)).to.deep.equal(['1', '2', '3']);
    expect(arrow(el, 'prev').getAttribute('aria-label')).to.equal('Previous slide');
    expect(arrow(el, 'next').getAttribute('aria-label')).to.equal('Next slide');
    expect(pickers(el).map((p) => p.getAttribute('aria-label'))).to.deep.equal([
      'Show slide 1',
      'Show slide 2',
      'Show slide 3',
    ]);
    expect(pickers(el)[0].classList.contains('et-pb-active-control')).to.equal(true);
    expect(pickers(el)[0].getAttribute('aria-current')).to.equal('true');
    expect(rotation(el).hidden, 'no rotation button without autoplay').to.equal(true);
  });

  it('keeps the theme state: active class, data-active-slide, and the layout class of the showing slide', async () => {
    const el = await mount<PbSliderElement>(cmsSlider(), 'pb-slider');
    expect(el.root.dataset.activeSlide).to.equal('et_pb_slide_0');
    expect(el.root.classList.contains('et_pb_bg_layout_dark')).to.equal(true);
    el.next();
    expect(el.root.classList.contains('et_slide_transition_to_next')).to.equal(true);
    expect(slides(el)[0].classList.contains('et-pb-moved-slide')).to.equal(true);
    expect(el.root.dataset.activeSlide).to.equal('et_pb_slide_1');
    expect(
      el.root.classList.contains('et_pb_bg_layout_light') && !el.root.classList.contains('et_pb_bg_layout_dark'),
    ).to.equal(true);
    await settle(el);
    await new Promise((r) => setTimeout(r));
    expect(slides(el)[0].classList.contains('et-pb-moved-slide')).to.equal(false);
    expect(el.root.classList.contains('et_slide_transition_to_next')).to.equal(false);
  });
});

describe('<pb-slider> moving', () => {
  it('wraps next from last to first and previous from first to last, announcing "Slide N of M"', async () => {
    const el = await mount<PbSliderElement>(cmsSlider(), 'pb-slider');
    el.previous();
    expect(el.activeIndex).to.equal(2);
    expect(el.querySelector('.pb-slider__status')!.textContent).to.equal('Slide 3 of 3');
    await settle(el);
    el.next();
    expect(el.activeIndex).to.equal(0);
  });

  it('ignores moves while an animation runs, and a move to the showing slide', async () => {
    const undo = await preferMotion('no-preference');
    try {
      const el = await mount<PbSliderElement>(cmsSlider(), 'pb-slider');
      let events = 0;
      el.addEventListener('pb-slide', () => events++);
      expect(el.goTo(0)).to.equal(false);
      expect(el.next()).to.equal(true);
      expect(el.next(), 'blocked while fading').to.equal(false);
      expect(events).to.equal(1);
      await settle(el);
      expect(el.next()).to.equal(true);
    } finally {
      await undo();
    }
  });

  it('fires a cancelable pb-slide before and pb-slid after, with from and to', async () => {
    const el = await mount<PbSliderElement>(cmsSlider(), 'pb-slider');
    el.addEventListener('pb-slide', (event) => event.preventDefault(), { once: true });
    expect(el.next()).to.equal(false);
    expect(el.activeIndex).to.equal(0);
    const before = oneEvent(el, 'pb-slide');
    const after = oneEvent(el, 'pb-slid');
    pickers(el)[2].click();
    expect((await before).detail).to.deep.equal({ from: 0, to: 2 });
    expect((await after).detail).to.deep.equal({ from: 0, to: 2 });
  });

  it('moves with the keyboard: arrows, Home and End (mirrored in right-to-left text)', async () => {
    const el = await mount<PbSliderElement>(cmsSlider(), 'pb-slider');
    arrow(el, 'next').focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(el.activeIndex).to.equal(1);
    await settle(el);
    await sendKeys({ press: 'End' });
    expect(el.activeIndex).to.equal(2);
    await settle(el);
    await sendKeys({ press: 'Home' });
    expect(el.activeIndex).to.equal(0);
    await settle(el);
    el.dir = 'rtl';
    await sendKeys({ press: 'ArrowLeft' });
    expect(el.activeIndex).to.equal(1);
  });

  it('moves on a touch swipe and swallows the click that follows it', async () => {
    const el = await mount<PbSliderElement>(cmsSlider(), 'pb-slider');
    const link = el.querySelector<HTMLAnchorElement>('.et-pb-active-slide a')!;
    const touch = (type: string, x: number, y: number) =>
      link.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerType: 'touch', clientX: x, clientY: y }));
    touch('pointerdown', 300, 100);
    touch('pointerup', 200, 110);
    expect(el.activeIndex).to.equal(1);
    let followed = false;
    link.addEventListener('click', () => (followed = true), { once: true });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented && !followed).to.equal(true);
  });

  it('reads swipes with the shared gesture code: mirrored in right-to-left text, never from a mouse, and any drag keeps its click', async () => {
    const el = await mount<PbSliderElement>(cmsSlider(), 'pb-slider');
    const link = () => el.querySelector<HTMLAnchorElement>('.et-pb-active-slide a')!;
    const drag = (from: [number, number], to: [number, number], pointerType = 'touch') => {
      link().dispatchEvent(
        new PointerEvent('pointerdown', { bubbles: true, pointerType, clientX: from[0], clientY: from[1] }),
      );
      link().dispatchEvent(
        new PointerEvent('pointerup', { bubbles: true, pointerType, clientX: to[0], clientY: to[1] }),
      );
    };
    const clickFollowed = () => {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      link().dispatchEvent(click);
      return !click.defaultPrevented;
    };
    drag([300, 100], [200, 110], 'mouse');
    expect([el.activeIndex, clickFollowed()], 'a mouse drag is no swipe').to.deep.equal([0, true]);
    drag([300, 100], [300, 160]);
    expect([el.activeIndex, clickFollowed()], 'a drag down moves nothing, and does not click either').to.deep.equal([
      0,
      false,
    ]);
    expect(clickFollowed(), 'only the click right after the drag').to.equal(true);
    el.dir = 'rtl';
    drag([300, 100], [200, 110]);
    expect(el.activeIndex, 'a swipe left goes back in right-to-left text').to.equal(2);
  });

  it('stops a video on the slide it leaves', async () => {
    const el = await mount<PbSliderElement>(
      cmsSlider().replace('Text of slide 1.</p>', 'Text of slide 1.</p><video src="data:video/mp4;base64,"></video>'),
      'pb-slider',
    );
    const video = el.querySelector('video')!;
    let paused = false;
    video.pause = () => void (paused = true);
    el.next();
    expect(paused).to.equal(true);
    expect(el.querySelector('.et-pb-controllers')!.classList.contains('et-pb-controllers-has-video-tag')).to.equal(
      true,
    );
  });
});

describe('<pb-slider> autoplay (TRUST.md #3, #4, #6, C3)', () => {
  let clock: FakeClock;
  let motion: () => Promise<void>;
  // Autoplay needs a visitor who welcomes motion: set in every engine (a failure to set it fails the test).
  beforeEach(async () => {
    motion = await preferMotion('no-preference');
    clock = new FakeClock().install();
  });
  afterEach(async () => {
    clock.uninstall();
    await motion();
  });

  it('rotates at the interval of its speed class, with a stop button as the first tab stop, slides not announced', async () => {
    const el = await mount<PbSliderElement>(autoSlider, 'pb-slider');
    const first = el.root.querySelector('button:not([hidden]), a[href]');
    expect(first === rotation(el)).to.equal(true);
    expect(rotation(el).getAttribute('aria-label')).to.equal('Stop slide rotation');
    expect(el.querySelector('.et_pb_slides')!.getAttribute('aria-live')).to.equal('off');
    clock.tick(2999);
    expect(el.activeIndex).to.equal(0);
    clock.tick(1);
    expect(el.activeIndex).to.equal(1);
  });

  it('stops for good on the stop button, until start is pressed', async () => {
    const el = await mount<PbSliderElement>(autoSlider, 'pb-slider');
    rotation(el).click();
    expect(rotation(el).getAttribute('aria-label')).to.equal('Start slide rotation');
    expect(el.querySelector('.et_pb_slides')!.getAttribute('aria-live')).to.equal('polite');
    clock.tick(6000);
    expect(el.activeIndex).to.equal(0);
    rotation(el).click();
    clock.tick(3000);
    expect(el.activeIndex).to.equal(1);
  });

  it('stops when keyboard focus enters, and stays stopped after it leaves', async () => {
    const outside = Object.assign(document.createElement('button'), { textContent: 'before' });
    document.body.prepend(outside);
    try {
      const el = await mount<PbSliderElement>(autoSlider, 'pb-slider');
      outside.focus();
      await sendKeys({ press: 'Tab' }); // the rotation button: focus on it does not stop rotation
      await sendKeys({ press: 'Tab' });
      expect(el.contains(document.activeElement)).to.equal(true);
      expect(rotation(el).getAttribute('aria-label')).to.equal('Start slide rotation');
      outside.focus();
      clock.tick(9000);
      expect(el.activeIndex).to.equal(0);
    } finally {
      outside.remove();
    }
  });

  it('pauses on hover unless ignore-hover, and for the pause class, re-checking every 2 s', async () => {
    const el = await mount<PbSliderElement>(autoSlider, 'pb-slider');
    el.dispatchEvent(new PointerEvent('pointerenter'));
    expect(el.root.classList.contains('et_slider_hovered')).to.equal(true);
    clock.tick(6000);
    expect(el.activeIndex).to.equal(0);
    el.dispatchEvent(new PointerEvent('pointerleave'));
    el.root.classList.add('et_pb_pause_slider');
    clock.tick(6000);
    expect(el.activeIndex).to.equal(0);
    el.root.classList.remove('et_pb_pause_slider');
    clock.tick(2000); // the re-check notices
    clock.tick(3000);
    expect(el.activeIndex).to.equal(1);
    unmountAll();
    const ignoring = await mount<PbSliderElement>(
      autoSlider.replace('et_slider_auto', 'et_slider_auto et_slider_auto_ignore_hover'),
      'pb-slider',
    );
    ignoring.dispatchEvent(new PointerEvent('pointerenter'));
    clock.tick(3000);
    expect(ignoring.activeIndex).to.equal(1);
  });

  it('pauses while the page is hidden', async () => {
    const el = await mount<PbSliderElement>(autoSlider, 'pb-slider');
    Object.defineProperty(document, 'hidden', { value: true, configurable: true });
    try {
      document.dispatchEvent(new Event('visibilitychange'));
      clock.tick(9000);
      expect(el.activeIndex).to.equal(0);
    } finally {
      delete (document as { hidden?: boolean }).hidden;
    }
    document.dispatchEvent(new Event('visibilitychange'));
    clock.tick(3000);
    expect(el.activeIndex).to.equal(1);
  });

  it('uses 7000 ms without a speed class, and warns once about one that is not a number', async () => {
    let el = await mount<PbSliderElement>(cmsSlider('et_slider_auto'), 'pb-slider');
    clock.tick(6999);
    expect(el.activeIndex).to.equal(0);
    clock.tick(1);
    expect(el.activeIndex).to.equal(1);
    unmountAll();
    const warnings = await warningsDuring(async () => {
      el = await mount<PbSliderElement>(cmsSlider('et_slider_auto et_slider_speed_fast'), 'pb-slider');
      clock.tick(7000);
    });
    expect(warnings.filter((w) => w.includes('et_slider_speed_fast'))).to.have.length(1);
    expect(el.activeIndex).to.equal(1);
  });

  it('never rotates or animates under prefers-reduced-motion (emulated in Chromium, as the script reads it elsewhere; TRUST.md #7)', async () => {
    const undo = await preferMotion('reduce');
    try {
      const el = await mount<PbSliderElement>(autoSlider, 'pb-slider');
      expect(rotation(el).hidden).to.equal(true);
      expect(el.querySelector('.et_pb_slides')!.getAttribute('aria-live')).to.equal('polite');
      clock.tick(10000);
      expect(el.activeIndex).to.equal(0);
      el.next();
      expect(document.getAnimations().length).to.equal(0);
      expect(el.activeIndex).to.equal(1);
    } finally {
      await undo();
    }
  });

  // Only Chromium can change the media feature under a running page (the others answer a stubbed matchMedia).
  if (isChromium)
    it('stops rotating when the visitor turns reduced motion on while it runs (Chromium emulation: the change event)', async () => {
      const el = await mount<PbSliderElement>(autoSlider, 'pb-slider');
      expect(rotation(el).hidden).to.equal(false);
      await emulateMedia({ reducedMotion: 'reduce' });
      await until(() => rotation(el).hidden);
      clock.tick(9000);
      expect(el.activeIndex).to.equal(0);
    });
});

describe('<pb-slider> bad input and layout', () => {
  it('warns once for no slides and builds no controls; one slide has no arrows or pickers', async () => {
    const warnings = await warningsDuring(() =>
      mount('<pb-slider><div class="et_pb_slider"><div class="et_pb_slides"></div></div></pb-slider>', 'pb-slider'),
    );
    expect(warnings.filter((w) => w.includes('no slides'))).to.have.length(1);
    unmountAll();
    const el = await mount<PbSliderElement>('<pb-slider><p>Only one</p></pb-slider>', 'pb-slider');
    expect(
      el.querySelectorAll('.et-pb-slider-arrows, .et-pb-controllers, .et-pb-slider-arrows a, .et-pb-controllers a')
        .length,
    ).to.equal(0);
    expect(el.next()).to.equal(false);
  });

  it('is as tall as its tallest slide before and after upgrade: nothing shifts', async () => {
    const tag = `pb-slider-shift-${Math.random().toString(36).slice(2, 7)}`;
    const host = Object.assign(document.createElement('div'), { className: 'pb-test-fixture' });
    host.innerHTML = bareSlider
      .replaceAll('pb-slider', tag)
      .replace('<figure><p>Two</p></figure>', '<figure><p>Two</p><p>taller</p><p>still</p></figure>');
    document.body.append(host);
    const style = document.createElement('style');
    style.textContent = `${tag}{display:grid} ${tag}>*{grid-area:1/1} ${tag}:not(.pb-slider__slides)>:not(:first-child){visibility:hidden}`;
    document.head.append(style);
    const before = host.getBoundingClientRect().height;
    class Shift extends PbSliderElement {}
    Shift.define(tag);
    await (host.firstElementChild as PbSliderElement).updateComplete;
    expect(host.getBoundingClientRect().height).to.equal(before);
    style.remove();
  });
});

describe('<pb-slider> parallax slide backgrounds', () => {
  // The theme moves them only above 980 px: each test sets the window width it needs, in every engine.
  const parallaxSlider = () =>
    mount<PbSliderElement>(
      cmsSlider('et_pb_slider_parallax').replace(
        'data-slide-id="et_pb_slide_0">',
        'data-slide-id="et_pb_slide_0"><div class="et_parallax_bg_wrap"><div class="et_parallax_bg"></div></div>',
      ),
      'pb-slider',
    );
  const animationsOf = (el: Element) =>
    el
      .querySelector<HTMLElement>('.et_parallax_bg')!
      .getAnimations()
      .map((a) => (a as CSSAnimation).animationName);
  /** The stylesheet reads the real media feature: Chromium emulates it; elsewhere the engine must report it, or the test fails. */
  async function welcomingMotion(): Promise<void> {
    if (isChromium) await emulateMedia({ reducedMotion: 'no-preference' });
    expect(
      matchMedia('(prefers-reduced-motion: reduce)').matches,
      'precondition: no reduced-motion preference',
    ).to.equal(false);
  }

  it('moves a parallax background above 980 px with a scroll-driven animation where the engine has one, never under reduced motion', () =>
    withViewport({ width: 1200, height: 800 }, async () => {
      await welcomingMotion();
      const el = await parallaxSlider();
      const moving = CSS.supports('animation-timeline: view()');
      if (isChromium) expect(moving, 'Chromium has scroll-driven animations').to.equal(true);
      expect(animationsOf(el)).to.deep.equal(moving ? ['pb-slider-parallax'] : []);
      if (isChromium) {
        await emulateMedia({ reducedMotion: 'reduce' });
        expect(animationsOf(el)).to.deep.equal([]);
        await emulateMedia({ reducedMotion: 'no-preference' });
      }
    }));

  it('keeps a parallax background still at 980 px and below', () =>
    withViewport({ width: 980, height: 800 }, async () => {
      await welcomingMotion();
      const el = await parallaxSlider();
      expect(animationsOf(el)).to.deep.equal([]);
    }));
});

describe("<pb-slider> theme fidelity: the theme's markup, CSS and strings (MARKUP.md §3.2)", () => {
  /** A rule set from the theme's own stylesheet, element-typed as the theme writes it; each marks what it reaches. */
  const themeRules = `
    .et-pb-controllers a { display: inline-block; --theme-dot: 1; }
    a.et-pb-arrow-prev { --theme-prev: 1; }
    .et-pb-slider-arrows a { display: block; --theme-arrow: 1; }
    .et-pb-controllers, .et-pb-slider-arrows { display: block; }`;
  let theme: HTMLStyleElement | undefined;
  const withThemeCss = () =>
    document.head.append((theme = Object.assign(document.createElement('style'), { textContent: themeRules })));
  const mark = (element: Element, name: string) => getComputedStyle(element).getPropertyValue(name).trim();
  afterEach(() => {
    theme?.remove();
    theme = undefined;
    delete (window as { et_pb_custom?: unknown }).et_pb_custom;
    resetConfig();
  });

  it("the theme's selectors reach the generated arrows and pickers", async () => {
    withThemeCss();
    const el = await mount<PbSliderElement>(cmsSlider(), 'pb-slider');
    expect(pickers(el).map((a) => [mark(a, '--theme-dot'), getComputedStyle(a).display])).to.deep.equal([
      ['1', 'inline-block'],
      ['1', 'inline-block'],
      ['1', 'inline-block'],
    ]);
    expect(mark(arrow(el, 'prev'), '--theme-prev')).to.equal('1');
    expect([...el.querySelectorAll('.et-pb-slider-arrows a')].map((a) => mark(a, '--theme-arrow'))).to.deep.equal([
      '1',
      '1',
    ]);
  });

  it('a one-slide slider has no arrows or pickers for a theme display rule to show', async () => {
    withThemeCss();
    const el = await mount<PbSliderElement>(
      '<pb-slider><div class="et_pb_module et_pb_slider"><div class="et_pb_slides"><div class="et_pb_slide"><p>Only one</p></div></div></div></pb-slider>',
      'pb-slider',
    );
    expect(slides(el).length).to.equal(1);
    const rendered = [
      ...el.querySelectorAll('.et-pb-slider-arrows, .et-pb-controllers, .et-pb-slider-arrows *, .et-pb-controllers *'),
    ].filter((control) => control.getClientRects().length > 0);
    expect(rendered.map((control) => control.className)).to.deep.equal([]);
  });

  it('pagination and arrows switched off by the CMS classes are left out, not hidden', async () => {
    const el = await mount<PbSliderElement>(
      cmsSlider('et_pb_slider_no_arrows et_pb_slider_no_pagination'),
      'pb-slider',
    );
    expect(el.querySelectorAll('.et-pb-slider-arrows, .et-pb-controllers').length).to.equal(0);
  });

  it('Space and Enter on an arrow or picker move the slides without scrolling the page or following "#"', async () => {
    const el = await mount<PbSliderElement>(`${cmsSlider()}<div style="height: 300vh"></div>`, 'pb-slider');
    window.scrollTo(0, 40);
    const scrolled = window.scrollY;
    const address = location.href;
    const pressed: number[] = [];
    const press = async (control: HTMLElement, key: ' ' | 'Enter') => {
      control.focus({ preventScroll: true });
      await sendKeys({ press: key });
      await settle(el);
      pressed.push(el.activeIndex);
    };
    try {
      await press(arrow(el, 'next'), ' ');
      await press(arrow(el, 'next'), 'Enter');
      await press(arrow(el, 'prev'), ' ');
      await press(pickers(el)[2], ' ');
      await press(pickers(el)[0], 'Enter');
      expect(pressed).to.deep.equal([1, 2, 1, 2, 0]);
      expect([window.scrollY, location.href]).to.deep.equal([scrolled, address]);
    } finally {
      window.scrollTo(0, 0);
    }
  });

  it('shows a focus ring on an arrow and a picker reached by the keyboard', async () => {
    const el = await mount<PbSliderElement>(cmsSlider(), 'pb-slider');
    el.querySelector<HTMLElement>('.et-pb-active-slide .et_pb_more_button')!.focus();
    const rings: string[] = [];
    for (let i = 0; i < 3; i++) {
      await sendKeys({ press: 'Tab' });
      const focused = document.activeElement!;
      rings.push(`${[focused.localName, ...focused.classList].join('.')} ${getComputedStyle(focused).outlineStyle}`);
    }
    expect(rings).to.deep.equal([
      'a.et-pb-arrow-prev solid',
      'a.et-pb-arrow-next solid',
      'a.et-pb-active-control solid',
    ]);
  });

  it('a click on an arrow is not followed to "#"', async () => {
    const el = await mount<PbSliderElement>(cmsSlider(), 'pb-slider');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    arrow(el, 'next').dispatchEvent(click);
    expect([click.defaultPrevented, el.activeIndex]).to.deep.equal([true, 1]);
  });

  it('gives no et_slider_hovered under the pointer when hover pauses nothing (ignore-hover, the CMS class, no autoplay)', async () => {
    const hovered: boolean[] = [];
    for (const html of [
      autoSlider,
      cmsSlider(),
      autoSlider.replace('et_slider_auto', 'et_slider_auto et_slider_auto_ignore_hover'),
      autoSlider.replace('<pb-slider>', '<pb-slider ignore-hover>'),
    ]) {
      const el = await mount<PbSliderElement>(html, 'pb-slider');
      el.dispatchEvent(new PointerEvent('pointerenter'));
      hovered.push(el.root.classList.contains('et_slider_hovered'));
      unmountAll();
    }
    expect(hovered).to.deep.equal([true, false, false, false]);
  });

  it("labels the arrows with the site's et_pb_custom strings; the label attributes still win", async () => {
    (window as { et_pb_custom?: unknown }).et_pb_custom = { previous: 'Zurück', next: 'Weiter', prev: 'Zurück' };
    resetConfig();
    const el = await mount<PbSliderElement>(cmsSlider(), 'pb-slider');
    const texts = (slider: Element) =>
      [arrow(slider, 'prev'), arrow(slider, 'next')].map((a) => [
        a.querySelector('span')!.textContent,
        a.getAttribute('aria-label'),
      ]);
    expect(texts(el)).to.deep.equal([
      ['Zurück', 'Zurück'],
      ['Weiter', 'Weiter'],
    ]);
    unmountAll();
    const labelled = await mount<PbSliderElement>(
      cmsSlider().replace('<pb-slider>', '<pb-slider previous-label="Vorherige Folie" next-label="Nächste Folie">'),
      'pb-slider',
    );
    expect(texts(labelled)).to.deep.equal([
      ['Zurück', 'Vorherige Folie'],
      ['Weiter', 'Nächste Folie'],
    ]);
  });
});
