/**
 * The fault matrix for <pb-blog>'s one request, the page a pagination link names, fetched to swap its posts in
 * (docs/reliability.md). A failed load keeps the posts shown, says so in an alert, and a second press of the link
 * opens the page the ordinary way (the browser's own load: one request, and no retry of ours); a reply that is not
 * a blog page opens as an ordinary page load.
 */
import { expect } from '@open-wc/testing';
import { FakeClock } from '../../../elements/base/test/fake-clock.js';
import { countReplyRequests, type RequestCounter } from '../../../elements/base/test/request-counter.js';
import { mount, unmountAll } from '../../../elements/base/test/suites.js';
import { until } from '../../../elements/base/test/until.js';
import { clearReplies } from '../../../elements/pb-blog/blog-load.js';
import { cmsBlog, PAGES } from '../../../elements/pb-blog/pb-blog.fixtures.js';
import { PbBlogElement } from '../../../elements/pb-blog/pb-blog.js';
import '../../../elements/pb-blog/define.js';
import { errorsDuring, failLookups, pause, replyUrl, requests, scenario, uniqueKey } from './faults.js';

const FAILED = 'That page could not be loaded. Press the link again to open it.';
const titles = (el: Element) => [...el.querySelectorAll('.entry-title')].map((h) => h.textContent);
const alert = (el: Element) => el.querySelector('[role="alert"]')?.textContent ?? '';
const container = (el: Element) => el.querySelector<HTMLElement>('.et_pb_ajax_pagination_container')!;
const FIRST = ['First post', 'Second post'];
/** Page 3 of the test blog as a scripted reply (its HTML, encoded once more for the reply's own decoding). */
let page3 = '';

/** Presses `a` as a visitor would; true when the browser would have followed it (nothing is followed for real). */
function press(a: HTMLAnchorElement): boolean {
  let followed = false;
  const record = (event: Event) => {
    followed = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', record, { once: true });
  a.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  window.removeEventListener('click', record);
  return followed;
}

let counter: RequestCounter | undefined;
let lookups: ReturnType<typeof failLookups> | undefined;
let navigated: string[] = [];
let warnings: string[] = [];
const realNavigate = PbBlogElement.navigate;
const realWarn = console.warn;
const original = location.href;

before(async () => {
  const html = await (await fetch(`${PAGES}page-3.html`)).text();
  page3 = `text:${encodeURIComponent(html)}`;
});
beforeEach(() => {
  navigated = [];
  warnings = [];
  PbBlogElement.navigate = (href) => void navigated.push(href);
  console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
});
afterEach(() => {
  counter?.restore();
  lookups?.restore();
  counter = lookups = undefined;
  unmountAll();
  clearReplies();
  PbBlogElement.navigate = realNavigate;
  console.warn = realWarn;
  history.replaceState(null, '', original);
});

/** A blog whose extra pagination link asks for `faulty`; requests counted. */
async function blogWith(faulty: string, dns = false) {
  const key = uniqueKey();
  const href = replyUrl(faulty, key);
  const el = await mount<PbBlogElement>(cmsBlog(`<a class="page" href="${href}">Next</a>`), 'pb-blog');
  const link = [...el.querySelectorAll<HTMLAnchorElement>('a')].find((a) => a.getAttribute('href') === href)!;
  if (dns) lookups = failLookups();
  counter = countReplyRequests();
  return { el, key, link };
}

/** After a failed load: the posts as they were, the alert, no dimming; a second press opens the page natively. */
function expectRecovery(el: PbBlogElement, link: HTMLAnchorElement) {
  expect(alert(el)).to.equal(FAILED);
  expect(warnings, 'one warning for the developer').to.have.length(1);
  expect(titles(el)).to.deep.equal(FIRST);
  expect(container(el).classList.contains('pb-blog--loading')).to.equal(false);
  expect(press(link), 'the second press is an ordinary link').to.equal(true);
  expect(counter!.calls, 'nothing more fetched').to.equal(1);
}

async function failsThenRecovers(faulty: string) {
  const { el, key, link } = await blogWith(faulty);
  expect(press(link)).to.equal(false);
  await until(() => alert(el), 4000);
  expectRecovery(el, link);
  expect(await requests(key)).to.deep.equal([faulty]);
}

/** A reply that is not the blog's page: the link opens the ordinary way, once, the posts unchanged meanwhile. */
async function opensAsPage(faulty: string) {
  const { el, link } = await blogWith(faulty);
  press(link);
  await until(() => navigated.length, 4000);
  expect(navigated).to.deep.equal([link.href]);
  expect(titles(el)).to.deep.equal(FIRST);
  expect(alert(el)).to.equal('');
  expect(counter!.calls).to.equal(1);
}

describe('<pb-blog> fault matrix', () => {
  it('page × offline: the posts stay, an alert says "That page could not be loaded. Press the link again…"; a second press opens the page the ordinary way', async () => {
    await failsThenRecovers(scenario.offline);
  });

  it('page × DNS failure: the posts stay, the alert; a second press opens the page the ordinary way', async () => {
    const { el, link } = await blogWith(page3, true);
    press(link);
    await until(() => alert(el), 4000);
    expectRecovery(el, link);
  });

  it('page × HTTP 500: the posts stay, the alert; a second press opens the page the ordinary way (the server shows its error)', async () => {
    await failsThenRecovers(scenario.server);
  });

  it('page × 403 -1 (nonce): the posts stay, the alert; a second press opens the page the ordinary way', async () => {
    await failsThenRecovers(scenario.nonce);
  });

  it('page × HTML instead of the reply: a page without the blog module opens as an ordinary page load, once', async () => {
    await opensAsPage(scenario.html);
  });

  it('page × truncated reply: a page cut before the blog module opens as an ordinary page load, once', async () => {
    await opensAsPage(`text:${encodeURIComponent('<!doctype html><html><body><div class="et_pb_module et_pb_po')}`);
  });

  it('page × 20 s stall: the posts stay dimmed until 20 s, then the alert; a second press opens the page the ordinary way', async () => {
    const { el, link } = await blogWith(scenario.stall(600, page3));
    const clock = new FakeClock().install();
    try {
      press(link);
      await until(() => counter!.calls === 1);
      clock.tick(19_999);
      expect(container(el).classList.contains('pb-blog--loading')).to.equal(true);
      expect(alert(el)).to.equal('');
      clock.tick(1);
    } finally {
      clock.uninstall();
    }
    await until(() => alert(el));
    // Past the time the server answers: a request still open would swap the posts in now.
    await pause(800);
    expectRecovery(el, link);
  });

  it('page × reply after removal: the load is cancelled with the element; no error, nothing swapped, nothing sent again', async () => {
    const { el, link } = await blogWith(scenario.stall(300, page3));
    const errors = await errorsDuring(async () => {
      press(link);
      await until(() => counter!.calls === 1);
      el.closest('.pb-test-fixture')!.remove();
      await pause(600);
    });
    expect(errors).to.deep.equal([]);
    expect(titles(el)).to.deep.equal(FIRST);
    expect(navigated).to.deep.equal([]);
    // (The server may or may not have seen the request before it was cancelled.)
    expect(counter!.calls).to.equal(1);
  });

  it('page × double click: one request; the second press while the page is on its way asks for nothing more', async () => {
    const { el, key, link } = await blogWith(scenario.stall(300, page3));
    expect([press(link), press(link)]).to.deep.equal([false, false]);
    await until(() => titles(el)[0] === 'Fifth post', 3000);
    expect(counter!.calls).to.equal(1);
    expect(await requests(key)).to.have.length(1);
  });
});
