/**
 * `<pb-motion>`'s true parallax (MARKUP.md §8.10) on both paths in every engine: the scroll-driven one where the
 * browser has it (Chromium), and the frame loop, forced in Chromium too. The same assertions hold on both: the
 * background is windowHeight × 0.3 taller than its section and sits (scrollTop + windowHeight − sectionTop) × 0.3
 * lower than printed; CSS parallax is left alone; nothing moves under reduced motion, on touch devices or after a
 * stop.
 */
import { expect } from '@open-wc/testing';
import { mount, unmountAll } from '../base/test/suites.js';
import { underThemeRules } from '../base/test/theme-rules.js';
import './define.js';
import { scrollPaths, scrollTimelines } from './frame-loop.js';
import { parallaxDevice } from './parallax.js';

const { preferMotion } = underThemeRules('/elements/pb-motion/pb-motion.css');
const SECTION_TOP = 1000;
const SECTION_HEIGHT = 400;

/** The theme's parallax rules (Divi's `.et_parallax_bg_wrap` and `.et_parallax_bg`), inline for the test. */
const bg = (css: boolean) =>
  `<span class="et_parallax_bg_wrap" style="position:absolute;inset:0;overflow:hidden"><span class="et_parallax_bg${css ? ' et_pb_parallax_css' : ''}" style="position:absolute;bottom:0;left:0;width:100%;height:100%;display:block;background:linear-gradient(#135,#9bd)${css ? ';background-attachment:fixed' : ''}"></span></span>`;
const section = (n: number, css = false) =>
  `<div class="et_pb_section et_pb_section_${n} et_pb_section_parallax" style="position:relative;height:${SECTION_HEIGHT}px">${bg(css)}<div class="et_pb_row"><p>Section ${n}</p></div></div>`;
const PAGE = `<div style="height:${SECTION_TOP}px"></div>${section(0)}${section(1, true)}<div style="height:3000px"></div><pb-motion></pb-motion>`;

const $ = (selector: string) => document.querySelector<HTMLElement>(selector)!;
const frames = (n = 3) =>
  new Promise<void>((resolve) => {
    const next = (left: number) => (left ? requestAnimationFrame(() => next(left - 1)) : resolve());
    next(n);
  });
/** How far the background sits below where it was printed, and its height (px, rounded). */
const placed = (n: number) => {
  const section = $(`.et_pb_section_${n}`).getBoundingClientRect();
  const background = $(`.et_pb_section_${n} .et_parallax_bg`).getBoundingClientRect();
  return { shift: Math.round(background.bottom - section.bottom), height: Math.round(background.height) };
};
/** The theme's values (MARKUP.md §8.10), from the section's place in the document. */
const expected = (scrollTop: number) => ({
  shift: Math.round((scrollTop + innerHeight - ($('.et_pb_section_0').getBoundingClientRect().top + scrollY)) * 0.3),
  height: Math.round(innerHeight * 0.3 + SECTION_HEIGHT),
});
const scrollAt = async (top: number) => {
  scrollTo({ top, behavior: 'instant' });
  await frames();
};

let touch: typeof parallaxDevice.touch;
beforeEach(async () => {
  touch = parallaxDevice.touch;
  await preferMotion('no-preference');
  await scrollAt(0);
});
afterEach(async () => {
  parallaxDevice.touch = touch;
  scrollPaths.forceFallback = false;
  unmountAll();
  await scrollAt(0);
});

for (const fallback of [false, true])
  describe(`<pb-motion> true parallax, ${fallback ? 'frame loop (forced)' : 'the browser’s own path'}`, () => {
    beforeEach(() => (scrollPaths.forceFallback = fallback));

    it('sizes the background to window × 0.3 + the section and moves it 0.3 of the scroll', async () => {
      await mount(PAGE, 'pb-motion');
      for (const top of [SECTION_TOP - innerHeight + 100, SECTION_TOP - 200, SECTION_TOP + 100]) {
        await scrollAt(top);
        expect([top, placed(0)]).to.deep.equal([top, expected(top)]);
      }
    });

    it('runs on the path it should: the view timeline where supported and not forced off, else the frame loop', async () => {
      await mount(PAGE, 'pb-motion');
      await scrollAt(SECTION_TOP - 200);
      const background = $('.et_pb_section_0 .et_parallax_bg');
      const timeline = scrollTimelines();
      expect(fallback && timeline, 'forced off').to.equal(false);
      const [animation, ...more] = background.getAnimations();
      // On the scroll-driven path, pb-motion.css's animation (no timeline or animation made in script).
      expect({
        more: more.length,
        onTheDocumentTimeline: animation.timeline === document.timeline,
        fromTheStylesheet: animation instanceof CSSAnimation,
        inlineTransform: background.style.transform,
      }).to.deep.equal({ more: 0, onTheDocumentTimeline: !timeline, fromTheStylesheet: timeline, inlineTransform: '' });
    });

    it('leaves CSS parallax (`et_pb_parallax_css`) to the CSS: no transform, its printed height', async () => {
      await mount(PAGE, 'pb-motion');
      await scrollAt(SECTION_TOP + 200);
      expect(placed(1)).to.deep.equal({ shift: 0, height: SECTION_HEIGHT });
      expect($('.et_pb_section_1 .et_parallax_bg').getAnimations().length).to.equal(0);
    });

    it('is static under reduced motion', async () => {
      await preferMotion('reduce');
      await mount(PAGE, 'pb-motion');
      await scrollAt(SECTION_TOP - 200);
      expect(placed(0)).to.deep.equal({ shift: 0, height: SECTION_HEIGHT });
      expect(document.getAnimations().length).to.equal(0);
    });

    it('does not run on touch devices, as the theme does not', async () => {
      parallaxDevice.touch = () => true;
      await mount(PAGE, 'pb-motion');
      await scrollAt(SECTION_TOP - 200);
      expect(placed(0)).to.deep.equal({ shift: 0, height: SECTION_HEIGHT });
    });

    it('puts the background back as printed when the element is removed, and stops following the scroll', async () => {
      const element = await mount(PAGE, 'pb-motion');
      await scrollAt(SECTION_TOP - 200);
      expect(placed(0).shift).to.be.greaterThan(0);
      element.remove();
      await scrollAt(SECTION_TOP);
      const background = $('.et_pb_section_0 .et_parallax_bg');
      expect(placed(0)).to.deep.equal({ shift: 0, height: SECTION_HEIGHT });
      expect([background.style.transform, background.style.height, background.getAnimations().length]).to.deep.equal([
        '',
        '100%',
        0,
      ]);
    });
  });

describe('<pb-motion> CSS parallax under reduced motion', () => {
  it('scrolls the fixed background with its section (pb-motion.css, in every engine)', () => {
    const rules = [...document.styleSheets].flatMap((sheet) => {
      const found: string[] = [];
      const walk = (list: CSSRuleList, media: string) => {
        for (const rule of list)
          if (rule instanceof CSSStyleRule && rule.selectorText.includes('.et_pb_parallax_css'))
            found.push(`${media} ${rule.style.getPropertyValue('background-attachment')}`);
          else if ('cssRules' in rule)
            walk(rule.cssRules as CSSRuleList, rule instanceof CSSMediaRule ? rule.conditionText : media);
      };
      walk(sheet.cssRules, '');
      return found;
    });
    expect(rules.map((rule) => rule.replace(/\s/g, ''))).to.deep.equal(['(prefers-reduced-motion:reduce)scroll']);
  });
});
