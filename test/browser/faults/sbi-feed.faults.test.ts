/**
 * The fault matrix for <sbi-feed>'s calls to the CMS's ajax endpoint (docs/reliability.md): "Load more" (the
 * visitor's), and the two the feed makes by itself, asking for local copies of its images (resize) and telling
 * the plugin where it is shown (locator). A failed page leaves the feed as it was with the button saying so and
 * ready; a failed background call changes nothing the visitor sees and is not repeated.
 */
import { expect } from '@open-wc/testing';
import { FakeClock } from '../../../elements/base/test/fake-clock.js';
import { countReplyRequests, type RequestCounter } from '../../../elements/base/test/request-counter.js';
import { mount, unmountAll } from '../../../elements/base/test/suites.js';
import { until } from '../../../elements/base/test/until.js';
import { configure, resetConfig } from '../../../elements/core/config.js';
import { feed, item } from '../../../elements/sbi-feed/sbi-feed.fixtures.js';
import type { SbiFeedElement } from '../../../elements/sbi-feed/sbi-feed.js';
import '../../../elements/sbi-feed/define.js';
import {
  errorsDuring,
  failLookups,
  reached,
  notApplicable,
  pause,
  replyUrl,
  requests,
  scenario,
  throughStall,
  uniqueKey,
} from './faults.js';

const json = (value: unknown) => `json:${encodeURIComponent(JSON.stringify(value))}`;
const PAGE = json({ html: item(5) + item(6), resizedImages: {}, feedStatus: { shouldPaginate: true } });
const RESIZED = json({ '17900000001': { id: 'loc1', sizes: { full: 640, low: 320, thumb: 150 } } });
const FAILED = 'Loading failed – try again';
const TRUNCATED = `text:${'{"html":"<div class=\\"sbi_item'}`;

const items = (el: Element) => el.querySelectorAll('.sbi_item').length;
const button = (el: Element) => el.querySelector<HTMLElement>('.sbi_load_btn')!;
const status = (el: Element) => el.querySelector('.sbi-feed__status')!.textContent;
const srcs = (el: Element) => [...el.querySelectorAll('.sbi_item img')].map((img) => img.getAttribute('src'));

let counter: RequestCounter | undefined;
let lookups: ReturnType<typeof failLookups> | undefined;
afterEach(() => {
  counter?.restore();
  lookups?.restore();
  counter = lookups = undefined;
  unmountAll();
  resetConfig();
});

const mountFeed = (html: string) => mount<SbiFeedElement>(`<div style="width: 800px">${html}</div>`, 'sbi-feed');

/** A feed of four shown posts whose endpoint answers `faulty`, its requests counted. */
async function feedFor(faulty: string, dns = false) {
  const key = uniqueKey();
  configure({ ajaxUrl: replyUrl(faulty, key) });
  const el = await mountFeed(feed({ items: 4, num: 4 }));
  if (dns) lookups = failLookups();
  counter = countReplyRequests();
  return { el, key };
}

/** After a failed page: the feed as it was, the button saying so and ready; the next click loads once. */
async function expectRecovery(el: SbiFeedElement, key: string, before: string[]) {
  expect(items(el)).to.equal(4);
  expect(button(el).textContent).to.equal(FAILED);
  expect(status(el)).to.equal(FAILED);
  expect(button(el).hidden).to.equal(false);
  expect(button(el).hasAttribute('aria-busy')).to.equal(false);
  configure({ ajaxUrl: replyUrl(PAGE, key) });
  button(el).click();
  await until(() => items(el) === 6);
  expect(status(el)).to.equal('2 more posts loaded');
  expect(counter!.calls, 'one request for the failure, one for the retry').to.equal(2);
  expect(await reached(key, before)).to.deep.equal([...before, PAGE]);
}

async function failsThenRecovers(faulty: string) {
  const { el, key } = await feedFor(faulty);
  await el.loadMore();
  await expectRecovery(el, key, [faulty]);
}

describe('<sbi-feed> fault matrix: load more', () => {
  it('load more × offline: the button says "Loading failed – try again" (announced too); the posts stay; the retry sends once', async () => {
    await failsThenRecovers(scenario.offline);
  });

  it('load more × DNS failure: the button says "Loading failed – try again"; the posts stay; the retry sends once', async () => {
    const { el, key } = await feedFor(PAGE, true);
    await el.loadMore();
    lookups!.heal();
    await expectRecovery(el, key, []);
  });

  it('load more × HTTP 500: the button says "Loading failed – try again"; the posts stay; the retry sends once', async () => {
    await failsThenRecovers(scenario.server);
  });

  it('load more × 403 -1 (nonce): the button says "Loading failed – try again"; the posts stay; the retry sends once', async () => {
    await failsThenRecovers(scenario.nonce);
  });

  it('load more × HTML instead of the reply: the button says "Loading failed – try again"; nothing of the page is inserted; the retry sends once', async () => {
    await failsThenRecovers(scenario.html);
  });

  it('load more × truncated reply: the button says "Loading failed – try again"; nothing is inserted; the retry sends once', async () => {
    await failsThenRecovers(TRUNCATED);
  });

  it('load more × 20 s stall: the loader shows until 20 s, then "Loading failed – try again"; the retry sends once', async () => {
    const stalled = scenario.stall(5000, PAGE);
    const { el, key } = await feedFor(stalled);
    await throughStall(
      () => el.loadMore(),
      () => counter!.calls === 1,
      () => {
        expect(button(el).getAttribute('aria-busy')).to.equal('true');
        expect(el.querySelector('.sbi_loader')!.classList.contains('sbi_hidden')).to.equal(false);
      },
    );
    await expectRecovery(el, key, [stalled]);
  });

  it('load more × reply after removal: the late page goes into the removed feed without an error; nothing is sent again', async () => {
    const { el, key } = await feedFor(scenario.stall(300, PAGE));
    const errors = await errorsDuring(async () => {
      const loading = el.loadMore();
      el.closest('.pb-test-fixture')!.remove();
      await loading;
    });
    expect(errors).to.deep.equal([]);
    expect(counter!.calls).to.equal(1);
    expect(await requests(key)).to.have.length(1);
  });

  it('load more × double click: one request; a click while the page is on its way does nothing', async () => {
    const { el, key } = await feedFor(scenario.stall(400, PAGE));
    button(el).click();
    button(el).click();
    await until(() => button(el).getAttribute('aria-busy') === 'true');
    button(el).click();
    await until(() => items(el) === 6, 3000);
    expect(counter!.calls).to.equal(1);
    expect(await requests(key)).to.have.length(1);
  });
});

/**
 * A feed that makes `call` by itself once upgraded (resize: its first image has no local copy; locator: the flag
 * is set and nothing needs resizing), to `faulty`; resolves once the request has gone.
 */
async function backgroundCall(call: 'resize' | 'locator', faulty: string, dns = false) {
  const key = uniqueKey();
  configure({ ajaxUrl: replyUrl(faulty, key) });
  if (dns) lookups = failLookups();
  counter = countReplyRequests();
  const html =
    call === 'resize'
      ? feed({ items: 2, flags: '', resized: { '17900000002': 'video' } })
      : feed({ items: 2, flags: 'resizeDisable,locator' }).replace(
          'data-postid',
          'data-locatornonce="n0nce" data-postid',
        );
  const el = await mountFeed(html);
  await until(() => counter!.calls === 1);
  return { el, key };
}

/**
 * After a failed background call: the feed shows what it showed, says nothing, and asks no more (the next
 * chance is the next page load; `quiet` waits for a retry that must not come).
 */
async function expectUnchanged(el: SbiFeedElement) {
  await pause(300);
  expect(items(el)).to.equal(2);
  // Each image takes the social host's source for its width as it comes into view, as without the call.
  await until(() => srcs(el).every((src) => src?.endsWith('?_nc_ht=320')));
  expect(status(el)).to.equal('');
  expect(el.resized.has('17900000001')).to.equal(false);
  expect(counter!.calls, 'not repeated').to.equal(1);
}

for (const call of ['resize', 'locator'] as const) {
  const faults = {
    offline: scenario.offline,
    'HTTP 500': scenario.server,
    '403 -1 (nonce)': scenario.nonce,
    'HTML instead of the reply': scenario.html,
    'truncated reply': TRUNCATED,
  };
  describe(`<sbi-feed> fault matrix: ${call}`, () => {
    /** The feed once the failed call has settled. */
    async function settles(faulty: string, dns = false) {
      const { el } = await backgroundCall(call, faulty, dns);
      await expectUnchanged(el);
    }

    if (call === 'resize') {
      it('resize × offline: nothing changes for the visitor (the images keep their sources, no message); not repeated', async () => {
        await settles(faults.offline);
      });
      it('resize × DNS failure: nothing changes for the visitor; not repeated', async () => {
        await settles(RESIZED, true);
      });
      it('resize × HTTP 500: nothing changes for the visitor; not repeated', async () => {
        await settles(faults['HTTP 500']);
      });
      it('resize × 403 -1 (nonce): nothing changes for the visitor; not repeated', async () => {
        await settles(faults['403 -1 (nonce)']);
      });
      it('resize × HTML instead of the reply: no record is taken from it; nothing changes for the visitor; not repeated', async () => {
        await settles(faults['HTML instead of the reply']);
      });
      it('resize × truncated reply: no record is taken from it; nothing changes for the visitor; not repeated', async () => {
        await settles(faults['truncated reply']);
      });
      it('resize × 20 s stall: given up at 20 s without a sign to the visitor; not repeated', async () => {
        const clock = new FakeClock().install();
        let el: SbiFeedElement;
        try {
          ({ el } = await backgroundCall(call, scenario.stall(600, RESIZED)));
          clock.tick(20_000);
        } finally {
          clock.uninstall();
        }
        // Past the time the server answers: a request still open would bring the record now.
        await pause(800);
        await expectUnchanged(el);
      });
      it('resize × reply after removal: the records land in the removed feed without an error; not repeated', async () => {
        const errors = await errorsDuring(async () => {
          const { el } = await backgroundCall(call, scenario.stall(200, RESIZED));
          el.closest('.pb-test-fixture')!.remove();
          await until(() => el.resized.has('17900000001'));
        });
        expect(errors).to.deep.equal([]);
        expect(counter!.calls).to.equal(1);
      });
    } else {
      it('locator × offline: nothing changes for the visitor (the plugin learns where the feed is on a later view); not repeated', async () => {
        await settles(faults.offline);
      });
      it('locator × DNS failure: nothing changes for the visitor; not repeated', async () => {
        await settles(json({}), true);
      });
      it('locator × HTTP 500: nothing changes for the visitor; not repeated', async () => {
        await settles(faults['HTTP 500']);
      });
      it('locator × 403 -1 (nonce): nothing changes for the visitor; not repeated', async () => {
        await settles(faults['403 -1 (nonce)']);
      });
      it('locator × HTML instead of the reply: the reply is not read; nothing changes for the visitor; not repeated', async () => {
        await settles(faults['HTML instead of the reply']);
      });
      it('locator × truncated reply: the reply is not read; nothing changes for the visitor; not repeated', async () => {
        await settles(faults['truncated reply']);
      });
      it('locator × 20 s stall: given up at 20 s without a sign to the visitor; not repeated', async () => {
        const clock = new FakeClock().install();
        let el: SbiFeedElement;
        try {
          ({ el } = await backgroundCall(call, scenario.stall(5000, json({}))));
          clock.tick(20_000);
        } finally {
          clock.uninstall();
        }
        await expectUnchanged(el);
      });
      it('locator × reply after removal: the answer reaches the removed feed without an error; not repeated', async () => {
        const { el, key } = await backgroundCall(call, scenario.stall(200, json({})));
        const errors = await errorsDuring(async () => {
          el.closest('.pb-test-fixture')!.remove();
          await pause(400);
        });
        expect(errors).to.deep.equal([]);
        expect(counter!.calls).to.equal(1);
        expect(await requests(key)).to.have.length(1);
      });
    }
  });
}

notApplicable('resize × double click: n/a, the feed asks by itself when it upgrades; no click starts it');
notApplicable('locator × double click: n/a, the feed tells the plugin by itself once; no click starts it');
