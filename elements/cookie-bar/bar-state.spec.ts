import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INITIAL_STATE, transition, type BarEvent, type BarOptions, type BarState } from './bar-state.js';

const OPTIONS: BarOptions = {
  show_once_yn: false,
  scroll_close: false,
  showagain_tab: true,
  accept_close_reload: false,
  reject_close_reload: false,
  scroll_close_reload: false,
  strict: false,
};

const run = (events: BarEvent[], options: Partial<BarOptions> = {}) => {
  let state: BarState = INITIAL_STATE;
  const effects: string[] = [];
  for (const event of events) {
    const next = transition(state, event, { ...OPTIONS, ...options });
    state = next.state;
    effects.push(...next.effects);
  }
  return { state, effects };
};

describe('cookie bar states (spec §4)', () => {
  it('shows the bar when there is no consent cookie, and the show-again tab when there is', () => {
    expect(run([{ type: 'init', decided: false }]).state).toEqual({
      decided: false,
      bar: true,
      tab: false,
      settings: false,
    });
    expect(run([{ type: 'init', decided: true }]).state).toEqual({
      decided: true,
      bar: false,
      tab: true,
      settings: false,
    });
    expect(run([{ type: 'init', decided: true }], { showagain_tab: false }).state.tab).toBe(false);
  });

  it('accept and reject record the choice, hide the bar, show the tab, and reload only when configured', () => {
    expect(run([{ type: 'init', decided: false }, { type: 'accept' }])).toEqual({
      state: { decided: true, bar: false, tab: true, settings: false },
      effects: ['accept', 'disarm-timer', 'stop-scroll'],
    });
    expect(run([{ type: 'init', decided: false }, { type: 'reject' }], { reject_close_reload: true }).effects).toEqual([
      'reject',
      'disarm-timer',
      'stop-scroll',
      'reload',
    ]);
    expect(
      run([{ type: 'init', decided: false }, { type: 'accept' }], { accept_close_reload: true }).effects,
    ).toContain('reload');
  });

  it('show-again reopens the bar in one step', () => {
    expect(run([{ type: 'init', decided: true }, { type: 'show-again' }]).state).toMatchObject({
      bar: true,
      tab: false,
    });
  });

  it('show_once accepts after its delay only when the site turns it on, and only hides it with strict', () => {
    expect(run([{ type: 'init', decided: false }, { type: 'timeout' }]).effects).toEqual([]);
    const on = run([{ type: 'init', decided: false }, { type: 'timeout' }], { show_once_yn: true });
    expect(on.effects).toEqual(['arm-timer', 'accept', 'disarm-timer', 'stop-scroll']);
    const strict = run([{ type: 'init', decided: false }, { type: 'timeout' }], { show_once_yn: true, strict: true });
    expect(strict.effects).not.toContain('accept');
    expect(strict.state).toMatchObject({ decided: false, bar: false });
  });

  it('scroll_close accepts past 100 px with no decision, only when on; strict only hides', () => {
    const options = { scroll_close: true, scroll_close_reload: true };
    expect(
      run(
        [
          { type: 'init', decided: false },
          { type: 'scroll', y: 100 },
        ],
        options,
      ).state.bar,
    ).toBe(true);
    expect(
      run(
        [
          { type: 'init', decided: false },
          { type: 'scroll', y: 101 },
        ],
        options,
      ).effects,
    ).toEqual(['listen-scroll', 'accept', 'disarm-timer', 'stop-scroll', 'reload']);
    expect(
      run([
        { type: 'init', decided: false },
        { type: 'scroll', y: 500 },
      ]).effects,
    ).toEqual([]);
    expect(
      run(
        [
          { type: 'init', decided: false },
          { type: 'scroll', y: 500 },
        ],
        { ...options, strict: true },
      ).effects,
    ).toEqual(['listen-scroll', 'disarm-timer', 'stop-scroll']);
    expect(
      run([{ type: 'init', decided: true }, { type: 'show-again' }, { type: 'scroll', y: 500 }], options).effects,
    ).toEqual([]);
  });

  it('never records consent without an accept, except by an opted-in show_once or scroll_close (property)', () => {
    const event = fc.oneof(
      fc.constantFrom<BarEvent>(
        { type: 'accept' },
        { type: 'reject' },
        { type: 'timeout' },
        { type: 'show-again' },
        { type: 'open-settings' },
        { type: 'close-settings' },
      ),
      fc.integer({ min: 0, max: 3000 }).map((y): BarEvent => ({ type: 'scroll', y })),
    );
    const options = fc.record({
      show_once_yn: fc.boolean(),
      scroll_close: fc.boolean(),
      showagain_tab: fc.boolean(),
      accept_close_reload: fc.boolean(),
      reject_close_reload: fc.boolean(),
      scroll_close_reload: fc.boolean(),
      strict: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.boolean(), fc.array(event, { maxLength: 15 }), options, (decided, events, opts) => {
        let state = transition(INITIAL_STATE, { type: 'init', decided }, opts).state;
        for (const e of events) {
          const next = transition(state, e, opts);
          if (next.effects.includes('accept') && e.type !== 'accept') {
            expect(opts.strict).toBe(false);
            expect(e.type === 'timeout' ? opts.show_once_yn : e.type === 'scroll' && opts.scroll_close).toBe(true);
          }
          if (next.effects.includes('reload'))
            expect(next.effects.some((x) => x === 'accept' || x === 'reject')).toBe(true);
          expect(next.state.bar && next.state.tab).toBe(false);
          state = next.state;
        }
      }),
    );
  });
});
