/**
 * What the cookie bar shows and does (spec §4), as a pure transition function: the element feeds it events
 * and carries out the effects (write the choice, reload, arm the show_once timer, listen for scrolling).
 *
 * show_once and scroll_close accept, as the spec says, only when the site turns them on; with `strict` they
 * just hide the bar, because regulators do not count a timeout or a scroll as consent (TRUST.md C1, C2).
 */
import type { CookieBarSettings } from './settings.js';

/** Scrolling further than this with no decision closes the bar (spec §9). */
const SCROLL_CLOSE_THRESHOLD = 100;

export interface BarState {
  decided: boolean;
  bar: boolean;
  tab: boolean;
  settings: boolean;
}

export type BarEvent =
  | { type: 'init'; decided: boolean }
  | { type: 'accept' }
  | { type: 'reject' }
  | { type: 'timeout' }
  | { type: 'scroll'; y: number }
  | { type: 'show-again' }
  | { type: 'open-settings' }
  | { type: 'close-settings' };

export type BarEffect = 'accept' | 'reject' | 'reload' | 'arm-timer' | 'disarm-timer' | 'listen-scroll' | 'stop-scroll';

export type BarOptions = Pick<
  CookieBarSettings,
  | 'show_once_yn'
  | 'scroll_close'
  | 'showagain_tab'
  | 'accept_close_reload'
  | 'reject_close_reload'
  | 'scroll_close_reload'
> & { strict: boolean };

export const INITIAL_STATE: BarState = { decided: false, bar: false, tab: false, settings: false };

const closed = (options: BarOptions, decided: boolean): BarState => ({
  decided,
  bar: false,
  tab: options.showagain_tab,
  settings: false,
});

const STOP: BarEffect[] = ['disarm-timer', 'stop-scroll'];

export function transition(
  state: BarState,
  event: BarEvent,
  options: BarOptions,
): { state: BarState; effects: BarEffect[] } {
  switch (event.type) {
    case 'init':
      if (event.decided) return { state: closed(options, true), effects: [] };
      return {
        state: { decided: false, bar: true, tab: false, settings: false },
        effects: [
          ...(options.show_once_yn ? ['arm-timer' as const] : []),
          ...(options.scroll_close ? ['listen-scroll' as const] : []),
        ],
      };
    case 'accept':
      return {
        state: closed(options, true),
        effects: ['accept', ...STOP, ...(options.accept_close_reload ? ['reload' as const] : [])],
      };
    case 'reject':
      return {
        state: closed(options, true),
        effects: ['reject', ...STOP, ...(options.reject_close_reload ? ['reload' as const] : [])],
      };
    case 'timeout':
      if (state.decided || !state.bar || !options.show_once_yn) return { state, effects: [] };
      return options.strict
        ? { state: closed(options, false), effects: STOP }
        : { state: closed(options, true), effects: ['accept', ...STOP] };
    case 'scroll':
      if (state.decided || !state.bar || !options.scroll_close || event.y <= SCROLL_CLOSE_THRESHOLD)
        return { state, effects: [] };
      return options.strict
        ? { state: closed(options, false), effects: STOP }
        : {
            state: closed(options, true),
            effects: ['accept', ...STOP, ...(options.scroll_close_reload ? ['reload' as const] : [])],
          };
    case 'show-again':
      return { state: { ...state, bar: true, tab: false }, effects: [] };
    case 'open-settings':
      return { state: { ...state, settings: true }, effects: [] };
    case 'close-settings':
      return { state: { ...state, settings: false }, effects: [] };
  }
}
