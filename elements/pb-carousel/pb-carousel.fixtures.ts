import { until } from '../base/test/until.js';
import type { PbCarouselElement } from './pb-carousel.js';

/** The theme's carousel module (MARKUP.md §4.3) and a bare tag. */
const item = (i: number) =>
  `<div class="et_pb_carousel_item"><figure style="margin:0"><p>Item ${i}</p><a href="#i${i}">Open ${i}</a></figure></div>`;

export const cmsCarousel = (attrs = '', count = 6) =>
  `<pb-carousel><div class="et_pb_module et_pb_carousel" ${attrs}><div class="et_pb_carousel_items">${Array.from({ length: count }, (_, i) => item(i + 1)).join('')}</div></div></pb-carousel>`;

export const bareCarousel = `<pb-carousel label="Partners"><div class="et_pb_carousel_items">${[1, 2, 3].map(item).join('')}</div></pb-carousel>`;

export const fixtures = {
  'CMS carousel': cmsCarousel(),
  'CMS rotating carousel': cmsCarousel('data-auto-rotate="on" data-auto-rotate-speed="3000"'),
  'bare tag': bareCarousel,
};

/** The gallery in slider mode (MARKUP.md §5): one image at a time, rotating by the slider classes. */
export const gallerySlider = `<pb-carousel><div class="et_pb_module et_pb_gallery et_pb_slider et_pb_gallery_fullwidth et_slider_auto et_slider_speed_2000"><div class="et_pb_gallery_items et_post_gallery">${[
  1, 2, 3,
]
  .map(
    (i) =>
      `<div class="et_pb_gallery_item"><div class="et_pb_gallery_image landscape"><a href="/site/src/assets/poster-studio.svg?s=${i}" title="Still ${i}"><img src="/site/src/assets/poster-studio.svg" alt="Still ${i}" width="320" height="180"></a></div></div>`,
  )
  .join('')}</div></div></pb-carousel>`;

/** The fullwidth portfolio in carousel mode (MARKUP.md §4.1). */
export const portfolioCarousel = `<pb-carousel><div class="et_pb_fullwidth_portfolio et_pb_fullwidth_portfolio_carousel" data-auto-rotate="off"><div class="et_pb_portfolio_items clearfix">${[
  1, 2, 3, 4, 5, 6,
]
  .map(
    (i) =>
      `<div class="et_pb_portfolio_item et_pb_grid_item"><div class="et_pb_portfolio_image landscape"><div class="meta"><a href="#p${i}"><h3 class="et_pb_module_header">Project ${i}</h3></a></div></div></div>`,
  )
  .join('')}</div></div></pb-carousel>`;

/**
 * The visitor reaching for a carousel: a press on it. Swiper starts then (or once it has arrived), not when the
 * carousel comes into view, so a test that needs Swiper running presses first; resolves with Swiper.
 */
export async function reached(el: PbCarouselElement): Promise<NonNullable<PbCarouselElement['engine']>> {
  el.dispatchEvent(new PointerEvent('pointerdown', { pointerType: 'mouse' }));
  await until(() => el.engine, 5000);
  return el.engine!;
}
