/** The theme's carousel module (MARKUP.md §4.3) and a bare tag. */
const item = (i: number) => `<div class="et_pb_carousel_item"><figure style="margin:0"><p>Item ${i}</p><a href="#i${i}">Open ${i}</a></figure></div>`;

export const cmsCarousel = (attrs = '', count = 6) => `<pb-carousel><div class="et_pb_module et_pb_carousel" ${attrs}><div class="et_pb_carousel_items">${Array.from({ length: count }, (_, i) => item(i + 1)).join('')}</div></div></pb-carousel>`;

export const bareCarousel = `<pb-carousel label="Partners"><div class="et_pb_carousel_items">${[1, 2, 3].map(item).join('')}</div></pb-carousel>`;

export const fixtures = { 'CMS carousel': cmsCarousel(), 'CMS rotating carousel': cmsCarousel('data-auto-rotate="on" data-auto-rotate-speed="3000"'), 'bare tag': bareCarousel };
