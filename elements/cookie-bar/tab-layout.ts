/**
 * Where the show-again tab sits (MARKUP.md §1.4), a pure function of the settings and the viewport width: every
 * page needs it, a returning visitor's page nothing else of the layout (the bar's widths are in `layout.ts`).
 */
import type { CookieBarSettings } from './settings.js';

/** Resize handling waits this long after the last resize event (spec §9). */
export const RESIZE_DEBOUNCE = 500;

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
  if (viewport < 300) return { vertical, side, offset: '10px', width: `${Math.max(0, viewport - 20)}px` };
  return { vertical, side, offset: settings.showagain_x_position };
}
