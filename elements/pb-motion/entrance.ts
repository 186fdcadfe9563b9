/**
 * `<pb-motion>`'s entrance animations (MARKUP.md §6.5; THEME-CSS.md §8), loaded only on pages that have some. One
 * IntersectionObserver watches every animated module: one already in view animates at once, one scrolled past is given
 * its final state at once (its run would play where no one sees it); one below the fold is hidden (`pb-motion-wait`,
 * opacity only, so nothing moves) until its top reaches the bottom of the viewport, the theme's waypoint offset of
 * 100 %. The animation is the Web Animations API's, no script per frame. A module goes from as printed, to
 * `et_animated` with its style class (and `infinite` when it repeats), to `et_had_animation` once a single run is over,
 * with the classes removed again as the theme removes them. Legacy `.et-waypoint` modules get `et-animated` on entering
 * the view (the theme's stylesheet animates them). Under reduced motion every module is in its final state at once.
 */
import {
  entranceAt,
  fieldsOf,
  keyframesFor,
  parseAnimationData,
  timingFor,
  type Device,
  type Fields,
} from './entrance-rules.js';

export interface EntranceOptions {
  /** The page's `et_animation_data`. */
  data: unknown;
  /** `et_pb_custom.ignore_waypoints === 'yes'`: animate everything at once. */
  atOnce: boolean;
  /** The visitor asks for reduced motion. */
  reduce: boolean;
}

const WAIT = 'pb-motion-wait';

/** Starts the entrance animations of the page; returns the stop, which leaves every module visible. */
export function startEntrances({ data, atOnce, reduce }: EntranceOptions): () => void {
  const tablet = matchMedia('(max-width:980px)');
  const phone = matchMedia('(max-width:479px)');
  const device = (): Device => (phone.matches ? 'phone' : tablet.matches ? 'tablet' : 'desktop');
  /** Modules waiting to animate, with their settings. */
  const waiting = new Map<Element, Fields>();
  /** Modules animating (their animated box: a button's wrapper), with their animation and how to end it. */
  const running = new Map<HTMLElement, { animation: Animation; end: () => void; fields: Fields; module: Element }>();
  // A button module animates its wrapper (MARKUP.md §6.5).
  const box = (module: Element) =>
    ((module.classList.contains('et_pb_button') && module.closest('.et_pb_button_module_wrapper')) ||
      module) as HTMLElement;

  const entries = parseAnimationData(data);
  /** Every module taken over (waiting, animating or done) and every legacy waypoint, never taken again. */
  const seen = new WeakSet<Element>();
  /** The legacy waypoint modules (the bar counters' are <pb-counter>'s). */
  const waypoints = new Set<Element>();
  /** Takes over the page's animated modules and legacy waypoints not seen before: at start and when some are added. */
  const scan = () => {
    const take = (module: Element, fields?: Fields) => {
      if (seen.has(module) || box(module).classList.contains('et_had_animation')) return;
      seen.add(module);
      if (fields) waiting.set(module, fields);
      else waypoints.add(module);
      if (io) io.observe(module);
      else enter(module);
    };
    for (const { className, fields } of entries)
      for (const module of document.getElementsByClassName(className)) take(module, fields);
    for (const module of document.querySelectorAll('[data-animation-style]')) take(module, fieldsOf(module));
    for (const module of document.querySelectorAll('.et-waypoint:not(.et_pb_counters,.et-animated)')) take(module);
  };

  /** `unseen`: the module is above the view, so a single run ends as it starts (the classes still go in turn). */
  const run = (module: Element, fields: Fields, unseen = false) => {
    const target = box(module);
    const settings = entranceAt(fields, device());
    const once = settings.iterations < Infinity;
    const classes = ['et_animated', 'et_is_animating', settings.style, ...(once ? [] : ['infinite'])];
    const end = () => {
      running.get(target)?.animation.cancel();
      running.delete(target);
      target.classList.remove(...classes);
      module.classList.remove('et_animated');
      target.classList.add('et_had_animation');
    };
    target.classList.remove(WAIT);
    if (module !== target) module.classList.remove('et_animated');
    target.classList.add(...classes);
    // A visitor who jumped past (a link, a restored scroll position) would never see it: the theme's classes come
    // and go in one task, and the browser styles only the last state. The motion page opened at its footer: our
    // script's median 461 → 290 ms at 4× CPU on slow 4G, its 39 runs no longer started (issue 19, docs/PERF.md).
    if (unseen && once) return end();
    // Held at the end until the theme's classes go, so the theme's `opacity: 0` never shows in between.
    const animation = target.animate(keyframesFor(settings), timingFor(settings));
    running.set(target, { animation, end, fields, module });
    // The theme's clean-up, after duration + delay: when the animation finishes, in the frame that shows its last
    // state, so never hidden for longer than the animation. Not a timer each: on the motion page, 39 timers cost
    // 8 ms of `setTimeout` at 4× CPU, and their tasks as much again (issue 19). A cancelled animation (a new
    // breakpoint, the stop) has been ended by whoever cancelled it.
    if (once) animation.finished.then(end, () => {});
  };

  const enter = (module: Element, unseen = false) => {
    io?.unobserve(module);
    module.classList.remove(WAIT);
    const fields = waiting.get(module);
    if (!fields) return module.classList.add('et-animated');
    waiting.delete(module);
    for (const name of module.getAttributeNames()) if (name.startsWith('data-animation-')) module.removeAttribute(name);
    if (!reduce) run(module, fields, unseen);
    else {
      box(module).classList.add('et_had_animation');
      module.classList.remove('et_animated');
    }
  };

  const io =
    reduce || atOnce
      ? undefined
      : new IntersectionObserver((entries) => {
          // In view, or already scrolled past (a module not displayed, all zeros, waits until it is).
          for (const { target, isIntersecting, boundingClientRect } of entries)
            if (isIntersecting || boundingClientRect.bottom < 0) enter(target, !isIntersecting);
            else (waiting.has(target) ? box(target) : target).classList.add(WAIT);
        });
  scan();
  // Modules the page adds later (an ajax page of posts, a client-side render) animate too; text changes (a
  // countdown's figures) start no scan.
  const added = new MutationObserver((records) => {
    if (records.some(({ addedNodes }) => [...addedNodes].some((node) => node instanceof Element))) scan();
  });
  added.observe(document.documentElement, { childList: true, subtree: true });

  // A new breakpoint: modules still waiting read their variant when they enter; a repeating one restarts with it.
  const rechoose = () => {
    for (const [target, { animation, end, fields, module }] of [...running])
      if (animation.effect?.getTiming().iterations === Infinity) {
        end();
        target.classList.remove('et_had_animation');
        run(module, fields);
      }
  };
  tablet.addEventListener('change', rechoose);
  phone.addEventListener('change', rechoose);

  return () => {
    added.disconnect();
    io?.disconnect();
    tablet.removeEventListener('change', rechoose);
    phone.removeEventListener('change', rechoose);
    for (const { end } of running.values()) end();
    for (const module of [...waiting.keys(), ...waypoints]) box(module).classList.remove(WAIT);
  };
}
