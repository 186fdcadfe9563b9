import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
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
import { preferMotion } from '../base/test/motion-preference.js';
import { resetConfig } from '../core/config.js';
import { PbCarouselElement } from './pb-carousel.js';
import {
  bareCarousel,
  cmsCarousel,
  fixtures,
  gallerySlider,
  portfolioCarousel,
  reached,
} from './pb-carousel.fixtures.js';
import './define.js';

const items = (el: Element) => [...el.querySelectorAll<HTMLElement>('.et_pb_carousel_item')];
const rotation = (el: Element) => el.querySelector<HTMLButtonElement>('.pb-slider__rotation')!;
/** Runs `test` with the visitor's motion preference set in every engine (see base/test/motion-preference.ts). */
async function preferring(preference: 'reduce' | 'no-preference', test: () => Promise<void>): Promise<void> {
  const undo = await preferMotion(preference);
  try {
    await test();
  } finally {
    await undo();
  }
}

before(async () => {
  await loadStyles('/elements/pb-carousel/pb-carousel.css');
  await loadStyles('/elements/pb-lightbox/pb-lightbox.css');
});
afterEach(unmountAll);

runUpgradeSuite({ element: PbCarouselElement, fixtures, chrome: '.et-pb-controllers' });
runCleanupSuite({ element: PbCarouselElement, fixtures, chrome: '.et-pb-controllers' }, (el) =>
  reached(el as PbCarouselElement),
);
runMotionSuite('pb-carousel', '/elements/pb-carousel/pb-carousel.css');
runA11ySuite({ element: PbCarouselElement, fixtures }, [
  { name: 'before Swiper' },
  { name: 'running', enter: (el) => reached(el as PbCarouselElement) },
]);

describe('<pb-carousel>', () => {
  it('is a named carousel region of "n of N" items, loads Swiper near the viewport, and shows as many as fit', async () => {
    const el = await mount<PbCarouselElement>(`<div style="width: 800px">${cmsCarousel()}</div>`, 'pb-carousel');
    // Near the viewport, before Swiper: the items the CSS does not show are inert already.
    await until(() => items(el).some((i) => i.inert));
    expect([el.engine, items(el).map((i) => i.inert)]).to.deep.equal([
      undefined,
      [false, false, false, true, true, true],
    ]);
    expect(el.root.getAttribute('aria-roledescription')).to.equal('carousel');
    expect(items(el).map((i) => i.getAttribute('aria-label'))).to.deep.equal([
      '1 of 6',
      '2 of 6',
      '3 of 6',
      '4 of 6',
      '5 of 6',
      '6 of 6',
    ]);
    const before = items(el)[0].getBoundingClientRect().width;
    await reached(el);
    expect(Math.round(items(el)[0].getBoundingClientRect().width)).to.equal(Math.round(before));
    expect(Math.round(el.root.getBoundingClientRect().width / before)).to.equal(3);
    expect(items(el).filter((i) => !i.inert).length).to.equal(3);
  });

  it('moves with its buttons and announces the change', async () => {
    const el = await mount<PbCarouselElement>(cmsCarousel(), 'pb-carousel');
    await reached(el);
    const slid = new Promise<CustomEvent>((r) => el.addEventListener('pb-slid', r as EventListener, { once: true }));
    el.querySelector<HTMLElement>('.et-pb-arrow-next')!.click();
    expect((await slid).detail.to).to.equal(1);
    expect(el.querySelector('.et-pb-controllers .et-pb-active-control')!.textContent).to.equal('2');
  });

  it('rotates when the module says so, with a stop button first; keyboard focus stops it', () =>
    preferring('no-preference', async () => {
      const el = await mount<PbCarouselElement>(
        cmsCarousel('data-auto-rotate="on" data-auto-rotate-speed="1000"'),
        'pb-carousel',
      );
      const rotation = el.querySelector<HTMLButtonElement>('.pb-slider__rotation')!;
      expect(rotation.hidden).to.equal(false);
      expect(el.root.querySelector('button:not([hidden])') === rotation).to.equal(true);
      // Nobody reaches for it: its rotation's first step starts Swiper.
      await until(() => (el.engine?.realIndex ?? 0) > 0, 4000);
      rotation.focus();
      await sendKeys({ press: 'Tab' });
      expect(rotation.getAttribute('aria-label')).to.equal('Start slide rotation');
      const at = el.engine!.realIndex;
      await new Promise((r) => setTimeout(r, 2500));
      expect(el.engine!.realIndex).to.equal(at);
    }));

  it('starts Swiper only when the visitor reaches for it, and the first swipe, the press that started it, moves it', async () => {
    const el = await mount<PbCarouselElement>(`<div style="width: 800px">${cmsCarousel()}</div>`, 'pb-carousel');
    await until(() => items(el).some((i) => i.inert));
    await el.updateComplete;
    for (let i = 0; i < 5; i++) await new Promise((r) => requestAnimationFrame(r));
    expect(el.engine, 'in view and loaded, nobody reaching').to.equal(undefined);
    const slid = new Promise<CustomEvent>((r) => el.addEventListener('pb-slid', r as EventListener, { once: true }));
    const item = items(el)[1];
    const box = item.getBoundingClientRect();
    const pointer = (type: string, x: number, on: EventTarget = item) =>
      on.dispatchEvent(
        new PointerEvent(type, {
          bubbles: true,
          cancelable: true,
          pointerId: 7,
          pointerType: 'touch',
          isPrimary: true,
          clientX: x,
          clientY: box.top + 10,
        }),
      );
    pointer('pointerdown', box.right - 10);
    expect(el.engine, 'started by the press').not.to.equal(undefined);
    for (const dx of [20, 60, 120, 180]) pointer('pointermove', box.right - 10 - dx);
    pointer('pointerup', box.right - 190);
    expect((await slid).detail.to).to.equal(1);
  });

  it('starts Swiper when keyboard focus comes in, keeping it on the item it reached', async () => {
    const el = await mount<PbCarouselElement>(`<div style="width: 800px">${cmsCarousel()}</div>`, 'pb-carousel');
    await until(() => items(el).some((i) => i.inert));
    await el.updateComplete;
    const link = items(el)[0].querySelector('a')!;
    link.focus();
    await until(() => el.engine);
    expect([document.activeElement === link, items(el)[0].inert]).to.deep.equal([true, false]);
  });

  it('does not rotate without being asked, and works as a bare tag', async () => {
    const el = await mount<PbCarouselElement>(bareCarousel, 'pb-carousel');
    await reached(el);
    expect(el.querySelector<HTMLElement>('.pb-slider__rotation')!.hidden).to.equal(true);
    expect(el.root.getAttribute('aria-label')).to.equal('Partners');
  });
});

describe('<pb-carousel> for the gallery and the portfolio', () => {
  afterEach(() => document.querySelector<HTMLDialogElement>('dialog.pb-lightbox')?.close());

  it('shows the gallery in slider mode one image at a time, rotating at its speed class, each opening in the lightbox', () =>
    preferring('no-preference', async () => {
      const el = await mount<PbCarouselElement>(`<div style="width: 800px">${gallerySlider}</div>`, 'pb-carousel');
      await reached(el);
      expect(el.engine!.params.slidesPerView).to.equal(1);
      // The rotation is the core's (rotation/rotation.ts), no longer Swiper's autoplay: its interval is the speed class's.
      expect([el.rotation.mode, el.rotation.interval]).to.deep.equal(['running', 2000]);
      el.querySelector<HTMLAnchorElement>('.et_pb_gallery_image a')!.click();
      await until(() => document.querySelector<HTMLDialogElement>('dialog.pb-lightbox')?.open);
      expect(document.querySelector('.pb-lightbox__counter')!.textContent).to.match(/ of 3$/);
    }));

  it('shows the fullwidth portfolio carousel by its columns (4 at 1100 px), moving in 700 ms', () =>
    preferring('no-preference', async () => {
      const el = await mount<PbCarouselElement>(`<div style="width: 1100px">${portfolioCarousel}</div>`, 'pb-carousel');
      await reached(el);
      expect(el.engine!.params.slidesPerView).to.equal(4);
      expect(el.engine!.params.speed).to.equal(700);
      expect(el.querySelector<HTMLElement>('.pb-slider__rotation')!.hidden, 'data-auto-rotate="off"').to.equal(true);
    }));
});

describe("<pb-carousel> rotation: the slider's core (APG carousel; TRUST.md #3, #4, #6, #7)", () => {
  let clock: FakeClock | undefined;
  afterEach(() => {
    clock?.uninstall();
    clock = undefined;
  });
  const rotating = (attributes = '') =>
    cmsCarousel(`data-auto-rotate="on" data-auto-rotate-speed="3000" ${attributes}`);
  /** A rotating carousel with Swiper started, its timers under a fake clock. */
  async function mountRotating(html = rotating()): Promise<PbCarouselElement> {
    clock = new FakeClock().install();
    const el = await mount<PbCarouselElement>(html, 'pb-carousel');
    await reached(el);
    return el;
  }

  it('rotates every data-auto-rotate-speed ms, the items not announced meanwhile; the stop button stops it until start', () =>
    preferring('no-preference', async () => {
      const el = await mountRotating();
      const wrapper = el.querySelector('.et_pb_carousel_items')!;
      expect([
        rotation(el).getAttribute('aria-label'),
        wrapper.getAttribute('aria-live'),
        el.querySelector('.pb-slider__status')!.getAttribute('aria-live'),
      ]).to.deep.equal(['Stop slide rotation', 'off', 'off']);
      clock!.tick(2999);
      expect(el.engine!.realIndex).to.equal(0);
      clock!.tick(1);
      expect(el.engine!.realIndex).to.equal(1);
      rotation(el).click();
      expect([rotation(el).getAttribute('aria-label'), wrapper.getAttribute('aria-live')]).to.deep.equal([
        'Start slide rotation',
        'polite',
      ]);
      clock!.tick(9000);
      expect(el.engine!.realIndex).to.equal(1);
    }));

  it('pauses under the pointer and resumes when it leaves; ignore-hover keeps it rotating', () =>
    preferring('no-preference', async () => {
      const el = await mountRotating();
      el.dispatchEvent(new PointerEvent('pointerenter'));
      expect(el.rotation.mode).to.equal('paused');
      clock!.tick(9000);
      expect(el.engine!.realIndex).to.equal(0);
      el.dispatchEvent(new PointerEvent('pointerleave'));
      clock!.tick(3000);
      expect(el.engine!.realIndex).to.equal(1);
      unmountAll();
      clock!.uninstall();
      const ignoring = await mountRotating(rotating().replace('<pb-carousel>', '<pb-carousel ignore-hover>'));
      ignoring.dispatchEvent(new PointerEvent('pointerenter'));
      clock!.tick(3000);
      expect(ignoring.engine!.realIndex).to.equal(1);
    }));

  it('pauses while the page is hidden', () =>
    preferring('no-preference', async () => {
      const el = await mountRotating();
      Object.defineProperty(document, 'hidden', { value: true, configurable: true });
      try {
        document.dispatchEvent(new Event('visibilitychange'));
        expect(el.rotation.mode).to.equal('paused');
        clock!.tick(9000);
        expect(el.engine!.realIndex).to.equal(0);
      } finally {
        delete (document as { hidden?: boolean }).hidden;
      }
      document.dispatchEvent(new Event('visibilitychange'));
      clock!.tick(3000);
      expect(el.engine!.realIndex).to.equal(1);
    }));

  it('stops for good when the visitor moves it', () =>
    preferring('no-preference', async () => {
      const el = await mountRotating();
      el.querySelector<HTMLElement>('.et-pb-controllers a:nth-child(3)')!.click();
      expect(rotation(el).getAttribute('aria-label')).to.equal('Start slide rotation');
      await until(() => el.engine!.realIndex === 2);
      clock!.tick(9000);
      expect(el.engine!.realIndex).to.equal(2);
    }));

  it('never rotates under reduced motion: no rotation button, items announced, and Swiper moves without a transition', () =>
    preferring('reduce', async () => {
      const el = await mountRotating();
      expect([
        rotation(el).hidden,
        el.rotation.mode,
        el.querySelector('.et_pb_carousel_items')!.getAttribute('aria-live'),
        el.engine!.params.speed,
      ]).to.deep.equal([true, 'off', 'polite', 0]);
      clock!.tick(20000);
      expect(el.engine!.realIndex).to.equal(0);
    }));
});

describe('<pb-carousel> texts from its attributes, like the slider', () => {
  const namesOf = (el: PbCarouselElement) => [
    el.root.getAttribute('aria-label'),
    ...[...el.querySelectorAll('.et-pb-slider-arrows a, .et-pb-controllers a')].map((b) =>
      b.getAttribute('aria-label'),
    ),
  ];

  it('names its region, arrows and pickers with the defaults it always had', async () => {
    const el = await mount<PbCarouselElement>(cmsCarousel('', 3), 'pb-carousel');
    expect(namesOf(el)).to.deep.equal([
      'Featured items',
      'Previous items',
      'Next items',
      'Show item 1',
      'Show item 2',
      'Show item 3',
    ]);
  });

  it('takes every text from its label attributes: region, arrows, pickers, rotation button and announcement', () =>
    preferring('no-preference', async () => {
      // One item per view (under 480 px), so the next button has somewhere to go.
      const el = await mount<PbCarouselElement>(
        `<div style="width: 400px">${cmsCarousel('data-auto-rotate="on"', 3).replace(
          '<pb-carousel>',
          '<pb-carousel label="Kunden" previous-label="Zurück" next-label="Weiter" picker-label="Kunde {n}" stop-label="Anhalten" start-label="Abspielen" status-label="Kunde {n} von {total}">',
        )}</div>`,
        'pb-carousel',
      );
      expect(namesOf(el)).to.deep.equal(['Kunden', 'Zurück', 'Weiter', 'Kunde 1', 'Kunde 2', 'Kunde 3']);
      const button = rotation(el);
      const labels = [button.getAttribute('aria-label')];
      button.click();
      labels.push(button.getAttribute('aria-label'));
      expect(labels).to.deep.equal(['Anhalten', 'Abspielen']);
      await reached(el);
      el.querySelector<HTMLElement>('.et-pb-arrow-next')!.click();
      await until(() => el.querySelector('.pb-slider__status')!.textContent !== '');
      expect(el.querySelector('.pb-slider__status')!.textContent).to.equal('Kunde 2 von 3');
    }));
});

describe("<pb-carousel> theme fidelity: the theme's markup, CSS and strings (MARKUP.md §4.1, §4.3)", () => {
  const arrowsOf = (el: Element) =>
    [...el.querySelectorAll('.et-pb-slider-arrows > *')].map(
      (a) =>
        `${[a.localName, ...a.classList].join('.')}[href=${a.getAttribute('href')}][role=${a.getAttribute('role')}]`,
    );
  let theme: HTMLStyleElement | undefined;
  afterEach(() => {
    theme?.remove();
    theme = undefined;
    delete (window as { et_pb_custom?: unknown }).et_pb_custom;
    resetConfig();
  });

  it("builds the carousel module's arrows as a.et-pb-slider-arrow, the portfolio's as the theme's plain arrows", async () => {
    const el = await mount<PbCarouselElement>(cmsCarousel('', 3), 'pb-carousel');
    expect(arrowsOf(el)).to.deep.equal([
      'a.et-pb-slider-arrow.et-pb-arrow-prev[href=#][role=button]',
      'a.et-pb-slider-arrow.et-pb-arrow-next[href=#][role=button]',
    ]);
    unmountAll();
    const portfolio = await mount<PbCarouselElement>(portfolioCarousel, 'pb-carousel');
    expect(arrowsOf(portfolio)).to.deep.equal([
      'a.et-pb-arrow-prev[href=#][role=button]',
      'a.et-pb-arrow-next[href=#][role=button]',
    ]);
  });

  it("the theme's selectors reach the generated controls; one item has none for a display rule to show", async () => {
    theme = Object.assign(document.createElement('style'), {
      textContent: `.et-pb-controllers a { --theme-dot: 1; display: inline-block } a.et-pb-arrow-prev, .et-pb-slider-arrows a { --theme-arrow: 1 }
        .et-pb-controllers, .et-pb-slider-arrows, .et-pb-slider-arrows a { display: block }`,
    });
    document.head.append(theme);
    const el = await mount<PbCarouselElement>(cmsCarousel('', 3), 'pb-carousel');
    const mark = (a: Element, name: string) => getComputedStyle(a).getPropertyValue(name).trim();
    expect([
      ...[...el.querySelectorAll('.et-pb-controllers a')].map((a) => mark(a, '--theme-dot')),
      ...[...el.querySelectorAll('.et-pb-slider-arrows a')].map((a) => mark(a, '--theme-arrow')),
    ]).to.deep.equal(['1', '1', '1', '1', '1']);
    unmountAll();
    const single = await mount<PbCarouselElement>(cmsCarousel('', 1), 'pb-carousel');
    const rendered = [
      ...single.querySelectorAll(
        '.et-pb-slider-arrows, .et-pb-controllers, .et-pb-slider-arrows *, .et-pb-controllers *',
      ),
    ].filter((control) => control.getClientRects().length > 0);
    expect(rendered.map((control) => control.className)).to.deep.equal([]);
  });

  it('Space and Enter on an arrow move the items without scrolling the page or following "#"', async () => {
    const el = await mount<PbCarouselElement>(
      `<div style="width: 400px">${cmsCarousel('', 3)}</div><div style="height: 300vh"></div>`,
      'pb-carousel',
    );
    await reached(el);
    window.scrollTo(0, 40);
    const scrolled = window.scrollY;
    const address = location.href;
    const next = el.querySelector<HTMLElement>('a.et-pb-arrow-next')!;
    const indexes: number[] = [];
    try {
      for (const key of [' ', 'Enter']) {
        next.focus({ preventScroll: true });
        await sendKeys({ press: key });
        await until(() => el.engine!.realIndex === indexes.length + 1);
        indexes.push(el.engine!.realIndex);
      }
      expect([indexes, window.scrollY, location.href]).to.deep.equal([[1, 2], scrolled, address]);
    } finally {
      window.scrollTo(0, 0);
    }
  });

  it("marks the hover with the theme's class for the module (et_carousel_hovered on the fullwidth portfolio)", async () => {
    const hoverClasses = async (html: string) => {
      const el = await mount<PbCarouselElement>(html, 'pb-carousel');
      el.dispatchEvent(new PointerEvent('pointerenter'));
      const classes = ['et_slider_hovered', 'et_carousel_hovered'].filter((c) => el.root.classList.contains(c));
      unmountAll();
      return classes;
    };
    expect([
      await hoverClasses(portfolioCarousel.replace('data-auto-rotate="off"', 'data-auto-rotate="on"')),
      await hoverClasses(portfolioCarousel),
      await hoverClasses(gallerySlider),
    ]).to.deep.equal([['et_carousel_hovered'], [], ['et_slider_hovered']]);
  });

  it("labels the arrows with the site's et_pb_custom strings; the label attributes still win", async () => {
    (window as { et_pb_custom?: unknown }).et_pb_custom = { previous: 'Zurück', next: 'Weiter', prev: 'Zurück' };
    resetConfig();
    const texts = (el: Element) =>
      [...el.querySelectorAll('.et-pb-slider-arrows a')].map((a) => [
        a.querySelector('span')!.textContent,
        a.getAttribute('aria-label'),
      ]);
    const el = await mount<PbCarouselElement>(cmsCarousel('', 3), 'pb-carousel');
    expect(texts(el)).to.deep.equal([
      ['Zurück', 'Zurück'],
      ['Weiter', 'Weiter'],
    ]);
    unmountAll();
    const labelled = await mount<PbCarouselElement>(
      cmsCarousel('', 3).replace('<pb-carousel>', '<pb-carousel next-label="Nächste Kunden">'),
      'pb-carousel',
    );
    expect(texts(labelled)).to.deep.equal([
      ['Zurück', 'Zurück'],
      ['Weiter', 'Nächste Kunden'],
    ]);
  });
});
