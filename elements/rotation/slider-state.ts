/**
 * The slider's rules (spec §4, §9; MARKUP.md §3.2), as pure functions the element renders: one active index;
 * next wraps last → first, previous first → last; moving to the current index does nothing; every move is
 * ignored while an animation runs; fewer than two slides never move.
 *
 * `<pb-slider>` renders it, and the rotation core (`rotation.ts`) announces with it.
 */

export interface SliderState {
  count: number;
  active: number;
  animating: boolean;
}

export type SliderEvent =
  { type: 'next' } | { type: 'previous' } | { type: 'go'; index: number } | { type: 'animation-end' };

export interface SlideMove {
  from: number;
  to: number;
  direction: 'next' | 'previous';
}

export const initialSlider = (count: number, active = 0): SliderState => ({
  count: Math.max(0, Math.floor(count)),
  active: count > 0 ? Math.min(Math.max(0, Math.floor(active)), count - 1) : 0,
  animating: false,
});

/** The next state, and the move to animate when there is one. */
export function slide(state: SliderState, event: SliderEvent): { state: SliderState; move?: SlideMove } {
  if (event.type === 'animation-end') return { state: { ...state, animating: false } };
  if (state.animating || state.count < 2) return { state };
  const { active, count } = state;
  let to: number;
  if (event.type === 'next') to = (active + 1) % count;
  else if (event.type === 'previous') to = (active - 1 + count) % count;
  else {
    if (!Number.isInteger(event.index) || event.index < 0 || event.index >= count) return { state };
    to = event.index;
  }
  if (to === active) return { state };
  const direction = event.type === 'go' ? (to > active ? 'next' : 'previous') : event.type;
  return { state: { ...state, active: to, animating: true }, move: { from: active, to, direction } };
}

/** What the live region says after a move (1-based, as people count). */
export const announcement = (state: SliderState, template = 'Slide {n} of {total}') =>
  template.replace('{n}', String(state.active + 1)).replace('{total}', String(state.count));
