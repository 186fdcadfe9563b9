import { onDemand } from '../base/on-demand.js';
import { PbElement } from '../base/pb-element.js';
import { getConfig } from '../core/config.js';
import { reducedMotion } from '../core/reduced-motion.js';

// Each kind of motion is a part of its own, loaded only on pages that have it (cached, retried: on-demand.ts).
// Parallax and scroll effects will join as parts beside this one.
const entrance = onDemand('pb-motion/entrance', () => import('./entrance.js'));

/** Modules that animate on entering the view without `et_animation_data`: printed settings, legacy waypoints. */
const ANIMATED = '[data-animation-style],.et-waypoint:not(.et_pb_counters)';

type ThemeGlobals = { et_animation_data?: unknown };

/**
 * The theme's motion (MARKUP.md §2, §6.5): the builder's entrance animations, read from the page's
 * `et_animation_data` (with the tablet and phone variants of the visitor's breakpoint, chosen again when it
 * changes) and from `data-animation-*` attributes, played with the Web Animations API when each module enters the
 * view, and the legacy `.et-waypoint` modules marked `et-animated` as they enter it. Content stays visible without
 * JavaScript, and when this code cannot load: only modules below the fold are hidden, once the script runs, and
 * never for longer than their animation. Under `prefers-reduced-motion` every module is in its final state at
 * once. With `et_pb_custom.ignore_waypoints` set to `"yes"` everything animates at once.
 *
 * One per page, empty, anywhere: autoload adds it when the page prints `et_animation_data`,
 * `data-animation-style` or `.et-waypoint` and the template printed none. The code of each kind of motion loads
 * only on pages that have it.
 *
 * @summary Page motion: the builder's entrance animations and legacy waypoints.
 * @tag pb-motion
 */
export class PbMotionElement extends PbElement {
  static override tagName = 'pb-motion';

  protected override connected(): void {
    const page = globalThis as ThemeGlobals;
    if (!page.et_animation_data && !document.querySelector(ANIMATED)) return;
    let stop: (() => void) | undefined;
    let gone = false;
    this.connection.add(() => {
      gone = true;
      stop?.();
    });
    // A part that cannot load leaves every module as printed: visible (pb-motion.css).
    entrance.load(this).then(
      ({ startEntrances }) =>
        (stop = gone
          ? undefined
          : startEntrances({
              data: page.et_animation_data,
              // The theme's setting: its global, or a `#pb-config` block's copy (core/config.ts).
              atOnce: getConfig().theme.ignore_waypoints === 'yes',
              reduce: reducedMotion(),
            })),
      () => {},
    );
  }
}
