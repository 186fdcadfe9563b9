import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzRuns } from '../../test/helpers/fuzz-runs.js';
import {
  inRange,
  keyframesOf,
  type Module,
  orderRange,
  parseEffect,
  parseMotionElements,
  parseUnit,
  positionAt,
  type Resolver,
  staticTransform,
  styleAt,
  TRANSLATE_PX,
  valueAt,
  withUnit,
} from './scroll-effects-rules.js';

const RESOLVERS: Resolver[] = ['translateX', 'translateY', 'opacity', 'scale', 'rotate', 'blur'];
/** Anything a page global may hold. */
const anything = fc.anything({ withBoxedValues: true, withNullPrototype: true, withObjectString: true });
const numberish = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(NaN, Infinity, -Infinity, -0, '', ' ', '4px', '1e999', '-', '.', '12 !important', 'auto'),
  fc.string(),
);
const item = fc.record(
  {
    id: fc.oneof(fc.constant('.et_pb_image_0'), fc.string()),
    resolver: fc.oneof(fc.constantFrom(...RESOLVERS), fc.string()),
    start: numberish,
    midStart: numberish,
    midEnd: numberish,
    end: numberish,
    startValue: numberish,
    midValue: numberish,
    endValue: numberish,
    value: fc.oneof(
      fc.string(),
      fc.array(numberish).map((parts) => parts.join('|')),
    ),
    trigger_start: fc.oneof(fc.constantFrom('top', 'middle', 'bottom', 'toString'), fc.string()),
    trigger_end: fc.oneof(fc.constantFrom('top', 'middle', 'bottom', '__proto__'), fc.string()),
    transforms: fc.oneof(anything, fc.dictionary(fc.constantFrom('rotateX', 'skewY', 'scaleX', 'x'), numberish)),
    grid_motion: fc.constantFrom('on', 'off', undefined),
    children_count: numberish,
    module_index: numberish,
    module_type: fc.oneof(fc.constant('et_pb_gallery'), fc.string()),
  },
  { requiredKeys: [] },
);
const motionData = fc.oneof(
  anything,
  fc.array(item),
  fc.record(
    { desktop: fc.array(item), tablet: fc.oneof(fc.array(item), anything), phone: anything },
    { requiredKeys: [] },
  ),
);
const device = fc.constantFrom('desktop' as const, 'tablet' as const, 'phone' as const);
const module = (effects: Array<[Resolver, string]>, extra: Partial<Module> = {}): Module => ({
  selector: '.m',
  triggerStart: 0.5,
  triggerEnd: 0.5,
  transform: '',
  effects: effects.map(([resolver, value]) => parseEffect(resolver, { value })),
  ...extra,
});

describe('units (SPEC.md §5)', () => {
  it('keeps the known units, makes an unknown or missing one px, carries !important', () => {
    expect(withUnit('12')).toBe('12px');
    expect(withUnit('1.5rem')).toBe('1.5rem');
    expect(withUnit('45DEG')).toBe('45deg');
    expect(withUnit('3furlongs')).toBe('3px');
    expect(withUnit('10vh !important')).toBe('10vh !important');
    expect(withUnit('-4%')).toBe('-4%');
    for (const unit of ['%', 'deg', 'rem', 'em', 'px', 'cm', 'mm', 'in', 'pt', 'pc', 'ex', 'vh', 'vw', 'ms'])
      expect(withUnit('2' + unit)).toBe('2' + unit);
  });

  it('leaves anything not a number unchanged', () => {
    for (const text of ['auto', '', 'calc(1px + 2px)', 'px', '1 2', 'NaN', 'Infinitypx'])
      expect(withUnit(text)).toBe(text);
  });

  it('never throws, and what it reads is finite with a known unit', () => {
    fc.assert(
      fc.property(anything, (input) => {
        const parsed = parseUnit(input);
        if (parsed) {
          expect(Number.isFinite(parsed[0])).toBe(true);
          expect(['', '%', 'deg', 'rem', 'em', 'px', 'cm', 'mm', 'in', 'pt', 'pc', 'ex', 'vh', 'vw', 'ms']).toContain(
            parsed[1],
          );
        }
        if (typeof input === 'string') expect(typeof withUnit(input)).toBe('string');
      }),
      fuzzRuns(),
    );
  });
});

describe('range ordering (SPEC.md §5)', () => {
  it('keeps 0 ≤ start ≤ midStart ≤ midEnd ≤ end ≤ 100 for any four numbers', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true }),
        fc.double({ noNaN: true }),
        fc.double({ noNaN: true }),
        fc.double({ noNaN: true }),
        (a, b, c, d) => {
          const [s, ms, me, e] = orderRange(a, b, c, d);
          expect(0 <= s && s <= ms && ms <= me && me <= e && e <= 100).toBe(true);
        },
      ),
      fuzzRuns(),
    );
  });

  it('applies the four rules: start at least 0, end at most 100, the middles inside the limits', () => {
    expect(orderRange(-20, 50, 50, 140)).toEqual([0, 50, 50, 100]);
    expect(orderRange(30, 10, 90, 80)).toEqual([30, 30, 80, 80]);
    expect(orderRange(10, 40, 60, 90)).toEqual([10, 40, 60, 90]);
  });
});

describe('the saved pipe strings and their defaults (MARKUP.md §8.9)', () => {
  it('gives each effect its default when nothing is saved', () => {
    const values = (resolver: Resolver) => {
      return parseEffect(resolver, {}).v.join('|');
    };
    expect(values('translateY')).toBe('0|50|50|100|4|0|-4');
    expect(values('translateX')).toBe('0|50|50|100|4|0|-4');
    expect(values('opacity')).toBe('0|50|50|100|0|100|100');
    expect(values('scale')).toBe('0|50|50|100|70|100|100');
    expect(values('rotate')).toBe('0|50|50|100|90|0|0');
    expect(values('blur')).toBe('0|40|60|100|10|0|0');
  });

  it('reads the seven parts, each missing or non-numeric one from the default', () => {
    expect(parseEffect('translateY', { value: '10|x||90|2|1' }).v).toEqual([10, 50, 50, 90, 2, 1, -4]);
  });

  it('prefers the item’s own numbers to its pipe string', () => {
    expect(parseEffect('opacity', { value: '0|50|50|100|0|100|100', startValue: 30 }).v[4]).toBe(30);
  });

  it('clamps the values: rotate ±359, opacity 0–100, scale and blur at least 0', () => {
    const values = (resolver: Resolver, value: string) => parseEffect(resolver, { value }).v.slice(4);
    expect(values('rotate', '0|50|50|100|720|-720|10')).toEqual([359, -359, 10]);
    expect(values('opacity', '0|50|50|100|-5|150|50')).toEqual([0, 100, 50]);
    expect(values('scale', '0|50|50|100|-5|250|100')).toEqual([0, 250, 100]);
    expect(values('blur', '0|50|50|100|-5|0|0')).toEqual([0, 0, 0]);
    expect(values('translateX', '0|50|50|100|-5|0|1e9')).toEqual([-5, 0, 1e4]);
  });

  it('carries a length unit of a blur or translate and !important', () => {
    expect(parseEffect('blur', { startValue: '1em', midValue: '0', endValue: 0 })).toMatchObject({
      unit: 'em',
      v: [0, 40, 60, 100, 1, 0, 0],
    });
    expect(parseEffect('translateX', { startValue: '40px !important' })).toMatchObject({ unit: 'px', important: true });
    expect(parseEffect('opacity', { startValue: '40px' }).unit).toBe('');
  });
});

describe('valueAt', () => {
  const v = [10, 30, 60, 90, 4, 0, -4];
  it('holds the start value, moves to the middle one, holds it, moves to the end one and holds it', () => {
    expect(valueAt(v, 0)).toBe(4);
    expect(valueAt(v, 10)).toBe(4);
    expect(valueAt([10, 10, 60, 90, 4, 0, -4], 10)).toBe(0);
    expect(valueAt([10, 10, 60, 90, 4, 0, -4], 10, true)).toBe(4);
    expect(valueAt(v, 20)).toBeCloseTo(2);
    expect(valueAt(v, 45)).toBe(0);
    expect(valueAt(v, 75)).toBeCloseTo(-2);
    expect(valueAt(v, 100)).toBe(-4);
  });

  it('is finite and between the extreme values for any effect and position', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RESOLVERS), item, numberish, (resolver, raw, p) => {
        const effect = parseEffect(resolver, raw);
        const value = valueAt(effect.v, p as number);
        const values = effect.v.slice(4);
        expect(Number.isFinite(value)).toBe(true);
        expect(value).toBeGreaterThanOrEqual(Math.min(...values) - 1e-9);
        expect(value).toBeLessThanOrEqual(Math.max(...values) + 1e-9);
      }),
      fuzzRuns(),
    );
  });

  it('is continuous where no span is empty: a small move of the position moves the value a little', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...RESOLVERS),
        item,
        fc.double({ min: 0, max: 100, noNaN: true }),
        (resolver, raw, p) => {
          const effect = parseEffect(resolver, raw);
          // An empty span is a step (tested above); elsewhere the steepest slope is the largest change over a span.
          const [start, midStart, midEnd, end] = effect.v;
          const spans = [midStart - start, end - midEnd];
          if (spans.some((s) => s < 1e-3)) return;
          const slope = (2 * 1e4) / Math.min(...spans);
          const moved = Math.abs(valueAt(effect.v, p + 1e-3) - valueAt(effect.v, p));
          expect(moved).toBeLessThanOrEqual(slope * 1e-3 * (1 + 1e-9) + 1e-9);
        },
      ),
      fuzzRuns(),
    );
  });
});

describe('styleAt: the theme’s resolvers', () => {
  it('writes translate (a motion unit is 100 px), opacity, scale, rotate and blur', () => {
    const m = module([
      ['translateY', '0|50|50|100|4|0|-4'],
      ['opacity', '0|50|50|100|0|100|100'],
      ['blur', '0|40|60|100|10|0|0'],
    ]);
    expect(styleAt(m, 0)).toEqual({
      transform: `translate(0px,${4 * TRANSLATE_PX}px)`,
      opacity: '0',
      filter: 'blur(10px)',
    });
    expect(styleAt(m, 50)).toEqual({ transform: 'translate(0px,0px)', opacity: '1', filter: 'blur(0px)' });
    expect(styleAt(module([['translateX', '0|50|50|100|2|0|0']]), 25).transform).toBe('translate(100px,0px)');
    expect(styleAt(module([['rotate', '0|50|50|100|90|0|0']]), 0).transform).toBe('rotate(90deg)');
    expect(styleAt(module([['scale', '0|50|50|100|70|100|100']]), 0).transform).toBe('scale(0.7)');
  });

  it('puts the module’s static transform first', () => {
    const m = module([['rotate', '0|50|50|100|90|0|0']], { transform: staticTransform({ skewX: '10deg' }) });
    expect(styleAt(m, 100).transform).toBe('skewX(10deg) rotate(0deg)');
  });

  it('has keyframes whose linear interpolation is styleAt at every position', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...RESOLVERS), item), { minLength: 1, maxLength: 6 }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (pairs, p) => {
          const m: Module = {
            selector: '.m',
            triggerStart: 0.5,
            triggerEnd: 0.5,
            transform: '',
            effects: pairs.map(([r, raw]) => parseEffect(r, raw)),
          };
          const frames = keyframesOf(m);
          expect(frames[0].offset).toBe(0);
          expect(frames.at(-1)!.offset).toBe(1);
          // Away from the steps: a position within a rounding error of a keyframe's offset could fall either side.
          if (frames.some((f) => Math.abs((f.offset as number) * 100 - p) < 1e-6)) return;
          const i = frames.findLastIndex((f) => (f.offset as number) * 100 <= p);
          const [a, b] = [frames[i], frames[i + 1] ?? frames[i]];
          const numbers = (text: unknown) =>
            String(text ?? '')
              .match(/-?[\d.]+(e[+-]?\d+)?/g)
              ?.map(Number) ?? [];
          const span = ((b.offset as number) - (a.offset as number)) * 100;
          const t = span ? (p - (a.offset as number) * 100) / span : 0;
          const want = styleAt(m, p);
          for (const property of ['transform', 'opacity', 'filter'] as const) {
            const [from, to, exact] = [numbers(a[property]), numbers(b[property]), numbers(want[property])];
            exact.forEach((n, k) => expect(from[k] + (to[k] - from[k]) * t).toBeCloseTo(n, 4));
          }
        },
      ),
      fuzzRuns(),
    );
  });
});

describe('staticTransform (SPEC.md §3 transform keys, §5 clamps)', () => {
  it('writes the transform keys, clamping rotateZ ±359 and the other angles ±180', () => {
    expect(staticTransform({ rotateZ: 400, rotateX: '-200deg', skewY: 20, scaleX: 150, translateY: '2em' })).toBe(
      'rotateZ(359deg) rotateX(-180deg) skewY(20deg) scaleX(1.5) translateY(2em)',
    );
    expect(staticTransform('translateX(10) rotateY(30deg) evil(1) url(x)')).toBe('translateX(10px) rotateY(30deg)');
    expect(staticTransform({ toString: 3, __proto__: 4, width: 5 })).toBe('');
  });

  it('never throws and only ever writes transform-key functions of finite numbers', () => {
    fc.assert(
      fc.property(fc.oneof(anything, fc.dictionary(fc.string(), numberish)), (input) => {
        const css = staticTransform(input);
        expect(css).toMatch(/^((rotate[XYZ]|skew[XY]|scale[XY]|translate[XY])\(-?[\d.e+-]+[a-z%]*\) ?)*$/);
      }),
      fuzzRuns(),
    );
  });
});

describe('positionAt and inRange', () => {
  const module = { triggerStart: 0.5, triggerEnd: 0.5 };
  it('is 0 when the start point meets the window’s bottom and 100 when the end point meets its top', () => {
    const box = { top: 2000, height: 400 };
    // Middle at 2200: it meets the bottom of an 800 px window at scroll 1400 and the top at 2200.
    expect(positionAt(box, 1400, 800, module)).toBe(0);
    expect(positionAt(box, 1800, 800, module)).toBe(50);
    expect(positionAt(box, 2200, 800, module)).toBe(100);
    expect(positionAt(box, 0, 800, module)).toBe(0);
    expect(positionAt(box, 1600, 800, { triggerStart: 0, triggerEnd: 1 })).toBeCloseTo(((1600 - 1200) / 1200) * 100);
  });

  it('is always within 0–100', () => {
    fc.assert(
      fc.property(
        fc.double(),
        fc.double(),
        fc.double(),
        fc.double(),
        fc.constantFrom(0, 0.5, 1),
        fc.constantFrom(0, 0.5, 1),
        (top, height, scroll, view, s, e) => {
          const p = positionAt({ top, height }, scroll, view, { triggerStart: s, triggerEnd: e });
          expect(p >= 0 && p <= 100).toBe(true);
        },
      ),
      fuzzRuns(),
    );
  });

  it('keeps a style block while the module is within 500 px of the window', () => {
    const box = { top: 2000, height: 400 };
    expect(inRange(box, 2000 - 800 - 499, 800)).toBe(true);
    expect(inRange(box, 2000 - 800 - 501, 800)).toBe(false);
    expect(inRange(box, 2400 + 499, 800)).toBe(true);
    expect(inRange(box, 2400 + 501, 800)).toBe(false);
  });
});

describe('parseMotionElements (MARKUP.md §8.9)', () => {
  it('groups a module’s items, reads the triggers and addresses grid children', () => {
    const { modules, problems } = parseMotionElements(
      {
        desktop: [
          { id: '.et_pb_image_0', resolver: 'translateY', trigger_start: 'top', trigger_end: 'bottom' },
          { id: '.et_pb_image_0', resolver: 'opacity' },
          {
            id: '.et_pb_gallery_0',
            resolver: 'scale',
            grid_motion: 'on',
            module_type: 'et_pb_gallery',
            module_index: '0',
            children_count: 3,
          },
          { id: 'script', resolver: 'opacity' },
          { id: '.x', resolver: 'explode' },
        ],
      },
      'desktop',
    );
    expect(modules.map((m) => m.selector)).toEqual([
      '.et_pb_image_0',
      '.et_pb_gallery_item_0_0',
      '.et_pb_gallery_item_0_1',
      '.et_pb_gallery_item_0_2',
    ]);
    expect(modules[0]).toMatchObject({ triggerStart: 0, triggerEnd: 1 });
    expect(modules[0].effects.map((e) => e.resolver)).toEqual(['translateY', 'opacity']);
    expect(modules[1]).toMatchObject({ triggerStart: 0.5, triggerEnd: 0.5 });
    expect(problems).toHaveLength(2);
  });

  it('takes the device’s list, a missing one inheriting the next larger device’s', () => {
    const data = { desktop: [{ id: '.d', resolver: 'blur' }], tablet: [{ id: '.t', resolver: 'blur' }] };
    expect(parseMotionElements(data, 'tablet').modules[0].selector).toBe('.t');
    expect(parseMotionElements(data, 'phone').modules[0].selector).toBe('.t');
    expect(parseMotionElements({ desktop: data.desktop, tablet: [] }, 'phone').modules).toEqual([]);
    expect(parseMotionElements([{ id: '.a', resolver: 'rotate' }], 'phone').modules[0].selector).toBe('.a');
  });

  it('never throws; every module has a safe selector, triggers of 0, 0.5 or 1, and ordered finite effects', () => {
    fc.assert(
      fc.property(motionData, device, (data, d) => {
        const { modules, problems } = parseMotionElements(data, d);
        expect(problems.every((p) => typeof p === 'string')).toBe(true);
        for (const m of modules) {
          expect(m.selector).toMatch(/^[.#]-?[_a-zA-Z][\w-]*$/);
          expect([0, 0.5, 1]).toContain(m.triggerStart);
          expect([0, 0.5, 1]).toContain(m.triggerEnd);
          for (const e of m.effects) {
            const [start, midStart, midEnd, end] = e.v;
            expect(e.v.every(Number.isFinite)).toBe(true);
            expect(0 <= start && start <= midStart && midStart <= midEnd && midEnd <= end && end <= 100).toBe(true);
          }
          for (const p of [0, 33.3, 100])
            for (const v of Object.values(styleAt(m, p))) expect(v).not.toMatch(/NaN|Infinity/);
        }
      }),
      fuzzRuns(300),
    );
  });
});
