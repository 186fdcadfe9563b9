#!/usr/bin/env node
/**
 * The reference server for the demo: the React site (dist/site), the CMS pages as the CMS prints them
 * (site/cms), the files those pages load (dist/cdn at /pb-elements/), and the CMS ajax endpoint backed by
 * SQLite. Every response carries the strict security headers.
 */
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AJAX_PATH, answerAjax, loadActions } from './ajax.mjs';
import { openDatabase } from './database.mjs';
import { SECURITY_HEADERS } from './security-headers.mjs';
import { resolveFile, sendFile } from './static-files.mjs';

const here = dirname(fileURLToPath(import.meta.url));
export const ROOT = join(here, '../..');

/** Which folder serves which URL prefix, longest first. */
function mounts(root) {
  return [
    { prefix: '/pb-elements/', dir: join(root, 'dist/cdn') },
    { prefix: '/cms/', dir: join(root, 'site/cms') },
    { prefix: '/', dir: join(root, 'dist/site'), spa: true },
  ];
}

function sendText(response, status, body, headers = {}, type = 'text/plain; charset=utf-8') {
  response.writeHead(status, { ...headers, 'Content-Type': type, 'Cache-Control': 'no-store' });
  response.end(body);
}

/**
 * Starts the server; resolves with `{ url, port, db, close }`. `port: 0` picks a free one.
 * `database` is a file path (default site/server/data/site.db) or ':memory:'.
 */
export async function startServer({ port = 8080, host = '127.0.0.1', root = ROOT, database = join(here, 'data/site.db') } = {}) {
  const db = openDatabase(database);
  const actions = await loadActions(join(here, 'actions'));
  const served = mounts(root);

  const server = createServer(async (request, response) => {
    const headers = SECURITY_HEADERS;
    try {
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (url.pathname === AJAX_PATH) {
        if (request.method !== 'POST') return sendText(response, 405, '0', { ...headers, Allow: 'POST' });
        const answer = await answerAjax(request, { actions, db });
        return sendText(response, answer.status, answer.body, headers, answer.type);
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') return sendText(response, 405, 'Method not allowed', { ...headers, Allow: 'GET, HEAD' });
      const mount = served.find((m) => url.pathname.startsWith(m.prefix));
      const path = url.pathname.slice(mount.prefix.length - 1);
      let file = resolveFile(mount.dir, path);
      // The React site is a single page: an unknown path without an extension gets its index.html.
      if (!file && mount.spa && !/\.\w+$/.test(path)) file = resolveFile(mount.dir, '/index.html');
      if (!file) return sendText(response, 404, '<!doctype html><title>Not found</title><p>Not found.</p>', headers, 'text/html; charset=utf-8');
      return sendFile(response, file, request.method, headers);
    } catch (error) {
      console.error(error);
      if (!response.headersSent) sendText(response, 500, 'Server error', headers);
      else response.destroy();
    }
  });
  await new Promise((resolve, reject) => server.once('error', reject).listen(port, host, resolve));
  const actual = server.address().port;
  return {
    url: `http://${host}:${actual}/`,
    port: actual,
    db,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => (db.close(), resolve()));
      }),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { url } = await startServer({ port: Number(process.env.PORT ?? 8080), host: process.env.HOST ?? '127.0.0.1' });
  console.log(`pb-elements demo: ${url} (CMS pages: ${url}cms/)`);
}
