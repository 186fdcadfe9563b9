/** The theme's filterable portfolio (MARKUP.md §4.2) and fullwidth grid (§4.1). */
const IMAGE = '/site/src/assets/poster-studio.svg';
const CATEGORIES = ['films', 'films', 'events', 'films', 'launches', 'events', 'films'];

const item = (i: number, category: string) =>
  `<div id="post-${i}" class="et_pb_portfolio_item et_pb_grid_item project_category_${category}"><a href="/project-${i}/" title="Project ${i}"><span class="et_portfolio_image"><img src="${IMAGE}" alt="" width="400" height="300"><span class="et_overlay"></span></span></a><h2 class="et_pb_module_header"><a href="/project-${i}/">Project ${i}</a></h2><p class="post-meta"><a href="/c/${category}/">${category}</a></p></div>`;

export const filterable = (perPage = '3', id = 'work') =>
  `<pb-portfolio><div ${id ? `id="${id}" ` : ''}class="et_pb_module et_pb_filterable_portfolio et_pb_filterable_portfolio_grid clearfix" data-posts-number="${perPage}"><div class="et_pb_portfolio_filters clearfix"><ul class="clearfix"><li class="et_pb_portfolio_filter et_pb_portfolio_filter_all"><a href="#" class="active" data-category-slug="all">All</a></li><li class="et_pb_portfolio_filter"><a href="#" data-category-slug="films">Films</a></li><li class="et_pb_portfolio_filter"><a href="#" data-category-slug="events">Events</a></li><li class="et_pb_portfolio_filter"><a href="#" data-category-slug="launches">Launches</a></li></ul></div><div class="et_pb_portfolio_items_wrapper clearfix"><div class="et_pb_portfolio_items">${CATEGORIES.map((c, i) => item(i + 1, c)).join('')}</div></div><div class="et_pb_portofolio_pagination"></div></div></pb-portfolio>`;

export const fullwidthGrid = `<pb-portfolio><div class="et_pb_fullwidth_portfolio et_pb_fullwidth_portfolio_grid clearfix"><div class="et_pb_portfolio_items clearfix" data-portfolio-columns="">${CATEGORIES.slice(
  0,
  5,
)
  .map((c, i) => item(i + 10, c))
  .join('')}</div></div></pb-portfolio>`;

export const fixtures = { 'filterable portfolio': filterable(), 'fullwidth grid': fullwidthGrid };
