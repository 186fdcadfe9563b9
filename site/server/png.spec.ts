import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePng } from './png.mjs';

describe('the PNG encoder', () => {
  it('writes a width × height RGB image, row by row, each row unfiltered, with valid chunk checksums', () => {
    const png = encodePng(3, 2, (x: number, y: number) => [x * 10, y * 100, 7]);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.toString('ascii', 12, 16)).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20), png[24], png[25]]).toEqual([3, 2, 8, 2]);
    // IHDR's checksum, as any PNG reader checks it (the standard CRC-32 over the type and the data).
    const crc = (bytes: Buffer) => {
      let c = 0xffffffff;
      for (const byte of bytes) {
        c ^= byte;
        for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      }
      return (c ^ 0xffffffff) >>> 0;
    };
    expect(png.readUInt32BE(29)).toBe(crc(png.subarray(12, 29)));
    const dataLength = png.readUInt32BE(33);
    expect(png.toString('ascii', 37, 41)).toBe('IDAT');
    expect([...inflateSync(png.subarray(41, 41 + dataLength))]).toEqual([
      0, 0, 0, 7, 10, 0, 7, 20, 0, 7, 0, 0, 100, 7, 10, 100, 7, 20, 100, 7,
    ]);
    expect(png.toString('ascii', png.length - 8, png.length - 4)).toBe('IEND');
  });
});
