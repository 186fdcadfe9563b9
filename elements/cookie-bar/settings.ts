/**
 * The cookie bar's settings (spec §3), read from any of the three shapes the CMS plugin prints them in
 * (MARKUP.md §1.1): a JSON string (1.x `cli_show_cookiebar({settings})`, 1.7–1.9 `cli_cookiebar_settings`), or a
 * plain object whose booleans arrive as "1"/"" and numbers as strings (2.x). Unknown keys are ignored; a value
 * of the wrong kind gives one warning and the spec's default. Never throws.
 *
 * Groundwork for `<cookie-bar>` (issue 3); not yet used by an element.
 */
import { warnOnce } from '../core/warn.js';

export type BarPresentation = 'banner' | 'popup' | 'widget';
export type Corner = 'bottom-right' | 'bottom-left' | 'top-right' | 'top-left';

export interface ButtonSettings {
  button_colour: string;
  button_hover: string;
  link_colour: string;
  as_button: boolean;
  new_win: boolean;
}

export interface CookieBarSettings {
  animate_speed_hide: number;
  animate_speed_show: number;
  background: string;
  text: string;
  border: string;
  border_on: boolean;
  /** Accept, read-more (with `hidebar`), reject, settings; 7 is the 2.x "accept all". */
  buttons: { 1: ButtonSettings; 2: ButtonSettings & { hidebar: boolean }; 3: ButtonSettings; 4: ButtonSettings; 7: ButtonSettings };
  font_family: string;
  header_fix: boolean;
  notify_animate_hide: boolean;
  notify_animate_show: boolean;
  notify_position_horizontal: 'right' | 'left';
  notify_position_vertical: 'bottom' | 'top';
  scroll_close: boolean;
  scroll_close_reload: boolean;
  accept_close_reload: boolean;
  reject_close_reload: boolean;
  showagain_tab: boolean;
  showagain_x_position: string;
  show_once_yn: boolean;
  show_once: number;
  popup_overlay: boolean;
  cookie_bar_as: BarPresentation;
  popup_showagain_position: Corner;
  widget_position: 'left' | 'right';
}

const button = (button_colour: string, link_colour: string, as_button: boolean): ButtonSettings => ({
  button_colour,
  button_hover: button_colour,
  link_colour,
  as_button,
  new_win: false,
});

/** The spec's defaults (§3), with the plugin's defaults where the spec names none (MARKUP.md §1.2). */
export const DEFAULT_SETTINGS: CookieBarSettings = Object.freeze({
  animate_speed_hide: 500,
  animate_speed_show: 500,
  background: '#fff',
  text: '#333',
  border: '#444',
  border_on: false,
  buttons: {
    1: button('#1b5e20', '#fff', true),
    2: { ...button('#333', '#333', false), hidebar: false },
    3: button('#333', '#fff', true),
    4: button('#333', '#fff', true),
    7: button('#1b5e20', '#fff', true),
  },
  font_family: 'inherit',
  header_fix: false,
  notify_animate_hide: true,
  notify_animate_show: false,
  notify_position_horizontal: 'right',
  notify_position_vertical: 'bottom',
  scroll_close: false,
  scroll_close_reload: false,
  accept_close_reload: false,
  reject_close_reload: false,
  showagain_tab: true,
  showagain_x_position: '100px',
  show_once_yn: false,
  show_once: 10000,
  popup_overlay: true,
  cookie_bar_as: 'banner',
  popup_showagain_position: 'bottom-right',
  widget_position: 'left',
}) as CookieBarSettings;

const OWNER = {};
const warn = (key: string, value: unknown, fallback: unknown) =>
  warnOnce(OWNER, `<cookie-bar>: setting ${key} = ${JSON.stringify(value)?.slice(0, 60)} is not valid; using ${JSON.stringify(fallback)}.`);

const TRUE = new Set([true, 1, '1', 'true', 'yes', 'on']);
const FALSE = new Set([false, 0, '0', '', 'false', 'no', 'off', null]);

/** A boolean as any generation prints it ("1"/"", true/false, yes/no, on/off). */
export function readBoolean(value: unknown, fallback: boolean, key = ''): boolean {
  if (value === undefined) return fallback;
  const normal = typeof value === 'string' ? value.trim().toLowerCase() : value;
  if (TRUE.has(normal as never)) return true;
  if (FALSE.has(normal as never)) return false;
  warn(key, value, fallback);
  return fallback;
}

/** A non-negative duration or count, as a number or a numeric string. */
export function readNumber(value: unknown, fallback: number, key = ''): number {
  if (value === undefined) return fallback;
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number === 'number' && Number.isFinite(number) && number >= 0) return number;
  warn(key, value, fallback);
  return fallback;
}

/** A colour safe to put in a style property: hex, rgb()/hsl() functions or a keyword. */
const COLOUR = /^(#[\da-f]{3,8}|(rgba?|hsla?)\([\d\s.,%/+-]+\)|[a-z]{3,30})$/i;
/** An offset: a number with a CSS length unit. */
const OFFSET = /^\d{1,5}(\.\d+)?(px|%|rem|em|vw|vh)$/;
/** A font-family list with no characters that could end the declaration. */
const FONT = /^[\w\s,'"-]{1,200}$/;

function readPattern(value: unknown, fallback: string, pattern: RegExp, key: string): string {
  if (value === undefined || value === '') return fallback;
  if (typeof value === 'string' && pattern.test(value.trim())) return value.trim();
  warn(key, value, fallback);
  return fallback;
}

function readChoice<T extends string>(value: unknown, fallback: T, choices: readonly T[], key: string): T {
  if (value === undefined || value === '') return fallback;
  if (choices.includes(value as T)) return value as T;
  warn(key, value, fallback);
  return fallback;
}

/** Unwraps a JSON string and the 1.x `{ settings: … }` argument; anything else that is not an object is empty. */
function toRecord(input: unknown): Record<string, unknown> {
  let value = input;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      warnOnce(OWNER, '<cookie-bar>: the settings are not valid JSON; using the defaults.');
      return {};
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    if (value !== undefined && value !== null) warnOnce(OWNER, '<cookie-bar>: the settings are not an object; using the defaults.');
    return {};
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  return keys.length === 1 && keys[0] === 'settings' ? toRecord(record.settings) : record;
}

function readButton<T extends ButtonSettings>(raw: Record<string, unknown>, n: number, fallback: T): T {
  const key = (field: string) => `button_${n}_${field}`;
  const colour = readPattern(raw[key('button_colour')], fallback.button_colour, COLOUR, key('button_colour'));
  return {
    ...fallback,
    button_colour: colour,
    button_hover: readPattern(raw[key('button_hover')], raw[key('button_colour')] === undefined ? fallback.button_hover : colour, COLOUR, key('button_hover')),
    link_colour: readPattern(raw[key('link_colour')], fallback.link_colour, COLOUR, key('link_colour')),
    as_button: readBoolean(raw[key('as_button')], fallback.as_button, key('as_button')),
    new_win: readBoolean(raw[key('new_win')], fallback.new_win, key('new_win')),
    ...('hidebar' in fallback ? { hidebar: readBoolean(raw[key('hidebar')], (fallback as { hidebar: boolean }).hidebar, key('hidebar')) } : {}),
  };
}

/** Reads the settings in any generation's shape. */
export function parseSettings(input: unknown): CookieBarSettings {
  const raw = toRecord(input);
  const d = DEFAULT_SETTINGS;
  const bool = (key: keyof CookieBarSettings) => readBoolean(raw[key], d[key] as boolean, key);
  const num = (key: keyof CookieBarSettings) => readNumber(raw[key], d[key] as number, key);
  // Legacy 1.x/2.0 flag, replaced by cookie_bar_as in 2.1.6.
  const presentation = raw.cookie_bar_as ?? (readBoolean(raw.as_popup, false, 'as_popup') ? 'popup' : undefined);
  return {
    animate_speed_hide: num('animate_speed_hide'),
    animate_speed_show: num('animate_speed_show'),
    background: readPattern(raw.background, d.background, COLOUR, 'background'),
    text: readPattern(raw.text, d.text, COLOUR, 'text'),
    border: readPattern(raw.border, d.border, COLOUR, 'border'),
    border_on: bool('border_on'),
    buttons: {
      1: readButton(raw, 1, d.buttons[1]),
      2: readButton(raw, 2, d.buttons[2]),
      3: readButton(raw, 3, d.buttons[3]),
      4: readButton(raw, 4, d.buttons[4]),
      7: readButton(raw, 7, d.buttons[7]),
    },
    font_family: readPattern(raw.font_family, d.font_family, FONT, 'font_family'),
    header_fix: bool('header_fix'),
    notify_animate_hide: bool('notify_animate_hide'),
    notify_animate_show: bool('notify_animate_show'),
    notify_position_horizontal: readChoice(raw.notify_position_horizontal, d.notify_position_horizontal, ['right', 'left'], 'notify_position_horizontal'),
    notify_position_vertical: readChoice(raw.notify_position_vertical, d.notify_position_vertical, ['bottom', 'top'], 'notify_position_vertical'),
    scroll_close: bool('scroll_close'),
    scroll_close_reload: bool('scroll_close_reload'),
    accept_close_reload: bool('accept_close_reload'),
    reject_close_reload: bool('reject_close_reload'),
    showagain_tab: bool('showagain_tab'),
    showagain_x_position: readPattern(raw.showagain_x_position, d.showagain_x_position, OFFSET, 'showagain_x_position'),
    show_once_yn: bool('show_once_yn'),
    show_once: num('show_once'),
    popup_overlay: bool('popup_overlay'),
    cookie_bar_as: readChoice(presentation, d.cookie_bar_as, ['banner', 'popup', 'widget'], 'cookie_bar_as'),
    popup_showagain_position: readChoice(raw.popup_showagain_position, d.popup_showagain_position, ['bottom-right', 'bottom-left', 'top-right', 'top-left'], 'popup_showagain_position'),
    widget_position: readChoice(raw.widget_position, d.widget_position, ['left', 'right'], 'widget_position'),
  };
}
