/**
 * Scroll effects (MARKUP.md §8.9; SPEC.md §3, §5): the CMS prints `et_pb_motion_elements`, `{ desktop, tablet,
 * phone }` lists of items, one per module and effect: `{ id, resolver, start, midStart, midEnd, end, startValue,
 * midValue, endValue, trigger_start, trigger_end, transforms, grid_motion, children_count, module_index,
 * module_type }`. This file reads them (untrusted input: anything malformed gets the effect's default and, where
 * something is dropped, a problem to warn about), and turns a module's effects into the one thing both paths run:
 * its style at a position 0–100 of its scroll range, and the keyframes of that same function. Pure; never throws,
 * never NaN.
 *
 * The position: 0 when the module's start point (`trigger_start`: its top, middle or bottom) meets the bottom of
 * the window, 100 when its end point (`trigger_end`) meets the top. Each effect's value is its start value up to
 * `start`, moves linearly to its middle value at `midStart`, stays there to `midEnd`, moves linearly to its end value
 * at `end` and stays there.
 */

export type Resolver = 'translateX' | 'translateY' | 'opacity' | 'scale' | 'rotate' | 'blur';

/**
 * SPEC.md §3's effect value set, in the saved pipe string's order: the positions 0–100 where the effect starts,
 * reaches its middle, leaves it and ends, then its start, middle and end values.
 */
export type ValueSet = number[];

export interface Effect {
  resolver: Resolver;
  v: ValueSet;
  /** The length unit of a translate or blur given with one ('' for a bare number). */
  unit: string;
  /** A value carried `!important`. */
  important: boolean;
}

/** One element's effects, with where its range starts and ends (0 top, 0.5 middle, 1 bottom of the element). */
export interface Module {
  selector: string;
  triggerStart: number;
  triggerEnd: number;
  /** The static transform the module's design settings give (`transforms`), merged in front of the effects'. */
  transform: string;
  effects: Effect[];
}

export type Style = { transform?: string; opacity?: string; filter?: string };

/** The saved seven-part pipe strings' defaults per effect (MARKUP.md §8.9). */
const DEFAULTS: Record<Resolver, string> = {
  translateY: '0|50|50|100|4|0|-4',
  translateX: '0|50|50|100|4|0|-4',
  opacity: '0|50|50|100|0|100|100',
  scale: '0|50|50|100|70|100|100',
  rotate: '0|50|50|100|90|0|0',
  blur: '0|40|60|100|10|0|0',
};
/** The item's fields, in the pipe string's order. */
const PARTS = ['start', 'midStart', 'midEnd', 'end', 'startValue', 'midValue', 'endValue'];

/**
 * MARKUP.md §8.9: a motion unit is 100 px of translation (the bundle multiplies the value by 100; the design notes
 * mark this unverified against a live page). A value given with its own length unit moves by that length.
 */
export const TRANSLATE_PX = 100;

/** SPEC.md §5's units; a number with any other unit is px. */
const UNITS = '% deg rem em px cm mm in pt pc ex vh vw ms'.split(' ');
/** SPEC.md §3's size-effect units: the ones a translate or blur may carry. */
const LENGTHS = 'cm em mm in pc pt px rem'.split(' ');
const NUMBER = /^\s*([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)\s*([a-z%]*)\s*(!important)?\s*$/i;

/**
 * A number, its unit (known ones kept, others px, '' for none) and whether it carries `!important`; undefined for
 * anything not a number.
 */
export function parseUnit(input: unknown): [value: number, unit: string, important: boolean] | undefined {
  const match = NUMBER.exec(typeof input === 'number' ? String(input) : typeof input === 'string' ? input : '');
  const value = match ? Number(match[1]) : NaN;
  if (!Number.isFinite(value)) return undefined;
  const unit = match![2].toLowerCase();
  return [value, UNITS.includes(unit) ? unit : unit && 'px', !!match![3]];
}

/**
 * SPEC.md §5's unit rule for a printed value: a number gets its unit (px when it has none or an unknown one) and
 * keeps `!important`; anything not a number is left unchanged.
 */
export function withUnit(input: string): string {
  const parsed = parseUnit(input);
  return parsed ? `${parsed[0]}${parsed[1] || 'px'}${parsed[2] ? ' !important' : ''}` : input;
}

const clamp = (n: number, low: number, high: number) => Math.min(high, Math.max(low, n));
/** The effect clamps of SPEC.md §5, by resolver: rotate ±359°, opacity a percent, scale and blur lengths ≥ 0. */
const CLAMPS: Record<Resolver, number> = {
  rotate: 359,
  opacity: 100,
  scale: 1e4,
  blur: 1e4,
  translateX: 1e4,
  translateY: 1e4,
};

/** SPEC.md §5's range ordering, kept monotonic: 0 ≤ start ≤ midStart ≤ midEnd ≤ end ≤ 100. */
export function orderRange(start: number, midStart: number, midEnd: number, end: number): number[] {
  const s = clamp(start, 0, 100);
  const e = clamp(end, s, 100);
  const ms = clamp(midStart, s, e);
  return [s, ms, clamp(midEnd, ms, e), e];
}

/**
 * One effect from an item: the numbers it carries (or a saved pipe string in `value`), each missing or non-numeric
 * part taken from the effect's default, positions ordered and values clamped.
 */
export function parseEffect(resolver: Resolver, item: Record<string, unknown>): Effect {
  const defaults = DEFAULTS[resolver].split('|');
  const piped = typeof item.value === 'string' ? item.value.split('|') : [];
  const parts = PARTS.map((name, i) => parseUnit(item[name] ?? piped[i]));
  const n = parts.map((p, i) => p?.[0] ?? +defaults[i]);
  const high = CLAMPS[resolver];
  // Opacity, scale and blur are at least 0; a rotate or translate as far the other way as it may go this way.
  const low = /^(ro|tr)/.test(resolver) ? -high : 0;
  const unit = parts.slice(4).find((p) => p && LENGTHS.includes(p[1]))?.[1] ?? '';
  return {
    resolver,
    v: [...orderRange(n[0], n[1], n[2], n[3]), ...n.slice(4).map((x) => clamp(x, low, high))],
    unit: /^(tr|bl)/.test(resolver) ? unit : '',
    important: parts.some((p) => p?.[2]),
  };
}

/**
 * The effect's value at a position 0–100 of the module's range. Where positions coincide the value steps; it takes
 * the value after the step, as an animation does at a keyframe offset shared by two keyframes, or the one before
 * with `before` (the keyframes need both).
 */
export function valueAt([s, ms, me, e, a, m, z]: ValueSet, position: number, before = false): number {
  const p = Number.isFinite(position) ? position : 0;
  const below = (x: number) => (before ? p <= x : p < x);
  return below(s)
    ? a
    : p < ms
      ? a + ((m - a) * (p - s)) / (ms - s)
      : below(me)
        ? m
        : p < e
          ? m + ((z - m) * (p - me)) / (e - me)
          : z;
}

/**
 * A module's static `transforms` (an object of SPEC.md §3's transform keys, or a string of `key(value)`
 * functions) as a CSS transform; other keys and non-numbers are left out. SPEC.md §5's clamps: rotateZ ±359°, the
 * other angles ±180°, scales (percentages: 100 = 1) at least 0.
 */
export function staticTransform(transforms: unknown): string {
  const pairs: Array<[string, unknown]> =
    typeof transforms === 'string'
      ? [...transforms.matchAll(/(\w+)\(([^()]*)\)/g)].map((m) => [m[1], m[2]])
      : transforms && typeof transforms === 'object'
        ? Object.entries(transforms)
        : [];
  const out: string[] = [];
  for (const [key, raw] of pairs) {
    const parsed = /^(rotate[XYZ]|skew[XY]|scale[XY]|translate[XY])$/.test(key) && parseUnit(raw);
    if (!parsed) continue;
    const [value, unit] = parsed;
    const angle = key === 'rotateZ' ? 359 : 180;
    out.push(
      key[1] === 'c'
        ? `${key}(${clamp(value, 0, 1e4) / 100})`
        : key[0] === 't'
          ? `${key}(${clamp(value, -1e4, 1e4)}${LENGTHS.includes(unit) || unit === '%' ? unit : 'px'})`
          : `${key}(${clamp(value, -angle, angle)}deg)`,
    );
  }
  return out.join(' ');
}

/** The module's style at a position 0–100: every effect's value, as the theme's resolvers write it. */
export function styleAt(module: Module, position: number, before = false): Style {
  const at: Partial<Record<Resolver, string>> = {};
  for (const { resolver, v, unit } of module.effects) {
    const n = valueAt(v, position, before);
    at[resolver] =
      resolver === 'opacity'
        ? String(n / 100)
        : resolver === 'scale'
          ? `scale(${n / 100})`
          : resolver === 'rotate'
            ? `rotate(${n}deg)`
            : unit
              ? n + unit
              : (resolver === 'blur' ? n : n * TRANSLATE_PX) + 'px';
  }
  const { translateX: x, translateY: y, rotate, scale, opacity, blur } = at;
  const style: Style = {};
  if (x || y || rotate || scale)
    style.transform = [module.transform, x || y ? `translate(${x ?? '0px'},${y ?? '0px'})` : '', rotate, scale]
      .filter(Boolean)
      .join(' ');
  if (opacity) style.opacity = opacity;
  if (blur) style.filter = `blur(${blur})`;
  return style;
}

/**
 * The keyframes of `styleAt` over the module's range: one at every position where an effect changes course (two
 * where it steps). Each value is linear between them, so the browser's linear interpolation of these keyframes is
 * `styleAt` exactly.
 */
export function keyframesOf(module: Module): Keyframe[] {
  const at = new Set([0, 100]);
  for (const e of module.effects) for (const p of e.v.slice(0, 4)) at.add(p);
  return (
    [...at]
      .sort((a, b) => a - b)
      // Where an effect steps, the frame before the step and the one after share the offset; elsewhere the two are
      // the same frame twice, which changes nothing.
      .flatMap((p) => [styleAt(module, p, true), styleAt(module, p)].map((style) => ({ offset: p / 100, ...style })))
  );
}

/**
 * The position 0–100 of a module with its top `top` px down the page and `height` px tall, the page scrolled by
 * `scrollTop` in a window `viewport` px high. A range that ends before it starts jumps from 0 to 100.
 */
export function positionAt(
  { top, height }: { top: number; height: number },
  scrollTop: number,
  viewport: number,
  { triggerStart, triggerEnd }: Pick<Module, 'triggerStart' | 'triggerEnd'>,
): number {
  const from = top + triggerStart * height - viewport;
  const to = top + triggerEnd * height;
  const p = to > from ? ((scrollTop - from) / (to - from)) * 100 : scrollTop < from ? 0 : 100;
  return Number.isFinite(p) ? clamp(p, 0, 100) : 0;
}

/** SPEC.md §9: a style block exists while its module is within 500 px of the window. */
const VISIBLE_MARGIN = 500;

export const inRange = ({ top, height }: { top: number; height: number }, scrollTop: number, viewport: number) =>
  top + height > scrollTop - VISIBLE_MARGIN && top < scrollTop + viewport + VISIBLE_MARGIN;

/** Where a range starts or ends on the element: `top`, `middle` (the default) or `bottom`. */
const trigger = (name: unknown) =>
  (({ top: 0, bottom: 1 }) as Record<string, number>)[name === 'top' || name === 'bottom' ? name : ''] ?? 0.5;
const RESOLVERS = Object.keys(DEFAULTS);
const CLASS = /^[.#]-?[_a-zA-Z][\w-]*$/;
const SLUG = /^-?[_a-zA-Z][\w-]*$/;
/** No module has more grid items than this; a huge `children_count` is not a loop of millions. */
const MOST_CHILDREN = 500;

/**
 * The modules of the device's list (a missing list inherits the next larger device's: phone from tablet, tablet
 * from desktop), their items grouped by element, with a problem for each item left out.
 */
export function parseMotionElements(
  data: unknown,
  device: 'desktop' | 'tablet' | 'phone',
): { modules: Module[]; problems: string[] } {
  const lists = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const order = ['phone', 'tablet', 'desktop'];
  const list = Array.isArray(data)
    ? data
    : order
        .slice(order.indexOf(device))
        .map((d) => lists[d])
        .find(Array.isArray);
  const modules = new Map<string, Module>();
  const problems: string[] = [];
  for (const raw of (list as unknown[]) ?? []) {
    const item = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    const id = typeof item.id === 'string' ? item.id.trim() : '';
    const resolver = item.resolver as Resolver;
    if (!CLASS.test(id) || !RESOLVERS.includes(resolver)) {
      problems.push(
        `et_pb_motion_elements: item ${JSON.stringify([id, resolver])} left out (an order class and a known resolver are needed)`,
      );
      continue;
    }
    // Grid children (a gallery's, a blog's items) are addressed as `.<module_type>_item_<module_index>_<k>`.
    const count = Math.min(MOST_CHILDREN, Math.max(0, Math.floor(Number(item.children_count)) || 0));
    const grid =
      item.grid_motion === 'on' && SLUG.test(String(item.module_type)) && /^\d+$/.test(String(item.module_index));
    const selectors = grid
      ? Array.from(
          { length: count },
          (_, k) => `.${item.module_type as string}_item_${item.module_index as string}_${k}`,
        )
      : [id];
    for (const selector of selectors) {
      let module = modules.get(selector);
      if (!module)
        modules.set(
          selector,
          (module = {
            selector,
            triggerStart: trigger(item.trigger_start),
            triggerEnd: trigger(item.trigger_end),
            transform: staticTransform(item.transforms),
            effects: [],
          }),
        );
      // One effect per resolver: a second item for the same one replaces the first, as a later setting would.
      module.effects = [...module.effects.filter((e) => e.resolver !== resolver), parseEffect(resolver, item)];
    }
  }
  return { modules: [...modules.values()], problems };
}
