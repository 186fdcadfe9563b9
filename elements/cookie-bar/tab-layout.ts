/**
 * Where the show-again tab sits (MARKUP.md §1.4), a pure function of the settings and the viewport width: every
 * page needs it, a returning visitor's page nothing else of the layout (the bar's widths are in `layout.ts`).
 */
import type { CookieBarSettings } from './settings.js';

/** Resize handling waits this long after the last resize event (spec §9). */
export const RESIZE_DEBOUNCE = 500;

/** Below this viewport width the tab spans the viewport. */
const NARROW_TAB = 300;

/**
 * The viewport width `tabPlacement` needs: the page's width without its scrollbar, as the plugin measures it. That
 * read makes the browser lay the page out at once, which on a long page is a large part of the upgrade's task
 * (issue 19); the tab needs the exact figure only on a narrow window, and no scrollbar is 40 px wide, so a wider
 * window is measured by `innerWidth`, which needs no layout.
 */
export function tabViewport(): number {
  return innerWidth >= NARROW_TAB + 40 ? innerWidth : document.documentElement.clientWidth || innerWidth;
}

export interface TabPlacement {
  vertical: 'top' | 'bottom';
  side: 'left' | 'right';
  /** Distance from `side`, as a CSS length. */
  offset: string;
  /** Set on very narrow viewports, where the tab spans the width. */
  width?: string;
}

/**
 * The show-again tab: at the popup's corner, the widget's side, or the banner's edge and notify side, offset
 * showagain_x_position; below 300 px it spans the viewport less 20 px, 10 px from the side.
 */
export function tabPlacement(settings: CookieBarSettings, viewport: number): TabPlacement {
  let vertical: TabPlacement['vertical'] = settings.notify_position_vertical;
  let side: TabPlacement['side'] = settings.notify_position_horizontal;
  if (settings.cookie_bar_as === 'popup') {
    const [v, h] = settings.popup_showagain_position.split('-') as [TabPlacement['vertical'], TabPlacement['side']];
    vertical = v;
    side = h;
  } else if (settings.cookie_bar_as === 'widget') {
    vertical = 'bottom';
    side = settings.widget_position;
  }
  if (viewport < NARROW_TAB) return { vertical, side, offset: '10px', width: `${Math.max(0, viewport - 20)}px` };
  return { vertical, side, offset: settings.showagain_x_position };
}
