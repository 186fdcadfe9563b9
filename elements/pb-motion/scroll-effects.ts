/**
 * `<pb-motion>`'s scroll effects (MARKUP.md §8.9), loaded only on pages that print `et_pb_motion_elements`: each
 * module's translate, opacity, scale, rotate and blur follow its position in the window, from the list of the
 * visitor's breakpoint (chosen again when it changes).
 *
 * Where the browser has scroll-driven animations, each module gets one Web Animations API animation on its own
 * view timeline, its range from the start point meeting the window's bottom (`entry-crossing`) to the end point
 * meeting its top (`exit-crossing`), its keyframes computed once from the module's values: no script runs while
 * scrolling, and the browser does no work for modules out of view. Elsewhere the shared frame loop (frame-loop.ts)
 * reads the scroll position once per frame (the modules' places on the page are measured when the page's size
 * changes, never while scrolling) and writes each module's style as the theme does: a style exists only while
 * the module is within 500 px of the window, moves in 15 px steps of the scroll with 200 ms linear transitions
 * between them, and is refreshed at most every 10 ms (SPEC.md §9). Both paths compute the style with the same
 * function (scroll-effects-rules.ts), and a test compares them. Off under reduced motion.
 */
import { warnOnce } from '../core/warn.js';
import type { Device } from './entrance-rules.js';
import { onFrames, requestFrame, scrollTimelines } from './frame-loop.js';
import { inRange, keyframesOf, type Module, parseMotionElements, positionAt, styleAt } from './scroll-effects-rules.js';

export interface ScrollEffectsOptions {
  /** The page's `et_pb_motion_elements`. */
  data: unknown;
  /** The visitor asks for reduced motion. */
  reduce: boolean;
}

/** SPEC.md §9: the scroll step, the refresh throttle and the transition while in view. */
const STEP = 15;
const THROTTLE = 10;
const TRANSITION = ['transform', 'opacity', 'filter'].map((p) => p + ' 200ms linear').join();
const PROPERTIES = ['transform', 'opacity', 'filter', 'transition'] as const;

type ViewTimelineConstructor = new (options: { subject: Element; inset?: string }) => AnimationTimeline;

interface Target {
  element: HTMLElement;
  module: Module;
  /** The element's place on the page, without any transform (offsetTop along its offset parents). */
  top: number;
  height: number;
  /** Its style block exists (within 500 px of the window). */
  on: boolean;
  /** 'important' when a value carried `!important`. */
  priority: string;
}

/** Starts the page's scroll effects; returns the stop, which leaves every module as printed. */
export function startScrollEffects({ data, reduce }: ScrollEffectsOptions): () => void {
  if (reduce) return () => {};
  const tablet = matchMedia('(max-width:980px)');
  const phone = matchMedia('(max-width:479px)');
  const device = () => start(data, phone.matches ? 'phone' : tablet.matches ? 'tablet' : 'desktop');
  let stop = device();
  const rechoose = () => {
    stop();
    stop = device();
  };
  tablet.addEventListener('change', rechoose);
  phone.addEventListener('change', rechoose);
  return () => {
    tablet.removeEventListener('change', rechoose);
    phone.removeEventListener('change', rechoose);
    stop();
  };
}

function start(data: unknown, device: Device): () => void {
  const { modules, problems } = parseMotionElements(data, device);
  for (const problem of problems) warnOnce(startScrollEffects, problem);
  const targets: Target[] = modules.flatMap((module) =>
    [...document.querySelectorAll<HTMLElement>(module.selector)].map((element) => ({
      element,
      module,
      top: 0,
      height: 0,
      on: false,
      priority: module.effects.some((e) => e.important) ? 'important' : '',
    })),
  );
  // What the page printed inline, put back by the stop and when a module's style block goes.
  const printed = targets.map(({ element }) => PROPERTIES.map((p) => element.style.getPropertyValue(p)));
  const restore = (i: number) => PROPERTIES.forEach((p, k) => targets[i].element.style.setProperty(p, printed[i][k]));

  const { ViewTimeline } = globalThis as unknown as { ViewTimeline?: ViewTimelineConstructor };
  if (scrollTimelines() && ViewTimeline) {
    // Every timeline before any animation: a timeline made after an animation started lays the page out again to
    // find its subject (the motion page during its load: 7 forced layouts, 17 ms of 25 at 4× CPU, issue 19).
    // Inset 0: the whole window, not the part a fixed header's scroll padding leaves.
    const timelines = targets.map(({ element }) => new ViewTimeline({ subject: element, inset: '0px' }));
    const animations = targets.map(({ element, module }, i) =>
      element.animate(keyframesOf(module), {
        timeline: timelines[i],
        rangeStart: `entry-crossing ${module.triggerStart * 100}%`,
        rangeEnd: `exit-crossing ${module.triggerEnd * 100}%`,
        fill: 'both',
      } as KeyframeAnimationOptions),
    );
    return () => animations.forEach((animation) => animation.cancel());
  }

  let scrollTop = 0;
  let viewport = 0;
  /** The scroll step and window height of the last refresh (NaN: refresh at the next frame). */
  let step = NaN;
  let height = NaN;
  let refreshed = -Infinity;
  // The places are measured now and when anything's size changes (the page's, a module's): never while scrolling.
  const measure = () => {
    for (const target of targets) {
      let top = 0;
      for (let node: HTMLElement | null = target.element; node; node = node.offsetParent as HTMLElement | null)
        top += node.offsetTop + node.clientTop;
      target.top = top - target.element.clientTop;
      target.height = target.element.offsetHeight;
    }
    step = NaN;
    requestFrame();
  };
  measure();
  const sizes = new ResizeObserver(measure);
  sizes.observe(document.documentElement);
  for (const { element } of targets) sizes.observe(element);

  const stopFrames = onFrames({
    read() {
      scrollTop = scrollY;
      viewport = document.documentElement.clientHeight;
    },
    write() {
      const now = performance.now();
      // At most one refresh in 10 ms: on a fast display the next frame comes back for the last scroll.
      if (now - refreshed < THROTTLE) return requestFrame();
      const at = Math.round(scrollTop / STEP);
      if (at === step && viewport === height) return;
      [step, height, refreshed] = [at, viewport, now];
      targets.forEach((target, i) => {
        const { element, module, priority } = target;
        const on = inRange(target, scrollTop, viewport);
        if (on) {
          const style = styleAt(module, positionAt(target, at * STEP, viewport, module));
          for (const [property, value] of Object.entries(style)) element.style.setProperty(property, value, priority);
          // The first style of a block is set at once; later ones glide there.
          element.style.transition = target.on ? TRANSITION : '';
        } else if (target.on) restore(i);
        target.on = on;
      });
    },
  });
  return () => {
    stopFrames();
    sizes.disconnect();
    targets.forEach((_, i) => restore(i));
  };
}
