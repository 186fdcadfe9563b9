/**
 * The XSS corpus (test/corpus/) through the contact form's reply, end to end (TRUST.md #32): the form is filled and
 * sent to the test server, which answers with a CMS page carrying the vector both in the message box and beside
 * it in the form's container; the reply is rebuilt into the page as in production. Nothing may run or be inserted
 * unsafely (test/corpus/xss-checks.ts).
 */
import { expect } from '@open-wc/testing';
import { pathSample, throughPath } from '../../test/corpus/xss-checks.js';
import { unmountAll } from '../base/test/suites.js';
import { contactForm, replyUrl, uniqueKey } from './pb-contact-form.fixtures.js';
import type { PbContactFormElement } from './pb-contact-form.js';
import './define.js';

/** The CMS's whole page after a post, with `inside` in the form's container. */
const replyPage = (inside: string) =>
  `<!doctype html><html><head><title>Contact</title></head><body><div id="et_pb_contact_form_0" class="et_pb_module et_pb_contact_form_container">${inside}</div></body></html>`;

function fill(el: Element): void {
  const $ = (selector: string) => el.querySelector<HTMLInputElement>(selector)!;
  $('#et_pb_contact_name_0').value = 'Ada Lovelace';
  $('#et_pb_contact_email_0').value = 'ada@example.test';
  $('#et_pb_contact_reason_0_0').checked = true;
  $('#et_pb_contact_message_0').value = 'We need a film.';
  const captcha = $('.et_pb_contact_captcha');
  captcha.value = String(Number(captcha.dataset.first_digit) + Number(captcha.dataset.second_digit));
}

describe('<pb-contact-form> reply: XSS corpus end to end', function () {
  this.timeout(60_000);
  after(() => document.querySelectorAll('[data-xss-host]').forEach((box) => box.remove()));
  afterEach(unmountAll);

  it('inserts nothing that runs, loads a trap or is unsafe, from any of 80 vectors in the reply', async () => {
    const vectors = await pathSample(80);
    let sent = 0;
    const { failures } = await throughPath(
      vectors,
      async (box) => {
        box.innerHTML = contactForm();
        const el = box.querySelector<PbContactFormElement>('pb-contact-form')!;
        await el.updateComplete;
        return el;
      },
      async (el, html) => {
        const body = replyPage(`<div class="et-pb-contact-message"><p>Thanks</p>${html}</div>${html}`);
        el.querySelector('form')!.action = replyUrl(`text:${encodeURIComponent(body)}`, uniqueKey());
        fill(el);
        if (await el.submit()) sent++;
      },
    );
    expect(failures).to.deep.equal([]);
    // Every reply was a success page the form took in (not a failure path that inserts nothing).
    expect(sent).to.equal(vectors.length);
  });
});
