/**
 * The reader of other pages (blog-load.ts) loads on demand, with the first page link pressed; when it cannot, the
 * link does what it always did (an ordinary navigation), one warning says so, and the next press loads it. In a file
 * of its own: a part that has loaded stays loaded for the page.
 */
import { expect } from '@open-wc/testing';
import { failNextLoads } from '../base/on-demand.js';
import { warningsDuring } from '../base/test/console.js';
import { mount, unmountAll } from '../base/test/suites.js';
import { until } from '../base/test/until.js';
import './define.js';
import { PbBlogElement } from './pb-blog.js';
import { cmsBlog, pageHref } from './pb-blog.fixtures.js';

describe('<pb-blog> when its reader cannot load', () => {
  const original = location.href;
  const realNavigate = PbBlogElement.navigate;
  let navigated: string[] = [];
  beforeEach(() => {
    navigated = [];
    PbBlogElement.navigate = (href) => void navigated.push(href);
    history.replaceState(null, '', pageHref(1));
  });
  afterEach(() => {
    unmountAll();
    PbBlogElement.navigate = realNavigate;
    history.replaceState(null, '', original);
  });

  it('navigates to the page and warns once; the next press loads the page in place', async () => {
    const el = await mount<PbBlogElement>(cmsBlog(), 'pb-blog');
    const link = () =>
      [...el.querySelectorAll<HTMLAnchorElement>('a')].find((a) => a.getAttribute('href') === pageHref(2))!;
    failNextLoads('<pb-blog> loader');
    const warnings = await warningsDuring(async () => {
      link().click();
      await until(() => navigated.length, 4000);
    });
    expect(navigated).to.deep.equal([new URL(pageHref(2), location.href).href]);
    expect(warnings.length).to.equal(1);
    expect(warnings[0]).to.contain('<pb-blog> loader could not load');
    expect(el.querySelector('[role="alert"]')?.textContent).to.equal('');
    link().click();
    await until(() => el.page === 2, 4000);
    expect([...el.querySelectorAll('.entry-title')].map((h) => h.textContent)).to.deep.equal([
      'Third post',
      'Fourth post',
    ]);
    expect(navigated.length).to.equal(1);
  });
});
