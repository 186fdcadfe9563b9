/**
 * The contact form when its checks and sending cannot load (offline for a moment), and on the next submit. A file of
 * its own: the sending code loads once per page, and here no test has loaded it before.
 */
import { expect } from '@open-wc/testing';
import { failNextLoads } from '../base/on-demand.js';
import { warningsDuring } from '../base/test/console.js';
import { frameTarget } from '../base/test/frame-target.js';
import { mount, unmountAll } from '../base/test/suites.js';
import { contactForm, replyUrl, uniqueKey } from './pb-contact-form.fixtures.js';
import type { PbContactFormElement } from './pb-contact-form.js';
import './define.js';

const $ = <T extends Element = HTMLInputElement>(el: Element, selector: string) => el.querySelector<T>(selector)!;
const log = async (key: string): Promise<Array<{ scenario: string }>> =>
  (await fetch(`/test/replies/log?key=${key}`)).json();

afterEach(() => {
  unmountAll();
  sessionStorage.clear();
});

describe('<pb-contact-form> when its sending code cannot load', () => {
  it('lets the browser post the form itself, and the next submit loads the code and sends', async () => {
    const key = uniqueKey();
    const action = replyUrl('contact-success', key);
    const el = await mount<PbContactFormElement>(contactForm({ action }), 'pb-contact-form');
    const frame = frameTarget();
    try {
      $<HTMLFormElement>(el, 'form').target = frame.name;
      $(el, '#et_pb_contact_name_0').value = 'Ada Lovelace';
      $(el, '#et_pb_contact_email_0').value = 'ada@example.test';
      $(el, '#et_pb_contact_reason_0_0').checked = true;
      $<HTMLTextAreaElement>(el, '#et_pb_contact_message_0').value = 'We need a film.';
      $(el, '.et_pb_contact_captcha').value = '10';
      failNextLoads('pb-contact-form/contact-submit');
      let sent: boolean | undefined;
      const warnings = await warningsDuring(async () => (sent = await el.submit()));
      expect(sent).to.equal(false);
      expect(warnings.some((w) => w.includes('pb-contact-form/contact-submit could not load'))).to.equal(true);
      expect(warnings.some((w) => w.includes('the browser sends the form instead'))).to.equal(true);
      // The browser's own post, into the form's target.
      expect(await frame.arrival()).to.equal(action);
      expect((await log(key)).length).to.equal(1);
      expect($(el, '#et_pb_contact_name_0').value, 'the words stay').to.equal('Ada Lovelace');

      expect(await el.submit()).to.equal(true);
      expect((await log(key)).length).to.equal(2);
      expect($<HTMLElement>(el, '.et-pb-contact-message').textContent).to.equal('Thanks for contacting us.');
    } finally {
      frame.remove();
    }
  });
});
