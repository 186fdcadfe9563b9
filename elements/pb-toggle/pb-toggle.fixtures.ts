/** The theme's toggle and accordion modules (MARKUP.md §8.3) and a bare tag of the same shape. */
const item = (title: string, open: boolean, options: { id?: string; level?: number; extra?: string } = {}) => {
  const h = `h${options.level ?? 5}`;
  return `<div ${options.id ? `id="${options.id}" ` : ''}class="et_pb_module et_pb_toggle ${options.extra ?? ''} ${open ? 'et_pb_toggle_open' : 'et_pb_toggle_close'}"><${h} class="et_pb_toggle_title">${title}</${h}><div class="et_pb_toggle_content clearfix"><p>About ${title.toLowerCase()}.</p><p><a href="#contact">Ask us</a></p></div></div>`;
};

export const cmsToggle = (open = false, id = 'rights', level = 5) =>
  `<pb-toggle>${item('Who owns the footage?', open, { id, level, extra: 'et_pb_toggle_0 et_pb_toggle_item' })}</pb-toggle>`;

const ACCORDION_TITLES = ['How long does a film take?', 'Do you travel?', 'What does it cost?'];

export const cmsAccordion = (open = 0, level = 3) =>
  `<pb-toggle><div id="faq" class="et_pb_module et_pb_accordion et_pb_accordion_0">${ACCORDION_TITLES.map((t, i) =>
    item(t, i === open, { id: `faq-${i + 1}`, level, extra: `et_pb_toggle_${i} et_pb_accordion_item` }),
  ).join('')}</div></pb-toggle>`;

export const bareToggles = `<pb-toggle>
  <div class="et_pb_toggle et_pb_toggle_close"><h2 class="et_pb_toggle_title">Formats</h2><div class="et_pb_toggle_content"><p>MP4 and ProRes.</p></div></div>
  <div class="et_pb_toggle et_pb_toggle_open"><h2 class="et_pb_toggle_title">Subtitles</h2><div class="et_pb_toggle_content"><p>In four languages.</p></div></div>
</pb-toggle>`;

export const fixtures = { 'CMS toggle': cmsToggle(), 'CMS accordion': cmsAccordion(), 'bare tag': bareToggles };
