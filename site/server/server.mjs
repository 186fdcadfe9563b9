#!/usr/bin/env node
/**
 * The reference server for the demo: the React site (dist/site), the CMS pages as the CMS prints them
 * (site/cms; `?bare` serves one with no element tag at all, bare.mjs), the files those pages load (dist/cdn at /pb-elements/), and the CMS ajax endpoint backed by
 * SQLite. Every response carries the strict security headers.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AB_RESULTS_PATH, abResults, renderAbResults } from './ab-tests.mjs';
import { AJAX_PATH, answerAjax, loadActions, readForm } from './ajax.mjs';
import { stripElementTags, wantsBare } from './bare.mjs';
import { blogPage } from './blog.mjs';
import { answerComment, COMMENT_PATH } from './comment-post.mjs';
import { findContactForm } from './contact-forms.mjs';
import { checkContactPost, contactFormNumber, renderContactAnswer, storeContact } from './contact-post.mjs';
import { openDatabase } from './database.mjs';
import { ensureFeedMedia, FEED_MEDIA_DIR } from './feed-media.mjs';
import { FAVICON_PATH, FAVICON_SVG } from './favicon.mjs';
import { LOCAL_PATH, SAMPLE_POSTS } from './feed-store.mjs';
import { fillNonces } from './nonce.mjs';
import { createRateLimiter, TOO_MANY } from './rate-limit.mjs';
import { SECURITY_HEADERS } from './security-headers.mjs';
import { resolveFile, sendFile } from './static-files.mjs';
import { tileAt, TILES_PATH } from './tiles.mjs';

const here = dirname(fileURLToPath(import.meta.url));
export const ROOT = join(here, '../..');

/** Which folder serves which URL prefix, longest first. */
function mounts(root, feedMedia) {
  return [
    { prefix: '/pb-elements/', dir: join(root, 'dist/cdn') },
    { prefix: LOCAL_PATH, dir: feedMedia },
    { prefix: '/cms/', dir: join(root, 'site/cms') },
    { prefix: '/', dir: join(root, 'dist/site'), spa: true },
  ];
}

function sendText(response, status, body, headers = {}, type = 'text/plain; charset=utf-8') {
  response.writeHead(status, { ...headers, 'Content-Type': type, 'Cache-Control': 'no-store' });
  response.end(body);
}

/** The address the rate limit and the stored rows name: the socket's, or the proxy's word for it when trusted. */
function clientAddress(request, trustProxy) {
  const forwarded = trustProxy
    ? String(request.headers['x-forwarded-for'] ?? '')
        .split(',')[0]
        .trim()
    : '';
  return forwarded || (request.socket.remoteAddress ?? '');
}

/**
 * The request's address. Its target is a path (`/cms/index.html`); read as a URL relative to the host, a path that
 * starts with two slashes (`//`, `//example.com/x`) names another host, and `new URL` threw on `//` (a 500 and a
 * stack in the log for a crawler's typo). Put after the origin, it stays a path.
 */
function requestUrl(target = '/') {
  return new URL(target.startsWith('/') ? `http://localhost${target}` : target, 'http://localhost');
}

/**
 * Starts the server; resolves with `{ url, port, db, close }`. `port: 0` picks a free one.
 * `database` is a file path (default site/server/data/site.db) or ':memory:'. `now` is the clock (tests move it).
 * `feedMedia` is the folder the sample feed's pictures are drawn into. `postsPerWindow` is how many form posts
 * one address may make in ten minutes (end-to-end journeys, all from
 * 127.0.0.1, raise it). `trustProxy`: the client's address is the first one in `X-Forwarded-For`, as behind a
 * reverse proxy that sets it; off by default, as anyone can send that header to a server facing the internet
 * (scripts/load.mjs turns it on to post from many addresses, docs/reliability.md).
 */
export async function startServer({
  port = 8080,
  host = '127.0.0.1',
  root = ROOT,
  database = join(here, 'data/site.db'),
  now = () => Date.now(),
  postsPerWindow = 5,
  feedMedia = FEED_MEDIA_DIR,
  trustProxy = false,
} = {}) {
  const db = openDatabase(database);
  const actions = await loadActions(join(here, 'actions'));
  // The sample feed's pictures (local copies of its posts, and its avatar), drawn once and cached.
  await ensureFeedMedia(SAMPLE_POSTS, feedMedia);
  const served = mounts(root, feedMedia);
  const limiter = createRateLimiter({ now, max: postsPerWindow });
  const template = (html) => fillNonces(html, db, now());

  /** The page file a path serves, as GET would find it. */
  function pageFile(pathname) {
    const mount = served.find((m) => pathname.startsWith(m.prefix));
    const path = pathname.slice(mount.prefix.length - 1);
    const file = resolveFile(mount.dir, path);
    if (!file && mount.spa && !/\.\w+$/.test(path)) return resolveFile(mount.dir, '/index.html');
    return file;
  }

  /** A contact form posted to its own page (any page path); undefined when the post is not one. */
  async function answerContact(request, pathname, ip) {
    const fields = await readForm(request);
    const n = contactFormNumber(fields);
    const form = n === undefined ? undefined : findContactForm(pathname, n);
    if (!form) return undefined;
    if (limiter.exceeded(ip)) return TOO_MANY;
    const result = checkContactPost(form, n, fields, { db, now: now() });
    if (result.values) storeContact(db, { page: pathname, n, values: result.values, ip, now: now() });
    const file = pageFile(pathname);
    const page = file?.endsWith('.html') ? template(readFileSync(file, 'utf8')) : undefined;
    return { status: 200, type: 'text/html; charset=utf-8', body: renderContactAnswer(page, n, form, result) };
  }

  const server = createServer(async (request, response) => {
    const headers = SECURITY_HEADERS;
    try {
      const url = requestUrl(request.url);
      const ip = clientAddress(request, trustProxy);
      if (url.pathname === AJAX_PATH) {
        if (request.method !== 'POST') return sendText(response, 405, '0', { ...headers, Allow: 'POST' });
        const answer = await answerAjax(request, { actions, db, now: now(), ip, limiter });
        return sendText(response, answer.status, answer.body, headers, answer.type);
      }
      if (url.pathname === COMMENT_PATH) {
        if (request.method !== 'POST')
          return sendText(response, 405, 'Method not allowed', { ...headers, Allow: 'POST' });
        if (limiter.exceeded(ip)) return sendText(response, TOO_MANY.status, TOO_MANY.body, headers);
        const answer = answerComment(await readForm(request), { db, request, now: now(), ip });
        if (answer.location) return sendText(response, 302, '', { ...headers, Location: answer.location });
        return sendText(response, answer.status, answer.body, headers, answer.type);
      }
      if (request.method === 'POST') {
        const answer = await answerContact(request, url.pathname, ip);
        if (answer) return sendText(response, answer.status, answer.body, headers, answer.type);
      }
      if (request.method !== 'GET' && request.method !== 'HEAD')
        return sendText(response, 405, 'Method not allowed', { ...headers, Allow: 'GET, HEAD' });
      // The A/B tests' results (ab-tests.mjs), read from SQLite on each request.
      if (url.pathname === AB_RESULTS_PATH)
        return sendText(response, 200, renderAbResults(abResults(db)), headers, 'text/html; charset=utf-8');
      if (url.pathname === FAVICON_PATH) return sendText(response, 200, FAVICON_SVG, headers, 'image/svg+xml');
      // The demo's local map tiles (tiles.mjs), so no page needs a tile server on the internet.
      if (url.pathname.startsWith(TILES_PATH)) {
        const tile = tileAt(url.pathname);
        if (!tile) return sendText(response, 404, 'No such tile', headers);
        response.writeHead(200, { ...headers, 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400' });
        return void response.end(request.method === 'HEAD' ? undefined : tile);
      }
      // The paginated blog (blog.mjs): its pages are printed from SQLite, a page past the last as a 404.
      const blog = blogPage(url.pathname, db, root, template, url.search);
      if (blog) return sendText(response, blog.status, blog.body, headers, 'text/html; charset=utf-8');
      // The React site is a single page: an unknown path without an extension gets its index.html.
      const file = pageFile(url.pathname);
      if (!file)
        return sendText(
          response,
          404,
          '<!doctype html><title>Not found</title><p>Not found.</p>',
          headers,
          'text/html; charset=utf-8',
        );
      // `?bare` on a CMS page: the page with no element tag printed (bare.mjs).
      const page = wantsBare(url) ? (html) => template(stripElementTags(html)) : template;
      return sendFile(response, file, request.method, headers, page);
    } catch (error) {
      if (error.status === 413 && !response.headersSent) return sendText(response, 413, 'Too large', headers);
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
        server.close(() => {
          db.close();
          resolve();
        });
      }),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { url } = await startServer({ port: Number(process.env.PORT ?? 8080), host: process.env.HOST ?? '127.0.0.1' });
  console.log(`pb-elements demo: ${url} (CMS pages: ${url}cms/)`);
}
