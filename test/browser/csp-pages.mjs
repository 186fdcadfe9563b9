/**
 * A web-test-runner middleware that serves the built demo (/demo/), the CMS pages (/cms/) and the CDN files
 * (/pb-elements/) with the reference server's security headers, and puts the CSP listener first in every page,
 * so a browser test can load them in a same-origin frame in each engine and read the violations.
 */
import { readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { SECURITY_HEADERS } from '../../site/server/security-headers.mjs';
import { CONTENT_TYPES, resolveFile } from '../../site/server/static-files.mjs';

const LISTENER = '<script src="/test/browser/csp-listener.js"></script>';

export function cspPages(root) {
  const mounts = [
    { prefix: '/demo/', dir: join(root, 'dist/site') },
    { prefix: '/cms/', dir: join(root, 'site/cms') },
    { prefix: '/pb-elements/', dir: join(root, 'dist/cdn') },
  ];
  return async (context, next) => {
    const mount = mounts.find((m) => context.path.startsWith(m.prefix));
    if (!mount) return next();
    const file = resolveFile(mount.dir, context.path.slice(mount.prefix.length - 1));
    if (!file) {
      context.status = 404;
      return;
    }
    context.set(SECURITY_HEADERS);
    context.type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
    const body = readFileSync(file);
    context.body = extname(file) === '.html' ? body.toString('utf8').replace('<head>', `<head>${LISTENER}`) : body;
  };
}
