/**
 * A tile layer that costs a page of maps no long task (issue 19). Leaflet 1.9 adds a layer's tiles in one go: on a
 * page of 200 maps at 4× CPU that step was a 37–71 ms task, in two parts this layer changes.
 *  - Leaflet makes the first zoom level's box and reads its `offsetWidth` at once, so that a later zoom's transition
 *    starts from it: a forced style and layout of the whole page (13–16 ms of the step). Here the layer's box is off
 *    the page while Leaflet makes that level and its tiles, so the read costs nothing, and it goes in at the end of
 *    the step: the browser then styles it once, in its frame, already in its place, which is what the read was for.
 *  - Leaflet makes every tile the view needs in one loop (`_update`): an image each, its listeners, its position,
 *    its request; twelve for a 1 280 × 300 map, 11–43 ms. Here the loop stops once a call has spent TILE_MS, and
 *    the same call runs again in a new task: Leaflet's `_update` given nothing adds only the tiles the view still
 *    lacks, nearest the centre first, as after every pan. A map that is zooming is left alone, as Leaflet leaves it
 *    (its `moveend` fills the view once the zoom has ended); a layer taken off its map stops.
 */
import type * as Leaflet from 'leaflet';
import { inNewTask } from '../core/next-task.js';

/**
 * What one call may spend before the rest of the tiles wait for a new task (with the layer's own set-up when it is
 * added): under a third of a long task.
 */
export const TILE_MS = 12;

/** Leaflet's own members used here (private in its types, stable in 1.9). */
interface GridInternals {
  _map: (Leaflet.Map & { _animatingZoom?: boolean }) | null;
  _container: HTMLElement;
  _initContainer(): void;
  onAdd(map: Leaflet.Map): void;
  getPane(): HTMLElement;
  _update(center?: Leaflet.LatLng): void;
  _addTile(coords: Leaflet.Coords, container: DocumentFragment): void;
}

/**
 * A tile layer for `url` whose first level is made off the page and whose tiles are added in slices of TILE_MS:
 * Leaflet's `TileLayer` class extended (the map's own, from leaflet-parts.ts).
 */
export function pacedTileLayer(
  TileLayer: typeof Leaflet.TileLayer,
  url: string,
  options: Leaflet.TileLayerOptions,
): Leaflet.TileLayer {
  const base = TileLayer.prototype as unknown as GridInternals;
  /** When the running `_update` must stop adding (only `_update` adds); whether it left tiles out. */
  let until = 0;
  let leftOut = false;
  /** Whether the layer is being added (its first `_update` runs inside). */
  let adding = false;
  const Paced = TileLayer.extend({
    _initContainer(this: GridInternals) {
      base._initContainer.call(this);
      this._container.remove();
    },
    onAdd(this: GridInternals, map: Leaflet.Map) {
      // The layer's set-up before its first tiles (its box, its level, its grid: 10–25 ms at 4× CPU) counts too.
      until = performance.now() + TILE_MS;
      adding = true;
      base.onAdd.call(this, map);
      adding = false;
      this.getPane().append(this._container);
    },
    _update(this: GridInternals, center?: Leaflet.LatLng) {
      if (!adding) until = performance.now() + TILE_MS;
      leftOut = false;
      base._update.call(this, center);
      if (leftOut)
        inNewTask(() => {
          if (this._map && !this._map._animatingZoom) this._update();
        });
    },
    _addTile(this: GridInternals, coords: Leaflet.Coords, container: DocumentFragment) {
      // At least one tile a call, so a slow machine still fills the view.
      if (performance.now() >= until && container.hasChildNodes()) {
        leftOut = true;
        return;
      }
      base._addTile.call(this, coords, container);
    },
  }) as unknown as new (url: string, options: Leaflet.TileLayerOptions) => Leaflet.TileLayer;
  return new Paced(url, options);
}
