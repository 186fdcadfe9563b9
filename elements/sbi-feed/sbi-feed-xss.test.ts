/**
 * The XSS corpus (test/corpus/) through the feed's "Load more", end to end (TRUST.md #32): the test server answers
 * the plugin's ajax call with a page of posts carrying the vector beside a real item, and the feed appends it as in
 * production. Nothing may run or be inserted unsafely (test/corpus/xss-checks.ts).
 */
import { expect } from '@open-wc/testing';
import { pathSample, throughPath } from '../../test/corpus/xss-checks.js';
import { replyUrl, uniqueKey } from '../base/test/replies.js';
import { configure, resetConfig } from '../core/config.js';
import { feed, item } from './sbi-feed.fixtures.js';
import type { SbiFeedElement } from './sbi-feed.js';
import './define.js';

describe('<sbi-feed> load more: XSS corpus end to end', function () {
  this.timeout(60_000);
  after(() => {
    document.querySelectorAll('[data-xss-host]').forEach((box) => box.remove());
    resetConfig();
  });

  it('inserts nothing that runs, loads a trap or is unsafe, from any of 80 vectors in a page of posts', async () => {
    const vectors = await pathSample(80);
    let appended = 0;
    const { failures } = await throughPath(
      vectors,
      async (box) => {
        box.innerHTML = `<div style="width: 800px">${feed({ items: 4, num: 4 })}</div>`;
        const el = box.querySelector<SbiFeedElement>('sbi-feed')!;
        await el.updateComplete;
        return el;
      },
      async (el, html, label) => {
        // A post id of its own each time: the feed leaves out posts it has shown already.
        const n = 100 + Number(label.split(':')[1]);
        const reply = { html: `${item(n)}${html}`, feedStatus: { shouldPaginate: true } };
        resetConfig();
        configure({ ajaxUrl: replyUrl(`json:${encodeURIComponent(JSON.stringify(reply))}`, uniqueKey()) });
        await el.loadMore();
        if (el.querySelector(`#sbi_1790000000${n}`)) appended++;
      },
    );
    expect(failures).to.deep.equal([]);
    // Every reply was read as a page of posts and appended (not refused, which would insert nothing).
    expect(appended).to.equal(vectors.length);
  });
});
