/**
 * The bench's own static server for generated pages: dist/cdn at /pb-elements/ (as the reference server mounts
 * it), the bundled peers at /peers/, the peers' stylesheets and jQuery's files at /node_modules/, and pages the
 * harness registers at /page/<id>. Map tiles answer with an empty 204 (no network here). Whole demo pages are
 * measured on the project's reference server instead (site/server/server.mjs).
 * Every answer makes its page cross-origin isolated: Firefox then times to 20 µs instead of whole milliseconds
 * (Chromium to 5 µs instead of 100). At 1 ms, Firefox's samples of a few milliseconds were 2, 3 or 4: five of its
 * rows stayed wider than ±10 % after 60 samples a side.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { BENCH, OUT, ROOT } from './setup.mjs';

const TYPES = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.html': 'text/html',
  '.wav': 'audio/wav',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};
const MOUNTS = [
  ['/pb-elements/', join(ROOT, 'dist/cdn')],
  ['/peers/', join(OUT, 'peers')],
  ['/tracker/', OUT],
  ['/node_modules/', join(BENCH, 'node_modules')],
  ['/site/', join(ROOT, 'site')],
  // The fixtures' own files (pb-media's silence.wav, the background videos' files and posters).
  ['/cms/', join(ROOT, 'site/cms')],
  ['/elements/', join(ROOT, 'elements')],
];

const ISOLATED = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

export async function startBenchServer() {
  const pages = new Map();
  const server = createServer(async (request, response) => {
    for (const [name, value] of Object.entries(ISOLATED)) response.setHeader(name, value);
    const path = decodeURIComponent(new URL(request.url, 'http://x').pathname);
    if (path.startsWith('/page/') && pages.has(path)) {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      return response.end(pages.get(path));
    }
    if (path.startsWith('/tiles/')) return response.writeHead(204).end();
    const mount = MOUNTS.find(([prefix]) => path.startsWith(prefix));
    const file = mount && normalize(join(mount[1], path.slice(mount[0].length)));
    if (!file || !file.startsWith(mount[1])) return response.writeHead(404).end();
    try {
      const body = await readFile(file);
      // Cached like a CDN's files: each sample measures evaluation, not the local disk.
      response.writeHead(200, {
        'Content-Type': `${TYPES[extname(file)] ?? 'application/octet-stream'}`,
        'Cache-Control': 'max-age=3600',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}`;
  return {
    url,
    /** Serves `html` at /page/<id> and returns its address. */
    page(id, html) {
      pages.set(`/page/${id}`, html);
      return `${url}/page/${id}`;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
