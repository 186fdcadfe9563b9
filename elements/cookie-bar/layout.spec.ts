import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { barWidth, popupWidth, tabPlacement, widgetWidth } from './layout.js';
import { DEFAULT_SETTINGS, parseSettings } from './settings.js';

describe('cookie bar layout', () => {
  it('sizes the popup 500 px above a 700 px viewport, else viewport − 20', () => {
    expect(popupWidth(1280)).toBe(500);
    expect(popupWidth(701)).toBe(500);
    expect(popupWidth(700)).toBe(680);
    expect(popupWidth(360)).toBe(340);
  });

  it('sizes the widget 300 px above a 400 px viewport, else viewport − 30', () => {
    expect(widgetWidth(1024)).toBe(300);
    expect(widgetWidth(401)).toBe(300);
    expect(widgetWidth(400)).toBe(370);
    expect(widgetWidth(320)).toBe(290);
  });

  it('gives a banner no fixed width and the others theirs', () => {
    expect(barWidth(DEFAULT_SETTINGS, 1000)).toBe('');
    expect(barWidth(parseSettings({ cookie_bar_as: 'popup' }), 1000)).toBe('500px');
    expect(barWidth(parseSettings({ cookie_bar_as: 'widget' }), 390)).toBe('360px');
  });

  it('places the tab by presentation: banner edge and notify side, popup corner, widget side', () => {
    expect(tabPlacement(DEFAULT_SETTINGS, 1000)).toEqual({ vertical: 'bottom', side: 'right', offset: '100px' });
    expect(
      tabPlacement(
        parseSettings({
          notify_position_vertical: 'top',
          notify_position_horizontal: 'left',
          showagain_x_position: '2rem',
        }),
        1000,
      ),
    ).toEqual({
      vertical: 'top',
      side: 'left',
      offset: '2rem',
    });
    expect(
      tabPlacement(parseSettings({ cookie_bar_as: 'popup', popup_showagain_position: 'top-left' }), 1000),
    ).toMatchObject({ vertical: 'top', side: 'left' });
    expect(tabPlacement(parseSettings({ cookie_bar_as: 'widget', widget_position: 'right' }), 1000)).toMatchObject({
      vertical: 'bottom',
      side: 'right',
    });
  });

  it('spans a viewport narrower than 300 px, 10 px in', () => {
    expect(tabPlacement(DEFAULT_SETTINGS, 280)).toMatchObject({ offset: '10px', width: '260px' });
    expect(tabPlacement(DEFAULT_SETTINGS, 300).width).toBeUndefined();
  });

  it('never gives a negative size, whatever the viewport', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10000 }), (viewport) => {
        expect(popupWidth(viewport)).toBeGreaterThanOrEqual(0);
        expect(widgetWidth(viewport)).toBeGreaterThanOrEqual(0);
        expect(popupWidth(viewport)).toBeLessThanOrEqual(Math.max(500, viewport));
      }),
    );
  });
});
