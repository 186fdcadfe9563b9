import { expect } from '@open-wc/testing';
import { ResourceTracker } from '../base/test/resource-tracker.js';
import { mount, runA11ySuite, runCleanupSuite, runMotionSuite, runUpgradeSuite } from '../base/test/suites.js';
import { printed, underThemeRules } from '../base/test/theme-rules.js';
import { until } from '../base/test/until.js';
import { withViewport } from '../base/test/viewport.js';
import { resetConfig } from '../core/config.js';
import './define.js';
import { entranceAt, transformFor } from './entrance-rules.js';
import { PbMotionElement } from './pb-motion.js';
import { ANIMATION_DATA, entry, fixtures, page, STYLES, text } from './pb-motion.fixtures.js';

type Page = { et_animation_data?: unknown; et_pb_custom?: unknown };
const globals = window as Page;
const $ = (selector: string) => document.querySelector<HTMLElement>(selector)!;
const opacity = (selector: string) => Number(getComputedStyle($(selector)).opacity);
const classes = (selector: string) =>
  [...$(selector).classList].filter((c) => !/^et_pb_(module|bg_layout|text_align)/.test(c));
/** The running animation's timing, and the speed curve the module's inline style gives its keyframes. */
const timing = (selector: string) => {
  const [animation] = $(selector).getAnimations();
  const t = animation?.effect?.getTiming();
  const easing = $(selector).style.animationTimingFunction;
  return t && { duration: t.duration, delay: t.delay, easing, iterations: t.iterations };
};
/** A transform as the engine reports it, written one way: no spaces, `0` for `0px`. */
const plain = (transform: unknown) => String(transform).replace(/\s/g, '').replace(/\b0px/g, '0');
/** Where a module starts from: its inline opacity and transform (MARKUP.md §6.5, steps 2 and 3). */
const starting = (selector: string) => ({
  opacity: Number($(selector).style.opacity),
  transform: plain($(selector).style.transform),
});
/** The module's computed transform `progress` of the way into its (paused) run, which has no delay. */
const transformAt = (selector: string, progress: number) => {
  const [animation] = $(selector).getAnimations();
  animation.pause();
  animation.currentTime = progress * Number(animation.effect!.getTiming().duration);
  return new DOMMatrix(getComputedStyle($(selector)).transform);
};
const near = (value: number, digits = 2) => Number(value.toFixed(digits));
const frames = (n = 2) =>
  new Promise<void>((resolve) => {
    const next = (left: number) => (left ? requestAnimationFrame(() => next(left - 1)) : resolve());
    next(n);
  });

const { preferMotion } = underThemeRules('/elements/pb-motion/pb-motion.css');
beforeEach(async () => {
  globals.et_animation_data = ANIMATION_DATA;
  await preferMotion('no-preference');
  scrollTo({ top: 0, behavior: 'instant' });
});
afterEach(() => {
  delete globals.et_animation_data;
  delete globals.et_pb_custom;
  // The configuration caches the theme's settings it read.
  resetConfig();
  scrollTo({ top: 0, behavior: 'instant' });
});

runUpgradeSuite({ element: PbMotionElement, fixtures });
runCleanupSuite({ element: PbMotionElement, fixtures }, async (el) => {
  // Leave animations running (their clean-up waits for their end), and modules waiting below the fold.
  if (el.querySelector('.et_animated')) await until(() => el.querySelector('.et_is_animating'));
});
runMotionSuite('pb-motion', '/elements/pb-motion/pb-motion.css');
/** Every animation at its end (a repeating one just before the end of its run): the modules as the visitor reads them. */
const played = () => {
  for (const animation of document.getAnimations()) {
    const { iterations, duration } = animation.effect!.getComputedTiming();
    if (iterations !== Infinity) animation.finish();
    else {
      animation.pause();
      animation.currentTime = Number(duration) * 0.999;
    }
  }
};
runA11ySuite({ element: PbMotionElement, fixtures }, [
  {
    name: 'played',
    enter: async (el) =>
      el.querySelector('.et_animated')
        ? until(() => document.querySelector('.et_is_animating')).then(played)
        : undefined,
  },
]);
// Mid-fade, text is partly transparent by design and axe measures its contrast as such: every other rule holds.
runA11ySuite(
  { element: PbMotionElement, fixtures: { 'CMS page': fixtures['CMS page'] } },
  [{ name: 'animating', enter: () => until(() => document.querySelector('.et_is_animating')) }],
  ['color-contrast'],
);

describe('<pb-motion> entrance animations', () => {
  it('shows every animated module as printed before the script runs, under the theme’s rules (no JavaScript)', () => {
    printed(fixtures['CMS page'], 'pb-motion');
    for (const selector of ['.et_pb_text_0', '.et_pb_text_2', '.et_pb_button_0', '.et_pb_blurb_0', '.et_pb_blurb_1'])
      expect([selector, opacity(selector)]).to.deep.equal([selector, 1]);
  });

  it('animates a module in view at once with its settings, then clears every class and style it added', async () => {
    await mount(fixtures['CMS page'], 'pb-motion');
    const style = $('.et_pb_text_0').getAttribute('style');
    await until(() => $('.et_pb_text_0').getAnimations().length);
    expect(classes('.et_pb_text_0')).to.deep.equal([
      'et_pb_text',
      'et_pb_text_0',
      'et_animated',
      'et_is_animating',
      'slideLeft',
    ]);
    expect(timing('.et_pb_text_0')).to.deep.equal({ duration: 800, delay: 200, easing: 'ease-out', iterations: 1 });
    expect(starting('.et_pb_text_0')).to.deep.equal({ opacity: 0.2, transform: 'translate3d(-60%,0,0)' });
    const [animation] = $('.et_pb_text_0').getAnimations();
    // In its delay, the module shows its starting opacity.
    animation.playbackRate = 0;
    animation.currentTime = 100;
    expect(opacity('.et_pb_text_0')).to.equal(0.2);
    // Held 1 ms short of its end (delay and duration) for two frames: the clean-up waits for the end itself.
    animation.currentTime = 999;
    await frames(2);
    expect($('.et_pb_text_0').classList.contains('et_animated'), 'still animating at 999 ms').to.equal(true);
    animation.playbackRate = 1;
    animation.currentTime = 1000;
    await animation.finished;
    await until(() => $('.et_pb_text_0').classList.contains('et_had_animation'));
    expect(classes('.et_pb_text_0')).to.deep.equal(['et_pb_text', 'et_pb_text_0', 'et_had_animation']);
    expect($('.et_pb_text_0').getAnimations().length).to.equal(0);
    expect($('.et_pb_text_0').getAttribute('style')).to.equal(style);
    expect(opacity('.et_pb_text_0')).to.equal(1);
  });

  it('ends a run at once when its module leaves the view mid-run (no one sees the rest)', async () => {
    await mount(fixtures['CMS page'], 'pb-motion');
    await until(() => $('.et_pb_text_0').getAnimations().length);
    const [animation] = $('.et_pb_text_0').getAnimations();
    // Held mid-run: only leaving the view can end it.
    animation.playbackRate = 0;
    animation.currentTime = 500;
    await frames(2);
    expect($('.et_pb_text_0').classList.contains('et_is_animating'), 'held mid-run').to.equal(true);
    const bottom = $('.et_pb_text_0').getBoundingClientRect().bottom + scrollY;
    scrollTo({ top: bottom + 10, behavior: 'instant' });
    await until(() => $('.et_pb_text_0').classList.contains('et_had_animation'));
    expect(classes('.et_pb_text_0')).to.deep.equal(['et_pb_text', 'et_pb_text_0', 'et_had_animation']);
    expect($('.et_pb_text_0').getAnimations().length).to.equal(0);
    expect($('.et_pb_text_0').getAttribute('style')).to.equal(null);
  });

  it('without pb-motion.css (its keyframes), shows every module in its final state and warns once', async () => {
    const sheet = document.querySelector<HTMLLinkElement>('link[href="/elements/pb-motion/pb-motion.css"]')!;
    const warnings: unknown[][] = [];
    const { warn } = console;
    console.warn = (...args: unknown[]) => void warnings.push(args);
    sheet.disabled = true;
    try {
      await mount(fixtures['CMS page'], 'pb-motion');
      await until(() => $('.et_pb_text_0').classList.contains('et_had_animation'));
      // The repeating one too: with no keyframes it would never play, only keep its starting opacity.
      await until(() => $('.et_pb_text_1').classList.contains('et_had_animation'));
      $('.et_pb_text_2').scrollIntoView({ block: 'center', behavior: 'instant' });
      await until(() => $('.et_pb_text_2').classList.contains('et_had_animation'));
    } finally {
      sheet.disabled = false;
      console.warn = warn;
    }
    expect(
      ['.et_pb_text_0', '.et_pb_text_1', '.et_pb_text_2'].map((s) => [s, opacity(s), $(s).getAttribute('style')]),
    ).to.deep.equal([
      ['.et_pb_text_0', 1, null],
      ['.et_pb_text_1', 1, null],
      ['.et_pb_text_2', 1, null],
    ]);
    expect(warnings.map(String)).to.deep.equal(['[pb-elements] no pb-motion.css: entrances off']);
  });

  it('with its stylesheet, keeps animating when the first module it runs is not displayed', async () => {
    globals.et_pb_custom = { ignore_waypoints: 'yes' };
    resetConfig();
    const warnings: unknown[][] = [];
    const { warn } = console;
    console.warn = (...args: unknown[]) => void warnings.push(args);
    try {
      const host = printed(fixtures['CMS page'], 'pb-motion');
      // Everything at once takes a module hidden on this device too: its run cannot play, which says nothing of the
      // stylesheet.
      $('.et_pb_text_0').style.display = 'none';
      host.append(document.createElement('pb-motion'));
      await until(() => $('.et_pb_text_2').getAnimations().length);
      await frames(3);
      expect($('.et_pb_text_2').classList.contains('et_is_animating')).to.equal(true);
    } finally {
      console.warn = warn;
    }
    expect(warnings).to.deep.equal([]);
  });

  it('repeats forever when asked: the `infinite` class, endless iterations, no clean-up', async () => {
    await mount(fixtures['CMS page'], 'pb-motion');
    await until(() => $('.et_pb_text_1').getAnimations().length);
    expect(timing('.et_pb_text_1')).to.deep.equal({
      duration: 1000,
      delay: 0,
      easing: 'ease-in-out',
      iterations: Infinity,
    });
    expect(classes('.et_pb_text_1')).to.deep.equal([
      'et_pb_text',
      'et_pb_text_1',
      'et_animated',
      'et_is_animating',
      'zoom',
      'infinite',
    ]);
    // A minute into it, and past the end of one run, it repeats on.
    const [animation] = $('.et_pb_text_1').getAnimations();
    animation.currentTime = 60000;
    await frames(2);
    expect(animation.playState).to.equal('running');
    expect($('.et_pb_text_1').classList.contains('infinite')).to.equal(true);
  });

  it('animates a button module’s wrapper, not the link', async () => {
    await mount(fixtures['CMS page'], 'pb-motion');
    await until(() => $('.et_pb_button_0_wrapper').getAnimations().length);
    expect($('.et_pb_button_0').getAnimations().length).to.equal(0);
    expect($('.et_pb_button_0').classList.contains('et_animated')).to.equal(false);
    expect($('.et_pb_button_0_wrapper').classList.contains('bounce')).to.equal(true);
    expect(opacity('.et_pb_button_0')).to.equal(1);
    const [animation] = $('.et_pb_button_0_wrapper').getAnimations();
    animation.finish();
    await until(() => $('.et_pb_button_0_wrapper').classList.contains('et_had_animation'));
    expect($('.et_pb_button_0_wrapper').classList.contains('bounce')).to.equal(false);
  });

  it('hides only the modules below the fold (opacity only), until their top reaches the bottom of the view', async () => {
    await mount(fixtures['CMS page'], 'pb-motion');
    await until(() => $('.et_pb_text_2').classList.contains('pb-motion-wait'));
    expect(opacity('.et_pb_text_2')).to.equal(0);
    expect($('.et_pb_blurb_1').classList.contains('pb-motion-wait')).to.equal(true);
    expect(opacity('.et_pb_blurb_1')).to.equal(0);
    expect($('.et_pb_text_0').classList.contains('pb-motion-wait'), 'in view: never hidden to wait').to.equal(false);
    const top = $('.et_pb_text_2').getBoundingClientRect().top + scrollY;
    // The theme's waypoint offset, 100 %: 20 px short of the view, still waiting; 20 px into it, animating.
    scrollTo({ top: top - innerHeight - 20, behavior: 'instant' });
    await frames(3);
    expect($('.et_pb_text_2').getAnimations().length, 'not yet').to.equal(0);
    scrollTo({ top: top - innerHeight + 20, behavior: 'instant' });
    await until(() => $('.et_pb_text_2').getAnimations().length);
    expect($('.et_pb_text_2').classList.contains('pb-motion-wait')).to.equal(false);
    expect($('.et_pb_text_2').classList.contains('flipTop')).to.equal(true);
  });

  it('hides a module within a viewport below the fold with the first report, and one farther in a later task', async () => {
    const printedSettings =
      ' data-animation-style="slideBottom" data-animation-duration="500ms" data-animation-delay="0ms" data-animation-intensity="10%" data-animation-starting-opacity="0%" data-animation-speed-curve="linear" data-animation-repeat=""';
    const spacer = (height: string) => `<div style="height:${height}"></div>`;
    // What each task left, seen as its mutations are delivered: every module's state at the end of that task.
    const states: { inView: boolean; near: boolean; far: boolean }[] = [];
    const seen = new MutationObserver(() => {
      const has = (selector: string, name: string) => !!document.querySelector(selector)?.classList.contains(name);
      states.push({
        inView: has('.et_pb_text_0', 'et_is_animating'),
        near: has('.et_pb_text_2', 'pb-motion-wait'),
        far: has('.et_pb_text_3', 'pb-motion-wait'),
      });
    });
    seen.observe(document.body, { attributes: true, attributeFilter: ['class'], subtree: true });
    try {
      await mount(
        page(
          `${text(0, 'In view.')}${spacer('100vh')}${text(2, 'Just below the fold.')}${spacer('3000px')}${text(3, 'Far below.', printedSettings)}`,
        ),
        'pb-motion',
      );
      await until(() => $('.et_pb_text_3').classList.contains('pb-motion-wait'));
      expect(opacity('.et_pb_text_3')).to.equal(0);
      const first = states.find(({ inView }) => inView);
      expect(first, 'the first report hides the near module with it, not the far one').to.deep.equal({
        inView: true,
        near: true,
        far: false,
      });
    } finally {
      seen.disconnect();
    }
  });

  it('hides a module the page adds far below the fold too, after the first ones were hidden', async () => {
    const el = await mount(
      page(`${text(0, 'In view.')}<div style="height:3000px"></div>${text(2, 'Far.')}`),
      'pb-motion',
    );
    await until(() => $('.et_pb_text_2').classList.contains('pb-motion-wait'));
    // An ajax page of posts, say: added at the end, far below the fold, with its settings printed on it.
    el.insertAdjacentHTML(
      'beforeend',
      `<div style="height:3000px"></div>${text(4, 'Added later.', ' data-animation-style="fade" data-animation-duration="500ms"')}`,
    );
    await until(() => $('.et_pb_text_4').classList.contains('pb-motion-wait'));
    expect(opacity('.et_pb_text_4')).to.equal(0);
    expect($('.et_pb_text_4').getAnimations().length, 'not yet').to.equal(0);
  });

  it('leaves no module hidden to wait when it is disconnected before the far ones are hidden', async () => {
    const el = await mount(
      page(`${text(0, 'In view.')}<div style="height:3000px"></div>${text(2, 'Far.')}`),
      'pb-motion',
    );
    await until(() => $('.et_pb_text_0').classList.contains('et_is_animating'));
    el.remove();
    await frames(3);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(el.querySelectorAll('.pb-motion-wait').length).to.equal(0);
  });

  it('gives legacy `.et-waypoint` modules `et-animated` on entering the view', async () => {
    await mount(fixtures['CMS page'], 'pb-motion');
    await until(() => $('.et_pb_blurb_0').classList.contains('et-animated'));
    expect(opacity('.et_pb_blurb_0')).to.equal(1);
    expect($('.et_pb_blurb_1').classList.contains('et-animated')).to.equal(false);
    $('.et_pb_blurb_1').scrollIntoView({ block: 'center', behavior: 'instant' });
    await until(() => $('.et_pb_blurb_1').classList.contains('et-animated'));
    expect($('.et_pb_blurb_1').classList.contains('pb-motion-wait')).to.equal(false);
  });

  it('reads `data-animation-*` printed on a module, and removes them when it animates', async () => {
    await mount(fixtures['CMS page'], 'pb-motion');
    $('.et_pb_text_3').scrollIntoView({ block: 'center', behavior: 'instant' });
    await until(() => $('.et_pb_text_3').getAnimations().length);
    expect(timing('.et_pb_text_3')).to.deep.equal({ duration: 500, delay: 0, easing: 'linear', iterations: 1 });
    expect($('.et_pb_text_3').classList.contains('slideBottom')).to.equal(true);
    expect(
      $('.et_pb_text_3')
        .getAttributeNames()
        .filter((n) => n.startsWith('data-animation')),
    ).to.deep.equal([]);
  });

  it("gives a module already scrolled past its final state at once, through the theme's classes, and never animates one that has had its animation", async () => {
    const host = printed(fixtures['CMS page'], 'pb-motion');
    $('.et_pb_text_1').classList.add('et_had_animation');
    $('.et_pb_text_2').scrollIntoView({ block: 'start', behavior: 'instant' });
    expect($('.et_pb_text_0').getBoundingClientRect().bottom < 0, 'scrolled past').to.equal(true);
    // The states the spec names, in order: animated, then had_animation once done. Each record keeps the classes
    // before its change, so the animated state shows as the value the next change replaced.
    const states: string[][] = [];
    const watch = new MutationObserver((records) => {
      for (const record of records) states.push((record.oldValue ?? '').split(' '));
    });
    watch.observe($('.et_pb_text_0'), { attributes: true, attributeFilter: ['class'], attributeOldValue: true });
    // Its run would play where no one sees it: none is started (no inline animation is ever set).
    const styled: string[] = [];
    const styles = new MutationObserver(() => styled.push(String($('.et_pb_text_0').getAttribute('style'))));
    styles.observe($('.et_pb_text_0'), { attributes: true, attributeFilter: ['style'] });
    const el = document.createElement('pb-motion');
    host.append(el);
    await el.updateComplete;
    // The one in view plays; the observer reports every module in one callback, so the one above is done by then.
    await until(() => $('.et_pb_text_2').getAnimations().length === 1);
    for (const record of watch.takeRecords()) states.push((record.oldValue ?? '').split(' '));
    watch.disconnect();
    styles.disconnect();
    expect(styled, 'an animation set on the module above').to.deep.equal([]);
    expect($('.et_pb_text_0').getAnimations().length).to.equal(0);
    expect(classes('.et_pb_text_0')).to.deep.equal(['et_pb_text', 'et_pb_text_0', 'et_had_animation']);
    expect(states.some((state) => state.includes('et_animated') && state.includes('et_is_animating'))).to.equal(true);
    await frames(3);
    expect($('.et_pb_text_1').getAnimations().length).to.equal(0);
    expect(classes('.et_pb_text_1')).to.deep.equal(['et_pb_text', 'et_pb_text_1', 'et_animated', 'et_had_animation']);
  });

  it('uses one IntersectionObserver for every module (and one MutationObserver for modules added later)', async () => {
    const tracker = new ResourceTracker().start();
    const created: string[] = [];
    const { IntersectionObserver: IO, MutationObserver: MO } = window;
    window.IntersectionObserver = class extends IO {
      constructor(...args: ConstructorParameters<typeof IO>) {
        super(...args);
        created.push('IntersectionObserver');
      }
    };
    window.MutationObserver = class extends MO {
      constructor(...args: ConstructorParameters<typeof MO>) {
        super(...args);
        created.push('MutationObserver');
      }
    };
    try {
      await mount(fixtures['CMS page'], 'pb-motion');
      await until(() => $('.et_pb_text_2').classList.contains('pb-motion-wait'));
      expect(created.sort()).to.deep.equal(['IntersectionObserver', 'MutationObserver']);
      expect(tracker.live().observers).to.equal(2);
    } finally {
      window.IntersectionObserver = IO;
      window.MutationObserver = MO;
      tracker.stop();
    }
  });

  it('animates everything at once when `et_pb_custom.ignore_waypoints` is "yes"', async () => {
    globals.et_pb_custom = { ignore_waypoints: 'yes' };
    resetConfig();
    await mount(fixtures['CMS page'], 'pb-motion');
    await until(() => $('.et_pb_text_2').getAnimations().length);
    expect($('.et_pb_blurb_1').classList.contains('et-animated')).to.equal(true);
    expect(document.querySelectorAll('.pb-motion-wait').length).to.equal(0);
  });

  it('plays every style from its starting transform (MARKUP.md §6.5)', async () => {
    globals.et_animation_data = STYLES.map((style, i) => entry(`et_pb_text_${i}`, { style, intensity: '40%' }));
    globals.et_pb_custom = { ignore_waypoints: 'yes' };
    resetConfig();
    await mount(page(STYLES.map((style, i) => text(i, style)).join('')), 'pb-motion');
    await until(() => $(`.et_pb_text_${STYLES.length - 1}`).getAnimations().length);
    const seen = STYLES.map((style, i) => [
      style,
      $(`.et_pb_text_${i}`).classList.contains(style),
      $(`.et_pb_text_${i}`).getAnimations().length,
      starting(`.et_pb_text_${i}`).transform,
    ]);
    const expected = STYLES.map((style) => [
      style,
      true,
      1,
      plain(transformFor(entranceAt({ style, intensity: '40%' }, 'desktop'))),
    ]);
    expect(seen).to.deep.equal(expected);
  });

  it('chooses the tablet variant on a tablet, and again when the breakpoint changes', async () => {
    globals.et_animation_data = [
      entry('et_pb_text_0', { style: 'fade', repeat: 'loop', duration: '1000ms', duration_tablet: '600ms' }),
    ];
    await withViewport({ width: 1200, height: 700 }, async () => {
      await mount(page(text(0, 'Looping')), 'pb-motion');
      await until(() => $('.et_pb_text_0').getAnimations().length);
      expect(timing('.et_pb_text_0')?.duration, 'desktop').to.equal(1000);
      await withViewport({ width: 700, height: 600 }, async () => {
        await until(() => timing('.et_pb_text_0')?.duration === 600);
        expect($('.et_pb_text_0').getAnimations().length, 'one animation, restarted').to.equal(1);
      });
      await until(() => timing('.et_pb_text_0')?.duration === 1000);
    });
  });

  it('under reduced motion, shows every module in its final state at once: no animation, no hiding', async () => {
    await preferMotion('reduce');
    await mount(fixtures['CMS page'], 'pb-motion');
    await frames(3);
    expect(document.getAnimations().length).to.equal(0);
    expect(document.querySelectorAll('.et_animated, .pb-motion-wait, .et_is_animating').length).to.equal(0);
    for (const selector of ['.et_pb_text_0', '.et_pb_text_2', '.et_pb_button_0_wrapper', '.et_pb_blurb_1'])
      expect([selector, opacity(selector)]).to.deep.equal([selector, 1]);
    expect($('.et_pb_text_2').classList.contains('et_had_animation')).to.equal(true);
    expect($('.et_pb_blurb_1').classList.contains('et-animated')).to.equal(true);
  });

  it('leaves every module visible when it is removed mid-animation', async () => {
    const el = await mount(fixtures['CMS page'], 'pb-motion');
    await until(() => $('.et_pb_text_2').classList.contains('pb-motion-wait'));
    const content = [...el.children];
    el.remove();
    document.body.querySelector('.pb-test-fixture')!.append(...content);
    for (const selector of ['.et_pb_text_0', '.et_pb_text_1', '.et_pb_text_2', '.et_pb_blurb_1'])
      expect([selector, opacity(selector)]).to.deep.equal([selector, 1]);
    expect(document.getAnimations().length).to.equal(0);
  });

  it('animates modules the page adds after it started (an ajax page of posts, a client-side render)', async () => {
    globals.et_animation_data = [...ANIMATION_DATA, entry('et_pb_text_7', { style: 'rollRight' })];
    const el = await mount(fixtures['CMS page'], 'pb-motion');
    const next = document.createElement('div');
    next.innerHTML = `${text(7, 'Loaded later.')}${text(8, 'Printed later.', ' data-animation-style="foldTop"')}<div class="et_pb_module et-waypoint et_pb_animation_top et_pb_image_9">Image</div>`;
    el.prepend(next);
    await until(() => $('.et_pb_text_7').getAnimations().length && $('.et_pb_text_8').getAnimations().length);
    expect([
      classes('.et_pb_text_7').includes('rollRight'),
      classes('.et_pb_text_8').includes('foldTop'),
      $('.et_pb_image_9').classList.contains('et-animated'),
    ]).to.deep.equal([true, true, true]);
  });

  it('stops watching for added modules when it is removed: they stay as printed, visible', async () => {
    globals.et_animation_data = [...ANIMATION_DATA, entry('et_pb_text_7')];
    const el = await mount(fixtures['CMS page'], 'pb-motion');
    el.remove();
    const later = document.createElement('div');
    later.innerHTML = text(7, 'After the stop.');
    document.querySelector('.pb-test-fixture')!.append(later);
    await frames(3);
    expect([
      $('.et_pb_text_7').getAnimations().length,
      opacity('.et_pb_text_7'),
      classes('.et_pb_text_7'),
    ]).to.deep.equal([0, 1, ['et_pb_text', 'et_pb_text_7', 'et_animated']]);
  });

  it('bounces with the theme’s keyframes: each step eased as the theme eases it', async () => {
    globals.et_animation_data = [
      entry('et_pb_text_0', { style: 'bounce', speed_curve: 'ease-in' }),
      entry('et_pb_text_1', { style: 'bounceBottom' }),
    ];
    await mount(page(text(0, 'Bounce') + text(1, 'Bounce from the bottom')), 'pb-motion');
    await until(() => $('.et_pb_text_1').getAnimations().length);
    // The theme's steps, where each begins: a fifth of the run apart without a direction, from 200 px below and
    // overshooting by 20 px, then 10 and 5 from the bottom.
    expect([0, 0.2, 0.4, 0.6, 0.8, 1].map((at) => near(transformAt('.et_pb_text_0', at).m11))).to.deep.equal([
      0.3, 1.1, 0.9, 1.03, 0.97, 1,
    ]);
    expect([0, 0.6, 0.75, 0.9, 1].map((at) => near(transformAt('.et_pb_text_1', at).m42))).to.deep.equal([
      200, -20, 10, -5, 0,
    ]);
    // Halfway through a step the theme's easing (fast, then slow) is most of the way there; the module's own speed
    // curve (`ease-in`, slow first) would be under halfway.
    expect(transformAt('.et_pb_text_0', 0.1).m11).to.be.above(0.3 + 0.8 * 0.75);
    // The opacity only in the last frame: from the starting opacity over the whole run.
    expect(opacity('.et_pb_text_1')).to.equal(1);
    transformAt('.et_pb_text_1', 0);
    expect(opacity('.et_pb_text_1')).to.equal(0);
  });
});
