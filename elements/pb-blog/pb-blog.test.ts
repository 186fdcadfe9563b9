import { expect } from '@open-wc/testing';
import { preferMotion } from '../base/test/motion-preference.js';
import { replyUrl, uniqueKey } from '../base/test/replies.js';
import {
  mount,
  runA11ySuite,
  runCleanupSuite,
  runMotionSuite,
  runUpgradeSuite,
  unmountAll,
} from '../base/test/suites.js';
import { loadStyles } from '../base/test/styles.js';
import { until } from '../base/test/until.js';
import './define.js';
import { clearReplies } from './blog-load.js';
import { PbBlogElement } from './pb-blog.js';
import { cmsBlog, cmsBlogOlderNewer, fixtures, pageHref, PAGES } from './pb-blog.fixtures.js';

const STYLES = '/elements/pb-blog/pb-blog.css';
const titles = (el: Element) => [...el.querySelectorAll('.entry-title')].map((h) => h.textContent);
const container = (el: Element) => el.querySelector<HTMLElement>('.et_pb_ajax_pagination_container')!;
const link = (el: Element, href: string) =>
  [...el.querySelectorAll<HTMLAnchorElement>('a')].find((a) => a.getAttribute('href') === href)!;
const status = (el: Element) => el.querySelector('[role="status"]')?.textContent ?? '';
const alert = (el: Element) => el.querySelector('[role="alert"]')?.textContent ?? '';
/** Requests made for a page, from the resource timing entries. */
const requestsFor = (href: string) =>
  performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith(href)).length;

/** Clicks `a` (with `init`), recording whether the page would follow it; nothing is followed for real. */
function press(a: HTMLAnchorElement, init: MouseEventInit = {}): boolean {
  let followed = false;
  const record = (event: Event) => {
    followed = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', record, { once: true });
  a.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  window.removeEventListener('click', record);
  return followed;
}

const changed = (el: Element) =>
  new Promise<{ page: number; total: number | undefined; href: string }>((resolve) =>
    el.addEventListener('pb-page-changed', (event) => resolve((event as CustomEvent).detail), { once: true }),
  );

const original = location.href;
let navigated: string[] = [];
const realNavigate = PbBlogElement.navigate;

before(() => loadStyles(STYLES));
beforeEach(() => {
  navigated = [];
  PbBlogElement.navigate = (href) => void navigated.push(href);
  // The page the tests' history starts on is the blog's first page, so going back to it loads a real blog page.
  history.replaceState(null, '', pageHref(1));
});
afterEach(() => {
  unmountAll();
  clearReplies();
  PbBlogElement.navigate = realNavigate;
  history.replaceState(null, '', original);
});

runUpgradeSuite({ element: PbBlogElement, fixtures, chrome: '.pb-blog__status[role="status"]' });
// The grid fixture's module has no counterpart in the test pages: its states are the first page's.
runA11ySuite({ element: PbBlogElement, fixtures: { 'CMS blog': cmsBlog(), 'older/newer links': cmsBlogOlderNewer } }, [
  { name: 'first page' },
  {
    name: 'second page loaded',
    enter: async (el) => {
      const done = changed(el);
      press(link(el, pageHref(2)));
      await done;
      // axe judges the colours once the fade back to full opacity has ended.
      await until(() => getComputedStyle(container(el)).opacity === '1', 2000);
    },
  },
]);
runCleanupSuite({ element: PbBlogElement, fixtures, chrome: '.pb-blog__status[role="status"]' });
runMotionSuite('pb-blog', STYLES);

describe('<pb-blog> ajax pagination', () => {
  it("loads the linked page's posts into the module in place, with the page's real address", async () => {
    const el = await mount<PbBlogElement>(cmsBlog(), 'pb-blog');
    const done = changed(el);
    expect(press(link(el, pageHref(2)))).to.equal(false);
    const detail = await done;
    expect(titles(el)).to.deep.equal(['Third post', 'Fourth post']);
    expect(location.pathname + location.search).to.equal(pageHref(2));
    expect(detail).to.deep.equal({ page: 2, total: 3, href: new URL(pageHref(2), location.href).href });
    expect(el.page).to.equal(2);
    // The other module in the reply, and the reply's page around the module, stay out.
    expect(el.textContent?.includes("Another module's post")).to.equal(false);
    expect(navigated).to.deep.equal([]);
  });

  it('moves focus to the first new heading and says "Page 2 of 3" politely', async () => {
    const el = await mount<PbBlogElement>(cmsBlog(), 'pb-blog');
    const done = changed(el);
    press(link(el, pageHref(2)));
    await done;
    expect(document.activeElement?.textContent).to.equal('Third post');
    expect(document.activeElement?.getAttribute('tabindex')).to.equal('-1');
    expect(status(el)).to.equal('Page 2 of 3');
    expect(alert(el)).to.equal('');
  });

  it('says only the page number when the links do not say how many pages there are', async () => {
    const el = await mount<PbBlogElement>(cmsBlogOlderNewer, 'pb-blog');
    const done = changed(el);
    press(link(el, pageHref(2)));
    await done;
    expect(titles(el)).to.deep.equal(['Third post', 'Fourth post']);
    // The reply's own links are WP-PageNavi's: they count the pages.
    expect(status(el)).to.equal('Page 2 of 3');
  });

  it("takes the reply's cached design styles with the posts, without their @import", async () => {
    const el = await mount<PbBlogElement>(cmsBlog(), 'pb-blog');
    const done = changed(el);
    press(link(el, pageHref(2)));
    await done;
    expect(getComputedStyle(el.querySelector('.entry-title')!).color).to.equal('rgb(1, 2, 3)');
    expect(requestsFor('never.css')).to.equal(0);
  });

  it('sanitises the swapped posts: no script, no handler, no javascript: link, no frame', async () => {
    const el = await mount<PbBlogElement>(cmsBlog(), 'pb-blog');
    const done = changed(el);
    press(link(el, pageHref(3)));
    await done;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect((window as { __pwned?: number }).__pwned).to.equal(undefined);
    expect(el.querySelector('.hostile')?.textContent?.replace(/\s+/g, '')).to.equal('Hostilex');
    expect(el.querySelectorAll('script, iframe, [onerror]').length).to.equal(0);
    expect(el.querySelector('#js-link')?.hasAttribute('href')).to.equal(false);
  });

  it('keeps replies per address and module: a page seen before, or the one printed, is not fetched again', async () => {
    const el = await mount<PbBlogElement>(cmsBlog(), 'pb-blog');
    performance.clearResourceTimings();
    let done = changed(el);
    press(link(el, pageHref(2)));
    await done;
    done = changed(el);
    press(link(el, pageHref(1)));
    await done;
    expect(titles(el)).to.deep.equal(['First post', 'Second post']);
    done = changed(el);
    press(link(el, pageHref(2)));
    await done;
    expect(titles(el)).to.deep.equal(['Third post', 'Fourth post']);
    // The page's own address shows the posts it was printed with: never fetched.
    expect([requestsFor(pageHref(2)), requestsFor(pageHref(1))]).to.deep.equal([1, 0]);
  });

  it('scrolls the module to 50 px below the fixed header', async () => {
    const header = Object.assign(document.createElement('div'), { id: 'main-header' });
    header.style.cssText = 'position: fixed; top: 0; left: 0; right: 0; height: 80px';
    const before = Object.assign(document.createElement('div'), { className: 'pb-test-fixture' });
    before.style.height = '2000px';
    document.body.prepend(header, before);
    try {
      const el = await mount<PbBlogElement>(`${cmsBlog()}<div style="height: 3000px"></div>`, 'pb-blog');
      scrollTo({ top: 0, behavior: 'instant' });
      const done = changed(el);
      press(link(el, pageHref(2)));
      await done;
      expect(el.querySelector('.et_pb_module')!.getBoundingClientRect().top).to.be.closeTo(130, 1.5);
    } finally {
      header.remove();
      scrollTo({ top: 0, behavior: 'instant' });
    }
  });

  it('steps back and forward through the pages with the history', async () => {
    const el = await mount<PbBlogElement>(cmsBlog(), 'pb-blog');
    let done = changed(el);
    press(link(el, pageHref(2)));
    await done;
    done = changed(el);
    press(link(el, pageHref(3)));
    await done;
    expect(titles(el)).to.deep.equal(['Fifth post']);
    done = changed(el);
    history.back();
    await done;
    expect([titles(el), location.search, status(el)]).to.deep.equal([
      ['Third post', 'Fourth post'],
      '?paged=2',
      'Page 2 of 3',
    ]);
    done = changed(el);
    history.back();
    await done;
    expect([titles(el), location.search, status(el)]).to.deep.equal([
      ['First post', 'Second post'],
      '?paged=1',
      'Page 1 of 3',
    ]);
    done = changed(el);
    history.forward();
    await done;
    expect([titles(el), location.search]).to.deep.equal([['Third post', 'Fourth post'], '?paged=2']);
    // Back where the test started, so the runner's history is as it was.
    const back = changed(el);
    history.back();
    await back;
  });

  it('leaves clicks with a modifier key, another button or a target to the browser', async () => {
    const el = await mount<PbBlogElement>(cmsBlog(), 'pb-blog');
    const a = link(el, pageHref(2));
    const followed = [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }].map((init) =>
      press(a, init),
    );
    a.target = '_blank';
    followed.push(press(a));
    expect(followed).to.deep.equal([true, true, true, true, true]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(titles(el)).to.deep.equal(['First post', 'Second post']);
  });

  for (const scenario of ['status-500', 'drop']) {
    it(`keeps the page on a failed load (${scenario}), says so in an alert, and lets a second press navigate`, async () => {
      const href = replyUrl(scenario, uniqueKey());
      const el = await mount<PbBlogElement>(cmsBlog(`<a class="page" href="${href}">Broken</a>`), 'pb-blog');
      expect(press(link(el, href))).to.equal(false);
      await until(() => alert(el), 4000);
      expect(alert(el)).to.equal('That page could not be loaded. Press the link again to open it.');
      expect(titles(el)).to.deep.equal(['First post', 'Second post']);
      expect(location.search).to.equal('?paged=1');
      expect(container(el).classList.contains('pb-blog--loading')).to.equal(false);
      expect(press(link(el, href))).to.equal(true);
      // Another link still loads in place, and clears the alert.
      const done = changed(el);
      press(link(el, pageHref(2)));
      await done;
      expect([alert(el), titles(el)]).to.deep.equal(['', ['Third post', 'Fourth post']]);
    });
  }

  it('opens a reply without the module as an ordinary navigation, the page unchanged', async () => {
    const href = `${PAGES}no-module.html`;
    const el = await mount<PbBlogElement>(cmsBlog(`<a class="page" href="${href}">Elsewhere</a>`), 'pb-blog');
    press(link(el, href));
    await until(() => navigated.length, 4000);
    expect(navigated).to.deep.equal([new URL(href, location.href).href]);
    expect(titles(el)).to.deep.equal(['First post', 'Second post']);
  });

  it('fades the posts to 0.2 while loading, over 600 ms', async () => {
    const restore = await preferMotion('no-preference');
    try {
      const href = replyUrl('slow-1500-status-500', uniqueKey());
      const el = await mount<PbBlogElement>(cmsBlog(`<a class="page" href="${href}">Slow</a>`), 'pb-blog');
      press(link(el, href));
      expect(getComputedStyle(container(el)).transitionDuration).to.equal('0.6s');
      await until(() => getComputedStyle(container(el)).opacity === '0.2', 1400);
      expect(getComputedStyle(container(el)).opacity).to.equal('0.2');
      await until(() => alert(el), 4000);
      await until(() => getComputedStyle(container(el)).opacity === '1', 2000);
      expect(getComputedStyle(container(el)).opacity).to.equal('1');
    } finally {
      await restore();
    }
  });

  it('neither fades nor dims under reduced motion', async () => {
    const restore = await preferMotion('reduce');
    try {
      const href = replyUrl('slow-800-status-500', uniqueKey());
      const el = await mount<PbBlogElement>(cmsBlog(`<a class="page" href="${href}">Slow</a>`), 'pb-blog');
      press(link(el, href));
      expect(container(el).classList.contains('pb-blog--loading')).to.equal(false);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(getComputedStyle(container(el)).opacity).to.equal('1');
      await until(() => alert(el), 4000);
    } finally {
      await restore();
    }
  });

  it('warns and stays out of the way without a paginated module', async () => {
    const el = await mount<PbBlogElement>(
      '<pb-blog><div class="et_pb_module et_pb_posts"><p>No pages.</p></div></pb-blog>',
      'pb-blog',
    );
    expect(el.querySelectorAll('[role="status"], [role="alert"]').length).to.equal(0);
  });
});
