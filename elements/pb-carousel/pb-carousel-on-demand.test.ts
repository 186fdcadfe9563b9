/**
 * The carousel's parts when they cannot load (offline for a moment), and on the next use: Swiper, and the lightbox
 * its gallery mode opens. A file of its own: each part loads once per page, and here no test has loaded them before.
 */
import { expect } from '@open-wc/testing';
import { failNextLoads } from '../base/on-demand.js';
import { warningsDuring } from '../base/test/console.js';
import { clicksFollowed, frameTarget } from '../base/test/frame-target.js';
import { loadStyles } from '../base/test/styles.js';
import { mount, unmountAll } from '../base/test/suites.js';
import { until } from '../base/test/until.js';
import type { PbCarouselElement } from './pb-carousel.js';
import { cmsCarousel, gallerySlider, reached } from './pb-carousel.fixtures.js';
import './define.js';

const dialog = () => document.querySelector<HTMLDialogElement>('dialog.pb-lightbox');
const frames = async (n: number): Promise<void> => {
  for (let i = 0; i < n; i++) await new Promise((r) => requestAnimationFrame(r));
};

before(async () => {
  await loadStyles('/elements/pb-carousel/pb-carousel.css');
  await loadStyles('/elements/pb-lightbox/pb-lightbox.css');
});
afterEach(() => {
  dialog()?.close();
  unmountAll();
  scrollTo({ top: 0, behavior: 'instant' });
});

describe('<pb-carousel> when its parts cannot load', () => {
  it('keeps its controls without Swiper, and loads Swiper again the next time it comes near the viewport', async () => {
    // Swiper loads once the carousel is within 200 px of the viewport: in view at once, with room to scroll it away.
    const html = `<div style="width: 800px">${cmsCarousel()}</div><div style="height: 4000px"></div>`;
    failNextLoads('pb-carousel/swiper-setup');
    let el!: PbCarouselElement;
    const warnings: string[] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
    try {
      el = await mount<PbCarouselElement>(html, 'pb-carousel');
      await until(() => warnings.length > 0, 4000);
      await el.updateComplete;
    } finally {
      console.warn = original;
    }
    expect(warnings.length).to.equal(1);
    expect(warnings[0]).to.contain('pb-carousel/swiper-setup could not load');
    expect([el.engine === undefined, el.querySelectorAll('.et-pb-controllers a').length]).to.deep.equal([true, 6]);
    // Away (more than 200 px out of view) and back: the visitor's next approach.
    scrollTo({ top: 3000, behavior: 'instant' });
    await until(() => el.getBoundingClientRect().bottom < -300);
    await frames(3);
    scrollTo({ top: 0, behavior: 'instant' });
    // The approach loads it (the failed attempt made no request); a press then starts it.
    await until(() => performance.getEntriesByType('resource').some(({ name }) => name.includes('swiper-setup')), 5000);
    expect((await reached(el)).slides.length > 0).to.equal(true);
  });

  it("lets the gallery's image link go where it points (its own target) when the lightbox cannot load, and opens the lightbox on the next click", async () => {
    const el = await mount<PbCarouselElement>(`<div style="width: 800px">${gallerySlider}</div>`, 'pb-carousel');
    await reached(el);
    const frame = frameTarget();
    try {
      const link = el.querySelector<HTMLAnchorElement>('.et_pb_gallery_image a[href$="s=1"]')!;
      link.target = frame.name;
      failNextLoads('lightbox/lightbox-dialog');
      let followed: boolean[] = [];
      const warnings = await warningsDuring(async () => {
        followed = await clicksFollowed(async () => {
          link.click();
          await el.updateComplete;
        });
      });
      expect(followed).to.deep.equal([false, true]);
      expect(await frame.arrival()).to.equal('/site/src/assets/poster-studio.svg?s=1');
      expect(dialog()?.open ?? false).to.equal(false);
      expect(warnings.length).to.equal(1);

      expect(await clicksFollowed(() => link.click())).to.deep.equal([false]);
      await until(() => dialog()?.open);
      expect(dialog()!.querySelector('.pb-lightbox__counter')!.textContent).to.equal('1 of 3');
    } finally {
      frame.remove();
    }
  });
});
