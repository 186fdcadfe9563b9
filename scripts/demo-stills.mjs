/**
 * Writes the demo site's stills as PNG stand-ins for photos: site/cms/media/still-1.png … still-10.png, the same
 * pictures as the SVG stills beside them (a coloured field, a pale disc, "Still N"). `node scripts/demo-stills.mjs`.
 *
 * Why raster: a real CMS page shows photos, which the browser decodes off the main thread. An SVG image is a document
 * of its own that the page's main thread styles, lays out and paints, and its text needs a font matched in each: the
 * slider page's forty-odd SVG stills cost 65–84 ms of layout at 4× CPU a load, a quarter to a third of all the page's
 * layout (bench/README.md, "Demo pictures as photos; what wrapping bare roots costs"). Drawn here with no dependency,
 * so the files can be made again.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { encodePng } from '../site/server/png.mjs';

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

/** The label's place and size: each font pixel a 4 × 4 square, each character six font pixels wide, from (40, 292). */
const LABEL = { x: 40, y: 292, scale: 4 };

/** Whether (x, y) is a white pixel of `label`'s text. */
function inLabel(label, x, y) {
  const column = Math.floor((x - LABEL.x) / LABEL.scale);
  const row = Math.floor((y - LABEL.y) / LABEL.scale);
  if (column < 0 || row < 0 || row >= 7) return false;
  const glyph = GLYPHS[label[Math.floor(column / 6)]];
  return glyph?.[row][column % 6] === '1';
}

/**
 * Still `number`'s colour at each (x, y): the label, the disc (white at 18 %, as the SVG's circle) or the field. The
 * colours are worked out once a still, not once a pixel.
 */
function painter(number) {
  const label = `Still ${number}`;
  const field = rgb(BACKGROUNDS[number - 1]);
  const disc = field.map((channel) => Math.round(channel + (255 - channel) * 0.18));
  const white = [255, 255, 255];
  return (x, y) => (inLabel(label, x, y) ? white : (x - 125) ** 2 + (y - 180) ** 2 <= 90 ** 2 ? disc : field);
}

const folder = join(import.meta.dirname, '../site/cms/media');
for (let number = 1; number <= BACKGROUNDS.length; number++)
  writeFileSync(join(folder, `still-${number}.png`), encodePng(WIDTH, HEIGHT, painter(number)));
