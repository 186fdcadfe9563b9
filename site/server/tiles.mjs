/**
 * Local map tiles for the demo and the tests (`/tiles/{z}/{x}/{y}.png`), so no page and no test needs a tile
 * server on the internet: each tile is a 256 × 256 PNG drawn here — a pale land colour that changes with the tile's
 * position, a grid line on two edges — and encoded with node:zlib. Deterministic, so a tile is cached like a file.
 */
import { deflateSync } from 'node:zlib';

export const TILES_PATH = '/tiles/';
const SIZE = 256;
const ROUTE = /^\/tiles\/(\d{1,2})\/(\d{1,7})\/(\d{1,7})\.png$/;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG (8-bit RGB) of `SIZE` × `SIZE` whose pixel colours `paint(x, y)` gives as [r, g, b]. */
function encodePng(paint) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc(SIZE * (1 + SIZE * 3));
  for (let y = 0; y < SIZE; y++) {
    const row = y * (1 + SIZE * 3);
    for (let x = 0; x < SIZE; x++) rows.set(paint(x, y), row + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

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
      encodePng((px, py) => (px === 0 || py === 0 ? line : land)),
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
