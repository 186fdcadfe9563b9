/**
 * Where the bar and the show-again tab sit (MARKUP.md §1.4), as pure functions of the settings and the
 * viewport width, so the element only applies them (on connect, and on resize debounced 500 ms).
 */
import type { CookieBarSettings } from './settings.js';

// The tab's place is needed on every page (a returning visitor sees only the tab); the bar's width loads with the bar.
export { tabPlacement } from './tab-layout.js';

/** Popup: 500 px wide when the viewport is wider than 700 px, else the viewport less 20 px (spec §9). */
export const popupWidth = (viewport: number) => (viewport > 700 ? 500 : Math.max(0, viewport - 20));

/** Widget: 300 px wide when the viewport is wider than 400 px, else the viewport less 30 px (spec §9). */
export const widgetWidth = (viewport: number) => (viewport > 400 ? 300 : Math.max(0, viewport - 30));

/** The bar's width for its presentation ('' for a full-width banner). */
export function barWidth(settings: CookieBarSettings, viewport: number): string {
  if (settings.cookie_bar_as === 'popup') return `${popupWidth(viewport)}px`;
  if (settings.cookie_bar_as === 'widget') return `${widgetWidth(viewport)}px`;
  return '';
}
