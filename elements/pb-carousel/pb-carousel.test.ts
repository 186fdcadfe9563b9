import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { loadStyles } from '../base/test/styles.js';
import { mount, runA11ySuite, runCleanupSuite, runMotionSuite, runUpgradeSuite, unmountAll } from '../base/test/suites.js';
import { until } from '../base/test/until.js';
import { PbCarouselElement } from './pb-carousel.js';
import { bareCarousel, cmsCarousel, fixtures, gallerySlider, portfolioCarousel } from './pb-carousel.fixtures.js';
import './define.js';

const started = (el: PbCarouselElement) => until(() => el.engine, 5000);
const items = (el: Element) => [...el.querySelectorAll<HTMLElement>('.et_pb_carousel_item')];
const reduced = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

before(async () => {
  await loadStyles('/elements/pb-carousel/pb-carousel.css');
  await loadStyles('/elements/pb-lightbox/pb-lightbox.css');
});
afterEach(unmountAll);

runUpgradeSuite({ element: PbCarouselElement, fixtures, chrome: '.et-pb-controllers' });
runCleanupSuite({ element: PbCarouselElement, fixtures, chrome: '.et-pb-controllers' }, (el) => started(el as PbCarouselElement));
runMotionSuite('pb-carousel', '/elements/pb-carousel/pb-carousel.css');
runA11ySuite({ element: PbCarouselElement, fixtures }, [{ name: 'before Swiper' }, { name: 'running', enter: (el) => started(el as PbCarouselElement) }]);

describe('<pb-carousel>', () => {
  it('is a named carousel region of "n of N" items, loads Swiper near the viewport, and shows as many as fit', async () => {
    const el = await mount<PbCarouselElement>(`<div style="width: 800px">${cmsCarousel()}</div>`, 'pb-carousel');
    expect(el.root.getAttribute('aria-roledescription')).to.equal('carousel');
    expect(items(el).map((i) => i.getAttribute('aria-label'))).to.deep.equal(['1 of 6', '2 of 6', '3 of 6', '4 of 6', '5 of 6', '6 of 6']);
    const before = items(el)[0].getBoundingClientRect().width;
    await started(el);
    expect(Math.round(items(el)[0].getBoundingClientRect().width)).to.equal(Math.round(before));
    expect(Math.round(el.root.getBoundingClientRect().width / before)).to.equal(3);
    expect(items(el).filter((i) => !i.inert).length).to.equal(3);
  });

  it('moves with its buttons and announces the change', async () => {
    const el = await mount<PbCarouselElement>(cmsCarousel(), 'pb-carousel');
    await started(el);
    const slid = new Promise<CustomEvent>((r) => el.addEventListener('pb-slid', r as EventListener, { once: true }));
    el.querySelector<HTMLButtonElement>('.et-pb-arrow-next')!.click();
    expect((await slid).detail.to).to.equal(1);
    expect(el.querySelector('.et-pb-controllers .et-pb-active-control')!.textContent).to.equal('2');
  });

  it('rotates when the module says so, with a stop button first; keyboard focus stops it', async () => {
    if (reduced()) return;
    const el = await mount<PbCarouselElement>(cmsCarousel('data-auto-rotate="on" data-auto-rotate-speed="1000"'), 'pb-carousel');
    await started(el);
    const rotation = el.querySelector<HTMLButtonElement>('.pb-slider__rotation')!;
    expect(rotation.hidden).to.equal(false);
    expect(el.root.querySelector('button:not([hidden])') === rotation).to.equal(true);
    await until(() => el.engine!.realIndex > 0, 4000);
    rotation.focus();
    await sendKeys({ press: 'Tab' });
    expect(rotation.getAttribute('aria-label')).to.equal('Start slide rotation');
    const at = el.engine!.realIndex;
    await new Promise((r) => setTimeout(r, 2500));
    expect(el.engine!.realIndex).to.equal(at);
  });

  it('does not rotate without being asked, and works as a bare tag', async () => {
    const el = await mount<PbCarouselElement>(bareCarousel, 'pb-carousel');
    await started(el);
    expect(el.querySelector<HTMLElement>('.pb-slider__rotation')!.hidden).to.equal(true);
    expect(el.root.getAttribute('aria-label')).to.equal('Partners');
  });
});

describe('<pb-carousel> for the gallery and the portfolio', () => {
  afterEach(() => document.querySelector<HTMLDialogElement>('dialog.pb-lightbox')?.close());

  it('shows the gallery in slider mode one image at a time, rotating at its speed class, each opening in the lightbox', async () => {
    const el = await mount<PbCarouselElement>(`<div style="width: 800px">${gallerySlider}</div>`, 'pb-carousel');
    await started(el);
    expect(el.engine!.params.slidesPerView).to.equal(1);
    expect(el.engine!.params.autoplay).to.include(reduced() ? {} : { delay: 2000 });
    el.querySelector<HTMLAnchorElement>('.et_pb_gallery_image a')!.click();
    await until(() => document.querySelector<HTMLDialogElement>('dialog.pb-lightbox')?.open);
    expect(document.querySelector('.pb-lightbox__counter')!.textContent).to.match(/ of 3$/);
  });

  it('shows the fullwidth portfolio carousel by its columns (4 at 1100 px), moving in 700 ms', async () => {
    const el = await mount<PbCarouselElement>(`<div style="width: 1100px">${portfolioCarousel}</div>`, 'pb-carousel');
    await started(el);
    expect(el.engine!.params.slidesPerView).to.equal(4);
    expect(el.engine!.params.speed).to.equal(reduced() ? 0 : 700);
    expect(el.querySelector<HTMLElement>('.pb-slider__rotation')!.hidden, 'data-auto-rotate="off"').to.equal(true);
  });
});
