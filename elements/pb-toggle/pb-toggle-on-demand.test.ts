/**
 * The address rules (toggle-extras.ts) load on demand; when they cannot, the toggle still opens and closes, the
 * address is left as it was, one warning says so, and the next opening loads them. In a file of its own: a part
 * that has loaded stays loaded for the page.
 */
import { expect } from '@open-wc/testing';
import { failNextLoads } from '../base/on-demand.js';
import { warningsDuring } from '../base/test/console.js';
import { preferMotion } from '../base/test/motion-preference.js';
import { mount, unmountAll } from '../base/test/suites.js';
import './define.js';
import type { PbToggleElement } from './pb-toggle.js';
import { cmsAccordion } from './pb-toggle.fixtures.js';

describe('<pb-toggle> when its address rules cannot load', () => {
  let undoMotion = async () => {};
  afterEach(async () => {
    unmountAll();
    history.replaceState(null, '', location.pathname + location.search);
    await undoMotion();
  });

  it('opens the item, leaves the address alone and warns once; the next opening writes the address', async () => {
    undoMotion = await preferMotion('reduce');
    const el = await mount<PbToggleElement>(cmsAccordion(), 'pb-toggle');
    const buttons = [...el.querySelectorAll<HTMLButtonElement>('.pb-toggle__button')];
    failNextLoads('<pb-toggle> extras');
    const warnings = await warningsDuring(async () => {
      buttons[1].click();
      await el.updateComplete;
    });
    expect([el.openItems, location.hash, warnings.length]).to.deep.equal([[false, true, false], '', 1]);
    expect(warnings[0]).to.contain('<pb-toggle> extras could not load');
    buttons[2].click();
    await el.updateComplete;
    expect([el.openItems, location.hash]).to.deep.equal([[false, false, true], '#faq-3']);
  });
});
