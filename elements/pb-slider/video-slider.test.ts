/** The video slider variant (MARKUP.md §3.1–3.2, §8.10): thumbnails as pickers, play overlays, consent for thumbnails. */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { ConsentDouble } from '../base/test/consent-double.js';
import { loadStyles } from '../base/test/styles.js';
import { mount, runA11ySuite, unmountAll } from '../base/test/suites.js';
import { until } from '../base/test/until.js';
import { CATALOGUE } from '../catalogue.js';
import { configure, resetConfig } from '../core/config.js';
import { provideConsent } from '../core/consent.js';
import './define.js';
import { PbSliderElement } from './pb-slider.js';
import { videoSlider } from './pb-slider.fixtures.js';

/** The pickers in the theme's thumbnail markup (MARKUP.md §3.1). */
const thumbnails = (el: Element) => [
  ...el.querySelectorAll<HTMLAnchorElement>(
    '.et_pb_carousel .et_pb_carousel_item > .et_pb_video_overlay > .et_pb_video_overlay_hover > a.et_pb_video_play[role="button"]',
  ),
];
/** The overlay that carries a thumbnail's image, as the theme's script set it. */
const overlay = (el: Element, i: number) => thumbnails(el)[i].closest<HTMLElement>('.et_pb_video_overlay')!;
const settle = (el: Element) =>
  Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined)));
const ready = async (el: Element) => {
  await until(() => thumbnails(el).length > 0);
  return el as PbSliderElement;
};

before(() => loadStyles('/elements/pb-slider/pb-slider.css'));
afterEach(() => {
  unmountAll();
  provideConsent(undefined);
  resetConfig();
});

runA11ySuite({ element: PbSliderElement, fixtures: { 'video slider': videoSlider } }, [
  { name: 'thumbnails built', enter: (el) => until(() => thumbnails(el).length > 0) },
  {
    name: 'video playing',
    enter: async (el) => {
      await until(() => thumbnails(el).length > 0);
      el.querySelector<HTMLElement>('.et-pb-active-slide .et_pb_video_play')!.click();
      await settle(el);
    },
  },
]);

describe('<pb-slider> video slider', () => {
  it('builds the theme thumbnail strip after the slider: one named button per slide, used instead of numbered pickers', async () => {
    const el = await ready(await mount(videoSlider, 'pb-slider'));
    const strip = el.root.nextElementSibling!;
    expect(strip.matches('.et_pb_carousel') && strip.firstElementChild!.matches('.et_pb_carousel_items')).to.equal(
      true,
    );
    expect(thumbnails(el).map((b) => b.getAttribute('aria-label'))).to.deep.equal([
      'Show slide 1: Film 1',
      'Show slide 2: Film 2',
      'Show slide 3: Film 3',
    ]);
    expect(
      [...el.querySelectorAll('.et_pb_carousel_item')].map((item) => item.getAttribute('data-slide-id')),
    ).to.deep.equal(['0', '1', '2']);
    expect(el.querySelectorAll('.et-pb-controllers').length, 'no numbered pickers: the thumbnails are').to.equal(0);
    expect(thumbnails(el)[0].getAttribute('aria-current')).to.equal('true');
    expect(el.root.closest('.et_pb_video_slider')!.classList.contains('et_pb_preload')).to.equal(false);
  });

  it('shows the slide of the thumbnail clicked, and marks that thumbnail current', async () => {
    const el = await ready(await mount(videoSlider, 'pb-slider'));
    thumbnails(el)[2].click();
    expect(el.activeIndex).to.equal(2);
    expect(thumbnails(el).map((b) => b.classList.contains('et-pb-active-control'))).to.deep.equal([false, false, true]);
    expect(thumbnails(el)[2].getAttribute('aria-current')).to.equal('true');
  });

  it('a thumbnail is a keyboard button: Space and Enter pick its slide, and the page keeps its address', async () => {
    const el = await ready(await mount(videoSlider, 'pb-slider'));
    const address = location.href;
    thumbnails(el)[1].focus();
    await sendKeys({ press: ' ' });
    expect([el.activeIndex, scrollY]).to.deep.equal([1, 0]);
    // A click during the 700 ms fade is ignored, as the theme did: let it end.
    await settle(el);
    thumbnails(el)[2].focus();
    await sendKeys({ press: 'Enter' });
    expect([el.activeIndex, location.href]).to.deep.equal([2, address]);
  });

  it('loads a video host thumbnail only with consent while gating is on; same-origin images load at once', async () => {
    configure({ consent: { gate: true } });
    const consent = new ConsentDouble();
    provideConsent(consent);
    const el = await ready(await mount(videoSlider, 'pb-slider'));
    await until(() => overlay(el, 0).style.backgroundImage !== '');
    expect(overlay(el, 0).style.backgroundImage).to.contain('/elements/pb-slider/still.svg');
    expect(overlay(el, 1).style.backgroundImage).to.equal('');
    expect(overlay(el, 2).style.backgroundImage, 'no data-image').to.equal('');
    consent.grant('functional');
    expect(overlay(el, 1).style.backgroundImage).to.contain('i.ytimg.example');
  });

  it('plays a slide video from its overlay (autoplay=1 first in the query), hides the overlay, and undoes both when the slide is left', async () => {
    const el = await ready(await mount(videoSlider, 'pb-slider'));
    const frame = el.querySelector<HTMLIFrameElement>('.et_pb_slide_0 iframe')!;
    const overlay = el.querySelector<HTMLElement>('.et_pb_slide_0 .et_pb_video_overlay')!;
    const play = overlay.querySelector<HTMLElement>('.et_pb_video_play')!;
    expect([play.getAttribute('role'), play.getAttribute('aria-label')]).to.deep.equal(['button', 'Play video']);
    play.click();
    expect(new URL(frame.src).search).to.equal('?autoplay=1&feature=oembed');
    await until(() => overlay.hidden);
    expect(location.hash, 'the overlay link does not navigate').to.equal('');
    el.next();
    expect(new URL(frame.src).search).to.equal('?feature=oembed');
    expect(overlay.hidden).to.equal(false);
  });

  it('leaves its thumbnail strip to the slider: autoload does not take it for a carousel module', async () => {
    const el = await ready(await mount(videoSlider, 'pb-slider'));
    const carouselRoots = CATALOGUE.find((entry) => entry.tag === 'pb-carousel')!.cmsRoot!;
    expect(el.root.nextElementSibling!.matches(carouselRoots)).to.equal(false);
  });

  it('reserves the strip height before it is built, so building it shifts nothing below', async () => {
    const host = document.createElement('div');
    host.innerHTML =
      videoSlider.replace('<pb-slider>', '<pb-slider-unknown>').replace('</pb-slider>', '</pb-slider-unknown>') +
      '<p id="below">Below</p>';
    document.body.append(host);
    const before = host.querySelector('#below')!.getBoundingClientRect().top;
    host.remove();
    const el = await ready(await mount(videoSlider + '<p id="below">Below</p>', 'pb-slider'));
    const after = el.parentElement!.querySelector('#below')!.getBoundingClientRect().top;
    expect(Math.abs(after - before)).to.be.below(1);
  });
});
