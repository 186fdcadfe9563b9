/**
 * The video slider when its extras (thumbnails, play overlays) cannot load (offline for a moment), and on the next
 * click. A file of its own: the extras load once per page, and here no test has loaded them before.
 */
import { expect } from '@open-wc/testing';
import { failNextLoads } from '../base/on-demand.js';
import { warningsDuring } from '../base/test/console.js';
import { loadStyles } from '../base/test/styles.js';
import { mount, unmountAll } from '../base/test/suites.js';
import { until } from '../base/test/until.js';
import './define.js';
import type { PbSliderElement } from './pb-slider.js';
import { videoSlider } from './pb-slider.fixtures.js';

/** Waits for the slide change's fade: a move during one is ignored. */
const settle = (el: Element) =>
  Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined)));
const thumbnails = (el: Element) => [
  ...el.querySelectorAll<HTMLElement>('.et_pb_carousel .et_pb_carousel_item a.et_pb_video_play'),
];

before(() => loadStyles('/elements/pb-slider/pb-slider.css'));
afterEach(unmountAll);

describe('<pb-slider> when its video extras cannot load', () => {
  it('keeps slides and arrows without thumbnails, and the next click loads the extras: thumbnails and play overlays', async () => {
    failNextLoads('pb-slider/video-slider');
    let el!: PbSliderElement;
    const warnings = await warningsDuring(async () => {
      el = await mount<PbSliderElement>(videoSlider, 'pb-slider');
    });
    expect(warnings.length).to.equal(1);
    expect(warnings[0]).to.contain('pb-slider/video-slider could not load');
    expect(thumbnails(el).length).to.equal(0);
    expect(el.querySelector('.et_pb_slide_0 .et_pb_video_play')!.hasAttribute('role'), 'no play button yet').to.equal(
      false,
    );

    // The visitor's next click (an arrow, which works meanwhile) loads the extras again.
    el.querySelector<HTMLButtonElement>('.et-pb-arrow-next')!.click();
    expect(el.activeIndex).to.equal(1);
    await el.updateComplete;
    expect(thumbnails(el).map((b) => b.getAttribute('aria-label'))).to.deep.equal([
      'Show slide 1: Film 1',
      'Show slide 2: Film 2',
      'Show slide 3: Film 3',
    ]);
    expect(thumbnails(el)[1].getAttribute('aria-current'), 'the thumbnails show the slide showing').to.equal('true');
    expect(el.root.closest('.et_pb_video_slider')!.classList.contains('et_pb_preload')).to.equal(false);
    await settle(el);
    thumbnails(el)[0].click();
    expect(el.activeIndex).to.equal(0);
    const overlay = el.querySelector<HTMLElement>('.et_pb_slide_0 .et_pb_video_overlay')!;
    expect(overlay.querySelector('.et_pb_video_play')!.getAttribute('role')).to.equal('button');
    overlay.querySelector<HTMLElement>('.et_pb_video_play')!.click();
    expect(new URL(el.querySelector<HTMLIFrameElement>('.et_pb_slide_0 iframe')!.src).search).to.equal(
      '?autoplay=1&feature=oembed',
    );
    await until(() => overlay.hidden);
  });
});
