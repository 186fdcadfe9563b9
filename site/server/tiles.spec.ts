import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { tileAt } from './tiles.mjs';

describe('local map tiles', () => {
  it('draws a 256 × 256 RGB PNG for every tile of a zoom level, the same each time', () => {
    const tile = tileAt('/tiles/3/7/0.png')!;
    expect([...tile.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(tile.toString('ascii', 12, 16)).toBe('IHDR');
    expect([tile.readUInt32BE(16), tile.readUInt32BE(20), tile[24], tile[25]]).toEqual([256, 256, 8, 2]);
    const dataLength = tile.readUInt32BE(33);
    expect(tile.toString('ascii', 37, 41)).toBe('IDAT');
    expect(inflateSync(tile.subarray(41, 41 + dataLength)).length).toBe(256 * (1 + 256 * 3));
    expect(tileAt('/tiles/3/7/0.png')!.equals(tile)).toBe(true);
  });

  it('has no tile outside a zoom level, above zoom 19, or at another path', () => {
    for (const path of [
      '/tiles/1/2/0.png',
      '/tiles/20/0/0.png',
      '/tiles/1/0/0.jpg',
      '/tiles/../x.png',
      '/tile/0/0/0.png',
    ])
      expect(tileAt(path), path).toBeUndefined();
  });
});
