/**
 * `<pb-motion>`'s scroll effects (MARKUP.md §8.9; SPEC.md §3–§5, §9) on both paths in every engine: the browser's
 * scroll-driven animations where it has them, and the frame loop, forced in Chromium too. On both, every module's
 * computed transform, opacity and filter at a scroll position are what the theme's resolvers give at that
 * position (scroll-effects-rules.ts), and the two paths agree with each other. The frame loop's own rules: style
 * blocks only within 500 px of the window, 15 px steps, 200 ms linear transitions while in view, a 10 ms refresh
 * throttle. Nothing under reduced motion; a stop leaves the page as printed; bad data gives a warning, not an error.
 */
import { expect } from '@open-wc/testing';
import { mount, unmountAll } from '../base/test/suites.js';
import { underThemeRules } from '../base/test/theme-rules.js';
import { until } from '../base/test/until.js';
import { withViewport } from '../base/test/viewport.js';
import './define.js';
import { scrollPaths, scrollTimelines } from './frame-loop.js';
import { inRange, parseMotionElements, positionAt, styleAt, type Module } from './scroll-effects-rules.js';

const { preferMotion } = underThemeRules('/elements/pb-motion/pb-motion.css');
type Page = { et_pb_motion_elements?: unknown };
const globals = window as Page;

const TOP = 900;
const SLOT = 300;
const HEIGHT = 200;
const ITEMS = [
  { id: '.et_pb_image_0', resolver: 'translateY', trigger_start: 'top', trigger_end: 'bottom' },
  { id: '.et_pb_image_0', resolver: 'opacity', trigger_start: 'top', trigger_end: 'bottom' },
  { id: '.et_pb_text_1', resolver: 'rotate', value: '0|50|50|100|90|0|-45' },
  { id: '.et_pb_text_1', resolver: 'scale' },
  { id: '.et_pb_text_2', resolver: 'blur' },
  { id: '.et_pb_text_2', resolver: 'translateX', value: '10|30|70|90|-2|0|2' },
  {
    id: '.et_pb_gallery_0',
    resolver: 'opacity',
    grid_motion: 'on',
    module_type: 'et_pb_gallery',
    module_index: '0',
    children_count: 2,
  },
];
const MODULES = ['et_pb_image_0', 'et_pb_text_1', 'et_pb_text_2', 'et_pb_gallery_item_0_0', 'et_pb_gallery_item_0_1'];
/**
 * Each module at the top of a slot of its own, so the slot's box is the module's untransformed place. The page
 * clips what moves past its side, as a theme's page container does: a horizontal scrollbar coming and going would
 * change the window's height under the test.
 */
const PAGE = `<div style="overflow-x:clip"><div style="height:${TOP}px"></div>${MODULES.map(
  (name) =>
    `<div class="slot" style="height:${SLOT}px"><div class="et_pb_module ${name}" style="height:${HEIGHT}px;background:#246;color:#fff"><p>${name}</p></div></div>`,
).join('')}<div style="height:3000px"></div></div><pb-motion></pb-motion>`;

const $ = (selector: string) => document.querySelector<HTMLElement>(selector)!;
const frames = (n = 3) =>
  new Promise<void>((resolve) => {
    const next = (left: number) => (left ? requestAnimationFrame(() => next(left - 1)) : resolve());
    next(n);
  });
const scrollAt = async (top: number) => {
  scrollTo({ top, behavior: 'instant' });
  await frames();
};
const modules = () => parseMotionElements({ desktop: ITEMS }, 'desktop').modules;
/** A module's untransformed place on the page: its slot's. */
const place = (element: HTMLElement) => ({
  top: element.parentElement!.getBoundingClientRect().top + scrollY,
  height: HEIGHT,
});
/** Within 500 px of the window: the frame loop gives it a style (the browser's own path gives every module one). */
const near500 = (element: HTMLElement) => inRange(place(element), scrollY, document.documentElement.clientHeight);

/** The numbers of a computed style: its transform matrix, opacity and blur radius. */
const numbers = (style: CSSStyleDeclaration) =>
  [style.transform, style.opacity, style.filter]
    .join(' ')
    .match(/-?\d+(\.\d+)?(e-?\d+)?/g)!
    .map(Number);
/** What the theme's resolvers give for a module at the current scroll position, as the browser computes it. */
function expected(module: Module): number[] {
  const element = $(module.selector);
  const position = positionAt(place(element), scrollY, document.documentElement.clientHeight, module);
  const probe = document.body.appendChild(document.createElement('div'));
  Object.assign(probe.style, { width: element.offsetWidth + 'px', height: HEIGHT + 'px' }, styleAt(module, position));
  const want = numbers(getComputedStyle(probe));
  probe.remove();
  return want;
}
const near = (a: number[], b: number[]) =>
  a.length === b.length && a.every((n, i) => Math.abs(n - b[i]) <= Math.max(0.6, Math.abs(b[i]) * 0.01));
/** Every module's computed numbers match the theme's values (the frame loop's glide done). */
async function matchesTheme(at: number): Promise<void> {
  await scrollAt(at);
  for (const module of modules().filter((m) => scrollTimelines() || near500($(m.selector)))) {
    const have = () => numbers(getComputedStyle($(module.selector)));
    await until(() => near(have(), expected(module)), 3000).catch(() => {
      throw new Error(`${module.selector} at ${at}: ${have().join()} ≠ ${expected(module).join()}`);
    });
  }
}
/**
 * Records, in order, each view timeline made and each animation started until `restore`: 'timeline' and 'animate'.
 */
function recordTimelinesAndAnimations(): { order: string[]; restore: () => void } {
  const order: string[] = [];
  const page = globalThis as { ViewTimeline?: new (options: object) => object };
  const { ViewTimeline } = page;
  const { animate } = Element.prototype;
  if (ViewTimeline)
    page.ViewTimeline = class extends ViewTimeline {
      constructor(options: object) {
        order.push('timeline');
        super(options);
      }
    };
  Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
    order.push('animate');
    return animate.apply(this, args);
  };
  return {
    order,
    restore: () => {
      page.ViewTimeline = ViewTimeline;
      Element.prototype.animate = animate;
    },
  };
}

// Multiples of the 15 px step, from before the first module enters to after the last leaves.
const POSITIONS = [0, 450, 600, 750, 900, 1050, 1200, 1500, 1800];

beforeEach(async () => {
  await preferMotion('no-preference');
  globals.et_pb_motion_elements = { desktop: ITEMS };
  await scrollAt(0);
});
afterEach(async () => {
  scrollPaths.forceFallback = false;
  delete globals.et_pb_motion_elements;
  unmountAll();
  await scrollAt(0);
});

for (const fallback of [false, true])
  describe(`<pb-motion> scroll effects, ${fallback ? 'frame loop (forced)' : 'the browser’s own path'}`, () => {
    beforeEach(() => (scrollPaths.forceFallback = fallback));

    it('gives every module the theme’s translate, opacity, scale, rotate and blur at each scroll position', async function () {
      // Nine positions, and on the frame loop a 200 ms glide to each.
      this.timeout(20000);
      // Wider than 980 px: the desktop list.
      await withViewport({ width: 1100, height: 700 }, async () => {
        await mount(PAGE, 'pb-motion');
        for (const at of POSITIONS) await matchesTheme(at);
      });
    });

    it('runs on the path it should: one view-timeline animation per module where supported, else inline styles', async () => {
      await withViewport({ width: 1100, height: 700 }, async () => {
        const calls = recordTimelinesAndAnimations();
        await mount(PAGE, 'pb-motion').finally(calls.restore);
        // Every timeline before the first animation: a timeline made after one lays the page out again.
        const firstAnimation = calls.order.indexOf('animate');
        expect(calls.order.lastIndexOf('timeline'), calls.order.join()).to.be.below(
          firstAnimation < 0 ? Infinity : firstAnimation,
        );
        expect(calls.order.filter((call) => call === 'timeline').length).to.equal(
          scrollTimelines() ? calls.order.length / 2 : 0,
        );
        await scrollAt(900);
        const timeline = scrollTimelines();
        expect(fallback && timeline, 'forced off').to.equal(false);
        for (const name of MODULES.filter((name) => near500($('.' + name)))) {
          const element = $('.' + name);
          const animations = element.getAnimations();
          expect({
            name,
            animations: animations.length,
            inline: !!element.style.transform || !!element.style.opacity,
          }).to.deep.equal({ name, animations: timeline ? 1 : 0, inline: !timeline });
          if (timeline) expect(animations[0].timeline).not.to.equal(document.timeline);
        }
      });
    });

    it('does nothing under reduced motion', async () => {
      await preferMotion('reduce');
      await mount(PAGE, 'pb-motion');
      await scrollAt(600);
      await new Promise((resolve) => setTimeout(resolve, 50));
      for (const name of MODULES) {
        const style = getComputedStyle($('.' + name));
        expect([name, style.transform, style.opacity, style.filter]).to.deep.equal([name, 'none', '1', 'none']);
      }
      expect(document.getAnimations().length).to.equal(0);
    });

    it('puts every module back as printed when the element is removed', async () => {
      const element = await mount(
        PAGE.replace('et_pb_text_1" style="', 'et_pb_text_1" style="opacity:0.9;'),
        'pb-motion',
      );
      await scrollAt(750);
      await until(() => getComputedStyle($('.et_pb_text_2')).filter !== 'none');
      element.remove();
      await scrollAt(900);
      for (const name of MODULES) {
        const style = getComputedStyle($('.' + name));
        expect([name, style.transform, style.filter, $('.' + name).getAnimations().length]).to.deep.equal([
          name,
          'none',
          'none',
          0,
        ]);
      }
      expect($('.et_pb_text_1').style.opacity).to.equal('0.9');
    });
  });

describe('<pb-motion> scroll effects: the two paths agree', () => {
  it('gives the same values on the view timeline and in the frame loop at the same scroll positions', async function () {
    this.timeout(20000);
    if (!scrollTimelines()) {
      // This engine has only the frame loop: the test above holds it to the theme's values.
      expect(CSS.supports('animation-timeline: view()')).to.equal(false);
      return;
    }
    await withViewport({ width: 1100, height: 700 }, async () => {
      const read = async (fallback: boolean) => {
        scrollPaths.forceFallback = fallback;
        await mount(PAGE, 'pb-motion');
        const values: number[][] = [];
        for (const at of POSITIONS) {
          await scrollAt(at);
          // The frame loop glides for 200 ms; let it arrive.
          await new Promise((resolve) => setTimeout(resolve, fallback ? 300 : 0));
          await frames(2);
          // Modules more than 500 px away have no style in the frame loop (and cannot be seen).
          for (const name of MODULES.filter((name) => near500($('.' + name))))
            values.push(numbers(getComputedStyle($('.' + name))));
        }
        unmountAll();
        await scrollAt(0);
        return values;
      };
      const css = await read(false);
      const loop = await read(true);
      expect(css.length).to.equal(loop.length);
      css.forEach((values, i) => expect(near(values, loop[i]), `${values} vs ${loop[i]}`).to.equal(true));
    });
  });
});

describe('<pb-motion> scroll effects: the frame loop’s style blocks (SPEC.md §4, §9)', () => {
  beforeEach(() => (scrollPaths.forceFallback = true));
  /** The module's inline transform, opacity, filter and transition: none of them printed. */
  const style = (name: string) =>
    ['transform', 'opacity', 'filter', 'transition'].map((p) => $('.' + name).style.getPropertyValue(p)).join('');
  const printed = '';

  it('creates a module’s style only within 500 px of the window and removes it beyond', async () => {
    await withViewport({ width: 1100, height: 700 }, async () => {
      await mount(PAGE, 'pb-motion');
      const viewport = document.documentElement.clientHeight;
      // The last module's slot starts at TOP + 4 × SLOT; 600 px below the window's bottom it has no style.
      const last = TOP + 4 * SLOT;
      await scrollAt(Math.floor((last - viewport - 600) / 15) * 15);
      expect(style('et_pb_gallery_item_0_1')).to.equal(printed);
      await scrollAt(Math.ceil((last - viewport - 400) / 15) * 15);
      await until(() => $('.et_pb_gallery_item_0_1').style.opacity !== '');
      // Far past the first module: its block is gone again.
      await scrollAt(Math.ceil((TOP + HEIGHT + 600) / 15) * 15);
      await until(() => style('et_pb_image_0') === printed);
    });
  });

  it('moves in 15 px steps, gliding 200 ms linearly between them while in view', async () => {
    await withViewport({ width: 1100, height: 700 }, async () => {
      await mount(PAGE, 'pb-motion');
      const module = $('.et_pb_text_1');
      // 30 px into its range (it starts when its middle meets the window's bottom), on a step.
      const from = Math.ceil((place(module).top + HEIGHT / 2 - document.documentElement.clientHeight) / 15) * 15 + 30;
      await scrollAt(from - 15);
      await scrollAt(from);
      expect(module.style.transition).to.equal('transform 200ms linear, opacity 200ms linear, filter 200ms linear');
      const before = module.style.transform;
      // Less than half a step: the same step, the same style.
      await scrollAt(from + 6);
      expect(module.style.transform).to.equal(before);
      await scrollAt(from + 15);
      expect(module.style.transform).not.to.equal(before);
    });
  });

  it('refreshes at most once in 10 ms, and never misses the last scroll', async () => {
    await withViewport({ width: 1100, height: 700 }, async () => {
      const real = performance.now.bind(performance);
      let now = real();
      performance.now = () => now;
      try {
        await mount(PAGE, 'pb-motion');
        await scrollAt(600);
        const module = $('.et_pb_text_1');
        const first = module.style.transform;
        // The clock stands still: the next scroll waits, frame after frame.
        await scrollAt(750);
        expect(module.style.transform).to.equal(first);
        now += 10;
        await frames(2);
        expect(module.style.transform).not.to.equal(first);
      } finally {
        performance.now = real;
      }
    });
  });

  it('carries !important', async () => {
    globals.et_pb_motion_elements = {
      desktop: [{ id: '.et_pb_text_1', resolver: 'opacity', startValue: '20 !important' }],
    };
    await mount(PAGE, 'pb-motion');
    await scrollAt(600);
    await until(() => $('.et_pb_text_1').style.getPropertyPriority('opacity') === 'important');
    expect($('.et_pb_text_1').style.opacity).to.equal('0.2');
  });
});

describe('<pb-motion> scroll effects: breakpoints and bad data', () => {
  it('takes the tablet list at 980 px and below, and the desktop list again above', async () => {
    globals.et_pb_motion_elements = {
      desktop: [{ id: '.et_pb_text_1', resolver: 'opacity', value: '0|50|50|100|20|20|20' }],
      tablet: [{ id: '.et_pb_text_1', resolver: 'opacity', value: '0|50|50|100|60|60|60' }],
    };
    await withViewport({ width: 1100, height: 700 }, async () => {
      await mount(PAGE, 'pb-motion');
      await scrollAt(600);
      await until(() => getComputedStyle($('.et_pb_text_1')).opacity === '0.2');
      await withViewport({ width: 900, height: 700 }, () =>
        until(() => getComputedStyle($('.et_pb_text_1')).opacity === '0.6'),
      );
      await until(() => getComputedStyle($('.et_pb_text_1')).opacity === '0.2');
    });
  });

  it('warns once about an item it cannot use and runs the others', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (message: string) => warnings.push(message);
    try {
      globals.et_pb_motion_elements = {
        desktop: [
          { id: '<img onerror=alert(1)>', resolver: 'opacity' },
          { id: '.et_pb_text_1', resolver: 'opacity', value: '0|50|50|100|30|30|30' },
        ],
      };
      await mount(PAGE, 'pb-motion');
      await scrollAt(600);
      await until(() => getComputedStyle($('.et_pb_text_1')).opacity === '0.3');
      expect(warnings.filter((w) => w.includes('et_pb_motion_elements'))).to.have.length(1);
    } finally {
      console.warn = warn;
    }
  });
});
