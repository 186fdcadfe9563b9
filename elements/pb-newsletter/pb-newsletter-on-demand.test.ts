/**
 * The newsletter when its checks and sending cannot load (offline for a moment), and on the next submit. A file of
 * its own: that code loads once per page, and here no test has loaded it before.
 */
import { expect } from '@open-wc/testing';
import { failNextLoads } from '../base/on-demand.js';
import { warningsDuring } from '../base/test/console.js';
import { mount, unmountAll } from '../base/test/suites.js';
import { configure, resetConfig } from '../core/config.js';
import { jsonReply, newsletter, uniqueKey } from './pb-newsletter.fixtures.js';
import type { PbNewsletterElement } from './pb-newsletter.js';
import './define.js';

const $ = <T extends Element = HTMLInputElement>(el: Element, selector: string) => el.querySelector<T>(selector)!;
const log = async (key: string): Promise<unknown[]> => (await fetch(`/test/replies/log?key=${key}`)).json();

afterEach(() => {
  unmountAll();
  resetConfig();
  sessionStorage.clear();
});

describe('<pb-newsletter> when its sending code cannot load', () => {
  it('keeps the input and says the connection failed, and the next submit loads the code and subscribes', async () => {
    const key = uniqueKey();
    configure({ ajaxUrl: jsonReply({ success: 'Subscribed' }, key), nonces: { frontend: 'n0nce' } });
    // The first load (at upgrade: the module has a conditional field) and the submit's both fail.
    failNextLoads('pb-newsletter/subscribe', 2);
    let el!: PbNewsletterElement;
    let sent: boolean | undefined;
    const warnings = await warningsDuring(async () => {
      el = await mount<PbNewsletterElement>(newsletter(), 'pb-newsletter');
      // Typed without events, so nothing but the submit asks for the code.
      $(el, '#et_pb_signup_firstname').value = 'Ada';
      $(el, '#et_pb_signup_lastname').value = 'Lovelace';
      $(el, '#et_pb_signup_email').value = 'ada@example.test';
      $(el, '#et_pb_signup_role_0').checked = true;
      sent = await el.submit();
    });
    expect(sent).to.equal(false);
    expect(warnings.length, 'one warning however often it fails').to.equal(1);
    expect(warnings[0]).to.contain('pb-newsletter/subscribe could not load');
    const box = $<HTMLElement>(el, '.et_pb_newsletter_error');
    expect([box.textContent, document.activeElement === box]).to.deep.equal([
      'Not sent: the connection failed. What you entered is still here; please try again.',
      true,
    ]);
    expect($(el, '#et_pb_signup_email').value).to.equal('ada@example.test');
    expect((await log(key)).length).to.equal(0);

    expect(await el.submit()).to.equal(true);
    expect((await log(key)).length).to.equal(1);
    expect($<HTMLElement>(el, '.et_pb_newsletter_fields').hidden).to.equal(true);
  });
});
