import { expect } from '@open-wc/testing';
import type * as Leaflet from 'leaflet';
import { until } from '../base/test/until.js';
import { LOCAL_TILES } from './pb-map.fixtures.js';
import { pacedTileLayer, TILE_MS } from './paced-tile-layer.js';

/** The map's own Leaflet: the parts of it the element ships (leaflet-parts.ts), which the layer extends there. */
type L = Pick<typeof Leaflet, 'map' | 'TileLayer'>;
const leaflet = (): Promise<L> => import('./leaflet-parts.js');

/** A sized map box in the page, with a view set (Leaflet adds a tile layer's tiles once the map has one). */
function mapIn(L: L): { map: Leaflet.Map; box: HTMLElement } {
  const box = Object.assign(document.createElement('div'), { className: 'pb-test-fixture' });
  box.style.cssText = 'width: 1024px; height: 512px; position: relative; overflow: hidden';
  document.body.append(box);
  const map = L.map(box, { attributionControl: false, zoomControl: false, fadeAnimation: false });
  map.setView([52.52, 13.405], 12);
  return { map, box };
}

const tilesIn = (box: HTMLElement) => box.querySelectorAll('img.leaflet-tile').length;

/** Makes each tile the layer creates take `ms` of the main thread, as on a slow phone. */
function slowTiles(layer: Leaflet.TileLayer, ms: number): void {
  // `createTile` is protected in Leaflet's types: the tile layer's own hook for making a tile.
  const tiles = layer as unknown as { createTile(coords: Leaflet.Coords, done: Leaflet.DoneCallback): HTMLElement };
  const create = tiles.createTile.bind(layer);
  tiles.createTile = (coords, done) => {
    const end = performance.now() + ms;
    while (performance.now() < end);
    return create(coords, done);
  };
}

describe('pacedTileLayer', () => {
  afterEach(() => document.querySelectorAll('.pb-test-fixture').forEach((node) => node.remove()));

  it("adds the view's tiles over several tasks when they are slow to make, and fills the whole view", async () => {
    const L = await leaflet();
    // What Leaflet's own layer adds for the same view, all at once.
    const plain = mapIn(L);
    new L.TileLayer(LOCAL_TILES).addTo(plain.map);
    const whole = tilesIn(plain.box);
    plain.map.remove();
    expect(whole, 'tiles in a 1024 × 512 view').to.be.greaterThan(8);

    const { map, box } = mapIn(L);
    const layer = pacedTileLayer(L.TileLayer, LOCAL_TILES, {});
    slowTiles(layer, 4);
    layer.addTo(map);
    const first = tilesIn(box);
    // At least one tile, then no more once TILE_MS is spent (one tile's worth over it at most).
    expect(first).to.be.within(1, Math.ceil(TILE_MS / 4) + 1);
    await until(() => tilesIn(box) === whole);
    const keys = [...box.querySelectorAll<HTMLImageElement>('img.leaflet-tile')].map((img) => img.src);
    expect(new Set(keys).size, 'each tile once').to.equal(whole);
    map.remove();
  });

  it("makes its first level off the page, so Leaflet's read of it lays nothing out, and puts it in the tile pane", async () => {
    const L = await leaflet();
    const { map, box } = mapIn(L);
    const read = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetWidth')!;
    const readsOnPage: string[] = [];
    Object.defineProperty(HTMLElement.prototype, 'offsetWidth', {
      configurable: true,
      get(this: HTMLElement) {
        if (this.isConnected) readsOnPage.push(this.className);
        return read.get!.call(this) as number;
      },
    });
    try {
      pacedTileLayer(L.TileLayer, LOCAL_TILES, {}).addTo(map);
    } finally {
      Object.defineProperty(HTMLElement.prototype, 'offsetWidth', read);
    }
    expect(readsOnPage).to.deep.equal([]);
    const level = box.querySelector('.leaflet-tile-pane > .leaflet-layer > .leaflet-tile-container')!;
    expect(level, 'the level in the tile pane').to.exist;
    expect(level.querySelectorAll('img.leaflet-tile').length).to.be.greaterThan(0);
    map.remove();
  });

  it('adds nothing more once its map is removed with tiles still to come, and zooms as Leaflet does', async () => {
    const L = await leaflet();
    const errors: string[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.message);
    window.addEventListener('error', onError);
    try {
      const { map, box } = mapIn(L);
      const layer = pacedTileLayer(L.TileLayer, LOCAL_TILES, {});
      slowTiles(layer, 4);
      layer.addTo(map);
      const pane = box.querySelector('.leaflet-tile-pane')!;
      map.remove();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(pane.querySelectorAll('img').length, 'no tile added after removal').to.equal(0);
      expect(box.querySelectorAll('img.leaflet-tile').length).to.equal(0);

      // A zoom while tiles are still to come: the view at the new zoom fills, with no tile of the old one left over.
      const second = mapIn(L);
      const zooming = pacedTileLayer(L.TileLayer, LOCAL_TILES, {});
      slowTiles(zooming, 4);
      zooming.addTo(second.map);
      second.map.setZoom(14, { animate: false });
      await until(() => {
        const tiles = [...second.box.querySelectorAll<HTMLImageElement>('img.leaflet-tile')];
        return tiles.length > 8 && tiles.every((img) => img.src.includes('/14/'));
      });
      second.map.remove();
    } finally {
      window.removeEventListener('error', onError);
    }
    expect(errors).to.deep.equal([]);
  });
});
