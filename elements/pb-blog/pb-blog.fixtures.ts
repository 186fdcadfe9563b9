/**
 * The theme's blog module with ajax pagination (MARKUP.md §8.8; docs/MARKUP.md), as the CMS prints it: posts and
 * WP-PageNavi links inside `.et_pb_ajax_pagination_container`. The links lead to the test pages in test-pages/
 * (static files; `?paged=<n>` names the page), whose module has the same order class but no animation classes.
 */
export const PAGES = '/elements/pb-blog/test-pages/';
export const pageHref = (n: number) => `${PAGES}page-${n}.html?paged=${n}`;

const post = (title: string) =>
  `<article class="et_pb_post clearfix"><h2 class="entry-title">${title}</h2><div class="post-content"><p>About ${title.toLowerCase()}.</p></div></article>`;

/** Page `n` of 3's links, plus any `extra` links (e.g. one to a scripted failure) in the same navigation. */
const pageNavi = (n: number, extra = '') =>
  `<nav class="wp-pagenavi" aria-label="Blog pages"><span class="pages">Page ${n} of 3</span>${[1, 2, 3]
    .map((p) =>
      p === n
        ? `<span aria-current="page" class="current">${p}</span>`
        : `<a class="page" href="${pageHref(p)}" aria-label="Page ${p}">${p}</a>`,
    )
    .join('')}${extra}</nav>`;

/** The first page as printed, with the theme's animation classes on the module (left out of its selector). */
export const cmsBlog = (extra = '') =>
  `<pb-blog><div class="et_pb_module et_pb_posts et_pb_blog_0 et_animated fadeTop infinite et_had_animation"><div class="et_pb_ajax_pagination_container">${post('First post')}${post('Second post')}${pageNavi(1, extra)}</div></div></pb-blog>`;

/** The theme's own "Older / Newer entries" links instead of WP-PageNavi (no page count). */
export const cmsBlogOlderNewer = `<pb-blog><div class="et_pb_module et_pb_posts et_pb_blog_0"><div class="et_pb_ajax_pagination_container">${post('First post')}<div><div class="pagination clearfix"><div class="alignleft"><a href="${pageHref(2)}">« Older Entries</a></div><div class="alignright"></div></div></div></div></div></pb-blog>`;

/** A grid blog: the container sits in the grid wrapper. */
const cmsBlogGrid = `<pb-blog><div class="et_pb_module et_pb_blog_grid_wrapper et_pb_blog_0"><div class="et_pb_blog_grid clearfix"><div class="et_pb_ajax_pagination_container">${post('First post')}${pageNavi(1)}</div></div></div></pb-blog>`;

export const fixtures = { 'CMS blog': cmsBlog(), 'older/newer links': cmsBlogOlderNewer, 'grid blog': cmsBlogGrid };
