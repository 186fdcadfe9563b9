/** The theme's slider markup (MARKUP.md §3.1) and a bare tag. */
const slide = (i: number, layout: 'dark' | 'light', body = '') =>
  `<div class="et_pb_slide et_pb_slide_${i} et_pb_bg_layout_${layout} et_pb_media_alignment_center" data-slide-id="et_pb_slide_${i}"><div class="et_pb_container clearfix"><div class="et_pb_slider_container_inner"><div class="et_pb_slide_description"><h2 class="et_pb_slide_title">Slide ${i + 1}</h2><div class="et_pb_slide_content"><p>Text of slide ${i + 1}.</p>${body}</div><div class="et_pb_button_wrapper"><a class="et_pb_button et_pb_more_button" href="#s${i}">More ${i + 1}</a></div></div></div></div></div>`;

export const cmsSlider = (classes = '') =>
  `<pb-slider><div id="hero" class="et_pb_module et_pb_slider et_pb_slider_0 ${classes}"><div class="et_pb_slides">${slide(0, 'dark')}${slide(1, 'light')}${slide(2, 'dark', '<p>A taller slide.</p><p>With more lines.</p>')}</div></div></pb-slider>`;

export const autoSlider = cmsSlider('et_slider_auto et_slider_speed_3000');

export const bareSlider = `<pb-slider label="Our films"><figure><p>One</p></figure><figure><p>Two</p></figure><figure><p>Three</p></figure><figure><p>Four</p></figure></pb-slider>`;

export const fixtures = { 'CMS slider': cmsSlider(), 'CMS autoplay slider': autoSlider, 'bare tag': bareSlider };

/** A slide of the theme's video slider: the player, its play overlay, and the thumbnail image in `data-image`. */
const videoSlide = (i: number, image: string) =>
  `<div class="et_pb_slide et_pb_slide_${i} et_pb_bg_layout_dark et_pb_slide_with_video" data-slide-id="et_pb_slide_${i}" data-image="${image}"><div class="et_pb_container clearfix"><div class="et_pb_slider_container_inner"><div class="et_pb_slide_video et_pb_video_box"><iframe title="Film ${i + 1}" src="/elements/pb-slider/no-such-player-${i}?feature=oembed"></iframe><div class="et_pb_video_overlay"><div class="et_pb_video_overlay_hover"><a href="#" class="et_pb_video_play"></a></div></div></div><div class="et_pb_slide_description"><h2 class="et_pb_slide_title">Film ${i + 1}</h2></div></div></div></div>`;

/** The video slider (MARKUP.md §3.1): thumbnails below (`et_pb_slider_carousel`); one thumbnail from a video host. */
export const videoSlider = `<pb-slider><div class="et_pb_module et_pb_video_slider et_pb_preload"><div class="et_pb_slider et_pb_slider_carousel et_pb_slider_no_pagination"><div class="et_pb_slides">${videoSlide(0, '/elements/pb-slider/still.svg')}${videoSlide(1, 'https://i.ytimg.example/vi/abc/hqdefault.jpg')}${videoSlide(2, '')}</div></div></div></pb-slider>`;
