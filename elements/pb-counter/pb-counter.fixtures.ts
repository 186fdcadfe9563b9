/** The theme's counter modules as the CMS prints them (MARKUP.md §6.1–§6.3), and bare tags of the same shape. */
const percent = (sign = '%') =>
  `<div class="percent"><p><span class="percent-value"></span><span class="percent-sign">${sign}</span></p></div>`;

export const cmsCircle = (
  attributes = 'data-number-value="75" data-bar-bg-color="#2ea3f2" data-color="#000000" data-alpha="0.1"',
) =>
  `<pb-counter><div class="et_pb_module et_pb_circle_counter et_pb_circle_counter_0 et_pb_with_title"><div class="et_pb_circle_counter_inner" ${attributes}>${percent()}<h3 class="et_pb_module_header">Clients who return</h3></div></div></pb-counter>`;

export const cmsNumber = (attributes = 'data-number-value="1200" data-number-separator=","', sign = '') =>
  `<pb-counter><div class="et_pb_module et_pb_number_counter et_pb_number_counter_0 et_pb_with_title" ${attributes}>${percent(sign)}<h3 class="title">Films delivered</h3></div></pb-counter>`;

const bar = (i: number, title: string, width: string) =>
  `<li class="et_pb_counter_${i}"><span class="et_pb_counter_title">${title}</span><span class="et_pb_counter_container"><span class="et_pb_counter_amount" style="background-color:#9fd3f5" data-width="${width}"><span class="et_pb_counter_amount_number"><span class="et_pb_counter_amount_number_inner">${width}</span></span></span><span class="et_pb_counter_amount overlay" data-width="${width}"><span class="et_pb_counter_amount_number"><span class="et_pb_counter_amount_number_inner">${width}</span></span></span></span></li>`;

export const cmsBars = (widths = ['80%', '65%']) =>
  `<pb-counter><ul class="et_pb_module et_pb_counters et_pb_counters_0 et-waypoint et_pb_bg_layout_light">${widths.map((w, i) => bar(i, ['Planning', 'Editing', 'Colour'][i] ?? `Skill ${i}`, w)).join('')}</ul></pb-counter>`;

export const bareNumber = `<pb-counter data-number-value="98.5" data-number-separator=""><div class="percent"><p><span class="percent-value"></span><span class="percent-sign">%</span></p></div><p>On time</p></pb-counter>`;

export const fixtures = {
  'CMS circle counter': cmsCircle(),
  'CMS number counter': cmsNumber(),
  'CMS bar counters': cmsBars(),
  'bare number counter': bareNumber,
};
