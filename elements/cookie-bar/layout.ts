/**
 * Where the bar and the show-again tab sit (MARKUP.md §1.4), as pure functions of the settings and the
 * viewport width, so the element only applies them (on connect, and on resize debounced 500 ms).
 */
import type { CookieBarSettings } from './settings.js';

/** Resize handling waits this long after the last resize event (spec §9). */
export const RESIZE_DEBOUNCE = 500;

/** Popup: 500 px wide when the viewport is wider than 700 px, else the viewport less 20 px (spec §9). */
export const popupWidth = (viewport: number) => (viewport > 700 ? 500 : Math.max(0, viewport - 20));

/** Widget: 300 px wide when the viewport is wider than 400 px, else the viewport less 30 px (spec §9). */
export const widgetWidth = (viewport: number) => (viewport > 400 ? 300 : Math.max(0, viewport - 30));

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

/** The bar's width for its presentation ('' for a full-width banner). */
export function barWidth(settings: CookieBarSettings, viewport: number): string {
  if (settings.cookie_bar_as === 'popup') return `${popupWidth(viewport)}px`;
  if (settings.cookie_bar_as === 'widget') return `${widgetWidth(viewport)}px`;
  return '';
}
