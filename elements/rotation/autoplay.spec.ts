import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { autoplayMode, autoplaySpeed, MIN_INTERVAL, SLIDESHOW_INTERVAL, type AutoplayInputs } from './autoplay.js';
import { fuzzRuns } from '../../test/helpers/fuzz-runs.js';

const base: AutoplayInputs = {
  enabled: true,
  slideCount: 3,
  reducedMotion: false,
  stopped: false,
  hovered: false,
  ignoreHover: false,
  pauseClass: false,
  pageHidden: false,
};

describe('autoplay', () => {
  it('reads the interval from et_slider_speed_<ms>, 7000 when missing (not the original 10 ms)', () => {
    expect(autoplaySpeed('et_pb_slider et_slider_auto et_slider_speed_4000')).toEqual({ interval: 4000 });
    expect(autoplaySpeed('et_pb_slider et_slider_auto')).toEqual({ interval: SLIDESHOW_INTERVAL });
  });

  it('falls back with a reason for a non-numeric or unreadably fast speed', () => {
    expect(autoplaySpeed('et_slider_speed_fast')).toMatchObject({
      interval: 7000,
      problem: expect.stringContaining('not a number'),
    });
    expect(autoplaySpeed('et_slider_speed_10')).toMatchObject({
      interval: MIN_INTERVAL,
      problem: expect.stringContaining('too fast'),
    });
  });

  it('runs only when enabled with two or more slides, and never under reduced motion', () => {
    expect(autoplayMode(base)).toBe('running');
    expect(autoplayMode({ ...base, enabled: false })).toBe('off');
    expect(autoplayMode({ ...base, slideCount: 1 })).toBe('off');
    expect(autoplayMode({ ...base, reducedMotion: true })).toBe('off');
  });

  it('pauses on hover unless ignore-hover, on the pause class and while the page is hidden; stays stopped once stopped', () => {
    expect(autoplayMode({ ...base, hovered: true })).toBe('paused');
    expect(autoplayMode({ ...base, hovered: true, ignoreHover: true })).toBe('running');
    expect(autoplayMode({ ...base, pauseClass: true })).toBe('paused');
    expect(autoplayMode({ ...base, pageHidden: true })).toBe('paused');
    expect(autoplayMode({ ...base, stopped: true, hovered: true })).toBe('stopped');
  });

  it('never throws and always gives a readable interval, whatever the class list (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (before, speed) => {
        const { interval } = autoplaySpeed(`${before} et_slider_speed_${speed}`);
        expect(interval).toBeGreaterThanOrEqual(MIN_INTERVAL);
        expect(Number.isFinite(interval)).toBe(true);
      }),
      fuzzRuns(),
    );
  });
});
