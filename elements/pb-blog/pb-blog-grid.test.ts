/**
 * A blog grid under the theme's rules (THEME-CSS.md §11; MARKUP.md §8.8): its posts are transparent until they sit in
 * the masonry columns the theme's Salvattore built, so <pb-blog> builds them (count and classes from the grid's
 * `::before` hint, posts dealt across the columns), again when the breakpoint changes the hint, and again after a
 * page of posts is swapped in. Also the theme's `post-load` event after a swap, and the block-layout preview's POST.
 */
import { expect } from '@open-wc/testing';
import { replyUrl, uniqueKey } from '../base/test/replies.js';
import { mount, runCleanupSuite } from '../base/test/suites.js';
import { printed, underThemeRules } from '../base/test/theme-rules.js';
import { until } from '../base/test/until.js';
import { withViewport } from '../base/test/viewport.js';
import './define.js';
import { clearReplies } from './blog-load.js';
import { PbBlogElement } from './pb-blog.js';
import { pageHref } from './pb-blog.fixtures.js';

const post = (n: number) =>
  `<article class="et_pb_post clearfix"><h2 class="entry-title">Grid post ${n}</h2></article>`;
const grid = (posts: number[], nav = '') =>
  `<pb-blog><div class="et_pb_module et_pb_blog_grid_wrapper et_pb_blog_2"><div class="et_pb_blog_grid clearfix"><div class="et_pb_ajax_pagination_container"><div class="et_pb_salvattore_content" data-columns>${posts
    .map(post)
    .join('')}</div>${nav}</div></div></div></pb-blog>`;
const toPage2 = `<nav class="wp-pagenavi" aria-label="Grid pages"><span class="pages">Page 1 of 2</span><a class="page" href="${pageHref(2)}" aria-label="Page 2">2</a></nav>`;

/** Each column's classes and post numbers. */
const columnsOf = (el: Element) =>
  [...el.querySelectorAll('.et_pb_salvattore_content > *')].map((column) => [
    column.className,
    [...column.querySelectorAll('.entry-title')].map((h) => Number(h.textContent!.replace('Grid post ', ''))),
  ]);
const opacities = (el: Element) => [...el.querySelectorAll('.et_pb_post')].map((p) => getComputedStyle(p).opacity);

underThemeRules('/elements/pb-blog/pb-blog.css');
const original = location.href;
afterEach(() => {
  clearReplies();
  history.replaceState(null, '', original);
});

runCleanupSuite({ element: PbBlogElement, fixtures: { 'grid blog': grid([1, 2, 3, 4, 5]) } });

describe('<pb-blog> grid columns under the theme rules', () => {
  it('the printed grid hides its posts, as the theme does until its script runs', async () => {
    const host = printed(grid([1, 2, 3]), 'pb-blog');
    expect(opacities(host)).to.deep.equal(['0', '0', '0']);
    host.remove();
  });

  it('deals the posts across three columns on a desktop, the first row reading across, every post visible', async () => {
    await withViewport({ width: 1280, height: 800 }, async () => {
      const el = await mount(grid([1, 2, 3, 4, 5]), 'pb-blog');
      await until(() => el.querySelector('.column'));
      expect(columnsOf(el)).to.deep.equal([
        ['column size-1of3', [1, 4]],
        ['column size-1of3', [2, 5]],
        ['column size-1of3', [3]],
      ]);
      expect(el.querySelector('.et_pb_salvattore_content')!.getAttribute('data-columns')).to.equal('3');
      expect(opacities(el)).to.deep.equal(['1', '1', '1', '1', '1']);
      const [first, second] = [1, 2].map((n) =>
        [...el.querySelectorAll('.et_pb_post')]
          .find((p) => p.textContent === `Grid post ${n}`)!
          .getBoundingClientRect(),
      );
      expect(Math.round(first!.top)).to.equal(Math.round(second!.top));
      expect(first!.left).to.be.lessThan(second!.left);
    });
  });

  it('builds the columns again when the breakpoint changes their number, keeping the posts and their order', async () => {
    await withViewport({ width: 1280, height: 800 }, async () => {
      const el = await mount(grid([1, 2, 3, 4, 5]), 'pb-blog');
      await until(() => el.querySelectorAll('.column').length === 3);
      const firstPost = el.querySelector('.et_pb_post');
      await withViewport({ width: 900, height: 800 }, async () => {
        await until(() => el.querySelectorAll('.column').length === 2);
        expect(columnsOf(el)).to.deep.equal([
          ['column size-1of2', [1, 3, 5]],
          ['column size-1of2', [2, 4]],
        ]);
        // The same nodes moved, not copies.
        expect(el.querySelector('.et_pb_post')).to.equal(firstPost);
      });
      await until(() => el.querySelectorAll('.column').length === 3);
      expect(columnsOf(el)[0]).to.deep.equal(['column size-1of3', [1, 4]]);
    });
  });

  it("builds the columns of a page swapped in, and fires the theme's post-load on the body after it", async () => {
    await withViewport({ width: 1280, height: 800 }, async () => {
      history.replaceState(null, '', pageHref(1));
      const el = await mount(grid([1, 2, 3], toPage2), 'pb-blog');
      await until(() => el.querySelector('.column'));
      let postLoads = 0;
      const count = () => postLoads++;
      document.body.addEventListener('post-load', count);
      try {
        el.querySelector<HTMLAnchorElement>(`a[href="${pageHref(2)}"]`)!.click();
        await until(() => el.textContent!.includes('Grid post 4') && el.querySelector('.column'));
        expect(columnsOf(el)).to.deep.equal([
          ['column size-1of3', [4, 7]],
          ['column size-1of3', [5]],
          ['column size-1of3', [6]],
        ]);
        expect(opacities(el)).to.deep.equal(['1', '1', '1', '1']);
        expect(postLoads).to.equal(1);
      } finally {
        document.body.removeEventListener('post-load', count);
      }
    });
  });
});

describe('<pb-blog> in a block-layout preview', () => {
  it('asks for the next page by POST with the layout content, as the theme did', async () => {
    const key = uniqueKey();
    const page = `<html><body><div class="et_pb_module et_pb_posts et_pb_blog_0"><div class="et_pb_ajax_pagination_container"><article class="et_pb_post"><h2 class="entry-title">Previewed post</h2></article></div></div></body></html>`;
    const href = replyUrl(`text:${encodeURIComponent(page)}`, key);
    const globals = globalThis as { ETBlockLayoutModulesScript?: unknown };
    globals.ETBlockLayoutModulesScript = { layoutContent: '[et_pb_section][et_pb_blog /][/et_pb_section]' };
    document.body.classList.add('et-block-layout-preview');
    try {
      const el = await mount(
        `<pb-blog><div class="et_pb_module et_pb_posts et_pb_blog_0"><div class="et_pb_ajax_pagination_container"><article class="et_pb_post"><h2 class="entry-title">First</h2></article><nav class="wp-pagenavi"><a class="page" href="${href}">2</a></nav></div></div></pb-blog>`,
        'pb-blog',
      );
      el.querySelector<HTMLAnchorElement>('.wp-pagenavi a')!.click();
      await until(() => el.textContent!.includes('Previewed post'));
      const [logged] = (await (await fetch(`/test/replies/log?key=${key}`)).json()) as Array<{
        method?: string;
        fields: [string, string][];
      }>;
      expect(logged!.fields).to.deep.equal([
        ['et_layout_block_layout_content', '[et_pb_section][et_pb_blog /][/et_pb_section]'],
      ]);
    } finally {
      delete globals.ETBlockLayoutModulesScript;
      document.body.classList.remove('et-block-layout-preview');
    }
  });
});
