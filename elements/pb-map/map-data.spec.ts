import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dragsWithOnePointer,
  isTileTemplate,
  parseCoordinate,
  parseGrayscale,
  parseSwitch,
  parseZoom,
  resolveView,
} from './map-data.js';
import { fuzzRuns } from '../../test/helpers/fuzz-runs.js';

const anyText = fc.oneof(
  fc.string(),
  fc.double().map(String),
  fc.constantFrom('', ' ', 'NaN', 'Infinity', '-Infinity', '1e3', '0x10', '52,52', '٣', '1_0', '--1', '+.5', '5.'),
);

describe('parseCoordinate', () => {
  it('reads plain decimal text', () => {
    expect(parseCoordinate(' 52.5200 ', 90)).toBe(52.52);
    expect(parseCoordinate('-13.405', 180)).toBe(-13.405);
    expect(parseCoordinate('+.5', 90)).toBe(0.5);
  });

  it('refuses numbers out of range and text that is not a plain decimal', () => {
    for (const text of ['91', '-180.5', 'NaN', 'Infinity', '1e3', '0x10', '52,52', '', ' ', 'abc', '5 5'])
      expect(parseCoordinate(text, text.startsWith('-180') ? 180 : 90)).toBeUndefined();
    expect(parseCoordinate(null, 90)).toBeUndefined();
  });

  it('gives, for any text, either undefined or a finite number within the limit', () => {
    fc.assert(
      fc.property(anyText, fc.constantFrom(90 as const, 180 as const), (text, limit) => {
        const value = parseCoordinate(text, limit);
        expect(value === undefined || (Number.isFinite(value) && Math.abs(value) <= limit)).toBe(true);
      }),
      fuzzRuns(),
    );
  });

  it('reads back every in-range number it is given as text', () => {
    fc.assert(
      fc.property(fc.double({ min: -90, max: 90, noNaN: true }), (lat) => {
        expect(parseCoordinate(lat.toFixed(6), 90)).toBeCloseTo(lat, 5);
      }),
      fuzzRuns(),
    );
  });
});

describe('parseZoom, parseSwitch, parseGrayscale', () => {
  it('reads the theme values', () => {
    expect(parseZoom('12')).toBe(12);
    expect(parseZoom('40')).toBe(19);
    expect(parseZoom('-1')).toBeUndefined();
    expect(parseZoom('7.5')).toBeUndefined();
    expect(parseSwitch('off', true)).toBe(false);
    expect(parseSwitch(' ON ', false)).toBe(true);
    expect(parseSwitch('maybe', true)).toBe(true);
    expect(parseGrayscale('-60')).toBe(60);
    expect(parseGrayscale('250')).toBe(100);
    expect(parseGrayscale('')).toBeUndefined();
  });

  it('keeps zoom within 0–19 and grayscale within 0–100 for any text', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const zoom = parseZoom(text);
        const gray = parseGrayscale(text);
        expect(zoom === undefined || (Number.isInteger(zoom) && zoom >= 0 && zoom <= 19)).toBe(true);
        expect(gray === undefined || (Number.isInteger(gray) && gray >= 0 && gray <= 100)).toBe(true);
      }),
      fuzzRuns(),
    );
  });
});

describe('resolveView', () => {
  it('uses the given centre, else the first pin, else the world, saying what was wrong', () => {
    expect(resolveView({ lat: '48.85', lng: '2.35', zoom: '12' }, [])).toEqual({
      center: { lat: 48.85, lng: 2.35 },
      zoom: 12,
      problems: [],
    });
    const fromPin = resolveView({ lat: 'x', lng: '2', zoom: '' }, [{ lat: 1, lng: 2 }]);
    expect(fromPin.center).toEqual({ lat: 1, lng: 2 });
    expect(fromPin.problems).toHaveLength(1);
    expect(resolveView({}, [])).toMatchObject({ center: { lat: 0, lng: 0 }, zoom: 1 });
  });

  it('never gives NaN, whatever the centre, zoom and pins', () => {
    const pin = fc.record({
      lat: fc.double({ min: -90, max: 90, noNaN: true }),
      lng: fc.double({ min: -180, max: 180, noNaN: true }),
    });
    fc.assert(
      fc.property(anyText, anyText, anyText, fc.array(pin, { maxLength: 3 }), (lat, lng, zoom, pins) => {
        const view = resolveView({ lat, lng, zoom }, pins);
        expect([view.center.lat, view.center.lng, view.zoom].every(Number.isFinite)).toBe(true);
      }),
      fuzzRuns(),
    );
  });
});

describe('isTileTemplate', () => {
  it('takes http(s) and same-origin templates with z, x and y, and nothing else', () => {
    expect(isTileTemplate('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(true);
    expect(isTileTemplate('/tiles/{z}/{x}/{y}.png')).toBe(true);
    expect(isTileTemplate('https://{s}.tiles.example/{z}/{x}/{y}{r}.png')).toBe(true);
    for (const bad of [
      'javascript:alert(1)//{z}{x}{y}',
      '//evil.example/{z}/{x}/{y}.png',
      'data:image/png;base64,{z}{x}{y}',
      '/tiles/{z}/{x}.png',
      '/tiles/{z}/{x}/{y}.png?key={apikey}',
    ])
      expect(isTileTemplate(bad)).toBe(false);
  });
});

describe('dragsWithOnePointer', () => {
  it('drags with a mouse always; on touch only with mobile dragging on and free wheel zoom', () => {
    expect(dragsWithOnePointer(false, false, false)).toBe(true);
    expect(dragsWithOnePointer(true, true, true)).toBe(true);
    expect(dragsWithOnePointer(true, true, false), 'data-mobile-dragging="off"').toBe(false);
    expect(dragsWithOnePointer(true, false, true), 'cooperative gestures: two fingers pan').toBe(false);
  });
});
