/**
 * <pb-map>'s map, loaded on demand only when the map nears the viewport and its consent allows it: Leaflet (the parts
 * of it a map uses, leaflet-parts.ts, a chunk of their own) on the element's canvas, with what Leaflet leaves out
 * (PEERS.md §3): markers named by their title and activated with Enter and Space (Leaflet#9898), cooperative gestures
 * (Leaflet#8712), a credit line built as DOM, and popups made of sanitised nodes — Leaflet is never handed a
 * string of HTML.
 */
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- Leaflet's sources have no types of their own: leaflet-esm.d.ts declares them, wherever this file is compiled
/// <reference path="./leaflet-esm.d.ts" />
import type * as Leaflet from 'leaflet';
import { nextTask } from '../core/next-task.js';
import { safeFragment } from '../core/safe-html.js';
import { dragsWithOnePointer, type LatLng } from './map-data.js';
import { pacedTileLayer } from './paced-tile-layer.js';

/** What leaflet-parts.ts gives a map: these members of Leaflet's API, as its package's types describe them. */
type LeafletParts = Pick<typeof Leaflet, 'map' | 'TileLayer' | 'marker' | 'divIcon' | 'Control'> & {
  DomUtil: Pick<typeof Leaflet.DomUtil, 'create'>;
  DomEvent: Pick<typeof Leaflet.DomEvent, 'on' | 'off' | 'disableClickPropagation'>;
};

export interface MapPinData extends LatLng {
  title: string;
  /** The popup's HTML as the CMS printed it (sanitised here); empty for a pin without a popup. */
  html: string;
}

export interface MapOptions {
  /** The element Leaflet takes over. */
  canvas: HTMLElement;
  center: LatLng;
  zoom: number;
  pins: readonly MapPinData[];
  tileUrl: string;
  /** The tiles' credit, as HTML (sanitised; links kept). */
  attribution: string;
  /** Wheel zoom without a modifier key; otherwise cooperative gestures. */
  wheel: boolean;
  /** One-finger dragging on a touch screen (with `wheel` off, two fingers pan instead). */
  touchDragging: boolean;
  /** The hints cooperative gestures show. */
  hints: { wheel: string; touch: string };
  /** A pin's popup opened. */
  onOpen: (index: number) => void;
  /** False once the element no longer wants this map (removed, or rebuilding): the set-up stops at its next step. */
  wanted: () => boolean;
}

export interface MapHandle {
  /** Focuses the pin's marker and opens its popup. */
  show(index: number): void;
  /** The pin open now, or -1. */
  readonly open: number;
  /** Removes the map and everything it listens to. */
  destroy(): void;
}

/**
 * The exact strings Leaflet 1.9.4 writes through `innerHTML` when it is used as here: its SVG probe on load,
 * emptying a node, and the popup's close button. Under `require-trusted-types-for 'script'` the page's `default`
 * policy (created here when the page has none) lets these through and refuses every other string.
 */
const LEAFLET_CONSTANTS = new Set(['', '<svg/>', '<span aria-hidden="true">&#215;</span>']);

interface TrustedTypesLike {
  defaultPolicy?: unknown;
  createPolicy(name: string, rules: { createHTML(input: string): string | null }): unknown;
}

function allowLeafletConstants(): void {
  const factory = (globalThis as { trustedTypes?: TrustedTypesLike }).trustedTypes;
  if (!factory || factory.defaultPolicy) return;
  try {
    factory.createPolicy('default', { createHTML: (input) => (LEAFLET_CONSTANTS.has(input) ? input : null) });
  } catch {
    // The page's CSP names no `default` policy: Leaflet's probe then fails, and the element keeps its placeholder.
  }
}

/**
 * Draws a map on its canvas (Leaflet has arrived); resolves once tiles, controls and pins are on it, or with nothing
 * when the map stopped being wanted on the way (what was built is taken down).
 */
export type StartMap = (options: MapOptions) => Promise<MapHandle | undefined>;

/**
 * Loads Leaflet, and resolves with what starts a map, in the task after the one Leaflet's code ran in. The element's
 * on-demand part is this whole promise, so each map's start takes its own turn (base/upgrade-turns.ts). Measured at
 * 4× CPU: Leaflet's evaluation took 30–60 ms (its whole build; the parts a map uses, 11–14 ms), and a map's set-up
 * 45–85 ms more; in one task they were a 125–180 ms long task, on a page with one map in view.
 */
export async function withLeaflet(): Promise<StartMap> {
  allowLeafletConstants();
  // A failed import is not kept: the on-demand part that calls this is tried again on the next use.
  const L: LeafletParts = await import('./leaflet-parts.js');
  await nextTask();
  return (options) => startMap(L, options);
}

/**
 * A map's set-up in six tasks or more (the map; its view; its interactions; its tiles, paced over as many tasks as
 * they need, paced-tile-layer.ts; its controls; its pins), each 5–30 ms at 4× CPU. The map and its view were one task
 * of 20–55 ms at 4× (Leaflet reads the container's style as it makes the map, and its size as it sets the view: a
 * style pass, then a layout), which made a long task in 1 of 40 loads of 200 maps.
 * A map no longer wanted (its element removed) is taken down at the next step rather than built to the end.
 */
async function startMap(L: LeafletParts, options: MapOptions): Promise<MapHandle | undefined> {
  const { canvas, center, zoom, pins, wheel, touchDragging, hints, onOpen, wanted } = options;
  const coarse = matchMedia('(pointer: coarse)').matches;
  const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
  // The interactions, each Leaflet's handler of that name, switched on in a task of their own: their listeners were
  // 9–14 ms of making a map (36–39 ms at 4× CPU, traced on a page of 200 maps).
  const handlers = {
    boxZoom: true,
    doubleClickZoom: true,
    keyboard: true,
    scrollWheelZoom: true,
    touchZoom: true,
    dragging: dragsWithOnePointer(coarse, wheel, touchDragging),
  };
  // No view yet: it is set in the next task; no interaction yet either.
  const map = L.map(canvas, {
    ...Object.fromEntries(Object.keys(handlers).map((name) => [name, false])),
    attributionControl: false,
    zoomControl: false,
    zoomAnimation: !still,
    // No fade: it would leave timers running after the map is removed, and the map appears in one step.
    fadeAnimation: false,
    markerZoomAnimation: !still,
  });
  for (const step of [
    () => map.setView([center.lat, center.lng], zoom),
    () => {
      for (const [name, on] of Object.entries(handlers))
        if (on) (map[name as keyof typeof handlers] as Leaflet.Handler).enable();
    },
    () => pacedTileLayer(L.TileLayer, options.tileUrl, { maxZoom: 19 }).addTo(map),
    () => addControls(L, map, options.attribution),
    // Nothing: the pins below come in a task of their own (with the controls, 30–37 ms at 4× CPU, traced).
    () => {},
  ]) {
    await nextTask();
    if (!wanted()) return removeMap(L, map, canvas);
    step();
  }

  let open = -1;
  const markers = pins.map((pin, index) => {
    const dot = document.createElement('span');
    dot.className = 'pb-map__dot';
    const marker = L.marker([pin.lat, pin.lng], {
      icon: L.divIcon({ html: dot, className: 'pb-map__marker', iconSize: [28, 36], iconAnchor: [14, 36] }),
      keyboard: true,
      title: pin.title,
      riseOnHover: true,
    }).addTo(map);
    // The pin's sanitised HTML, or its title when it has none.
    const content = pin.html ? safeFragment(pin.html) : undefined;
    marker.bindPopup(
      popup(
        content?.hasChildNodes()
          ? content
          : Object.assign(document.createElement('strong'), { textContent: pin.title }),
      ),
      { maxWidth: 280 },
    );
    marker.on('popupopen', () => {
      open = index;
      onOpen(index);
    });
    marker.on('popupclose', () => {
      if (open === index) open = -1;
    });
    const icon = marker.getElement()!;
    icon.ariaLabel = pin.title;
    icon.removeAttribute('title');
    // Enter and Space open the popup as a click does (Leaflet only maps Enter's keypress, and only on the map).
    L.DomEvent.on(icon, 'keydown', (event) => {
      const key = (event as KeyboardEvent).key;
      if (key !== 'Enter' && key !== ' ') return;
      event.preventDefault();
      event.stopPropagation();
      marker.openPopup();
    });
    return marker;
  });

  // Escape closes the open popup wherever focus is in the map, and focus goes back to its marker (Leaflet's own
  // Escape works only while the map's container itself has focus).
  const onKey = (event: Event) => {
    if ((event as KeyboardEvent).key !== 'Escape' || open < 0) return;
    const marker = markers[open];
    map.closePopup();
    marker.getElement()?.focus({ preventScroll: true });
  };
  L.DomEvent.on(canvas, 'keydown', onKey);
  const gestures = wheel ? undefined : cooperate(canvas, map, coarse, hints);
  return {
    show(index) {
      const marker = markers[index];
      if (!marker) return;
      marker.openPopup();
      marker.getElement()?.focus({ preventScroll: true });
    },
    get open() {
      return open;
    },
    destroy() {
      gestures?.();
      // Escape's listener on the canvas goes with Leaflet's own.
      removeMap(L, map, canvas);
    },
  };
}

/** Takes Leaflet off the canvas, with what its own `remove()` leaves behind. */
function removeMap(L: LeafletParts, map: Leaflet.Map, canvas: HTMLElement): undefined {
  const nodes = [canvas, ...canvas.querySelectorAll('*')];
  // A zoom still animating would end on Leaflet's 250 ms fallback timer, after remove(), on panes that are gone
  // (an uncaught TypeError): it counts as ended now.
  (map as unknown as { _animatingZoom: boolean })._animatingZoom = false;
  map.remove();
  // Leaflet 1.9's remove() keeps the scroll listener its constructor put on the canvas (which holds the removed map,
  // and each map made on the same canvas adds one more), and its listeners on the nodes it drops (tiles, panes,
  // controls): take every Leaflet listener off them all.
  for (const node of nodes) L.DomEvent.off(node as HTMLElement);
  for (const name of [...canvas.classList]) if (name.startsWith('leaflet-')) canvas.classList.remove(name);
}

/** A pin's popup: its content in the box the site's CSS styles. */
function popup(content: Node): HTMLElement {
  const box = document.createElement('div');
  box.className = 'pb-map__popup';
  box.append(content);
  return box;
}

/** Zoom buttons and the tiles' credit, as real buttons and DOM nodes (Leaflet's own write HTML strings). */
function addControls(L: LeafletParts, map: Leaflet.Map, attribution: string): void {
  const zoom = new L.Control({ position: 'topleft' });
  zoom.onAdd = () => {
    const bar = L.DomUtil.create('div', 'leaflet-bar leaflet-control pb-map__zoom');
    for (const [label, text, step] of [
      ['Zoom in', '+', 1],
      ['Zoom out', '−', -1],
    ] as const) {
      const button = L.DomUtil.create('button', 'pb-map__zoom-button', bar);
      button.type = 'button';
      button.ariaLabel = label;
      button.textContent = text;
      L.DomEvent.disableClickPropagation(button);
      L.DomEvent.on(button, 'click', () => map.setZoom(map.getZoom() + step));
    }
    return bar;
  };
  zoom.addTo(map);
  const credit = new L.Control({ position: 'bottomright' });
  credit.onAdd = () => {
    const line = L.DomUtil.create('div', 'leaflet-control-attribution leaflet-control');
    const fragment = safeFragment(attribution);
    if (fragment) line.append(fragment);
    for (const link of line.querySelectorAll('a')) link.rel = 'noopener';
    return line;
  };
  credit.addTo(map);
}

/**
 * Cooperative gestures (Leaflet#8712): the wheel zooms only with Ctrl or ⌘ — otherwise the page scrolls and a
 * short hint says how — and on a touch screen one finger scrolls the page while two pan and zoom the map.
 * Returns what undoes it.
 */
function cooperate(
  canvas: HTMLElement,
  map: Leaflet.Map,
  coarse: boolean,
  hints: { wheel: string; touch: string },
): () => void {
  const hint = document.createElement('div');
  hint.className = 'pb-map__hint';
  hint.ariaHidden = 'true';
  canvas.append(hint);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const show = (text: string) => {
    hint.textContent = text;
    hint.classList.add('pb-map__hint--shown');
    clearTimeout(timer);
    timer = setTimeout(() => hint.classList.remove('pb-map__hint--shown'), 1500);
  };
  const onWheel = (event: WheelEvent) => {
    if (event.ctrlKey || event.metaKey) return;
    // Before Leaflet's own listener on the same node: it never sees the event, and the page scrolls.
    event.stopImmediatePropagation();
    show(hints.wheel);
  };
  const onTouch = (event: TouchEvent) => {
    if (event.touches.length === 1) show(hints.touch);
  };
  canvas.addEventListener('wheel', onWheel, { capture: true });
  if (coarse) {
    map.dragging.disable();
    canvas.addEventListener('touchmove', onTouch, { passive: true });
  }
  return () => {
    clearTimeout(timer);
    canvas.removeEventListener('wheel', onWheel, { capture: true });
    canvas.removeEventListener('touchmove', onTouch);
    hint.remove();
  };
}
