/** Serves files from a folder: no path outside it, the right content type, and a 404 for anything missing. */
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { compressedFile, encodePage } from './compression.mjs';

export const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** The file under `dir` that `urlPath` names, or undefined when it escapes `dir` or is not a file. */
export function resolveFile(dir, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const file = normalize(join(dir, decoded));
  if (file !== dir && !file.startsWith(dir.endsWith(sep) ? dir : dir + sep)) return undefined;
  try {
    const stat = statSync(file);
    if (stat.isDirectory()) return resolveFile(dir, join(decoded, 'index.html'));
    return stat.isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sends `file`. An HTML page goes through `template` (the server fills nonces in) and is never cached, since
 * what it carries is made per request; other files stream as they are. Text is compressed when the browser
 * accepts it (compression.mjs), as a production host does.
 */
export function sendFile(response, file, method, headers = {}, template) {
  const accept = response.req?.headers['accept-encoding'];
  if (template && extname(file) === '.html') {
    const page = encodePage(template(readFileSync(file, 'utf8')), accept);
    response.writeHead(200, {
      ...headers,
      ...page.headers,
      'Content-Type': CONTENT_TYPES['.html'],
      'Cache-Control': 'no-store',
    });
    return response.end(method === 'HEAD' ? undefined : page.body);
  }
  const compressed = compressedFile(file, accept, () => readFileSync(file));
  response.writeHead(200, {
    ...headers,
    ...compressed?.headers,
    'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': /[.-][\w]{8}\.(js|css|png|svg|jpg|webp)$/.test(file)
      ? 'public, max-age=31536000, immutable'
      : 'no-cache',
  });
  if (method === 'HEAD') response.end();
  else if (compressed) response.end(compressed.body);
  else createReadStream(file).pipe(response);
}
