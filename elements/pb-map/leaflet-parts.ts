/**
 * The parts of Leaflet 1.9.4 a map uses, from its ES module sources (the package ships them in `src/`), instead of
 * its whole build: the map with its six interaction handlers, the tile layer, markers with a `divIcon`, popups, the
 * control base class, and its DOM helpers. Left out: vector layers and their canvas and SVG renderers, GeoJSON, image,
 * video and SVG overlays, tooltips, layer groups and Leaflet's own controls (the element builds its zoom buttons and
 * credit line). Leaflet's whole build is 43 kB gzip, and its evaluation one task of 30–53 ms at 4× CPU, a long task
 * on some loads of a page of maps (issue 19); these parts are 28 kB, evaluated in 11–14 ms.
 *
 * Each handler's and the popup's module registers itself with Leaflet as it runs (`Map.addInitHook`,
 * `Layer.include`): imported for that alone.
 */
import 'leaflet/src/map/handler/Map.BoxZoom.js';
import 'leaflet/src/map/handler/Map.DoubleClickZoom.js';
import 'leaflet/src/map/handler/Map.Drag.js';
import 'leaflet/src/map/handler/Map.Keyboard.js';
import 'leaflet/src/map/handler/Map.ScrollWheelZoom.js';
import 'leaflet/src/map/handler/Map.TapHold.js';
import 'leaflet/src/map/handler/Map.TouchZoom.js';
import 'leaflet/src/layer/Popup.js';
import { disableClickPropagation, off, on } from 'leaflet/src/dom/DomEvent.js';
import { create } from 'leaflet/src/dom/DomUtil.js';

export { createMap as map } from 'leaflet/src/map/Map.js';
export { TileLayer } from 'leaflet/src/layer/tile/TileLayer.js';
export { marker } from 'leaflet/src/layer/marker/Marker.js';
export { divIcon } from 'leaflet/src/layer/marker/DivIcon.js';
export { Control } from 'leaflet/src/control/Control.js';

/**
 * The DOM helpers a map uses, under Leaflet's names. (Objects, not `export * as`: a namespace re-export made the
 * bundler put its helper in a chunk of its own, which autoload and the cookie bar then imported too.)
 */
export const DomUtil = { create };
export const DomEvent = { on, off, disableClickPropagation };
