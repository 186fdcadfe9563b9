import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { announcement, initialSlider, slide, type SliderEvent } from './slider-state.js';

describe('slider state', () => {
  it('next wraps last → first and previous wraps first → last', () => {
    let state = initialSlider(3, 2);
    const next = slide(state, { type: 'next' });
    expect(next.move).toEqual({ from: 2, to: 0, direction: 'next' });
    state = slide(next.state, { type: 'animation-end' }).state;
    const previous = slide(state, { type: 'previous' });
    expect(previous.move).toEqual({ from: 0, to: 2, direction: 'previous' });
  });

  it('going to the current index does nothing; going elsewhere picks the direction by index', () => {
    const state = initialSlider(4, 1);
    expect(slide(state, { type: 'go', index: 1 })).toEqual({ state });
    expect(slide(state, { type: 'go', index: 3 }).move?.direction).toBe('next');
    expect(slide(state, { type: 'go', index: 0 }).move?.direction).toBe('previous');
  });

  it('ignores every move while an animation runs, until it ends', () => {
    const moving = slide(initialSlider(3), { type: 'next' }).state;
    expect(moving.animating).toBe(true);
    for (const event of [{ type: 'next' }, { type: 'previous' }, { type: 'go', index: 2 }] as SliderEvent[])
      expect(slide(moving, event)).toEqual({ state: moving });
    expect(slide(slide(moving, { type: 'animation-end' }).state, { type: 'next' }).move).toBeDefined();
  });

  it('never moves with zero or one slide, and ignores an index out of range', () => {
    expect(initialSlider(0)).toEqual({ count: 0, active: 0, animating: false });
    expect(slide(initialSlider(1), { type: 'next' }).move).toBeUndefined();
    expect(slide(initialSlider(0), { type: 'previous' }).move).toBeUndefined();
    expect(slide(initialSlider(3), { type: 'go', index: 7 }).move).toBeUndefined();
    expect(slide(initialSlider(3), { type: 'go', index: 1.5 }).move).toBeUndefined();
    expect(initialSlider(3, 9).active).toBe(2);
  });

  it('announces "Slide N of M"', () => {
    expect(announcement(initialSlider(5, 2))).toBe('Slide 3 of 5');
    expect(announcement(initialSlider(5, 0), 'Dia {n} van {total}')).toBe('Dia 1 van 5');
  });

  it('keeps the active index in range and moves only between different slides, whatever the events (property)', () => {
    const event = fc.oneof(
      fc.constant<SliderEvent>({ type: 'next' }),
      fc.constant<SliderEvent>({ type: 'previous' }),
      fc.constant<SliderEvent>({ type: 'animation-end' }),
      fc.integer({ min: -3, max: 12 }).map<SliderEvent>((index) => ({ type: 'go', index })),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.array(event, { maxLength: 40 }), (count, events) => {
        let state = initialSlider(count);
        for (const e of events) {
          const result = slide(state, e);
          if (result.move) {
            expect(state.animating).toBe(false);
            expect(result.move.from).not.toBe(result.move.to);
            expect(result.move.from).toBe(state.active);
          }
          state = result.state;
          expect(state.active).toBeGreaterThanOrEqual(0);
          expect(state.active).toBeLessThan(Math.max(1, count));
        }
      }),
    );
  });
});
