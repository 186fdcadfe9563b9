/**
 * A "Load more" reply whose continuation runs inside a ResizeObserver callback, as WebKit runs a fetch's reactions
 * at the next script callback, which may be one inside the rendering update (the load-more XSS test met it in about
 * 1 WebKit run in 10). Appending the posts there would grow the feed's observed container after its observation was
 * gathered, and every engine then reports "ResizeObserver loop completed with undelivered notifications". Here the
 * reply is released from such a callback on purpose, in every engine, and the feed must append it without the error.
 */
import { expect } from '@open-wc/testing';
import { loadStyles } from '../base/test/styles.js';
import { mount, unmountAll } from '../base/test/suites.js';
import { until } from '../base/test/until.js';
import { configure, resetConfig } from '../core/config.js';
import './define.js';
import type { SbiFeedElement } from './sbi-feed.js';
import { feed, item } from './sbi-feed.fixtures.js';
import { nestedBox } from '../base/test/nested-box.js';

const replyUrl = (reply: unknown) =>
  `/test/replies/json:${encodeURIComponent(JSON.stringify(reply))}?key=sbi-loop-${Date.now()}-${Math.random()}`;

describe('<sbi-feed> load more: a reply that resumes inside a ResizeObserver callback', () => {
  before(() => loadStyles('/elements/sbi-feed/sbi-feed.css'));
  afterEach(() => {
    unmountAll();
    resetConfig();
  });

  it('appends the posts without a ResizeObserver loop error', async () => {
    const el = await mount<SbiFeedElement>(`<div style="width: 800px">${feed({ items: 4, num: 4 })}</div>`, 'sbi-feed');
    const deep = nestedBox(el.closest<HTMLElement>('.pb-test-fixture')!, 20);
    // A first page loads the page reader (on demand), so the second reply's continuation waits for nothing else.
    configure({ ajaxUrl: replyUrl({ html: item(5), feedStatus: { shouldPaginate: true } }) });
    await el.loadMore();
    // The button takes a new click once its loader is reset (LOADER_RESET_DELAY after the reply).
    await until(() => !el.querySelector('.sbi_load_btn')!.hasAttribute('aria-busy'));
    configure({ ajaxUrl: replyUrl({ html: item(9) + item(10) + item(11) + item(12), feedStatus: {} }) });

    const errors: string[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.message);
    addEventListener('error', onError);
    const realFetch = window.fetch;
    let arrived!: () => void;
    const replied = new Promise<void>((resolve) => (arrived = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // The real request to the test server; its answer is handed over (status and text at once, as a read body is)
    // only when the observer below runs, so the feed's continuation runs in that callback's microtask checkpoint.
    window.fetch = async (...args: Parameters<typeof fetch>) => {
      const response = await realFetch(...args);
      const text = await response.text();
      arrived();
      await released;
      return { status: response.status, text: async () => text } as Response;
    };
    const observer = new ResizeObserver(() => release());
    try {
      const loading = el.loadMore();
      await replied;
      // A new observation is delivered at the next rendering update, before the feed's (its box is deeper).
      observer.observe(deep);
      await loading;
      // Two more frames: an observation the loop skipped is reported at the end of the update it was skipped in.
      for (let i = 0; i < 2; i++) await new Promise((r) => requestAnimationFrame(r));
      expect(el.querySelectorAll('.sbi_item').length).to.equal(9);
      expect(errors).to.deep.equal([]);
    } finally {
      observer.disconnect();
      window.fetch = realFetch;
      removeEventListener('error', onError);
    }
  });
});
