/** The theme's tabs module (MARKUP.md §3.3) and a bare tag of the same shape. */
const list = (titles: string[], active = 0) =>
  `<ul class="et_pb_tabs_controls clearfix">${titles.map((t, i) => `<li class="et_pb_tab_${i}${i === active ? ' et_pb_tab_active' : ''}"><a href="#">${t}</a></li>`).join('')}</ul>`;
const panels = (titles: string[], active = 0) =>
  `<div class="et_pb_all_tabs">${titles.map((t, i) => `<div class="et_pb_tab et_pb_tab_${i} clearfix${i === active ? ' et_pb_active_content' : ''}"><div class="et_pb_tab_content"><p>About ${t}.</p>${i === 1 ? '<p>A longer panel.</p>' : ''}</div></div>`).join('')}</div>`;

const TITLES = ['Brand films', 'Launches', 'Live events'];

export const cmsTabs = (id = 'services') =>
  `<pb-tabs><div ${id ? `id="${id}" ` : ''}class="et_pb_module et_pb_tabs et_pb_tabs_0">${list(TITLES)}${panels(TITLES)}</div></pb-tabs>`;

export const bareTabs = `<pb-tabs label="Services">
  <ul class="et_pb_tabs_controls"><li><a href="#t-films">Brand films</a></li><li><a href="#t-launch">Launches</a></li></ul>
  <div class="et_pb_all_tabs"><section class="et_pb_tab" id="t-films"><p>Films.</p></section><section class="et_pb_tab" id="t-launch"><p>Launches.</p></section></div>
</pb-tabs>`;

export const fixtures = { 'CMS tabs': cmsTabs(), 'bare tag': bareTabs };
