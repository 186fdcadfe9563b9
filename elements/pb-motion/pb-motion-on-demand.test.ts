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

describe('<pb-motion> loads each part only on pages that have it', () => {
  const requested = (part: string) =>
    performance.getEntriesByType('resource').some(({ name }) => new URL(name).pathname.includes(`/pb-motion/${part}.`));
  type Globals = { et_animation_data?: unknown; et_pb_motion_elements?: unknown; et_pb_sticky_elements?: unknown };
  const globals = window as Globals;
  afterEach(() => {
    delete globals.et_animation_data;
    delete globals.et_pb_motion_elements;
    delete globals.et_pb_sticky_elements;
  });

  it('loads no parallax, sticky or scroll-effects code on a page with entrance animations only', async () => {
    globals.et_animation_data = ANIMATION_DATA;
    await mount(fixtures['CMS page'], 'pb-motion');
    expect(['entrance', 'parallax', 'sticky', 'scroll-effects'].map(requested)).to.deep.equal([
      true,
      false,
      false,
      false,
    ]);
  });

  it('loads parallax for `.et_parallax_bg`, sticky for `et_pb_sticky_elements`, scroll effects for `et_pb_motion_elements`', async () => {
    globals.et_pb_motion_elements = { desktop: [] };
    globals.et_pb_sticky_elements = {};
    await mount(
      '<div class="et_pb_section" style="position:relative"><span class="et_parallax_bg_wrap"><span class="et_parallax_bg"></span></span></div><pb-motion></pb-motion>',
      'pb-motion',
    );
    expect(['parallax', 'sticky', 'scroll-effects'].map(requested)).to.deep.equal([true, true, true]);
  });
});
