/**
 * The XSS corpus (test/corpus/) through a blog page loaded in place, end to end (TRUST.md #32): a page link leads to
 * the test server, which answers with a whole blog page whose module carries the vector beside a post, and the
 * element swaps its posts in as in production. Nothing may run or be inserted unsafely (test/corpus/xss-checks.ts).
 */
import { expect } from '@open-wc/testing';
import { pathSample, throughPath } from '../../test/corpus/xss-checks.js';
import { preferMotion } from '../base/test/motion-preference.js';
import { replyUrl, uniqueKey } from '../base/test/replies.js';
import { clearReplies } from './blog-load.js';
import { PbBlogElement } from './pb-blog.js';
import './define.js';

const MODULE = 'et_pb_module et_pb_posts et_pb_blog_0';
const post = (title: string) => `<article class="et_pb_post"><h2 class="entry-title">${title}</h2></article>`;
/** The first page as printed, with an "Older Entries" link to `href`. */
const blog = (href: string) =>
  `<pb-blog><div class="${MODULE}"><div class="et_pb_ajax_pagination_container">${post('First post')}<div class="pagination clearfix"><div class="alignleft"><a href="${href}">« Older Entries</a></div></div></div></div></pb-blog>`;
/** The CMS's next page, its module holding `inside` after a post. */
const nextPage = (inside: string) =>
  `<!doctype html><html><head><title>Blog, page 2</title></head><body><div class="${MODULE}"><div class="et_pb_ajax_pagination_container">${post('Loaded post')}${inside}</div></div></body></html>`;

describe('<pb-blog> page load: XSS corpus end to end', function () {
  this.timeout(60_000);
  const realNavigate = PbBlogElement.navigate;
  const navigated: string[] = [];
  let undoMotion: () => Promise<void> = async () => {};
  const { pushState, replaceState } = history;
  before(async () => {
    PbBlogElement.navigate = (href) => void navigated.push(href);
    // The address is not under test here, and WebKit refuses more than 100 history changes in 10 s (each load
    // makes two): the history methods do nothing meanwhile.
    Object.assign(history, { pushState: () => {}, replaceState: () => {} });
    // No fade while loading: 100 pages in a row would spend most of the run waiting on it.
    undoMotion = await preferMotion('reduce');
  });
  after(async () => {
    await undoMotion();
    Object.assign(history, { pushState, replaceState });
    document.querySelectorAll('[data-xss-host]').forEach((box) => box.remove());
    PbBlogElement.navigate = realNavigate;
    clearReplies();
  });

  it('inserts nothing that runs, loads a trap or is unsafe, from any of 50 vectors in a blog page', async () => {
    const vectors = await pathSample(50);
    let loaded = 0;
    const { failures } = await throughPath(
      vectors,
      async (box) => box,
      async (box, html) => {
        box.innerHTML = blog(replyUrl(`text:${encodeURIComponent(nextPage(html))}`, uniqueKey()));
        const el = box.querySelector<PbBlogElement>('pb-blog')!;
        await el.updateComplete;
        const changed = new Promise((resolve) => el.addEventListener('pb-page-changed', resolve, { once: true }));
        const link = el.querySelector('a')!;
        link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
        await Promise.race([changed, new Promise((resolve) => setTimeout(resolve, 3000))]);
        if (el.querySelector('.entry-title')?.textContent === 'Loaded post') loaded++;
      },
    );
    expect(failures).to.deep.equal([]);
    // Every page was loaded in place (none fell back to following the link, which inserts nothing).
    expect([loaded, navigated.length]).to.deep.equal([vectors.length, 0]);
  });
});
