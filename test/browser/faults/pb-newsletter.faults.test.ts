/**
 * The fault matrix for <pb-newsletter>'s one request, the subscribe post to the CMS's ajax endpoint
 * (docs/reliability.md). Each failure keeps every input, says why in the module's error box, leaves the button
 * usable, and the next click sends exactly one request.
 */
import { expect } from '@open-wc/testing';
import { countReplyRequests, type RequestCounter } from '../../../elements/base/test/request-counter.js';
import { mount, unmountAll } from '../../../elements/base/test/suites.js';
import { until } from '../../../elements/base/test/until.js';
import { configure, resetConfig } from '../../../elements/core/config.js';
import { newsletter } from '../../../elements/pb-newsletter/pb-newsletter.fixtures.js';
import type { PbNewsletterElement } from '../../../elements/pb-newsletter/pb-newsletter.js';
import '../../../elements/pb-newsletter/define.js';
import { errorsDuring, failLookups, reached, replyUrl, requests, scenario, throughStall, uniqueKey } from './faults.js';

const OK = `json:${encodeURIComponent(JSON.stringify({ success: 'Subscribed' }))}`;
const FAILED = 'Please, check the fields below to make sure you entered the correct information.';
const $ = <T extends Element = HTMLInputElement>(el: Element, selector: string) => el.querySelector<T>(selector)!;
const box = (el: Element) => $<HTMLElement>(el, '.et_pb_newsletter_error');
const button = (el: Element) => $<HTMLElement>(el, '.et_pb_newsletter_button');
const succeeded = (el: Element) => getComputedStyle($(el, '.et_pb_newsletter_success')).display === 'block';

function fill(el: Element): void {
  $(el, '#et_pb_signup_firstname').value = 'Ada';
  $(el, '#et_pb_signup_lastname').value = 'Lovelace';
  $(el, '#et_pb_signup_email').value = 'ada@example.test';
  $(el, '#et_pb_signup_role_0').click();
}
const typed = (el: Element) => [
  $(el, '#et_pb_signup_firstname').value,
  $(el, '#et_pb_signup_lastname').value,
  $(el, '#et_pb_signup_email').value,
  $(el, '#et_pb_signup_role_0').checked,
];
const TYPED = ['Ada', 'Lovelace', 'ada@example.test', true];

let counter: RequestCounter | undefined;
let lookups: ReturnType<typeof failLookups> | undefined;
afterEach(() => {
  counter?.restore();
  lookups?.restore();
  counter = lookups = undefined;
  unmountAll();
  resetConfig();
  sessionStorage.clear();
});

/** A filled module whose endpoint answers `faulty` under a fresh key, its requests counted. */
async function filledModule(faulty: string, dns = false) {
  const key = uniqueKey();
  configure({ ajaxUrl: replyUrl(faulty, key), nonces: { frontend: 'n0nce' } });
  const el = await mount<PbNewsletterElement>(newsletter(), 'pb-newsletter');
  fill(el);
  if (dns) lookups = failLookups();
  counter = countReplyRequests();
  return { el, key };
}

/** After a failure: `words` shown, every input kept, the button usable; the next click sends once and subscribes. */
async function expectRecovery(el: PbNewsletterElement, key: string, words: string, before: string[]) {
  expect(box(el).textContent).to.contain(words);
  expect(getComputedStyle(box(el)).display).to.equal('block');
  expect(typed(el), 'every input kept').to.deep.equal(TYPED);
  expect(el.sending).to.equal(false);
  expect(button(el).hasAttribute('aria-disabled')).to.equal(false);
  expect(button(el).classList.contains('et_pb_button_text_loading')).to.equal(false);
  configure({ ajaxUrl: replyUrl(OK, key) });
  button(el).click();
  await until(() => succeeded(el));
  expect(counter!.calls, 'one request for the failure, one for the retry').to.equal(2);
  expect(await reached(key, before)).to.deep.equal([...before, OK]);
}

async function failsThenRecovers(faulty: string, words: string) {
  const { el, key } = await filledModule(faulty);
  expect(await el.submit()).to.equal(false);
  await expectRecovery(el, key, words, [faulty]);
}

describe('<pb-newsletter> fault matrix', () => {
  it('subscribe × offline: "Not sent: the connection failed…"; every input kept; the retry sends once', async () => {
    await failsThenRecovers(scenario.offline, 'Not sent: the connection failed.');
  });

  it('subscribe × DNS failure: "Not sent: the connection failed…"; every input kept; the retry sends once', async () => {
    const { el, key } = await filledModule(OK, true);
    expect(await el.submit()).to.equal(false);
    lookups!.heal();
    await expectRecovery(el, key, 'Not sent: the connection failed.', []);
  });

  it('subscribe × HTTP 500: "Not sent: the server had a problem…"; every input kept; the retry sends once', async () => {
    await failsThenRecovers(scenario.server, 'Not sent: the server had a problem.');
  });

  it('subscribe × 403 -1 (nonce): "Not sent: this page has expired…"; every input kept; the retry sends once', async () => {
    await failsThenRecovers(scenario.nonce, 'Not sent: this page has expired.');
  });

  it("subscribe × HTML instead of the reply: the theme's subscription_failed message, as the theme shows for any reply that is not a success; every input kept; the retry sends once", async () => {
    await failsThenRecovers(scenario.html, FAILED);
  });

  it("subscribe × truncated reply: the theme's subscription_failed message; every input kept; the retry sends once", async () => {
    await failsThenRecovers(`text:${'{"success":"Subscr'}`, FAILED);
  });

  it('subscribe × 20 s stall: the loading look until 20 s, then "Not sent: the server took too long…"; every input kept; the retry sends once', async () => {
    const stalled = scenario.stall(5000, OK);
    const { el, key } = await filledModule(stalled);
    const sent = await throughStall(
      () => el.submit(),
      () => counter!.calls === 1,
      () => {
        expect(button(el).classList.contains('et_pb_button_text_loading')).to.equal(true);
        expect(el.root.ariaBusy).to.equal('true');
      },
    );
    expect(sent).to.equal(false);
    await expectRecovery(el, key, 'Not sent: the server took too long to answer.', [stalled]);
  });

  it('subscribe × reply after removal: the late success lands in the removed module without an error; nothing is sent again', async () => {
    const { el, key } = await filledModule(scenario.stall(300, OK));
    const errors = await errorsDuring(async () => {
      const sending = el.submit();
      await until(() => el.root.ariaBusy === 'true');
      el.closest('.pb-test-fixture')!.remove();
      expect(await sending).to.equal(true);
    });
    expect(errors).to.deep.equal([]);
    expect(counter!.calls).to.equal(1);
    expect(await requests(key)).to.have.length(1);
  });

  it('subscribe × double click: one request, with the loading look meanwhile; a click while it is on its way does nothing', async () => {
    const { el, key } = await filledModule(scenario.stall(400, OK));
    button(el).click();
    button(el).click();
    await until(() => el.root.ariaBusy === 'true');
    button(el).click();
    await until(() => succeeded(el), 3000);
    expect(counter!.calls).to.equal(1);
    expect(await requests(key)).to.have.length(1);
  });
});
