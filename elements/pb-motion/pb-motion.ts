import { onDemand, type OnDemand } from '../base/on-demand.js';
import { PbElement } from '../base/pb-element.js';
import { getConfig } from '../core/config.js';
import { reducedMotion } from '../core/reduced-motion.js';

// Each kind of motion is a part of its own, loaded only on pages that have it (cached, retried: on-demand.ts).
const entrance = onDemand('pb-motion/entrance', () => import('./entrance.js'));
const parallax = onDemand('pb-motion/parallax', () => import('./parallax.js'));
const sticky = onDemand('pb-motion/sticky', () => import('./sticky.js'));
const scrollEffects = onDemand('pb-motion/scroll-effects', () => import('./scroll-effects.js'));

/** Modules that animate on entering the view without `et_animation_data`: printed settings, legacy waypoints. */
const ANIMATED = '[data-animation-style],.et-waypoint:not(.et_pb_counters)';

type ThemeGlobals = { et_animation_data?: unknown; et_pb_motion_elements?: unknown; et_pb_sticky_elements?: unknown };

/**
 * The theme's motion (MARKUP.md §2, §6.5, §8.9, §8.10): the builder's entrance animations, read from the page's
 * `et_animation_data` (with the tablet and phone variants of the visitor's breakpoint, chosen again when it
 * changes) and from `data-animation-*` attributes, played as CSS animations set inline, as the theme's script sets
 * them, when each module enters the view (modules added later too), and the legacy `.et-waypoint` modules marked `et-animated` as they enter it;
 * true parallax backgrounds (`.et_parallax_bg`) moving at 0.3 of the scroll, on a CSS view timeline where the
 * browser has one; the sticky options of `et_pb_sticky_elements` as `position: sticky`; and the scroll effects of
 * `et_pb_motion_elements`. Content stays visible without JavaScript, and when this code cannot load: only modules
 * below the fold are hidden, once the script runs, and never for longer than their animation. Under
 * `prefers-reduced-motion` every module is in its final state at once and parallax is static. With
 * `et_pb_custom.ignore_waypoints` set to `"yes"` everything animates at once.
 *
 * One per page, empty, anywhere: autoload adds it when the page prints `et_animation_data`,
 * `et_pb_motion_elements`, `et_pb_sticky_elements`, `.et_parallax_bg`, `data-animation-style` or `.et-waypoint`
 * and the template printed none. The code of each kind of motion loads only on pages that have it.
 *
 * @summary Page motion: entrance animations, legacy waypoints, parallax, sticky options and scroll effects.
 * @tag pb-motion
 */
export class PbMotionElement extends PbElement {
  static override tagName = 'pb-motion';
  /** One a page, driving what the theme hides until it acts: renders at once (PbElement). */
  protected static override takesTurns = false;

  protected override connected(): void {
    const page = globalThis as ThemeGlobals;
    const reduce = reducedMotion();
    let gone = false;
    const stops: Array<() => void> = [];
    this.connection.add(() => {
      gone = true;
      for (const stop of stops) stop();
    });
    // Starts a part once it has loaded (unless the element has gone by then). A part that cannot load leaves the
    // page as printed: modules visible (pb-motion.css), backgrounds and modules where the theme's CSS puts them.
    const run = <T>(part: OnDemand<T>, start: (loaded: T) => () => void) =>
      part.load(this).then(
        (loaded) => gone || stops.push(start(loaded)),
        () => {},
      );
    if (page.et_animation_data || document.querySelector(ANIMATED))
      run(entrance, ({ startEntrances }) =>
        startEntrances({
          data: page.et_animation_data,
          // The theme's setting: its global, or a `#pb-config` block's copy (core/config.ts).
          atOnce: getConfig().theme.ignore_waypoints === 'yes',
          reduce,
        }),
      );
    if (document.querySelector('.et_parallax_bg')) run(parallax, ({ startParallax }) => startParallax({ reduce }));
    if (page.et_pb_sticky_elements) run(sticky, ({ startSticky }) => startSticky({ data: page.et_pb_sticky_elements }));
    if (page.et_pb_motion_elements)
      run(scrollEffects, ({ startScrollEffects }) => startScrollEffects({ data: page.et_pb_motion_elements, reduce }));
  }
}
