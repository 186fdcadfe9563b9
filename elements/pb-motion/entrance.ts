/**
 * `<pb-motion>`'s entrance animations (MARKUP.md §6.5; THEME-CSS.md §8), loaded only on pages that have some. One
 * IntersectionObserver watches every animated module: one already in view animates at once, one scrolled past is given
 * its final state at once (its run would play where no one sees it); one below the fold is hidden (`pb-motion-wait`,
 * opacity only, so nothing moves) until its top reaches the bottom of the viewport, the theme's waypoint offset of
 * 100 %. The animation is a CSS animation set inline, as the theme sets it, no script per frame. A module goes from as
 * printed, to `et_animated` with its style class (and `infinite` when it repeats), to `et_had_animation` once a single
 * run is over, with the classes and the inline style removed again as the theme removes them. Legacy `.et-waypoint`
 * modules get `et-animated` on entering the view (the theme's stylesheet animates them). Under reduced motion every
 * module is in its final state at once.
 */
import { warnOnce } from '../core/warn.js';
import {
  entranceAt,
  fieldsOf,
  INLINE_PROPERTIES,
  inlineStyleFor,
  parseAnimationData,
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

/**
 * Gives a module its inline style back after a run: as printed, in one write, when nothing else changed it since the
 * run set it; else the run's properties are removed, as the theme removes them, keeping what others wrote meanwhile.
 * Written through the CSSOM (`cssText`), which a strict Content-Security-Policy allows, unlike a `style` attribute.
 */
function giveBack(target: HTMLElement, printed: string | null, set: string) {
  // Read as the attribute: Chromium and WebKit then write the CSSOM's changes into it, without which removing it
  // would leave an empty `style=""` behind.
  if (target.getAttribute('style') !== set)
    for (const property of INLINE_PROPERTIES) target.style.removeProperty(property);
  else if (printed === null) target.removeAttribute('style');
  else target.style.cssText = printed;
}

/** A module's run: how to end it, and what to run again at a new breakpoint. */
interface Run {
  end: () => void;
  once: boolean;
  fields: Fields;
  module: Element;
}

/** Starts the entrance animations of the page; returns the stop, which leaves every module visible. */
export function startEntrances({ data, atOnce, reduce }: EntranceOptions): () => void {
  const tablet = matchMedia('(max-width:980px)');
  const phone = matchMedia('(max-width:479px)');
  const device = (): Device => (phone.matches ? 'phone' : tablet.matches ? 'tablet' : 'desktop');
  /** Modules waiting to animate, with their settings. */
  const waiting = new Map<Element, Fields>();
  /** Modules animating (their animated box: a button's wrapper): how to end each, what to run again. */
  const running = new Map<HTMLElement, Run>();
  // A button module animates its wrapper (MARKUP.md §6.5).
  const box = (module: Element) =>
    ((module.classList.contains('et_pb_button') && module.closest('.et_pb_button_module_wrapper')) ||
      module) as HTMLElement;

  const entries = parseAnimationData(data);
  /** Every module taken over (waiting, animating or done) and every legacy waypoint, never taken again. */
  const seen = new WeakSet<Element>();
  /** The legacy waypoint modules not yet in view (the bar counters' are <pb-counter>'s). */
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
    // The module's own inline style as printed: given back at the end.
    const printed = target.getAttribute('style');
    /** The theme's clean-up; `set`: the inline style the run wrote, if it started. */
    const finish = (set?: string) => {
      io?.unobserve(module);
      if (set !== undefined) giveBack(target, printed, set);
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
    if ((unseen && once) || reduce) return finish();
    // A CSS animation, as the theme's: a few inline properties, and the browser does the rest. Held at the end
    // (fill both) until the theme's classes go, so the theme's `opacity: 0` never shows in between. Started with
    // the Web Animations API instead, the 39 runs of the motion page cost three times the script (issue 19).
    // One parse of the whole declaration, after the module's own (the run's properties come last, so they win).
    target.style.cssText = `${printed ?? ''};${inlineStyleFor(settings)}`;
    const set = target.getAttribute('style')!;
    const end = () => {
      if (running.get(target) !== entry) return;
      running.delete(target);
      finish(set);
    };
    const entry: Run = { end, once, fields, module };
    running.set(target, entry);
    if (!once) io?.unobserve(module);
    check(target, entry);
  };

  // The keyframes are pb-motion.css's. Without it on the page no run would play or end, and modules would keep their
  // starting opacity: the first run is looked at once the browser has styled it, and if it has no animation every
  // module is shown in its final state instead, now and from then on, with one warning. A first run that has ended
  // by then, or whose module is not displayed (everything at once takes hidden ones too), says nothing either way,
  // and the page is not looked at again: without the stylesheet and with such a first run, modules stay hidden.
  // Looked at in a task after the frame, when the browser has styled and laid out the page for it: read inside the
  // frame's callback, the style came early and was ours to pay for (the motion page at 4× CPU: 13 ms a load).
  let check = (target: HTMLElement, entry: Run) => {
    check = () => {};
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (running.get(target) !== entry || target.getAnimations().length || !target.getClientRects().length) return;
        // From then on as under reduced motion.
        reduce = true;
        warnOnce(startEntrances, 'no pb-motion.css: entrances off');
        for (const { end } of running.values()) end();
      }),
    );
  };

  // The theme's clean-up, after duration + delay: at the animation's end, in the frame that shows its last state, so
  // never hidden for longer than the animation, and not a timer each (39 timers cost the motion page 8 ms of
  // `setTimeout` at 4× CPU, and their tasks as much again: issue 19). One listener for every module. A run the
  // browser has not started (its module not displayed) or has dropped (hidden mid-run) starts again when the module
  // is shown, and ends then. A module that leaves the view mid-run ends there (the observer, below).
  const ended = (event: AnimationEvent) => running.get(event.target as HTMLElement)?.end();
  document.addEventListener('animationend', ended);

  /** Watched on while it runs once (its end unwatches it); a legacy waypoint or a repeating run is done with it. */
  const enter = (module: Element, unseen = false) => {
    module.classList.remove(WAIT);
    const fields = waiting.get(module);
    if (!fields) {
      // Done with: never hidden to wait again.
      waypoints.delete(module);
      io?.unobserve(module);
      return module.classList.add('et-animated');
    }
    waiting.delete(module);
    for (const name of module.getAttributeNames()) if (name.startsWith('data-animation-')) module.removeAttribute(name);
    run(module, fields, unseen);
  };

  // Below the fold, a module is hidden to wait (opacity 0) before it can come into view: at once within a viewport of
  // the view, the rest in one timer task 50 ms later (and again for modules the page adds), so a jump there (a link,
  // a restored scroll position) finds them hidden too. Given at once to every module below, the class restyled them
  // all in the first report's frame: 190 of 200 modules, a 100 ms task at 4× CPU (issue 19; 41–77 ms with only the
  // near ones, traced).
  const later: Element[] = [];
  const hide = (module: Element) => {
    if (waiting.has(module) || waypoints.has(module)) box(module).classList.add(WAIT);
  };
  let hideLater: ReturnType<typeof setTimeout> | undefined;

  const io =
    reduce || atOnce
      ? undefined
      : new IntersectionObserver((entries) => {
          for (const { target, isIntersecting, boundingClientRect } of entries) {
            const playing = running.get(box(target));
            // Out of view mid-run: no one sees the rest, so it ends now. A browser also holds back the end of a
            // run in content it skips (`content-visibility: auto` off screen) until that content is seen again.
            if (playing) {
              if (!isIntersecting) playing.end();
            }
            // In view, or already scrolled past (a module not displayed, all zeros, waits until it is).
            else if (isIntersecting || boundingClientRect.bottom < 0) enter(target, !isIntersecting);
            // The view's height, read once the browser has laid out (the observer reports after its rendering).
            else if (boundingClientRect.top < 2 * innerHeight) hide(target);
            else later.push(target);
          }
          if (later.length)
            hideLater ??= setTimeout(() => {
              hideLater = undefined;
              later.splice(0).forEach(hide);
            }, 50);
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
    for (const [target, { end, once, fields, module }] of [...running])
      if (!once) {
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
    clearTimeout(hideLater);
    document.removeEventListener('animationend', ended);
    tablet.removeEventListener('change', rechoose);
    phone.removeEventListener('change', rechoose);
    for (const { end } of running.values()) end();
    for (const module of [...waiting.keys(), ...waypoints]) box(module).classList.remove(WAIT);
  };
}
