/**
 * `<pb-motion>` when its entrance animations cannot load (offline for a moment): every module stays as printed,
 * visible under the theme's rules, and nothing waits hidden. A file of its own: a part loads once per page, and
 * here no test has loaded it before.
 */
import { expect } from '@open-wc/testing';
import { failNextLoads } from '../base/on-demand.js';
import { warningsDuring } from '../base/test/console.js';
import { mount } from '../base/test/suites.js';
import { underThemeRules } from '../base/test/theme-rules.js';
import './define.js';
import { ANIMATION_DATA, fixtures } from './pb-motion.fixtures.js';

const { preferMotion } = underThemeRules('/elements/pb-motion/pb-motion.css');
const opacity = (selector: string) => Number(getComputedStyle(document.querySelector(selector)!).opacity);

describe('<pb-motion> when its entrance animations cannot load', () => {
  it('leaves every module visible as printed, and says so once', async () => {
    await preferMotion('no-preference');
    (window as { et_animation_data?: unknown }).et_animation_data = ANIMATION_DATA;
    failNextLoads('pb-motion/entrance');
    try {
      const warnings = await warningsDuring(() => mount(fixtures['CMS page'], 'pb-motion'));
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      expect(warnings.length, 'one warning').to.equal(1);
      for (const selector of ['.et_pb_text_0', '.et_pb_text_2', '.et_pb_button_0', '.et_pb_blurb_0', '.et_pb_blurb_1'])
        expect([selector, opacity(selector)]).to.deep.equal([selector, 1]);
      expect(document.querySelectorAll('.pb-motion-wait, .et_is_animating').length).to.equal(0);
      expect(document.getAnimations().length).to.equal(0);
    } finally {
      delete (window as { et_animation_data?: unknown }).et_animation_data;
    }
  });
});
