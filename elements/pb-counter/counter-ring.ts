/**
 * The circle counter's ring (MARKUP.md §6.1), loaded on demand: only a page with a circle counter fetches it.
 * An SVG sized to the counter's inner box (a vector: sharp at any zoom), a track and a bar with a 5 px line; each
 * valid colour attribute becomes a custom property that pb-counter.css picks by breakpoint and hover.
 */
import type { Disposer } from '../base/disposer.js';
import { EASING, parseAlpha, parseColor } from './ring-rules.js';

const SVG = 'http://www.w3.org/2000/svg';
/** The line width in CSS pixels at any size (pb-counter.css draws it; the radius leaves room for it). */
const LINE = 5;
/** The colour attributes, each also with these suffixes. */
const COLOURS = ['bar-bg-color', 'color', 'alpha'];
const VARIANTS = ['', '-tablet', '-phone', '-hover'];

export interface RingOptions {
  /** The circle counter's inner box: it holds the colour attributes, and the ring goes first inside it. */
  box: HTMLElement;
  /** Reports an attribute the ring ignores. */
  warn: (message: string) => void;
}

export interface Ring {
  /** Shows `share` (0…1) of the ring filled, at once; a glide under way stops there. */
  paint(share: number): void;
  /**
   * The count's glide, drawn by the browser (an animation of the bar, no script per frame): from empty to `share`
   * over `duration` ms with the count's easing, `elapsed` ms of it already gone (a ring made mid-count joins where
   * the count stands). It holds its end until `paint`.
   */
  glide(share: number, duration: number, elapsed: number): void;
  /** Redraws for a box `width` px wide (10 px when it has no width yet, as the theme's script did). */
  resize(width: number): void;
  /**
   * Until `connection` is disposed, follows the box's width and shows the `-hover` colours while the pointer is
   * over `module` (the counter's module root).
   */
  watch(connection: Disposer, module: Element): void;
}

export function createRing({ box, warn }: RingOptions): Ring {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('class', 'pb-counter__ring');
  svg.setAttribute('aria-hidden', 'true');
  const [track, bar] = [0, 1].map(() => svg.appendChild(document.createElementNS(SVG, 'circle')));
  for (const name of COLOURS)
    for (const variant of VARIANTS) {
      const text = box.getAttribute(`data-${name}${variant}`);
      if (!text) continue;
      const value = name === 'alpha' ? parseAlpha(text) : parseColor(text);
      if (value === undefined) warn(`ignores data-${name}${variant}="${text}".`);
      else svg.style.setProperty(`--pb-counter-${name}${variant}`, String(value));
    }
  box.prepend(svg);
  // The bar is one dash as long as the circle (a path length of 1 at any size; pb-counter.css draws the dash),
  // pushed back along it by the share not filled: the offset is the one number that changes, so a glide animates it
  // alone.
  bar.setAttribute('pathLength', '1');
  let glide: Animation | undefined;
  const ring: Ring = {
    paint(share) {
      glide?.cancel();
      glide = undefined;
      const filled = Math.max(0, Math.min(1, share));
      bar.setAttribute('stroke-dashoffset', `${1 - filled}`);
      // A round cap on an empty bar would still draw a dot.
      bar.setAttribute('stroke-linecap', filled ? 'round' : 'butt');
    },
    glide(share, duration, elapsed) {
      ring.paint(share);
      glide = bar.animate(
        { strokeDashoffset: ['1', bar.getAttribute('stroke-dashoffset')!] },
        { duration, easing: EASING, fill: 'forwards' },
      );
      glide.currentTime = elapsed;
    },
    resize(width) {
      const size = width || 10;
      svg.setAttribute('viewBox', `0 0 ${size} ${size}`);
      for (const circle of [track, bar]) {
        circle.setAttribute('cx', `${size / 2}`);
        circle.setAttribute('cy', `${size / 2}`);
        circle.setAttribute('r', `${Math.max(0, (size - LINE) / 2)}`);
      }
    },
    watch(connection, module) {
      const hover = (on: boolean) => () => svg.classList.toggle('pb-counter__ring--hover', on);
      connection.listen(module, 'mouseenter', hover(true));
      connection.listen(module, 'mouseleave', hover(false));
      // The box's size comes in the observer's first report, after layout: read here, it would force a layout
      // per counter (200 counters, 200 layouts).
      const sizes = new ResizeObserver(([entry]) => ring.resize(entry.contentRect.width));
      sizes.observe(box);
      connection.add(() => sizes.disconnect());
    },
  };
  // Its size comes from the observer `watch` sets up, after layout (never read here).
  ring.resize(0);
  return ring;
}
