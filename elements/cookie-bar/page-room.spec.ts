/** The room the page keeps for the bar (page-room.ts): which placements take it, and where. */
import { describe, expect, it } from 'vitest';
import { roomFor } from './page-room.js';

const placed = (cookie_bar_as: string, notify_position_vertical: string, header_fix = false) =>
  ({ cookie_bar_as, notify_position_vertical, header_fix }) as Parameters<typeof roomFor>[0];

describe('the room a bar takes', () => {
  it('a bottom banner: its height at the end of the page', () => {
    expect(roomFor(placed('banner', 'bottom'), 64)).toEqual({ end: 64, start: 0 });
  });
  it('a top banner: none while it scrolls away with the page; at the start of the scrollport when fixed', () => {
    expect(roomFor(placed('banner', 'top'), 64)).toEqual({ end: 0, start: 0 });
    expect(roomFor(placed('banner', 'top', true), 64)).toEqual({ end: 0, start: 64 });
  });
  it('a popup or a widget, at either edge: none (they float over the page)', () => {
    for (const as of ['popup', 'widget'])
      for (const vertical of ['top', 'bottom'])
        expect(roomFor(placed(as, vertical, true), 200)).toEqual({ end: 0, start: 0 });
  });
  it('a bar with no height (hidden): none', () => {
    expect(roomFor(placed('banner', 'bottom'), 0)).toEqual({ end: 0, start: 0 });
  });
});
