import { expect, oneEvent } from '@open-wc/testing';
import { warningsDuring } from '../base/test/console.js';
import { loadStyles } from '../base/test/styles.js';
import { mount, runA11ySuite, runCleanupSuite, runUpgradeSuite, unmountAll } from '../base/test/suites.js';
import { until } from '../base/test/until.js';
import { resetConfig } from '../core/config.js';
import './define.js';
import { PbPortfolioElement } from './pb-portfolio.js';
import { filterable, fixtures, fullwidthGrid } from './pb-portfolio.fixtures.js';

const shown = (el: Element) =>
  [...el.querySelectorAll<HTMLElement>('.et_pb_portfolio_item')].filter((i) => !i.hidden).map((i) => i.id);
const filter = (el: Element, slug: string) => el.querySelector<HTMLAnchorElement>(`a[data-category-slug="${slug}"]`)!;
const pageLink = (el: Element, text: string) =>
  [...el.querySelectorAll<HTMLAnchorElement>('.et_pb_portofolio_pagination a')].find((a) => a.textContent === text)!;

before(() => loadStyles('/elements/pb-portfolio/pb-portfolio.css'));
afterEach(() => {
  unmountAll();
  history.replaceState(null, '', location.pathname + location.search);
});

// The live status is made for filters and pages, which the fullwidth grid has not.
runUpgradeSuite({
  element: PbPortfolioElement,
  fixtures: { 'filterable portfolio': fixtures['filterable portfolio'] },
  chrome: '.pb-portfolio__status',
});
runUpgradeSuite({ element: PbPortfolioElement, fixtures: { 'fullwidth grid': fixtures['fullwidth grid'] } });
runCleanupSuite({ element: PbPortfolioElement, fixtures }, (el) => (el as PbPortfolioElement).show('films', 2));
runA11ySuite({ element: PbPortfolioElement, fixtures }, [
  { name: 'all' },
  { name: 'filtered, page 2', enter: (el) => (el as PbPortfolioElement).show('films', 2) },
]);

describe('<pb-portfolio> filters and pages', () => {
  it("pages all projects by data-posts-number, with the theme's page links and a live count", async () => {
    const el = await mount<PbPortfolioElement>(filterable(), 'pb-portfolio');
    expect(shown(el)).to.deep.equal(['post-1', 'post-2', 'post-3']);
    expect(el.pages).to.equal(3);
    expect(el.querySelector('.et_pb_portofolio_pagination')!.getAttribute('aria-label')).to.equal('Portfolio pages');
    expect(el.querySelector('[role="status"]')!.textContent).to.equal('7 projects in All, page 1 of 3');
    expect(filter(el, 'all').getAttribute('aria-current')).to.equal('true');
  });

  it('filters by category: the matching projects, paged anew, the hash id|category|page', async () => {
    const el = await mount<PbPortfolioElement>(filterable(), 'pb-portfolio');
    const event = oneEvent(el, 'pb-page');
    filter(el, 'films').click();
    expect((await event).detail).to.deep.equal({ page: 1, pages: 2 });
    expect(shown(el)).to.deep.equal(['post-1', 'post-2', 'post-4']);
    expect(location.hash).to.equal('#work|films|1');
    expect(
      filter(el, 'films').classList.contains('active') && !filter(el, 'all').classList.contains('active'),
    ).to.equal(true);
    pageLink(el, '2').click();
    expect(shown(el)).to.deep.equal(['post-7']);
    expect(location.hash).to.equal('#work|films|2');
    expect(el.querySelector('[role="status"]')!.textContent).to.equal('4 projects in Films, page 2 of 2');
  });

  it('restores category and page from the hash, and follows back/forward', async () => {
    history.replaceState(null, '', '#work|events|1');
    const el = await mount<PbPortfolioElement>(filterable('1'), 'pb-portfolio');
    expect(el.category).to.equal('events');
    expect(shown(el)).to.deep.equal(['post-3']);
    pageLink(el, '2').click();
    expect(shown(el)).to.deep.equal(['post-6']);
    const popped = new Promise((r) => addEventListener('popstate', r, { once: true }));
    history.back();
    await popped;
    expect(shown(el)).to.deep.equal(['post-3']);
  });

  it('counts 0 posts per page as one page', async () => {
    const el = await mount<PbPortfolioElement>(filterable('0'), 'pb-portfolio');
    expect(shown(el)).to.have.length(7);
    expect(el.querySelector<HTMLElement>('.et_pb_portofolio_pagination')!.hidden).to.equal(true);
  });

  it('warns once for an unknown category and shows all', async () => {
    let el!: PbPortfolioElement;
    const warnings = await warningsDuring(async () => {
      el = await mount<PbPortfolioElement>(filterable(), 'pb-portfolio');
      el.show('sculpture');
    });
    expect(warnings.filter((w) => w.includes('sculpture'))).to.have.length(1);
    expect(el.category).to.equal('all');
  });

  it('shows only the first page before the script runs, so upgrading shifts nothing', async () => {
    const tag = `pb-portfolio-shift-${Math.random().toString(36).slice(2, 7)}`;
    const host = Object.assign(document.createElement('div'), { className: 'pb-test-fixture' });
    host.innerHTML = filterable().replaceAll('pb-portfolio', tag);
    document.body.append(host);
    const items = host.querySelector('.et_pb_portfolio_items')!;
    const before = items.getBoundingClientRect().height;
    class Shift extends PbPortfolioElement {}
    Shift.define(tag);
    await (host.firstElementChild as PbPortfolioElement).updateComplete;
    expect(items.getBoundingClientRect().height).to.equal(before);
  });
});

describe('<pb-portfolio> columns', () => {
  it("takes 5/4/3/2/1 columns from its own width and keeps the theme's columns-N class", async () => {
    const el = await mount<PbPortfolioElement>(`<div style="width: 1100px">${fullwidthGrid}</div>`, 'pb-portfolio');
    const items = el.querySelector<HTMLElement>('.et_pb_portfolio_items')!;
    await until(() => items.classList.contains('columns-4'));
    expect(items.dataset.portfolioColumns).to.equal('4');
    const first = items.children[0].getBoundingClientRect();
    expect(Math.round(items.getBoundingClientRect().width / first.width)).to.equal(4);
    const image = items.querySelector('img')!.getBoundingClientRect();
    expect(Math.abs(image.height - image.width * 0.75) < 1).to.equal(true);
    (el.parentElement as HTMLElement).style.width = '500px';
    await until(() => items.classList.contains('columns-2') && !items.classList.contains('columns-4'));
  });
});

describe("<pb-portfolio> the theme's pagination strings (MARKUP.md §4.2)", () => {
  const prevNext = (el: Element) =>
    [...el.querySelectorAll('.et_pb_portofolio_pagination :is(li.prev > a.page-prev, li.next > a.page-next)')].map(
      (a) => a.textContent,
    );
  afterEach(() => {
    delete (window as { et_pb_custom?: unknown }).et_pb_custom;
    resetConfig();
  });

  it('labels the previous and next page links Prev and Next by default', async () => {
    const el = await mount<PbPortfolioElement>(filterable(), 'pb-portfolio');
    el.show('all', 2);
    await el.updateComplete;
    expect(prevNext(el)).to.deep.equal(['Prev', 'Next']);
  });

  it("labels them with the site's et_pb_custom.prev and next", async () => {
    (window as { et_pb_custom?: unknown }).et_pb_custom = { previous: 'Zurück', next: 'Weiter', prev: 'Zurück' };
    resetConfig();
    const el = await mount<PbPortfolioElement>(filterable(), 'pb-portfolio');
    el.show('all', 2);
    await el.updateComplete;
    expect(prevNext(el)).to.deep.equal(['Zurück', 'Weiter']);
  });
});
