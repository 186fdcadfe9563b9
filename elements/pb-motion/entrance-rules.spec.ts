import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  deviceAt,
  entranceAt,
  fieldsOf,
  inlineStyleFor,
  parseAnimationData,
  transformFor,
  type Entrance,
} from './entrance-rules.js';

/** An entry as the builder prints it (MARKUP.md §2). */
const ENTRY = {
  class: 'et_pb_text_0',
  style: 'slideLeft',
  repeat: 'once',
  duration: '1200ms',
  delay: '300ms',
  intensity: '40%',
  starting_opacity: '20%',
  speed_curve: 'ease-out',
};

const settings = (style: string, intensity: number): Entrance =>
  entranceAt({ style, intensity: `${intensity}%` }, 'desktop');

describe("parseAnimationData (the CMS's et_animation_data)", () => {
  it('keeps the entries that name a usable class, in order', () => {
    const second = { class: ' et_pb_image_1 ', style: 'zoom' };
    expect(parseAnimationData([ENTRY, null, 3, { style: 'fade' }, { class: 'a b' }, { class: '.x' }, second])).toEqual([
      { className: 'et_pb_text_0', fields: ENTRY },
      { className: 'et_pb_image_1', fields: second },
    ]);
  });

  it('reads nothing from a value that is not a list', () => {
    for (const data of [undefined, null, 'et_pb_text_0', { class: 'et_pb_text_0' }, 42])
      expect(parseAnimationData(data)).toEqual([]);
  });

  it('never throws and only returns valid class names, whatever the data', () => {
    fc.assert(
      fc.property(fc.anything(), (data) => {
        for (const { className } of parseAnimationData(data)) expect(className).toMatch(/^-?[_a-zA-Z][_a-zA-Z0-9-]*$/);
      }),
    );
  });
});

describe('entranceAt (settings at a breakpoint)', () => {
  it('reads every field', () => {
    expect(entranceAt(ENTRY, 'desktop')).toEqual({
      style: 'slideLeft',
      kind: 'slide',
      edge: 'Left',
      iterations: 1,
      duration: 1200,
      delay: 300,
      intensity: 40,
      opacity: 0.2,
      easing: 'ease-out',
    });
  });

  it("gives the spec's defaults: fade, once, 1000 ms, no delay, intensity 50, from opacity 0, ease-in-out", () => {
    expect(entranceAt({}, 'desktop')).toEqual({
      style: 'fade',
      kind: 'fade',
      edge: '',
      iterations: 1,
      duration: 1000,
      delay: 0,
      intensity: 50,
      opacity: 0,
      easing: 'ease-in-out',
    });
  });

  it('picks the tablet and phone variants, a narrower device falling back to the wider one', () => {
    const fields = {
      duration: '1000ms',
      duration_tablet: '800ms',
      delay: '100ms',
      delay_phone: '50ms',
      style: 'fade',
      style_tablet: '',
    };
    expect([
      entranceAt(fields, 'desktop').duration,
      entranceAt(fields, 'tablet').duration,
      entranceAt(fields, 'phone').duration,
    ]).toEqual([1000, 800, 800]);
    expect([
      entranceAt(fields, 'desktop').delay,
      entranceAt(fields, 'tablet').delay,
      entranceAt(fields, 'phone').delay,
    ]).toEqual([100, 100, 50]);
    expect(entranceAt({ style: 'zoomTop', style_phone: 'rollRight' }, 'phone').style).toEqual('rollRight');
  });

  it('places the breakpoints of MARKUP.md §2: desktop above 980 px, tablet 480–980, phone at 479 and below', () => {
    expect([1280, 981, 980, 480, 479, 320].map(deviceAt)).toEqual([
      'desktop',
      'desktop',
      'tablet',
      'tablet',
      'phone',
      'phone',
    ]);
  });

  it('allows only the five timing functions; anything else becomes ease-in-out', () => {
    for (const curve of ['linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out'])
      expect(entranceAt({ speed_curve: curve }, 'desktop').easing).toEqual(curve);
    for (const curve of ['steps(2)', 'cubic-bezier(0,0,1,1)', 'EASE', 'url(x)', 3])
      expect(entranceAt({ speed_curve: curve }, 'desktop').easing).toEqual('ease-in-out');
  });

  it('repeats infinitely only when asked ("infinite", or the builder\'s "loop")', () => {
    expect(
      ['infinite', 'loop', 'once', '', 'yes'].map((repeat) => entranceAt({ repeat }, 'desktop').iterations),
    ).toEqual([Infinity, Infinity, 1, 1, 1]);
  });

  it('reads seconds, bare numbers and percentages', () => {
    expect(
      entranceAt({ duration: '1.5s', delay: 250, intensity: 30, starting_opacity: '50' }, 'desktop'),
    ).toMatchObject({
      duration: 1500,
      delay: 250,
      intensity: 30,
      opacity: 0.5,
    });
  });

  it('knows every style and direction, and falls back to fade for anything else', () => {
    for (const kind of ['fade', 'slide', 'zoom', 'flip', 'fold', 'roll', 'bounce'])
      for (const direction of ['', 'Top', 'Right', 'Bottom', 'Left']) {
        expect(entranceAt({ style: kind + direction }, 'desktop')).toMatchObject({
          style: kind + direction,
          kind,
          edge: direction,
        });
      }
    expect(entranceAt({ style: 'zoomCenter' }, 'desktop')).toMatchObject({ style: 'zoom', edge: '' });
    for (const style of ['spin', 'slideUp', 'fade top', '<img>', 'fadeTopLeft'])
      expect(entranceAt({ style }, 'desktop').style).toEqual('fade');
  });

  it('reads data-animation-* attributes as the same fields', () => {
    const attributes: Record<string, string> = {
      'data-animation-style': 'flipTop',
      'data-animation-repeat': 'infinite',
      'data-animation-duration': '700ms',
      'data-animation-delay': '0ms',
      'data-animation-intensity': '20%',
      'data-animation-starting-opacity': '10%',
      'data-animation-speed-curve': 'linear',
    };
    const fields = fieldsOf({ getAttribute: (name: string) => attributes[name] ?? null } as Element);
    expect(entranceAt(fields, 'phone')).toEqual({
      style: 'flipTop',
      kind: 'flip',
      edge: 'Top',
      iterations: Infinity,
      duration: 700,
      delay: 0,
      intensity: 20,
      opacity: 0.1,
      easing: 'linear',
    });
  });

  it('never throws, never gives NaN, and keeps every number in range, whatever the fields', () => {
    const value = fc.oneof(
      fc.string(),
      fc.double(),
      fc.integer(),
      fc.constantFrom('1e400ms', '-5s', 'NaN', 'Infinity%', '2s', '90%'),
      fc.anything(),
    );
    const names = ['style', 'repeat', 'duration', 'delay', 'intensity', 'starting_opacity', 'speed_curve'];
    const fields = fc.dictionary(fc.constantFrom(...names.flatMap((n) => [n, `${n}_tablet`, `${n}_phone`])), value);
    fc.assert(
      fc.property(fields, fc.constantFrom('desktop', 'tablet', 'phone'), (f, device) => {
        const e = entranceAt(f, device);
        for (const n of [e.duration, e.delay, e.intensity, e.opacity]) expect(Number.isFinite(n)).toBe(true);
        expect(e.duration).toBeGreaterThanOrEqual(0);
        expect(e.duration).toBeLessThanOrEqual(60000);
        expect(e.delay).toBeGreaterThanOrEqual(0);
        expect(e.delay).toBeLessThanOrEqual(60000);
        expect(e.intensity).toBeGreaterThanOrEqual(0);
        expect(e.intensity).toBeLessThanOrEqual(100);
        expect(e.opacity).toBeGreaterThanOrEqual(0);
        expect(e.opacity).toBeLessThanOrEqual(1);
        expect(['linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out']).toContain(e.easing);
        expect(e.style).toMatch(/^(fade|slide|zoom|flip|fold|roll|bounce)(Top|Right|Bottom|Left)?$/);
        const style = inlineStyleFor(e);
        expect(JSON.stringify(style)).not.toMatch(/NaN|Infinity|undefined/);
        expect(style).toMatch(STYLE);
      }),
    );
  });
});

describe('transformFor (the intensity, MARKUP.md §6.5)', () => {
  it('slides by twice the intensity in percent, towards the module from its direction', () => {
    expect(['slideTop', 'slideBottom', 'slideLeft', 'slideRight'].map((s) => transformFor(settings(s, 30)))).toEqual([
      'translate3d(0,-60%,0)',
      'translate3d(0,60%,0)',
      'translate3d(-60%,0,0)',
      'translate3d(60%,0,0)',
    ]);
  });

  it('scales from (100 − p) % for a slide without direction and for every zoom', () => {
    for (const style of ['slide', 'zoom', 'zoomTop', 'zoomLeft'])
      expect(transformFor(settings(style, 25))).toEqual('scale3d(0.75,0.75,0.75)');
  });

  it('flips by ceil(0.9 p) degrees in perspective: right and top positive, left and bottom negative', () => {
    expect(['flipRight', 'flipLeft', 'flipTop', 'flipBottom'].map((s) => transformFor(settings(s, 33)))).toEqual([
      'perspective(2000px) rotateY(30deg)',
      'perspective(2000px) rotateY(-30deg)',
      'perspective(2000px) rotateX(30deg)',
      'perspective(2000px) rotateX(-30deg)',
    ]);
  });

  it('folds: top rotateX(−0.9 p), bottom rotateX(+), left rotateY(+), right rotateY(−)', () => {
    expect(['foldTop', 'foldBottom', 'foldLeft', 'foldRight'].map((s) => transformFor(settings(s, 50)))).toEqual([
      'perspective(2000px) rotateX(-45deg)',
      'perspective(2000px) rotateX(45deg)',
      'perspective(2000px) rotateY(45deg)',
      'perspective(2000px) rotateY(-45deg)',
    ]);
  });

  it('rolls by ceil(3.6 p) degrees: right and bottom negative, top, left and none positive', () => {
    expect(
      ['rollRight', 'rollBottom', 'rollTop', 'rollLeft', 'roll'].map((s) => transformFor(settings(s, 10))),
    ).toEqual(['rotateZ(-36deg)', 'rotateZ(-36deg)', 'rotateZ(36deg)', 'rotateZ(36deg)', 'rotateZ(36deg)']);
  });

  it('leaves fade and bounce untransformed at the start', () => {
    expect(transformFor(settings('fadeLeft', 50))).toEqual('none');
    expect(transformFor(settings('bounce', 50))).toEqual('none');
  });
});

/** What the theme's `et_animate_element` writes inline (MARKUP.md §6.5): one run, held at both ends, and where it starts. */
// A number as JavaScript writes it, which CSS reads too (`5e-324ms`: fast-check found it).
const NUMBER = String.raw`\d+(\.\d+)?(e[-+]\d+)?`;
const STYLE = new RegExp(
  String.raw`^animation:pb-(enter|bounce(Top|Right|Bottom|Left)?) ${NUMBER}ms [a-z-]+ ${NUMBER}ms (1|infinite) both;opacity:${NUMBER};transform:[^;{}]+$`,
);

describe('inlineStyleFor (the style that runs an entrance)', () => {
  it('writes the duration, delay, speed curve, repeat, starting opacity and transform, held at both ends', () => {
    expect(inlineStyleFor(entranceAt(ENTRY, 'desktop'))).toBe(
      'animation:pb-enter 1200ms ease-out 300ms 1 both;opacity:0.2;transform:translate3d(-80%,0,0)',
    );
  });

  it('repeats forever with `infinite`, and starts a fade from its opacity alone', () => {
    expect(
      inlineStyleFor(entranceAt({ style: 'fadeTop', starting_opacity: '30%', repeat: 'infinite' }, 'desktop')),
    ).toBe('animation:pb-enter 1000ms ease-in-out 0ms infinite both;opacity:0.3;transform:none');
  });

  it('plays a bounce on the theme’s keyframes for its direction, every other style on the one that ends the run', () => {
    const name = (style: string) => /^animation:(\S+)/.exec(inlineStyleFor(settings(style, 50)))?.[1];
    expect(['bounce', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'bounceCenter'].map(name)).toEqual([
      'pb-bounce',
      'pb-bounceTop',
      'pb-bounceRight',
      'pb-bounceBottom',
      'pb-bounceLeft',
      'pb-bounce',
    ]);
    for (const style of ['fade', 'slideTop', 'zoomLeft', 'flipRight', 'foldBottom', 'roll'])
      expect(name(style)).toBe('pb-enter');
  });
});
