/**
 * The feed's parts when they cannot load (offline for a moment), and on the next use: the broken-image fallback
 * (feed-extras) and the page reader (load-more). A file of its own: each part loads once per page, and here no test
 * has loaded them before.
 */
import { expect } from '@open-wc/testing';
import { failNextLoads } from '../base/on-demand.js';
import { warningsDuring } from '../base/test/console.js';
import { mount, unmountAll } from '../base/test/suites.js';
import { until } from '../base/test/until.js';
import { configure, resetConfig } from '../core/config.js';
import './define.js';
import type { SbiFeedElement } from './sbi-feed.js';
import { feed, item } from './sbi-feed.fixtures.js';

const MEDIA = '/site/cms/media';
const imgs = (el: Element) => [...el.querySelectorAll<HTMLImageElement>('.sbi_item img')];
const mountFeed = (html: string) => mount<SbiFeedElement>(`<div style="width: 800px">${html}</div>`, 'sbi-feed');
const replyUrl = (reply: unknown) =>
  `/test/replies/json:${encodeURIComponent(JSON.stringify(reply))}?key=${Math.random().toString(36).slice(2)}`;

afterEach(() => {
  unmountAll();
  resetConfig();
});

describe('<sbi-feed> when its parts cannot load', () => {
  it('leaves a broken image as it is while the fallback code cannot load, and falls back on the next error', async () => {
    // resizeDisable (the fixture's default) and no header: nothing asks for the code before an image breaks. Every
    // source loads, so the only errors are the test's.
    const sources = {
      d: `${MEDIA}/still-1.svg`,
      150: `${MEDIA}/still-2.svg`,
      320: `${MEDIA}/still-3.svg`,
      640: `${MEDIA}/still-4.svg`,
    };
    const el = await mountFeed(feed({ cols: 4, itemsHtml: item(1, sources) }));
    const img = imgs(el)[0];
    await until(() => img.getAttribute('src') === sources[320]);
    failNextLoads('sbi-feed/feed-extras');
    const warnings = await warningsDuring(async () => {
      img.dispatchEvent(new Event('error'));
      await el.updateComplete;
    });
    expect(warnings.length).to.equal(1);
    expect(warnings[0]).to.contain('sbi-feed/feed-extras could not load');
    expect([el.querySelector('.sbi_had_error'), img.getAttribute('src')]).to.deep.equal([null, sources[320]]);

    img.dispatchEvent(new Event('error'));
    await el.updateComplete;
    expect(el.querySelectorAll('.sbi_had_error').length).to.equal(1);
    expect(img.getAttribute('src')).to.equal(sources[640]);
  });

  it('says the load failed when the page reader cannot load, and the next "Load more" loads it and adds the posts', async () => {
    configure({ ajaxUrl: replyUrl({ html: item(9), feedStatus: { shouldPaginate: true } }) });
    const el = await mountFeed(feed({ items: 4, num: 4 }));
    failNextLoads('sbi-feed/load-more');
    const warnings = await warningsDuring(() => el.loadMore());
    expect(warnings.length).to.equal(1);
    expect(warnings[0]).to.contain('sbi-feed/load-more could not load');
    expect([el.querySelectorAll('.sbi_item').length, el.querySelector('.sbi_btn_text')!.textContent]).to.deep.equal([
      4,
      'Loading failed – try again',
    ]);
    expect(el.querySelector('.sbi-feed__status')!.textContent).to.equal('Loading failed – try again');

    await el.loadMore();
    expect(el.querySelectorAll('.sbi_item').length).to.equal(5);
    expect(el.querySelector('.sbi-feed__status')!.textContent).to.equal('1 more posts loaded');
  });
});
