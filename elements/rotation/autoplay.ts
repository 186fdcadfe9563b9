/**
 * When a slider rotates by itself (spec §4, §9; TRUST.md C3): the interval from the CMS class
 * `et_slider_speed_<ms>` (7000 ms when missing — the original's 10 ms fallback is a bug we do not copy), paused
 * while hovered unless `et_slider_auto_ignore_hover`, while the theme's pause class is set (re-checked every
 * 2 s), while the page is hidden; stopped for good once keyboard focus enters or the visitor presses stop;
 * never started under `prefers-reduced-motion` (WCAG 2.2.2, APG carousel).
 */

export const SLIDESHOW_INTERVAL = 7000;
/** While paused, the theme re-checks whether to resume every 2 s. */
export const PAUSE_RECHECK = 2000;
/** Shortest interval we accept: a faster slideshow cannot be read (and 10 ms was the original's bug). */
export const MIN_INTERVAL = 1000;

export interface AutoplaySpeed {
  interval: number;
  /** Why the class could not be used, for one console warning. */
  problem?: string;
}

/** The interval a slider's class list asks for. */
export function autoplaySpeed(classList: string): AutoplaySpeed {
  const match = /(?:^|\s)et_slider_speed_(\S*)/.exec(classList);
  if (!match) return { interval: SLIDESHOW_INTERVAL };
  const value = /^\d{1,7}$/.test(match[1]) ? Number(match[1]) : NaN;
  if (Number.isNaN(value))
    return {
      interval: SLIDESHOW_INTERVAL,
      problem: `et_slider_speed_${match[1]} is not a number of milliseconds; using ${SLIDESHOW_INTERVAL}.`,
    };
  if (value < MIN_INTERVAL)
    return { interval: MIN_INTERVAL, problem: `et_slider_speed_${value} is too fast to read; using ${MIN_INTERVAL}.` };
  return { interval: value };
}

export interface AutoplayInputs {
  /** The CMS turned autoplay on (`et_slider_auto`). */
  enabled: boolean;
  slideCount: number;
  reducedMotion: boolean;
  /** The visitor pressed stop (or focus entered); only their start button clears it. */
  stopped: boolean;
  hovered: boolean;
  ignoreHover: boolean;
  /** The theme's pause class (`et_pb_pause_slider`). */
  pauseClass: boolean;
  pageHidden: boolean;
}

export type AutoplayMode = 'off' | 'stopped' | 'paused' | 'running';

/**
 * `off`: no rotation at all (not enabled, one slide, reduced motion); `stopped`: the visitor stopped it;
 * `paused`: it will resume by itself (hover, pause class, hidden page — re-checked every 2 s); `running`.
 */
export function autoplayMode(inputs: AutoplayInputs): AutoplayMode {
  if (!inputs.enabled || inputs.slideCount < 2 || inputs.reducedMotion) return 'off';
  if (inputs.stopped) return 'stopped';
  if ((inputs.hovered && !inputs.ignoreHover) || inputs.pauseClass || inputs.pageHidden) return 'paused';
  return 'running';
}
