/**
 * The fullwidth portfolio's carousel leaves its arrows out when no more items than columns show (MARKUP.md §4.1):
 * out of the document, not `hidden`, so a theme `display` rule cannot show them again.
 */
import { expect } from '@open-wc/testing';
import { mount, unmountAll } from '../base/test/suites.js';
import { until } from '../base/test/until.js';
import type { PbCarouselElement } from './pb-carousel.js';
import { portfolioCarousel, reached } from './pb-carousel.fixtures.js';
import './define.js';

/** The portfolio fixture with `count` items. */
const portfolio = (count: number) => {
  const item = portfolioCarousel.match(/<div class="et_pb_portfolio_item [\s\S]*?<\/a><\/div><\/div><\/div>/)![0];
  const [head] = portfolioCarousel.split(item);
  return `${head}${item.repeat(count)}</div></div></pb-carousel>`;
};
const arrows = (el: Element) =>
  el.querySelectorAll('.et-pb-slider-arrows, .et-pb-arrow-prev, .et-pb-arrow-next').length;

describe('<pb-carousel> fullwidth portfolio arrows (MARKUP.md §4.1)', () => {
  afterEach(unmountAll);

  it('leaves the arrows out when all items fit (4 items, 4 columns at 1100 px)', async () => {
    const el = await mount<PbCarouselElement>(`<div style="width: 1100px">${portfolio(4)}</div>`, 'pb-carousel');
    expect(el.querySelectorAll('.et_pb_portfolio_items > .et_pb_portfolio_item').length).to.equal(4);
    expect(arrows(el)).to.equal(0);
    await reached(el);
    expect(arrows(el)).to.equal(0);
  });

  it('shows them when there are more items than columns', async () => {
    const narrow = await mount<PbCarouselElement>(`<div style="width: 900px">${portfolio(4)}</div>`, 'pb-carousel');
    expect(arrows(narrow)).to.equal(3);
    expect(narrow.querySelector('.et-pb-slider-arrows')!.parentElement).to.equal(narrow.root);
    unmountAll();
    const more = await mount<PbCarouselElement>(`<div style="width: 1100px">${portfolio(5)}</div>`, 'pb-carousel');
    expect(arrows(more)).to.equal(3);
    await reached(more);
    expect(arrows(more)).to.equal(3);
  });

  it('follows its own width without a window resize: out when it widens to fit, back when it narrows', async () => {
    const el = await mount<PbCarouselElement>(`<div style="width: 900px">${portfolio(4)}</div>`, 'pb-carousel');
    const column = el.parentElement!;
    expect(arrows(el), '3 columns at 900 px').to.equal(3);
    column.style.width = '1100px';
    await until(() => arrows(el) === 0);
    column.style.width = '700px';
    await until(() => arrows(el) === 3);
    expect(el.querySelector('.et-pb-slider-arrows')!.parentElement === el.root).to.equal(true);
  });
});
