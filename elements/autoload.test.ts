import { expect } from '@open-wc/testing';
import { until } from './base/test/until.js';
import { VIDEO_ID } from './lazy-video/lazy-video.fixtures.js';
import './autoload.js';

const requested = (part: string) => performance.getEntriesByType('resource').some((entry) => entry.name.includes(part));

describe('autoload', () => {
  it('gives a page without one a single empty <pb-page> at the end of the body, taking no room', async () => {
    const pages = [...document.querySelectorAll('pb-page')];
    expect(pages.map((page) => [page.parentElement?.localName, page.childElementCount])).to.deep.equal([['body', 0]]);
    expect(document.body.lastElementChild === pages[0], 'at the end of the body').to.equal(true);
    await until(() => customElements.get('pb-page'), 4000);
    expect(pages[0].getBoundingClientRect().height).to.equal(0);
    expect(requested('pb-page')).to.equal(true);
  });

  it('loads no element code for a page without its markup', async () => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(customElements.get('lazy-video') === undefined, 'lazy-video not defined').to.equal(true);
    expect(requested('lazy-video/define'), 'lazy-video code not requested').to.equal(false);
  });

  it('adds no <pb-motion> and loads no motion code for a page without entrance animations', async () => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(document.querySelectorAll('pb-motion').length).to.equal(0);
    expect(requested('pb-motion'), 'pb-motion code not requested').to.equal(false);
  });

  it('wraps a bare CMS placeholder (with its noscript) in its tag and loads the element when it appears', async () => {
    const section = document.createElement('section');
    section.innerHTML = `<p>Before</p><div class="rll-youtube-player" data-src="https://www.youtube.com/embed/${VIDEO_ID}" data-id="${VIDEO_ID}" data-alt="Film"></div><noscript><iframe src="https://www.youtube.com/embed/${VIDEO_ID}"></iframe></noscript><p>After</p>`;
    document.body.append(section);
    await customElements.whenDefined('lazy-video');
    const wrapper = section.querySelector('lazy-video')!;
    expect(wrapper.parentElement === section).to.equal(true);
    expect([...wrapper.children].map((child) => child.localName)).to.deep.equal(['div', 'noscript']);
    expect(section.children[1] === wrapper, 'wrapped where it stood').to.equal(true);
    await (wrapper as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
    expect(wrapper.querySelector('.lazy-video__play')?.getAttribute('aria-label')).to.equal('Play video: Film');
    expect(requested('lazy-video/define')).to.equal(true);
    section.remove();
  });

  it('wraps a blog module with ajax pagination (list or grid) in <pb-blog>, and a portfolio with one in its own tag', async () => {
    const section = document.createElement('section');
    const container =
      '<div class="et_pb_ajax_pagination_container"><article class="et_pb_post"><h2>Post</h2></article></div>';
    section.innerHTML = `<div class="et_pb_module et_pb_posts et_pb_blog_0">${container}</div><div class="et_pb_module et_pb_blog_grid_wrapper et_pb_blog_1"><div class="et_pb_blog_grid">${container}</div></div><div class="et_pb_module et_pb_portfolio et_pb_portfolio_grid et_pb_portfolio_0">${container}</div><div class="et_pb_module et_pb_text">Text</div>`;
    document.body.append(section);
    await customElements.whenDefined('pb-blog');
    await until(() => section.querySelector('pb-blog .pb-blog__status'), 4000);
    expect([...section.children].map((child) => child.localName)).to.deep.equal([
      'pb-blog',
      'pb-blog',
      'pb-portfolio',
      'div',
    ]);
    expect(section.querySelectorAll('pb-blog pb-blog, pb-portfolio pb-blog').length).to.equal(0);
    section.remove();
  });

  it('wraps bare roots of different elements nested in one another, each in its own tag, where it stood', async () => {
    const section = document.createElement('section');
    // A video placeholder inside a toggle's content, and an accordion whose own toggles are not wrapped apart.
    section.innerHTML = `<div class="et_pb_module et_pb_toggle et_pb_toggle_close"><h5 class="et_pb_toggle_title">Film</h5><div class="et_pb_toggle_content"><div class="rll-youtube-player" data-id="${VIDEO_ID}" data-alt="Film"></div></div></div><div class="et_pb_module et_pb_accordion"><div class="et_pb_module et_pb_toggle et_pb_toggle_open"><h5 class="et_pb_toggle_title">One</h5><div class="et_pb_toggle_content"><p>1</p></div></div></div>`;
    document.body.append(section);
    await until(() => section.querySelector('lazy-video') && section.querySelectorAll('pb-toggle').length === 2, 2000);
    // The tags and the roots alone, as nested as they are (whatever lies between them left out).
    const roots = [
      ['.et_pb_accordion', 'accordion'],
      ['.et_pb_toggle', 'toggle'],
      ['.rll-youtube-player', 'video'],
    ];
    const label = (node: Element) =>
      node.localName.includes('-') ? node.localName : (roots.find(([selector]) => node.matches(selector))?.[1] ?? '');
    const tree = (node: Element): string => {
      const inside = [...node.children].map(tree).filter(Boolean).join(' ');
      return label(node) ? `${label(node)}(${inside})` : inside;
    };
    expect(tree(section)).to.equal('pb-toggle(toggle(lazy-video(video()))) pb-toggle(accordion(toggle()))');
    await customElements.whenDefined('lazy-video');
    section.remove();
  });

  it('does not wrap a placeholder that already has its tag', async () => {
    const section = document.createElement('section');
    section.innerHTML = `<lazy-video><div class="rll-youtube-player" data-id="${VIDEO_ID}"></div></lazy-video>`;
    document.body.append(section);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(section.querySelectorAll('lazy-video').length).to.equal(1);
    expect(section.querySelector('lazy-video lazy-video') === null).to.equal(true);
    section.remove();
  });

  it('gives a row added later its column class, with nothing else in what was added', async () => {
    const section = document.createElement('section');
    section.innerHTML =
      '<div class="et_pb_row"><div class="et_pb_column et_pb_column_1_4"></div><div class="et_pb_column et_pb_column_1_2"></div><div class="et_pb_column et_pb_column_1_4"></div></div>';
    document.body.append(section);
    await until(() => section.querySelector('.et_pb_row_1-4_1-2_1-4'), 2000);
    section.remove();
  });

  it('lets a <pb-page> the page adds later take over from the one it added: never two', async () => {
    const section = document.createElement('section');
    section.innerHTML = '<pb-page id="later-page"></pb-page>';
    document.body.append(section);
    await until(() => document.querySelectorAll('pb-page').length === 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect([...document.querySelectorAll('pb-page')].map((page) => page.id)).to.deep.equal(['later-page']);
    section.remove();
  });
});
