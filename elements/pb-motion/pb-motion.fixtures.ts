/**
 * The builder's entrance animations as a page prints them (MARKUP.md §2, §6.5): modules carrying `et_animated`,
 * their settings in the page's `et_animation_data` (set by the tests as the inline global it is), a button module
 * in its wrapper, a module that prints `data-animation-*` itself, and a legacy `.et-waypoint` module.
 */

/** Every style and direction the builder offers. */
export const STYLES = [
  'fade',
  'fadeTop',
  'slide',
  'slideTop',
  'slideRight',
  'slideBottom',
  'slideLeft',
  'zoom',
  'zoomLeft',
  'zoomRight',
  'flipTop',
  'flipRight',
  'flipBottom',
  'flipLeft',
  'foldTop',
  'foldRight',
  'foldBottom',
  'foldLeft',
  'roll',
  'rollRight',
  'rollBottom',
  'bounce',
  'bounceTop',
  'bounceLeft',
];

/** One `et_animation_data` entry as the builder prints it, with the spec's defaults unless given. */
export const entry = (className: string, fields: Record<string, string> = {}) => ({
  class: className,
  style: 'fadeTop',
  repeat: 'once',
  duration: '1000ms',
  delay: '0ms',
  intensity: '50%',
  starting_opacity: '0%',
  speed_curve: 'ease-in-out',
  ...fields,
});

export const text = (n: number, words: string, extra = '') =>
  `<div class="et_pb_module et_pb_text et_pb_text_${n} et_animated et_pb_text_align_left et_pb_bg_layout_light"${extra}><div class="et_pb_text_inner"><p>${words}</p></div></div>`;

const button = (n: number) =>
  `<div class="et_pb_button_module_wrapper et_pb_button_${n}_wrapper et_pb_module"><a class="et_pb_button et_pb_button_${n} et_animated et_pb_bg_layout_light" href="#contact">Get in touch</a></div>`;

const waypoint = (n: number) =>
  `<div class="et_pb_module et_pb_blurb et_pb_blurb_${n} et-waypoint et_pb_animation_left et_pb_bg_layout_light"><div class="et_pb_blurb_content"><h4 class="et_pb_module_header">Legacy blurb ${n}</h4></div></div>`;

const section = (n: number, body: string) =>
  `<div class="et_pb_section et_pb_section_${n}"><div class="et_pb_row et_pb_row_${n}"><div class="et_pb_column et_pb_column_4_4">${body}</div></div></div>`;

/** A page: what is in view at the top, and (with `far`) what lies 3000 px below the fold. */
export const page = (top: string, far = '') =>
  `<pb-motion>${section(0, top)}${far ? `<div class="spacer" style="height:3000px"></div>${section(1, far)}` : ''}</pb-motion>`;

/** The data for the canonical page: the text modules 0–2, the button 0. */
export const ANIMATION_DATA = [
  entry('et_pb_text_0', {
    style: 'slideLeft',
    duration: '800ms',
    delay: '200ms',
    intensity: '30%',
    starting_opacity: '20%',
    speed_curve: 'ease-out',
  }),
  entry('et_pb_text_1', { style: 'zoom', repeat: 'loop' }),
  entry('et_pb_text_2', { style: 'flipTop', duration: '1000ms', duration_tablet: '600ms', duration_phone: '400ms' }),
  entry('et_pb_button_0', { style: 'bounce' }),
];

export const fixtures = {
  'CMS page': page(
    `${text(0, 'We film weddings and events.')}${text(1, 'Always moving.')}${button(0)}${waypoint(0)}`,
    `${text(2, 'Further down.')}${text(3, 'Printed settings.', ' data-animation-style="slideBottom" data-animation-duration="500ms" data-animation-delay="0ms" data-animation-intensity="10%" data-animation-starting-opacity="0%" data-animation-speed-curve="linear" data-animation-repeat=""')}${waypoint(1)}`,
  ),
  'bare tag': '<pb-motion></pb-motion>',
};
