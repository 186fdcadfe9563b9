/**
 * Local map tiles for the demo and the tests (`/tiles/{z}/{x}/{y}.png`), so no page and no test needs a tile
 * server on the internet: each tile is a 256 × 256 PNG drawn here — a pale land colour that changes with the tile's
 * position, a grid line on two edges — encoded by png.mjs. Deterministic, so a tile is cached like a file.
 */
import { encodePng } from './png.mjs';

export const TILES_PATH = '/tiles/';
const SIZE = 256;
const ROUTE = /^\/tiles\/(\d{1,2})\/(\d{1,7})\/(\d{1,7})\.png$/;

const cache = new Map();

/** The tile at `pathname` (`/tiles/z/x/y.png`, within the zoom level's range), or undefined. */
export function tileAt(pathname) {
  const match = ROUTE.exec(pathname);
  if (!match) return undefined;
  const [z, x, y] = match.slice(1).map(Number);
  if (z > 19 || x >= 2 ** z || y >= 2 ** z) return undefined;
  const key = `${z}/${x}/${y}`;
  if (!cache.has(key)) {
    if (cache.size > 512) cache.clear();
    const land = [226 - ((x * 7) % 24), 236 - ((y * 5) % 20), 214 + ((z * 3) % 18)];
    const line = [176, 190, 200];
    cache.set(
      key,
      encodePng(SIZE, SIZE, (px, py) => (px === 0 || py === 0 ? line : land)),
    );
  }
  return cache.get(key);
}

/** A web-test-runner (Koa) middleware serving the same tiles, so browser tests load maps from the test server. */
export function tilesMiddleware() {
  return async (context, next) => {
    if (!context.path.startsWith(TILES_PATH)) return next();
    const tile = tileAt(context.path);
    if (!tile) {
      context.status = 404;
      return;
    }
    context.type = 'image/png';
    context.set('Cache-Control', 'public, max-age=86400');
    context.body = tile;
  };
}
