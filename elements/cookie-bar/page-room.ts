/**
 * The room the page keeps for the bar, so nothing (the end of the page, a focused link) hides under it (WCAG
 * 2.4.11): a bottom banner's height at the end of the page (the body's padding and the scroll padding), a fixed top
 * banner's at the start (the scroll padding; a banner that scrolls away, and a popup or widget, keep none).
 *
 * The heights go to `--cookie-bar-end` on `<html>` and `<body>` and `--cookie-bar-start` on `<html>`, custom
 * properties cookie-bar.css registers as not inherited. Before, `html:has(cookie-bar[data-presentation=…])` chose
 * the rules and one inherited property on the root held the height: the `:has()` on the root made Chromium check,
 * and restyle, the whole page at each change anywhere in it (the React site: 63 checks and 37 whole-page restyles
 * while it loaded), and each new height restyled every element that inherits it.
 */
import type { CookieBarSettings } from './settings.js';

export interface Room {
  /** Room at the end of the page, px. */
  end: number;
  /** Room at the start of the scrollport (scroll padding only), px. */
  start: number;
}

type Placement = Pick<CookieBarSettings, 'cookie_bar_as' | 'notify_position_vertical' | 'header_fix'>;

/** The room a bar `height` px tall takes, as its settings place it. */
export function roomFor(s: Placement, height: number): Room {
  const banner = s.cookie_bar_as === 'banner';
  const top = s.notify_position_vertical === 'top';
  return { end: banner && !top ? height : 0, start: banner && top && s.header_fix ? height : 0 };
}

/** Sets the room on the page's root and body; none (or zero) removes it. */
export function keepRoom(room?: Room): void {
  const set = (style: CSSStyleDeclaration | undefined, name: string, px = 0) =>
    px ? style?.setProperty(name, `${px}px`) : style?.removeProperty(name);
  set(document.documentElement.style, '--cookie-bar-end', room?.end);
  set(document.body?.style, '--cookie-bar-end', room?.end);
  set(document.documentElement.style, '--cookie-bar-start', room?.start);
}
