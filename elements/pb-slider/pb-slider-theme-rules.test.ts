/**
 * `<pb-slider>` under the theme's own rules (THEME-CSS.md §9 and §15; elements/base/test/theme-rules.ts): only the
 * first `.et_pb_slide` is displayed by the theme's CSS, the arrows are transparent except on hover, and
 * `.et_pb_preload > div` is hidden until `et_pb_preload` goes. The element displays its slides inline, as the
 * theme's script did, shows the arrows to keyboard focus, and removes `et_pb_preload` once built.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { mount, unmountAll } from '../base/test/suites.js';
import { underThemeRules, printed } from '../base/test/theme-rules.js';
import { until } from '../base/test/until.js';
import './define.js';
import type { PbSliderElement } from './pb-slider.js';
import { cmsSlider, videoSlider } from './pb-slider.fixtures.js';

/** Whether the visitor sees each slide: displayed, with a box, and visible. */
const seen = (el: Element) =>
  [...el.querySelectorAll<HTMLElement>('.et_pb_slide')].map((slide) => {
    const { height } = slide.getBoundingClientRect();
    return getComputedStyle(slide).visibility === 'visible' && height > 0;
  });

const theme = underThemeRules('/elements/pb-slider/pb-slider.css');

describe("<pb-slider> under the theme's CSS (THEME-CSS.md §9)", () => {
  it('the next slide shows and the first no longer does, and back to the first', async () => {
    await theme.preferMotion('reduce');
    const el = await mount<PbSliderElement>(cmsSlider(), 'pb-slider');
    expect(seen(el), 'first').to.deep.equal([true, false, false]);
    el.next();
    expect(seen(el), 'second').to.deep.equal([false, true, false]);
    el.goTo(2);
    el.goTo(0);
    expect(seen(el), 'first again').to.deep.equal([true, false, false]);
  });

  it('keeps the height of its tallest slide whichever slide shows', async () => {
    await theme.preferMotion('reduce');
    const el = await mount<PbSliderElement>(cmsSlider(), 'pb-slider');
    const heights = [el.getBoundingClientRect().height];
    el.goTo(2);
    heights.push(el.getBoundingClientRect().height);
    expect(heights[1]).to.equal(heights[0]);
  });

  it('before the element runs, every slide takes its room, so upgrading shifts nothing', async () => {
    const host = printed(cmsSlider(), 'pb-slider');
    const before = host.getBoundingClientRect().height;
    expect([...host.querySelectorAll('.et_pb_slide')].map((slide) => getComputedStyle(slide).display)).to.deep.equal([
      'block',
      'block',
      'block',
    ]);
    unmountAll();
    const el = await mount<PbSliderElement>(cmsSlider(), 'pb-slider');
    expect(el.getBoundingClientRect().height).to.equal(before);
  });

  it('the arrows, transparent until hovered, show when reached by the keyboard', async () => {
    const el = await mount<PbSliderElement>(cmsSlider(), 'pb-slider');
    const prev = el.querySelector<HTMLElement>('.et-pb-arrow-prev')!;
    expect(getComputedStyle(prev).opacity, 'not hovered, not focused').to.equal('0');
    el.querySelector<HTMLElement>('.et-pb-active-slide .et_pb_more_button')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(`${document.activeElement === prev}|${getComputedStyle(prev).opacity}`).to.equal('true|1');
  });

  it('a fullwidth slider printed with et_pb_preload shows its content once built', async () => {
    const el = await mount<PbSliderElement>(cmsSlider('et_pb_fullwidth_slider et_pb_preload'), 'pb-slider');
    expect(el.root.classList.contains('et_pb_preload')).to.equal(false);
    expect(getComputedStyle(el.querySelector('.et_pb_slides')!).visibility).to.equal('visible');
  });

  it("a video slider's slides show once its thumbnails are built", async () => {
    await theme.preferMotion('reduce');
    const el = await mount<PbSliderElement>(videoSlider, 'pb-slider');
    await until(() => !el.querySelector('.et_pb_preload'));
    expect(seen(el)).to.deep.equal([true, false, false]);
    el.next();
    expect(seen(el)).to.deep.equal([false, true, false]);
  });
});
