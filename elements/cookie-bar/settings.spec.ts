import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, parseSettings, readBoolean, readNumber } from './settings.js';
import { fuzzRuns } from '../../test/helpers/fuzz-runs.js';

afterEach(() => vi.restoreAllMocks());
const quiet = () => vi.spyOn(console, 'warn').mockImplementation(() => {});

describe('cookie bar settings', () => {
  it("has the spec's defaults", () => {
    expect(parseSettings(undefined)).toMatchObject({
      animate_speed_show: 500,
      animate_speed_hide: 500,
      border_on: false,
      notify_animate_hide: true,
      notify_animate_show: false,
      notify_position_horizontal: 'right',
      notify_position_vertical: 'bottom',
      showagain_tab: true,
      showagain_x_position: '100px',
      show_once_yn: false,
      show_once: 10000,
      popup_overlay: true,
      cookie_bar_as: 'banner',
      popup_showagain_position: 'bottom-right',
      widget_position: 'left',
      scroll_close: false,
    });
  });

  it('reads the 2.x object, where booleans are "1"/"" and numbers are strings, ignoring unknown keys', () => {
    const settings = parseSettings({
      animate_speed_hide: '300',
      show_once_yn: '1',
      show_once: '8000',
      border_on: '',
      button_1_as_button: '1',
      button_1_button_colour: '#61a229',
      button_1_button_hover: '#4e8221',
      button_2_hidebar: '',
      cookie_bar_as: 'popup',
      logging_on: '',
      button_5_style: [],
      brand_new_key: { nested: true },
    });
    expect(settings.animate_speed_hide).toBe(300);
    expect(settings.show_once_yn).toBe(true);
    expect(settings.show_once).toBe(8000);
    expect(settings.border_on).toBe(false);
    expect(settings.buttons[1]).toMatchObject({ as_button: true, button_colour: '#61a229', button_hover: '#4e8221' });
    expect(settings.buttons[2].hidebar).toBe(false);
    expect(settings.cookie_bar_as).toBe('popup');
    expect(settings).not.toHaveProperty('brand_new_key');
  });

  it('reads the 1.7–1.9 JSON string and the 1.x { settings } argument, with real booleans', () => {
    const json = JSON.stringify({
      notify_position_vertical: 'top',
      header_fix: true,
      showagain_tab: false,
      as_popup: true,
    });
    for (const input of [json, { settings: json }]) {
      expect(parseSettings(input)).toMatchObject({
        notify_position_vertical: 'top',
        header_fix: true,
        showagain_tab: false,
        cookie_bar_as: 'popup',
      });
    }
  });

  it('falls back to the default with one warning for malformed JSON or a bad value', () => {
    const warn = quiet();
    expect(parseSettings('{not json')).toEqual(DEFAULT_SETTINGS);
    expect(warn).toHaveBeenCalledTimes(1);
    const settings = parseSettings({
      cookie_bar_as: 'sidebar',
      background: 'red;} body{display:none',
      showagain_x_position: 'calc(1px)',
      show_once: '-5',
    });
    expect(settings).toMatchObject({
      cookie_bar_as: 'banner',
      background: '#fff',
      showagain_x_position: '100px',
      show_once: 10000,
    });
    expect(warn).toHaveBeenCalledTimes(5);
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual(
      expect.arrayContaining([
        expect.stringContaining('not valid JSON'),
        expect.stringContaining('setting show_once'),
        expect.stringContaining('setting background'),
        expect.stringContaining('setting showagain_x_position'),
        expect.stringContaining('setting cookie_bar_as'),
      ]),
    );
  });

  it('reads boolean-like and numeric strings as every generation prints them', () => {
    quiet();
    for (const yes of [true, 1, '1', 'true', 'yes', 'on', ' ON ']) expect(readBoolean(yes, false)).toBe(true);
    for (const no of [false, 0, '0', '', 'false', 'no', 'off', null]) expect(readBoolean(no, true)).toBe(false);
    expect(readBoolean('maybe', true)).toBe(true);
    expect(readNumber('500', 1)).toBe(500);
    expect(readNumber(' 250 ', 1)).toBe(250);
    expect(readNumber('fast', 1)).toBe(1);
    expect(readNumber(Infinity, 1)).toBe(1);
  });

  it('never throws and always yields well-typed, style-safe settings, whatever it is given (property)', () => {
    quiet();
    const key = fc.constantFrom(
      ...Object.keys(DEFAULT_SETTINGS),
      'button_1_button_colour',
      'button_2_hidebar',
      'button_3_new_win',
      'as_popup',
      'settings',
    );
    const value = fc.oneof(
      fc.string(),
      fc.boolean(),
      fc.integer(),
      fc.double(),
      fc.constant(null),
      fc.constantFrom('1', '', 'popup', '#abc', '12px'),
      fc.object({ maxDepth: 1 }),
    );
    const input = fc.oneof(
      fc.anything(),
      fc.dictionary(key, value),
      fc.dictionary(key, value).map((o) => JSON.stringify(o)),
      fc.string(),
    );
    fc.assert(
      fc.property(input, (raw) => {
        const settings = parseSettings(raw);
        for (const [name, fallback] of Object.entries(DEFAULT_SETTINGS)) {
          if (name === 'buttons') continue;
          expect(typeof settings[name as keyof typeof settings], name).toBe(typeof fallback);
        }
        for (const colour of [
          settings.background,
          settings.text,
          settings.border,
          ...Object.values(settings.buttons).flatMap((b) => [b.button_colour, b.button_hover, b.link_colour]),
        ])
          expect(colour).not.toMatch(/[;{}<>]/);
        expect(['banner', 'popup', 'widget']).toContain(settings.cookie_bar_as);
        expect(settings.show_once).toBeGreaterThanOrEqual(0);
      }),
      fuzzRuns(1000),
    );
  });
});
