/**
 * The fault matrix for <pb-contact-form>'s one request, the post of the form to its page (docs/reliability.md).
 * Each failure keeps every value, says why in the message box, leaves the form sendable, and the next submit
 * sends exactly one request.
 */
import { expect } from '@open-wc/testing';
import { countReplyRequests, type RequestCounter } from '../../../elements/base/test/request-counter.js';
import { mount, unmountAll } from '../../../elements/base/test/suites.js';
import { until } from '../../../elements/base/test/until.js';
import { contactForm } from '../../../elements/pb-contact-form/pb-contact-form.fixtures.js';
import type { PbContactFormElement } from '../../../elements/pb-contact-form/pb-contact-form.js';
import '../../../elements/pb-contact-form/define.js';
import { errorsDuring, failLookups, reached, replyUrl, requests, scenario, throughStall, uniqueKey } from './faults.js';

const OK = 'contact-success';
const $ = <T extends Element = HTMLInputElement>(el: Element, selector: string) => el.querySelector<T>(selector)!;
const box = (el: Element) => $<HTMLElement>(el, '.et-pb-contact-message');
const button = (el: Element) => $<HTMLButtonElement>(el, '.et_pb_contact_submit');

function fill(el: Element): void {
  $(el, '#et_pb_contact_name_0').value = 'Ada Lovelace';
  $(el, '#et_pb_contact_email_0').value = 'ada@example.test';
  $(el, '#et_pb_contact_reason_0_0').checked = true;
  $<HTMLTextAreaElement>(el, '#et_pb_contact_message_0').value = 'We need a film.';
  $(el, '.et_pb_contact_captcha').value = '10';
  $(el, '#et_pb_contact_reason_0_0').dispatchEvent(new Event('change', { bubbles: true }));
}

const typed = (el: Element) => [
  $(el, '#et_pb_contact_name_0').value,
  $(el, '#et_pb_contact_email_0').value,
  $(el, '#et_pb_contact_reason_0_0').checked,
  $<HTMLTextAreaElement>(el, '#et_pb_contact_message_0').value,
  $(el, '.et_pb_contact_captcha').value,
];
const TYPED = ['Ada Lovelace', 'ada@example.test', true, 'We need a film.', '10'];

let counter: RequestCounter | undefined;
let lookups: ReturnType<typeof failLookups> | undefined;
afterEach(() => {
  counter?.restore();
  lookups?.restore();
  counter = lookups = undefined;
  unmountAll();
  sessionStorage.clear();
  document.title = document.title.replace(/^Error: /, '');
});

/** A filled form posting to `faulty` under a fresh key, with its requests counted (and failing lookups, with `dns`). */
async function filledForm(faulty: string, dns = false) {
  const key = uniqueKey();
  const el = await mount<PbContactFormElement>(contactForm({ action: replyUrl(faulty, key) }), 'pb-contact-form');
  fill(el);
  if (dns) lookups = failLookups();
  counter = countReplyRequests();
  return { el, key };
}

/**
 * After a failed send: the message says `words`, nothing typed is lost, the button works, and the next submit
 * (to a healthy server) sends once and succeeds. `before`: the requests that reached the server for the fault.
 */
async function expectRecovery(el: PbContactFormElement, key: string, words: string, before: string[]) {
  expect(box(el).textContent).to.contain(words);
  expect(typed(el), 'every value kept').to.deep.equal(TYPED);
  expect(el.sending).to.equal(false);
  expect(button(el).disabled).to.equal(false);
  expect(el.root.ariaBusy).to.equal(null);
  $<HTMLFormElement>(el, 'form').action = replyUrl(OK, key);
  expect(await el.submit()).to.equal(true);
  expect(counter!.calls, 'one request for the failure, one for the retry').to.equal(2);
  expect(await reached(key, before)).to.deep.equal([...before, OK]);
  expect(box(el).textContent).to.equal('Thanks for contacting us.');
}

/** A send to `faulty` fails saying `words`, and recovers. */
async function failsThenRecovers(faulty: string, words: string) {
  const { el, key } = await filledForm(faulty);
  expect(await el.submit()).to.equal(false);
  await expectRecovery(el, key, words, [faulty]);
}

describe('<pb-contact-form> fault matrix', () => {
  it('send × offline: "Not sent: the connection failed…"; every value kept; the retry sends once', async () => {
    await failsThenRecovers(scenario.offline, 'Not sent: the connection failed.');
  });

  it('send × DNS failure: "Not sent: the connection failed…"; every value kept; the retry sends once', async () => {
    const { el, key } = await filledForm(OK, true);
    expect(await el.submit()).to.equal(false);
    lookups!.heal();
    await expectRecovery(el, key, 'Not sent: the connection failed.', []);
  });

  it('send × HTTP 500: "Not sent: the server had a problem…"; every value kept; the retry sends once', async () => {
    await failsThenRecovers(scenario.server, 'Not sent: the server had a problem.');
  });

  it('send × 403 -1 (nonce): "Not sent: this page has expired…"; every value kept; the retry sends once', async () => {
    await failsThenRecovers(scenario.nonce, 'Not sent: this page has expired.');
  });

  it('send × HTML instead of the reply: a page without the form\'s container reads as "the server had a problem"; every value kept; the retry sends once', async () => {
    await failsThenRecovers(scenario.html, 'Not sent: the server had a problem.');
  });

  it('send × truncated reply: a page cut before the form\'s container reads as "the server had a problem"; every value kept; the retry sends once', async () => {
    await failsThenRecovers(
      `text:${'<!doctype html><html><head><title>Contact</title></head><body><div id="et_pb_con'}`,
      'Not sent: the server had a problem.',
    );
  });

  it('send × 20 s stall: "Sending…" until 20 s, then "Not sent: the server took too long…"; every value kept; the retry sends once', async () => {
    const stalled = scenario.stall(5000, OK);
    const { el, key } = await filledForm(stalled);
    const sent = await throughStall(
      () => el.submit(),
      () => counter!.calls === 1,
      () => {
        expect(box(el).textContent).to.equal('Sending…');
        expect(el.root.ariaBusy).to.equal('true');
      },
    );
    expect(sent).to.equal(false);
    await expectRecovery(el, key, 'Not sent: the server took too long to answer.', [stalled]);
  });

  it('send × reply after removal: the late success lands in the removed form without an error; nothing is sent again', async () => {
    const { el, key } = await filledForm(scenario.stall(300, OK));
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

  it('send × double click: one request; the second click does nothing while the first is on its way', async () => {
    const { el, key } = await filledForm(scenario.stall(400, OK));
    button(el).click();
    button(el).click();
    await until(() => el.root.ariaBusy === 'true');
    button(el).click();
    await until(() => box(el).textContent === 'Thanks for contacting us.', 3000);
    expect(counter!.calls).to.equal(1);
    expect(await requests(key)).to.have.length(1);
  });
});
