/**
 * The fault matrix for <pb-comment-form>'s one request, the comment post (docs/reliability.md). The CMS expects
 * it as a native post, so the browser loads the answer as a page: whatever the network or the server does, the
 * visitor sees the browser's error page or the server's, and the element's part is that nothing typed is lost (the
 * draft, kept in this tab before the page goes, fills the form again when the visitor comes back) and that one
 * press posts once. Here the form posts into a frame of the test page, so a post loads the frame, not the page.
 */
import { expect } from '@open-wc/testing';
import { FakeClock } from '../../../elements/base/test/fake-clock.js';
import { mount, unmountAll } from '../../../elements/base/test/suites.js';
import { resetConfig } from '../../../elements/core/config.js';
import { commentArea } from '../../../elements/pb-comment-form/pb-comment-form.fixtures.js';
import type { PbCommentFormElement } from '../../../elements/pb-comment-form/pb-comment-form.js';
import '../../../elements/pb-comment-form/define.js';
import { errorsDuring, pause, replyUrl, requests, scenario, uniqueKey } from './faults.js';

const $ = <T extends Element = HTMLInputElement>(selector: string) => document.querySelector<T>(selector)!;
const form = () => $<HTMLFormElement>('#commentform');
const type = (selector: string, value: string) => {
  const control = $<HTMLInputElement | HTMLTextAreaElement>(selector);
  control.value = value;
  control.dispatchEvent(new Event('input', { bubbles: true }));
};
const typed = () => [$('#comment').value, $('#author').value, $('#email').value];
const TYPED = ['What a film.', 'Ada Lovelace', 'ada@example.test'];

afterEach(() => {
  unmountAll();
  resetConfig();
  sessionStorage.clear();
});

/** Lets the element's on-demand code (the draft) arrive and run. */
async function settle(): Promise<void> {
  await import('../../../elements/pb-comment-form/comment-extras.js');
  await pause(0);
}

/** A comments area whose form posts `action` into a frame of the page, filled in unless `fill` is false. */
async function area(action: string, fill = true) {
  await mount<PbCommentFormElement>(commentArea({ action }), 'pb-comment-form');
  const frame = Object.assign(document.createElement('iframe'), { name: `sink-${uniqueKey()}`, title: 'Post target' });
  document.querySelector('.pb-test-fixture')!.append(frame);
  form().target = frame.name;
  await settle();
  if (fill) {
    type('#comment', TYPED[0]);
    type('#author', TYPED[1]);
    type('#email', TYPED[2]);
    await settle();
  }
  return frame;
}

/** Waits until `count` requests are logged under `key` (or 3 s), then a little longer for any that should not come. */
async function logged(key: string, count: number): Promise<string[]> {
  const end = performance.now() + 3000;
  while ((await requests(key)).length < count && performance.now() < end) await pause(50);
  await pause(300);
  return requests(key);
}

/**
 * The post to `faulty` goes (the browser shows the server's answer or its own error page, here in the frame), and
 * the visitor comes back to the page: every word is in the form again, and one press posts once.
 */
async function wordsSurvive(faulty: string, key?: string) {
  const frame = await area(faulty);
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  form().requestSubmit();
  if (key) expect(await logged(key, 1), 'posted once').to.have.length(1);
  else await Promise.race([loaded, pause(3000)]);
  unmountAll();
  const retry = uniqueKey();
  await area(replyUrl('text:ok', retry), false);
  expect(typed(), 'every word back').to.deep.equal(TYPED);
  form().requestSubmit();
  expect(await logged(retry, 1), 'the retry posts once').to.have.length(1);
}

describe('<pb-comment-form> fault matrix', () => {
  it('post × offline: the browser shows its offline page; back on the page every word is in the form again; one press posts once', async () => {
    const key = uniqueKey();
    await wordsSurvive(replyUrl(scenario.offline, key), key);
  });

  it('post × DNS failure: the browser shows its error page; back on the page every word is in the form again; one press posts once', async () => {
    await wordsSurvive('https://pb-fault.invalid/wp-comments-post.php');
  });

  it("post × HTTP 500: the browser shows the server's error page; back on the page every word is in the form again; one press posts once", async () => {
    const key = uniqueKey();
    await wordsSurvive(replyUrl(scenario.server, key), key);
  });

  it('post × 403 -1 (nonce): the browser shows the "-1" page; back on the page every word is in the form again; one press posts once', async () => {
    const key = uniqueKey();
    await wordsSurvive(replyUrl(scenario.nonce, key), key);
  });

  it('post × HTML instead of the reply: the browser shows whatever page came; back on the page every word is in the form again', async () => {
    const key = uniqueKey();
    await wordsSurvive(replyUrl(scenario.html, key), key);
  });

  it('post × truncated reply: the browser shows what arrived; back on the page every word is in the form again', async () => {
    const key = uniqueKey();
    await wordsSurvive(replyUrl(`text:${'<!doctype html><html><body><p>Comment subm'}`, key), key);
  });

  it("post × 20 s stall: the browser's own page load (no timer of ours); the form keeps every word and may be sent again 10 s after the press", async () => {
    const key = uniqueKey();
    await area(replyUrl(scenario.stall(3000, 'text:ok'), key));
    // After the first press: whether the element let each later press through (then stopped here, so the test
    // sees the element's decision, not how each engine treats a second post into a frame still loading).
    const allowed: boolean[] = [];
    const watch = (event: Event) => {
      allowed.push(!event.defaultPrevented);
      event.preventDefault();
    };
    const clock = new FakeClock().install();
    try {
      form().requestSubmit();
      await settle();
      expect(await logged(key, 1), 'the first press posts').to.have.length(1);
      window.addEventListener('submit', watch);
      clock.tick(9_999);
      form().requestSubmit();
      clock.tick(1);
      expect(typed()).to.deep.equal(TYPED);
      form().requestSubmit();
    } finally {
      clock.uninstall();
      window.removeEventListener('submit', watch);
    }
    expect(allowed, 'locked at 9.999 s, free at 10 s').to.deep.equal([false, true]);
  });

  it('post × reply after removal: the comments area removed while the post is on its way; the answer loads without an error', async () => {
    const key = uniqueKey();
    const frame = await area(replyUrl(scenario.stall(300, 'text:ok'), key));
    const errors = await errorsDuring(async () => {
      const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
      form().requestSubmit();
      await settle();
      document.querySelector('pb-comment-form')!.remove();
      await Promise.race([loaded, pause(2000)]);
    });
    expect(errors).to.deep.equal([]);
    expect(await logged(key, 1)).to.have.length(1);
  });

  it('post × double click: one post; a second press while the page goes is ignored', async () => {
    const key = uniqueKey();
    await area(replyUrl(scenario.stall(300, 'text:ok'), key));
    form().requestSubmit();
    form().requestSubmit();
    $<HTMLElement>('#submit').click();
    expect(await logged(key, 1)).to.have.length(1);
  });
});
