/**
 * `<pb-portfolio>` under the theme's own rules (THEME-CSS.md §11 and §15; elements/base/test/theme-rules.ts): the
 * theme's CSS hides every `.et_pb_filterable_portfolio_grid .et_pb_portfolio_item`, and its script showed the
 * current category's page by inline display. The element does the same for filters and pages.
 */
import { expect } from '@open-wc/testing';
import { mount } from '../base/test/suites.js';
import { underThemeRules, printed } from '../base/test/theme-rules.js';
import './define.js';
import type { PbPortfolioElement } from './pb-portfolio.js';
import { filterable, fullwidthGrid } from './pb-portfolio.fixtures.js';

/** The ids of the projects the visitor sees (displayed, with a box). */
const seen = (el: Element) =>
  [...el.querySelectorAll<HTMLElement>('.et_pb_portfolio_item')].flatMap((item) =>
    getComputedStyle(item).display !== 'none' && item.getBoundingClientRect().height > 0 ? [item.id] : [],
  );
const filter = (el: Element, slug: string) =>
  el.querySelector<HTMLElement>(`.et_pb_portfolio_filters a[data-category-slug="${slug}"]`)!;

const theme = underThemeRules('/elements/pb-portfolio/pb-portfolio.css');

describe("<pb-portfolio> under the theme's CSS (THEME-CSS.md §11)", () => {
  it('shows the first page of all projects, then a filter shows its matching projects only', async () => {
    await theme.preferMotion('reduce');
    const el = await mount<PbPortfolioElement>(filterable(), 'pb-portfolio');
    expect(seen(el), 'all, page 1').to.deep.equal(['post-1', 'post-2', 'post-3']);
    filter(el, 'events').click();
    expect(seen(el), 'events').to.deep.equal(['post-3', 'post-6']);
    filter(el, 'films').click();
    expect(seen(el), 'films, page 1').to.deep.equal(['post-1', 'post-2', 'post-4']);
    el.querySelector<HTMLElement>('.et_pb_portofolio_pagination a.page-2')!.click();
    expect(seen(el), 'films, page 2').to.deep.equal(['post-7']);
  });

  it('before the element runs, the first page already shows, so upgrading shifts nothing', async () => {
    const host = printed(filterable(), 'pb-portfolio');
    expect(seen(host)).to.deep.equal(['post-1', 'post-2', 'post-3']);
  });

  it('the fullwidth grid shows every project', async () => {
    const el = await mount<PbPortfolioElement>(fullwidthGrid, 'pb-portfolio');
    expect(seen(el)).to.deep.equal(['post-10', 'post-11', 'post-12', 'post-13', 'post-14']);
  });
});
