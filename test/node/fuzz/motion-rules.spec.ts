/**
 * The page-motion readers of untrusted page globals at fuzz scale (docs/fuzzing.md): `et_animation_data`,
 * `et_pb_sticky_elements` and the parallax sizes. Kept apart from elements/pb-motion's own specs, which check the
 * documented behaviour case by case; these only check what holds for any input: no throw, the documented default,
 * results within bounds.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entranceAt, parseAnimationData, type Device } from '../../../elements/pb-motion/entrance-rules.js';
import { parallaxHeight, parallaxShift } from '../../../elements/pb-motion/parallax-rules.js';
import { lengthOf, parseStickyElements, stickyAt } from '../../../elements/pb-motion/sticky-rules.js';
import { fuzzRuns } from '../../helpers/fuzz-runs.js';

/** Anything a page's script could have put in a global: null-prototype objects, boxed values, sparse arrays. */
const anything = {
  maxDepth: 2,
  maxKeys: 5,
  withBoxedValues: true,
  withSparseArray: true,
  withObjectString: true,
  withDate: true,
  withBigInt: true,
  withMap: true,
  withSet: true,
};
const garbage = fc.anything({ ...anything, withNullPrototype: true });
const device = fc.constantFrom<Device>('desktop', 'tablet', 'phone');
const FIELD_NAMES = ['style', 'repeat', 'duration', 'delay', 'intensity', 'starting_opacity', 'speed_curve'];
/** Entrance fields under their real names (and device variants), each any value: where the readers look. */
const entranceFields = fc.dictionary(
  fc.constantFrom(...FIELD_NAMES.flatMap((name) => [name, `${name}_tablet`, `${name}_phone`])),
  fc.oneof(garbage, fc.string(), fc.double()),
);
const STICKY_NAMES = ['position', 'topOffset', 'bottomOffset'];
const stickyFieldsOf = (values: fc.Arbitrary<unknown>, noNullPrototype = false) =>
  fc.dictionary(
    fc.constantFrom(...STICKY_NAMES.flatMap((name) => [name, `${name}_tablet`, `${name}_phone`]), 'id', 'selector'),
    fc.oneof(
      values,
      fc.string(),
      fc.double(),
      fc.record({ desktop: values, tablet: values, phone: values }, { requiredKeys: [], noNullPrototype }),
    ),
    { noNullPrototype },
  );
const stickyFields = stickyFieldsOf(garbage);
const CLASS_NAME = /^-?[_a-zA-Z][_a-zA-Z0-9-]*$/;
const LENGTH = /^-?\d+(\.\d+)?(e[+-]\d+)?(px|em|rem|vh|vw|%)$/;

describe('et_animation_data (fuzzed)', () => {
  it('reads any global without throwing, keeping only entries with a usable class', () => {
    fc.assert(
      fc.property(fc.oneof(garbage, fc.array(fc.oneof(garbage, fc.record({ class: fc.string() })))), (data) => {
        for (const { className, fields } of parseAnimationData(data)) {
          expect(className).toMatch(CLASS_NAME);
          expect(typeof fields).toBe('object');
        }
      }),
      fuzzRuns(),
    );
  });

  it('gives every entrance setting within its bounds, whatever the fields hold', () => {
    fc.assert(
      fc.property(entranceFields, device, (fields, at) => {
        const entrance = entranceAt(fields, at);
        for (const [value, max] of [
          [entrance.duration, 60_000],
          [entrance.delay, 60_000],
          [entrance.intensity, 100],
          [entrance.opacity, 1],
        ] as const) {
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(max);
        }
        expect([1, Infinity]).toContain(entrance.iterations);
        expect(['linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out']).toContain(entrance.easing);
      }),
      fuzzRuns(),
    );
  });
});

describe('et_pb_sticky_elements (fuzzed)', () => {
  it('reads any global without throwing, keeping only items naming a usable class', () => {
    fc.assert(
      fc.property(fc.oneof(garbage, fc.array(stickyFields), fc.dictionary(fc.string(), stickyFields)), (data) => {
        for (const { className } of parseStickyElements(data)) expect(className).toMatch(CLASS_NAME);
      }),
      fuzzRuns(),
    );
  });

  it('gives null or two lengths (or empty) for any fields, at any breakpoint', () => {
    fc.assert(
      fc.property(stickyFieldsOf(garbage, true), device, (fields, at) => {
        const style = stickyAt(fields, at);
        if (style === null) return;
        for (const side of [style.top, style.bottom]) if (side !== '') expect(side).toMatch(LENGTH);
      }),
      fuzzRuns(),
    );
  });

  it('reads any value as a CSS length, 0px when it is none', () => {
    fc.assert(
      fc.property(fc.oneof(garbage, fc.string(), fc.double()), (value) => {
        expect(lengthOf(value)).toMatch(LENGTH);
      }),
      fuzzRuns(),
    );
  });
});

describe('parallax sizes (fuzzed)', () => {
  it('are finite, and the height never negative, for any measurements', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), (a, b) => {
        expect(Number.isFinite(parallaxShift(a, b))).toBe(true);
        const height = parallaxHeight(a, b);
        expect(Number.isFinite(height) && height >= 0).toBe(true);
      }),
      fuzzRuns(),
    );
  });
});
