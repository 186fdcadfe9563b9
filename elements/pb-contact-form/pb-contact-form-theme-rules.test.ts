/**
 * `<pb-contact-form>` under the theme's own rules (THEME-CSS.md §12 and §15; elements/base/test/theme-rules.ts):
 * the theme's CSS hides every `.et_pb_contact_form [data-conditional-logic]` field, and its script showed the ones
 * whose conditions hold by inline display. The forms kit does the same (forms/field-conditions.ts).
 */
import { expect } from '@open-wc/testing';
import { mount } from '../base/test/suites.js';
import { underThemeRules } from '../base/test/theme-rules.js';
import './define.js';
import type { PbContactFormElement } from './pb-contact-form.js';
import { contactForm, replyUrl, uniqueKey } from './pb-contact-form.fixtures.js';

const $ = <T extends Element = HTMLInputElement>(el: Element, selector: string) => el.querySelector<T>(selector)!;
/** Whether the visitor sees the conditional "company" field: displayed, with a box. */
const companyShows = (el: Element) => {
  const company = $<HTMLElement>(el, '[data-id="company"]');
  return getComputedStyle(company).display !== 'none' && company.getBoundingClientRect().height > 0;
};

underThemeRules('/elements/pb-contact-form/pb-contact-form.css');
afterEach(() => {
  sessionStorage.clear();
});

describe("<pb-contact-form> under the theme's CSS (THEME-CSS.md §12)", () => {
  it('a conditional field appears when its condition holds, and goes again when it no longer does', async () => {
    const el = await mount<PbContactFormElement>(
      contactForm({ action: replyUrl('contact-success', uniqueKey()) }),
      'pb-contact-form',
    );
    expect(companyShows(el), 'condition not met').to.equal(false);
    $(el, '#et_pb_contact_reason_0_1').click();
    expect(companyShows(el), 'condition met').to.equal(true);
    $(el, '#et_pb_contact_reason_0_0').click();
    expect(companyShows(el), 'condition no longer met').to.equal(false);
  });

  it('the fields without conditions show (the spam trap stays out of sight)', async () => {
    const el = await mount<PbContactFormElement>(
      contactForm({ action: replyUrl('contact-success', uniqueKey()) }),
      'pb-contact-form',
    );
    const shown = [
      ...el.querySelectorAll<HTMLElement>('.et_pb_contact_field:not([data-conditional-logic], [data-id="et_number"])'),
    ].map((field) => getComputedStyle(field).display !== 'none');
    expect(shown.length).to.be.above(2);
    expect(shown.every(Boolean)).to.equal(true);
    expect(getComputedStyle($<HTMLElement>(el, '[data-id="et_number"]')).display, 'the spam trap').to.equal('none');
  });
});
