/**
 * Entrance animation settings (MARKUP.md §2, §6.5; SPEC.md §3): the CMS prints `et_animation_data`, a list of
 * `{ class, style, repeat, duration, delay, intensity, starting_opacity, speed_curve }`, each field possibly with a
 * `_tablet` and a `_phone` variant; older markup prints the same fields as `data-animation-*` attributes. This file
 * reads them (untrusted input: anything malformed gets the spec's default), picks the variant of the visitor's
 * breakpoint and turns the settings into the inline style that runs the animation. Pure; never throws.
 */

/** The breakpoints of MARKUP.md §2: desktop above 980 px, tablet 480–980 px, phone 479 px and below. */
export type Device = 'desktop' | 'tablet' | 'phone';

export const deviceAt = (width: number): Device => (width > 980 ? 'desktop' : width >= 480 ? 'tablet' : 'phone');

/** One module's raw fields, as printed (any type). */
export type Fields = Record<string, unknown>;

export interface Entrance {
  /** The theme's style class: `fade`, `slideTop`, `zoomLeft`, `bounce`… */
  style: string;
  kind: string;
  /** `Top`, `Right`, `Bottom`, `Left`, or '' for none. */
  edge: string;
  /** 1, or Infinity when it repeats. */
  iterations: number;
  /** Milliseconds. */
  duration: number;
  delay: number;
  /** Percent, 0–100. */
  intensity: number;
  /** The opacity the module starts from, 0–1. */
  opacity: number;
  easing: string;
}

const STYLE = /^(fade|slide|zoom|flip|fold|roll|bounce)(Top|Right|Bottom|Left|Center)?$/;
/** Only these timing functions; anything else becomes ease-in-out (MARKUP.md §6.5). */
const EASINGS = ['linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out'];
/** No animation may keep content from the visitor for longer than a minute, whatever the data says. */
const LONGEST = 60000;
const CLASS_NAME = /^-?[_a-zA-Z][_a-zA-Z0-9-]*$/;

const isRecord = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The entries of `et_animation_data` that name a usable class, in order; anything else is left out. */
export function parseAnimationData(data: unknown): Array<{ className: string; fields: Fields }> {
  const out: Array<{ className: string; fields: Fields }> = [];
  if (Array.isArray(data))
    for (const entry of data) {
      const className = isRecord(entry) && typeof entry.class === 'string' ? entry.class.trim() : '';
      if (CLASS_NAME.test(className)) out.push({ className, fields: entry as Fields });
    }
  return out;
}

/** The fields, as `et_animation_data` names them; a module printing `data-animation-*` has the same, dashed. */
const FIELDS = ['style', 'repeat', 'duration', 'delay', 'intensity', 'starting_opacity', 'speed_curve'];

/** The fields of a module that carries `data-animation-*` attributes. */
export const fieldsOf = (module: Element): Fields =>
  Object.fromEntries(FIELDS.map((name) => [name, module.getAttribute('data-animation-' + name.replace('_', '-'))]));

/** The field's value at `device`: the phone's, else the tablet's, else the desktop's; empty values are unset. */
function pick(fields: Fields, name: string, device: Device): unknown {
  const order = device === 'phone' ? ['_phone', '_tablet', ''] : device === 'tablet' ? ['_tablet', ''] : [''];
  for (const suffix of order) {
    const value = fields[name + suffix];
    if (value !== undefined && value !== null && value !== '') return value;
  }
  return undefined;
}

/** A setting's text: only a string or a number is one (an object, even one whose `toString` is not a function, is not). */
const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** A number from `1000ms`, `1s`, `50%` or `50`, clamped to [0, max]; `fallback` when there is none. */
function amount(value: unknown, fallback: number, max: number): number {
  if (typeof value !== 'number' && typeof value !== 'string') return fallback;
  const text = String(value).trim();
  let n = parseFloat(text);
  if (!Number.isFinite(n)) return fallback;
  if (/\ds$/i.test(text) && !/ms$/i.test(text)) n *= 1000;
  return Math.min(max, Math.max(0, n));
}

/** The settings of `fields` at `device`, with the spec's defaults (SPEC.md §3). */
export function entranceAt(fields: Fields, device: Device): Entrance {
  const field = (name: string) => pick(fields, name, device);
  const [, kind = 'fade', direction = ''] = STYLE.exec(text(field('style'))) ?? [];
  const edge = direction.replace('Center', '');
  const easing = text(field('speed_curve'));
  const repeat = field('repeat');
  return {
    style: kind + edge,
    kind,
    edge,
    iterations: repeat === 'infinite' || repeat === 'loop' ? Infinity : 1,
    duration: amount(field('duration'), 1000, LONGEST),
    delay: amount(field('delay'), 0, LONGEST),
    intensity: amount(field('intensity'), 50, 100),
    opacity: amount(field('starting_opacity'), 0, 100) / 100,
    easing: EASINGS.includes(easing) ? easing : 'ease-in-out',
  };
}

/** The starting transform for the intensity (MARKUP.md §6.5); 'none' for fade and bounce. */
export function transformFor({ kind, edge, intensity: p }: Entrance): string {
  const s = (100 - p) / 100;
  const vertical = edge === 'Top' || edge === 'Bottom';
  // -1 from these edges, +1 from the others.
  const sign = (...edges: string[]) => (edges.includes(edge) ? -1 : 1);
  const turn = (axis: string, negative: number) =>
    `perspective(2000px) rotate${axis}(${negative * Math.ceil(0.9 * p)}deg)`;
  const shift = `${sign('Top', 'Left') * 2 * p}%`;
  return kind === 'zoom' || (kind === 'slide' && !edge)
    ? `scale3d(${s},${s},${s})`
    : kind === 'slide'
      ? `translate3d(${vertical ? 0 : shift},${vertical ? shift : 0},0)`
      : kind === 'flip'
        ? turn(vertical || !edge ? 'X' : 'Y', sign('Left', 'Bottom'))
        : kind === 'fold'
          ? turn(vertical ? 'X' : 'Y', sign('Top', 'Right'))
          : kind === 'roll'
            ? `rotateZ(${sign('Right', 'Bottom') * Math.ceil(3.6 * p)}deg)`
            : 'none';
}

/**
 * The inline style that runs the entrance, as the theme's `et_animate_element` writes it (MARKUP.md §6.5, steps 2
 * and 3; THEME-CSS.md §8): the animation's duration, delay, speed curve and repeat (the `animation` shorthand, held
 * at both ends), and the module's starting opacity and transform. The keyframes are pb-motion.css's and, like the
 * theme's `et_pb_*`, give only where the run ends, so it starts from this inline opacity and transform. A bounce
 * plays `pb-bounce<Edge>`, the theme's `et_pb_bounce*` keyframes (its style.css): without a direction it grows from
 * 0.3 through 1.1, 0.9, 1.03 and 0.97 at every fifth of the run; with one it comes from 200 px away on that side and
 * overshoots by 25 px (20 px from the bottom), 10 px and 5 px at 60, 75 and 90 %. Each of its steps carries the
 * theme's easing, so the speed curve plays no part in a bounce. The browser runs it all: no keyframes are built or
 * parsed in script.
 */
export function inlineStyleFor(entrance: Entrance): string {
  const { kind, edge, duration, delay, iterations, opacity, easing } = entrance;
  const name = kind === 'bounce' ? `pb-bounce${edge}` : 'pb-enter';
  const repeat = iterations === Infinity ? 'infinite' : 1;
  return `animation:${name} ${duration}ms ${easing} ${delay}ms ${repeat} both;opacity:${opacity};transform:${transformFor(entrance)}`;
}

/** The properties `inlineStyleFor` sets. */
export const INLINE_PROPERTIES = ['animation', 'opacity', 'transform'];
