/**
 * `<pb-newsletter>` under the theme's own rules (THEME-CSS.md §12 and §15; elements/base/test/theme-rules.ts): the
 * theme's CSS hides `.et_pb_newsletter_result` (the error box and the success message) until its script shows one
 * by inline display. The element does the same for its error summary, the server's refusal and the success.
 */
import { expect } from '@open-wc/testing';
import { mount } from '../base/test/suites.js';
import { underThemeRules } from '../base/test/theme-rules.js';
import { configure, resetConfig } from '../core/config.js';
import './define.js';
import type { PbNewsletterElement } from './pb-newsletter.js';
import { jsonReply, newsletter, uniqueKey } from './pb-newsletter.fixtures.js';

const $ = <T extends Element = HTMLInputElement>(el: Element, selector: string) => el.querySelector<T>(selector)!;
/** Whether the visitor sees the error box and the success message: displayed, with a box. */
const results = (el: Element) =>
  ['.et_pb_newsletter_error', '.et_pb_newsletter_success'].map((selector) => {
    const result = $<HTMLElement>(el, selector);
    return getComputedStyle(result).display !== 'none' && result.getBoundingClientRect().height > 0;
  });

async function signup(reply: unknown): Promise<PbNewsletterElement> {
  configure({ ajaxUrl: jsonReply(reply, uniqueKey()), nonces: { frontend: 'n0nce' } });
  return mount<PbNewsletterElement>(newsletter(), 'pb-newsletter');
}
function fill(el: Element): void {
  $(el, '#et_pb_signup_firstname').value = 'Ada';
  $(el, '#et_pb_signup_lastname').value = 'Lovelace';
  $(el, '#et_pb_signup_email').value = 'ada@example.test';
  $(el, '#et_pb_signup_role_0').click();
}

underThemeRules('/elements/pb-newsletter/pb-newsletter.css');
afterEach(() => {
  resetConfig();
  sessionStorage.clear();
});

describe("<pb-newsletter> under the theme's CSS (THEME-CSS.md §12)", () => {
  it('shows the error box when the checks fail, and only the success message after a subscription', async () => {
    const el = await signup({ success: 'Subscribed' });
    expect(results(el), 'before').to.deep.equal([false, false]);
    expect(await el.submit()).to.equal(false);
    expect(results(el), 'empty fields').to.deep.equal([true, false]);
    fill(el);
    expect(await el.submit()).to.equal(true);
    expect(results(el), 'subscribed').to.deep.equal([false, true]);
  });

  it("shows the server's refusal in the error box", async () => {
    const el = await signup({ error: 'This address is on the list already.' });
    fill(el);
    expect(await el.submit()).to.equal(false);
    expect(results(el)).to.deep.equal([true, false]);
    expect($<HTMLElement>(el, '.et_pb_newsletter_error').textContent).to.contain('on the list already');
  });
});
