/**
 * The paginated blog on the CMS pages (issue 17): posts from SQLite (migration 007), three a page, at
 * `/cms/blog/` and `/cms/blog/page/<n>/`, printed as the theme's blog module with ajax pagination and the
 * WP-PageNavi links (docs/MARKUP.md §8.8). A page past the last is a 404 page (`body.error404`) whose module is
 * still printed, with a link back to the newest posts (spec §8).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml } from './html.mjs';

const BLOG_PATH = '/cms/blog/';
export const POSTS_PER_PAGE = 3;

/** The blog page a path asks for (1 for the blog itself), or undefined when the path is not the blog's. */
export function blogPageNumber(pathname) {
  if (pathname === BLOG_PATH) return 1;
  const match = /^\/cms\/blog\/page\/([1-9]\d{0,5})\/?$/.exec(pathname);
  return match ? Number(match[1]) : undefined;
}

/** The grid variant of the blog (`?layout=grid`): six posts a page in the theme's masonry grid. */
const GRID_POSTS_PER_PAGE = 6;
const GRID = '?layout=grid';

const pageHref = (n, query = '') => (n === 1 ? BLOG_PATH : `${BLOG_PATH}page/${n}/`) + query;

/** The WP-PageNavi links for page `n` of `total` (`query` kept on every link: the grid variant's). */
function pageNavi(n, total, query = '') {
  const link = (page) => pageHref(page, query);
  const parts = [`<span class="pages">Page ${n} of ${total}</span>`];
  if (n > 1) parts.push(`<a class="previouspostslink" rel="prev" href="${link(n - 1)}">Newer posts</a>`);
  for (let page = 1; page <= total; page++)
    parts.push(
      page === n
        ? `<span aria-current="page" class="current">${page}</span>`
        : `<a class="page" href="${link(page)}" aria-label="Page ${page}">${page}</a>`,
    );
  if (n < total) parts.push(`<a class="nextpostslink" rel="next" href="${link(n + 1)}">Older posts</a>`);
  return `<nav class="wp-pagenavi" aria-label="Blog pages">${parts.join('')}</nav>`;
}

function article(post) {
  const date = new Date(`${post.published_on}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `<article id="post-${post.id}" class="et_pb_post clearfix et_pb_no_thumb post-${post.id} post type-post status-publish"><h2 class="entry-title">${escapeHtml(post.title)}</h2><p class="post-meta"><span class="published">${date}</span></p><div class="post-content"><div class="post-content-inner"><p>${escapeHtml(post.excerpt)}</p></div>${post.extra_html}</div></article>`;
}

/**
 * The blog module for page `n`: its posts and links, or on a page past the last, the theme's "no results". The grid
 * variant prints the theme's blog grid: the posts in `.et_pb_salvattore_content[data-columns]`, which the theme's
 * stylesheet keeps transparent until a script deals them into columns (THEME-CSS.md §11).
 */
function blogModule(db, n, grid) {
  const perPage = grid ? GRID_POSTS_PER_PAGE : POSTS_PER_PAGE;
  const count = db.prepare('SELECT count(*) FROM blog_posts').pluck().get();
  const total = Math.max(1, Math.ceil(count / perPage));
  const posts = db
    .prepare('SELECT * FROM blog_posts ORDER BY published_on DESC, id DESC LIMIT ? OFFSET ?')
    .all(perPage, (n - 1) * perPage);
  const query = grid ? GRID : '';
  const list = posts.map(article).join('');
  const inside = posts.length
    ? (grid ? `<div class="et_pb_salvattore_content" data-columns>${list}</div>` : list) + pageNavi(n, total, query)
    : `<div class="entry"><h2 class="not-found-title">No results found</h2><p>There is no page ${n} of posts. <a href="${BLOG_PATH}${query}">Back to the newest posts</a>.</p></div>`;
  const html = grid
    ? `<div class="et_pb_module et_pb_blog_grid_wrapper et_pb_blog_1"><div class="et_pb_blog_grid clearfix et_pb_bg_layout_light"><div class="et_pb_ajax_pagination_container">${inside}</div></div></div>`
    : `<div class="et_pb_module et_pb_posts et_pb_blog_0 et_pb_bg_layout_light"><div class="et_pb_ajax_pagination_container">${inside}</div></div>`;
  return { found: posts.length > 0, total, html };
}

/**
 * The whole page for `pathname` (status 200, or 404 past the last page), from the template site/cms/blog.html;
 * undefined when the path is not the blog's. `fill` is the server's page template (nonces); `search` the query
 * (`layout=grid`: the grid variant).
 */
export function blogPage(pathname, db, root, fill = (html) => html, search = '') {
  const n = blogPageNumber(pathname);
  if (n === undefined) return undefined;
  const module = blogModule(db, n, new URLSearchParams(search).get('layout') === 'grid');
  const title = module.found ? (n === 1 ? 'Journal' : `Journal, page ${n}`) : 'Page not found';
  const template = readFileSync(join(root, 'site/cms/blog.html'), 'utf8');
  const body = template
    .replace('<!-- blog module -->', module.html)
    .replace('<title>Journal', `<title>${title}`)
    .replace('<body>', module.found ? '<body class="blog">' : '<body class="error404">');
  return { status: module.found ? 200 : 404, body: fill(body) };
}
