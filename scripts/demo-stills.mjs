/**
 * Writes the demo site's stills as PNG photos stand-ins: site/cms/media/still-1.png … still-10.png, the same
 * pictures as the SVG stills beside them (a coloured field, a pale disc, "Still N"). `node scripts/demo-stills.mjs`.
 *
 * Why raster: a real CMS page shows photos, which the browser decodes off the main thread. An SVG image is a document
 * of its own that the page's main thread styles, lays out and paints, and its text needs a font matched in each: the
 * slider page's forty-odd SVG stills cost 65–84 ms of layout at 4× CPU a load, a quarter to a third of all the page's
 * layout (bench/README.md, "Demo pictures as photos"). Drawn here with no dependency, so the files can be made again.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';

const WIDTH = 640;
const HEIGHT = 360;
const BACKGROUNDS = [
  '#0b5cad',
  '#1b5e20',
  '#8b0000',
  '#5b2c83',
  '#b35900',
  '#006d77',
  '#333333',
  '#7a1f5c',
  '#2f4f4f',
  '#4b3b1f',
];

/** A 5 × 7 pixel font for the label's characters, one string of five bits a row. */
const GLYPHS = {
  S: ['01111', '10000', '10000', '01110', '00001', '00001', '11110'],
  t: ['01000', '01000', '11100', '01000', '01000', '01001', '00110'],
  i: ['00100', '00000', '01100', '00100', '00100', '00100', '01110'],
  l: ['01100', '00100', '00100', '00100', '00100', '00100', '01110'],
  ' ': ['00000', '00000', '00000', '00000', '00000', '00000', '00000'],
  0: ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  1: ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  2: ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  3: ['11110', '00001', '00001', '01110', '00001', '00001', '11110'],
  4: ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  5: ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  6: ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  7: ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  8: ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  9: ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
};

const rgb = (hex) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));

/** The still's pixels, RGB, row by row. */
function draw(number) {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  const [r, g, b] = rgb(BACKGROUNDS[number - 1]);
  // The disc: white at 18 % over the field, as the SVG's circle.
  const mix = (channel) => Math.round(channel + (255 - channel) * 0.18);
  for (let y = 0; y < HEIGHT; y++)
    for (let x = 0; x < WIDTH; x++) {
      const inDisc = (x - 125) ** 2 + (y - 180) ** 2 <= 90 ** 2;
      pixels.set(inDisc ? [mix(r), mix(g), mix(b)] : [r, g, b], (y * WIDTH + x) * 3);
    }
  // The label, each font pixel 4 × 4, from (40, 292).
  const scale = 4;
  [...`Still ${number}`].forEach((character, index) =>
    GLYPHS[character].forEach((row, gy) =>
      [...row].forEach((bit, gx) => {
        if (bit !== '1') return;
        for (let dy = 0; dy < scale; dy++)
          for (let dx = 0; dx < scale; dx++) {
            const x = 40 + index * 6 * scale + gx * scale + dx;
            const y = 292 + gy * scale + dy;
            pixels.set([255, 255, 255], (y * WIDTH + x) * 3);
          }
      }),
    ),
  );
  return pixels;
}

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
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGB PNG of `pixels`, each row unfiltered. */
function png(pixels) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc(HEIGHT * (WIDTH * 3 + 1));
  for (let y = 0; y < HEIGHT; y++) pixels.copy(rows, y * (WIDTH * 3 + 1) + 1, y * WIDTH * 3, (y + 1) * WIDTH * 3);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const folder = join(import.meta.dirname, '../site/cms/media');
for (let number = 1; number <= BACKGROUNDS.length; number++)
  writeFileSync(join(folder, `still-${number}.png`), png(draw(number)));
