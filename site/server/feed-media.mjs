/**
 * The sample feed's pictures, made here rather than copied from anywhere: each sample post is drawn as an SVG
 * landscape (its own colours and shapes) and rendered by sharp to JPEG at the feed's three widths, 150, 320 and
 * 640 px — the sizes the social host serves and the plugin's local copies keep (`full`, `low`, `thumb`). They are
 * written once to a cache folder and reused; a half-written file is never seen (written aside, then renamed).
 */
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const FEED_MEDIA_DIR = join(here, 'data/feed-media');
const FEED_WIDTHS = [150, 320, 640];
/** The plugin's local-copy size names by width (MARKUP.md §9.3). */
export const SIZE_NAMES = { 640: 'full', 320: 'low', 150: 'thumb' };
const AVATAR_USER = 'northwindstudio';

/** File name of sample `n`'s picture at `width`, as a local copy (`sample<n>full.jpg`). */
const localFileName = (n, width) => `sample${n}${SIZE_NAMES[width]}.jpg`;

/** A landscape for sample `n`: sky, sun and two hills, coloured by `n` so every post looks different. */
function sampleSvg(n) {
  const hue = (n * 47) % 360;
  const sky = `hsl(${hue} 55% 62%)`;
  const far = `hsl(${(hue + 40) % 360} 35% 38%)`;
  const near = `hsl(${(hue + 80) % 360} 40% 24%)`;
  const sunX = 120 + ((n * 83) % 400);
  const sunY = 110 + ((n * 37) % 140);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640" viewBox="0 0 640 640">
<rect width="640" height="640" fill="${sky}"/>
<circle cx="${sunX}" cy="${sunY}" r="${50 + (n % 4) * 12}" fill="hsl(48 95% 82%)"/>
<path d="M0 ${380 + (n % 5) * 15} Q 200 ${250 + (n % 3) * 40} 380 ${400 - (n % 4) * 10} T 640 ${340 + (n % 6) * 12} V 640 H 0 Z" fill="${far}"/>
<path d="M0 ${500 - (n % 3) * 20} Q 260 ${420 + (n % 5) * 18} 640 ${520 - (n % 4) * 15} V 640 H 0 Z" fill="${near}"/>
</svg>`;
}

/** The account's avatar: a monogram disc. */
function avatarSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="150" height="150" viewBox="0 0 150 150">
<rect width="150" height="150" fill="#0b5cad"/><circle cx="75" cy="75" r="52" fill="none" stroke="#fff" stroke-width="10"/>
<path d="M52 102 V48 L98 102 V48" fill="none" stroke="#fff" stroke-width="10" stroke-linejoin="round"/></svg>`;
}

async function writeOnce(file, render) {
  if (existsSync(file)) return;
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, await render());
  renameSync(temporary, file);
}

/** Makes every sample picture (and the avatar) that the folder lacks; resolves with the folder. */
export async function ensureFeedMedia(count, dir = FEED_MEDIA_DIR) {
  const { default: sharp } = await import('sharp');
  mkdirSync(dir, { recursive: true });
  const jobs = [];
  for (let n = 1; n <= count; n++) {
    const svg = Buffer.from(sampleSvg(n));
    for (const width of FEED_WIDTHS) {
      jobs.push(
        writeOnce(join(dir, localFileName(n, width)), () =>
          sharp(svg).resize(width, width).jpeg({ quality: 78, mozjpeg: true }).toBuffer(),
        ),
      );
    }
  }
  jobs.push(
    writeOnce(join(dir, `${AVATAR_USER}.jpg`), () => sharp(Buffer.from(avatarSvg())).jpeg({ quality: 85 }).toBuffer()),
  );
  await Promise.all(jobs);
  return dir;
}
