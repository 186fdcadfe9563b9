/**
 * `<pb-carousel>` under the theme's own rules (THEME-CSS.md §9, §11 and §15; elements/base/test/theme-rules.ts):
 * the gallery's slider mode displays only its first `.et_pb_gallery_item` by the theme's CSS, so the element
 * displays the items inline as the theme's script did; the arrows, transparent until hovered, show to the pointer
 * and to keyboard focus; the fullwidth portfolio, whose groups (`.et_pb_carousel_group`, hidden unless `.active`)
 * the theme's script built, keeps its items where Swiper moves them, so every item can show.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { mount } from '../base/test/suites.js';
import { underThemeRules } from '../base/test/theme-rules.js';
import { until } from '../base/test/until.js';
import './define.js';
import type { PbCarouselElement } from './pb-carousel.js';
import { gallerySlider, portfolioCarousel, reached } from './pb-carousel.fixtures.js';

/** The items the visitor sees: displayed, with a box, and inside the carousel's frame. */
const inView = (el: PbCarouselElement, selector: string) => {
  const frame = el.root.getBoundingClientRect();
  return [...el.querySelectorAll<HTMLElement>(selector)]
    .filter((item) => !item.classList.contains('swiper-slide-duplicate'))
    .map((item) => {
      const box = item.getBoundingClientRect();
      return (
        getComputedStyle(item).display !== 'none' &&
        box.width > 0 &&
        box.left >= frame.left - 1 &&
        box.right <= frame.right + 1
      );
    });
};

const theme = underThemeRules('/elements/pb-carousel/pb-carousel.css');

describe("<pb-carousel> under the theme's CSS (THEME-CSS.md §9, §11)", () => {
  it("the gallery's slider mode shows its second image after next", async () => {
    await theme.preferMotion('reduce');
    const el = await mount<PbCarouselElement>(`<div style="width: 800px">${gallerySlider}</div>`, 'pb-carousel');
    await reached(el);
    expect(inView(el, '.et_pb_gallery_item'), 'first').to.deep.equal([true, false, false]);
    el.querySelector<HTMLElement>('.et-pb-arrow-next')!.click();
    await until(() => inView(el, '.et_pb_gallery_item')[1], 3000);
    expect(inView(el, '.et_pb_gallery_item'), 'second').to.deep.equal([false, true, false]);
  });

  it('the arrows, transparent until hovered, show when keyboard focus is inside', async () => {
    const el = await mount<PbCarouselElement>(`<div style="width: 800px">${gallerySlider}</div>`, 'pb-carousel');
    const next = el.querySelector<HTMLElement>('.et-pb-arrow-next')!;
    expect(getComputedStyle(next).opacity, 'not hovered, not focused').to.equal('0');
    el.querySelector<HTMLElement>('.et-pb-arrow-prev')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(`${document.activeElement === next}|${getComputedStyle(next).opacity}`).to.equal('true|1');
  });

  it('the fullwidth portfolio shows the next group of items after next', async () => {
    await theme.preferMotion('reduce');
    const el = await mount<PbCarouselElement>(`<div style="width: 900px">${portfolioCarousel}</div>`, 'pb-carousel');
    await reached(el);
    expect(inView(el, '.et_pb_portfolio_item').filter(Boolean).length, 'three columns at 900 px').to.equal(3);
    expect(inView(el, '.et_pb_portfolio_item')[0]).to.equal(true);
    el.querySelector<HTMLElement>('.et-pb-arrow-next')!.click();
    await until(() => !inView(el, '.et_pb_portfolio_item')[0], 3000);
    expect(inView(el, '.et_pb_portfolio_item')).to.deep.equal([false, true, true, true, false, false]);
  });
});
