import { mkdtempSync, writeFileSync, existsSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { answerAjax, loadActions } from './ajax.mjs';
import { openDatabase } from './database.mjs';
import { CONTENT_SECURITY_POLICY } from './security-headers.mjs';
import { startServer } from './server.mjs';

/** A raw GET, so the path reaches the server exactly as written (fetch would normalise `..`). */
function rawGet(
  base: string,
  path: string,
): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

const fakeRequest = (body: string, type = 'application/x-www-form-urlencoded') =>
  Object.assign(Readable.from([Buffer.from(body)]), { headers: { 'content-type': type } });

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer({ port: 0, database: ':memory:' });
});
afterAll(() => server.close());

describe('reference server', () => {
  it('answers an unknown or missing ajax action with 0 and status 400, as the CMS does', async () => {
    for (const body of [new URLSearchParams({ action: 'no_such_action' }), new URLSearchParams({ other: '1' })]) {
      const response = await fetch(`${server.url}wp-admin/admin-ajax.php`, { method: 'POST', body });
      expect(response.status).toBe(400);
      expect(await response.text()).toBe('0');
    }
    const get = await fetch(`${server.url}wp-admin/admin-ajax.php`);
    expect(get.status).toBe(405);
    expect(server.db.prepare('SELECT action, status FROM ajax_requests ORDER BY id').all()).toEqual([
      { action: 'no_such_action', status: 400 },
      { action: '', status: 400 },
    ]);
  });

  it('dispatches an action to its handler, form-encoded or multipart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pb-actions-'));
    writeFileSync(
      join(dir, 'echo.mjs'),
      "export const action = 'pb_echo';\nexport const handle = (fields) => ({ status: 200, type: 'application/json', body: JSON.stringify({ name: fields.get('name') }) });\n",
    );
    const actions = await loadActions(dir);
    const db = openDatabase(':memory:');
    expect(await answerAjax(fakeRequest('action=pb_echo&name=Ada'), { actions, db })).toEqual({
      status: 200,
      type: 'application/json',
      body: '{"name":"Ada"}',
    });
    const form = new FormData();
    form.set('action', 'pb_echo');
    form.set('name', 'Grace');
    const encoded = new Response(form);
    const multipart = await answerAjax(fakeRequest(await encoded.text(), encoded.headers.get('content-type')!), {
      actions,
      db,
    });
    expect(multipart.body).toBe('{"name":"Grace"}');
    db.close();
  });

  it('refuses a body over the limit', async () => {
    const response = await fetch(`${server.url}wp-admin/admin-ajax.php`, {
      method: 'POST',
      body: new URLSearchParams({ action: 'x', big: 'a'.repeat(1024 * 1024 + 1) }),
    });
    expect(response.status).toBe(413);
  });

  it.each([
    '',
    'cms/lazy-video.html',
    'pb-elements/autoload.js',
    'pb-elements/styles.css',
    'no-such-file.js',
    'wp-admin/admin-ajax.php',
  ])('sends the strict security headers on /%s', async (path) => {
    const response = await fetch(server.url + path);
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves the right content types, the icon, and 404 for a missing asset', async () => {
    expect((await fetch(server.url)).headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect((await fetch(`${server.url}pb-elements/autoload.js`)).headers.get('content-type')).toBe(
      'text/javascript; charset=utf-8',
    );
    expect((await fetch(`${server.url}pb-elements/styles.css`)).headers.get('content-type')).toBe(
      'text/css; charset=utf-8',
    );
    const icon = await fetch(`${server.url}favicon.ico`);
    expect([icon.status, icon.headers.get('content-type'), (await icon.text()).startsWith('<svg')]).toEqual([
      200,
      'image/svg+xml',
      true,
    ]);
    expect((await fetch(`${server.url}assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${server.url}cms/missing.html`)).status).toBe(404);
  });

  it('never serves a file outside its folders', async () => {
    for (const path of [
      '/pb-elements/../../package.json',
      '/pb-elements/..%2f..%2fpackage.json',
      '/cms/%2e%2e/%2e%2e/package.json',
      '/cms/..%5c..%5cpackage.json',
      '/%00',
    ]) {
      const { status, body } = await rawGet(server.url, path);
      expect(body, path).not.toContain('"name": "pb-elements"');
      expect([200, 404]).toContain(status);
    }
  });

  it('reads a path that starts with two slashes as a path, not as another host', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      for (const path of ['//', '//example.com/cms/index.html', '//cms/missing.html']) {
        const { status, body } = await rawGet(server.url, path);
        expect([200, 404], path).toContain(status);
        expect(body, path).not.toContain('Server error');
      }
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });

  it('creates its SQLite file with the migrations on first start, and reuses it', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'pb-db-')), 'nested/site.db');
    const first = await startServer({ port: 0, database: file });
    await first.close();
    expect(existsSync(file)).toBe(true);
    const second = await startServer({ port: 0, database: file });
    await second.close();
    const db = new Database(file, { readonly: true });
    expect(db.prepare('SELECT id FROM schema_migrations').pluck().all()).toEqual([
      '001-ajax-log',
      '002-contact-submissions',
      '003-subscribers',
      '004-comments',
      '005-nonce-secret',
      '006-sbi-posts',
      '007-blog-posts',
      '008-ab-stats',
      '009-contact-repeat-index',
    ]);
    db.close();
  });
});
