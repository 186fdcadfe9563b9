/**
 * The cookie bar's settings (spec §3), read from any of the three shapes the CMS plugin prints them in
 * (MARKUP.md §1.1): a JSON string (1.x `cli_show_cookiebar({settings})`, 1.7–1.9 `cli_cookiebar_settings`), or a
 * plain object whose booleans arrive as "1"/"" and numbers as strings (2.x). Unknown keys are ignored; a value
 * of the wrong kind gives one warning and the spec's default. Never throws. One table gives every field its
 * kind and default, so parsing is one loop.
 */
import { warnOnce } from '../core/warn.js';

type BarPresentation = 'banner' | 'popup' | 'widget';
type Corner = 'bottom-right' | 'bottom-left' | 'top-right' | 'top-left';

interface ButtonSettings {
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
  buttons: {
    1: ButtonSettings;
    2: ButtonSettings & { hidebar: boolean };
    3: ButtonSettings;
    4: ButtonSettings;
    7: ButtonSettings;
  };
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

/** A colour safe to put in a style property: hex, rgb()/hsl() functions or a keyword. */
const COLOUR = /^(#[\da-f]{3,8}|(rgba?|hsla?)\([\d\s.,%/+-]+\)|[a-z]{3,30})$/i;
/** An offset: a number with a CSS length unit. */
const OFFSET = /^\d{1,5}(\.\d+)?(px|%|rem|em|vw|vh)$/;
/** A font-family list with no characters that could end the declaration. */
const FONT = /^[\w\s,'"-]{1,200}$/;

/** A field's kind: boolean, non-negative number, a pattern its text must match, or a list of choices. */
type Kind = 'b' | 'n' | RegExp | readonly string[];

/** Every top-level field: its kind and the spec's default (the plugin's where the spec names none, MARKUP.md §1.2). */
const FIELDS: Record<string, [Kind, unknown]> = {
  animate_speed_hide: ['n', 500],
  animate_speed_show: ['n', 500],
  background: [COLOUR, '#fff'],
  text: [COLOUR, '#333'],
  border: [COLOUR, '#444'],
  border_on: ['b', false],
  font_family: [FONT, 'inherit'],
  header_fix: ['b', false],
  notify_animate_hide: ['b', true],
  notify_animate_show: ['b', false],
  notify_position_horizontal: [['right', 'left'], 'right'],
  notify_position_vertical: [['bottom', 'top'], 'bottom'],
  scroll_close: ['b', false],
  scroll_close_reload: ['b', false],
  accept_close_reload: ['b', false],
  reject_close_reload: ['b', false],
  showagain_tab: ['b', true],
  showagain_x_position: [OFFSET, '100px'],
  show_once_yn: ['b', false],
  show_once: ['n', 10000],
  popup_overlay: ['b', true],
  cookie_bar_as: [['banner', 'popup', 'widget'], 'banner'],
  popup_showagain_position: [['bottom-right', 'bottom-left', 'top-right', 'top-left'], 'bottom-right'],
  widget_position: [['left', 'right'], 'left'],
};

/** Each button's default colour, link colour and as_button (1 accept, 2 read more, 3 reject, 4 settings, 7 accept all). */
const BUTTONS: Record<number, [string, string, boolean]> = {
  1: ['#1b5e20', '#fff', true],
  2: ['#333', '#333', false],
  3: ['#333', '#fff', true],
  4: ['#333', '#fff', true],
  7: ['#1b5e20', '#fff', true],
};

const OWNER = {};
const warn = (key: string, value: unknown, fallback: unknown) =>
  warnOnce(
    OWNER,
    `<cookie-bar>: setting ${key} = ${JSON.stringify(value)?.slice(0, 60)} is not valid; using ${JSON.stringify(fallback)}.`,
  );

const TRUE = [true, 1, '1', 'true', 'yes', 'on'];
const FALSE = [false, 0, '0', '', 'false', 'no', 'off', null];

/** Reads one value of `kind`; a wrong one warns (under `key`) and gives `fallback`. */
function read(kind: Kind, value: unknown, fallback: unknown, key: string): unknown {
  if (value === undefined || (value === '' && kind !== 'b')) return fallback;
  const text = typeof value === 'string' ? value.trim() : value;
  if (kind === 'b') {
    const normal = typeof text === 'string' ? text.toLowerCase() : text;
    if (TRUE.includes(normal as never)) return true;
    if (FALSE.includes(normal as never)) return false;
  } else if (kind === 'n') {
    const number = typeof text === 'string' && text !== '' ? Number(text) : text;
    if (typeof number === 'number' && Number.isFinite(number) && number >= 0) return number;
  } else if (kind instanceof RegExp ? typeof text === 'string' && kind.test(text) : kind.includes(text as string))
    return text;
  warn(key, value, fallback);
  return fallback;
}

/** A boolean as any generation prints it ("1"/"", true/false, yes/no, on/off). */
export const readBoolean = (value: unknown, fallback: boolean, key = ''): boolean =>
  read('b', value, fallback, key) as boolean;

/** A non-negative duration or count, as a number or a numeric string. */
export const readNumber = (value: unknown, fallback: number, key = ''): number =>
  read('n', value, fallback, key) as number;

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
    if (value !== undefined && value !== null)
      warnOnce(OWNER, '<cookie-bar>: the settings are not an object; using the defaults.');
    return {};
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  return keys.length === 1 && keys[0] === 'settings' ? toRecord(record.settings) : record;
}

/** Reads the settings in any generation's shape. */
export function parseSettings(input: unknown): CookieBarSettings {
  const raw = toRecord(input);
  // Legacy 1.x/2.0 flag, replaced by cookie_bar_as in 2.1.6.
  if (raw.cookie_bar_as === undefined && read('b', raw.as_popup, false, 'as_popup')) raw.cookie_bar_as = 'popup';
  const out: Record<string, unknown> = {};
  for (const [key, [kind, fallback]] of Object.entries(FIELDS)) out[key] = read(kind, raw[key], fallback, key);
  const buttons: Record<number, Record<string, unknown>> = {};
  for (const [n, [colour, link, asButton]] of Object.entries(BUTTONS)) {
    const field = (name: string, kind: Kind, fallback: unknown) =>
      read(kind, raw[`button_${n}_${name}`], fallback, `button_${n}_${name}`);
    const button_colour = field('button_colour', COLOUR, colour);
    buttons[+n] = {
      button_colour,
      // The plugin computes the hover colour on the server; without one, hover keeps the button's colour.
      button_hover: field('button_hover', COLOUR, button_colour),
      link_colour: field('link_colour', COLOUR, link),
      as_button: field('as_button', 'b', asButton),
      new_win: field('new_win', 'b', false),
      ...(n === '2' ? { hidebar: field('hidebar', 'b', false) } : {}),
    };
  }
  out.buttons = buttons;
  return out as unknown as CookieBarSettings;
}

/** The spec's defaults (§3). */
// Pure: a page that never reads it (the element) leaves it out of its bundle.
export const DEFAULT_SETTINGS: CookieBarSettings = /* @__PURE__ */ Object.freeze(
  /* @__PURE__ */ parseSettings(undefined),
);
