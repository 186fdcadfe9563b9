import fc from 'fast-check';
import { mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzRuns } from '../../test/helpers/fuzz-runs.js';
import { chooseEncoding, compressedFile, encodePage } from './compression.mjs';
import { startServer } from './server.mjs';

const decode = (body: Buffer, encoding: string | undefined) =>
  encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;

describe('chooseEncoding (an Accept-Encoding header, untrusted)', () => {
  it('prefers brotli, then gzip, and honours q=0 and the wildcard', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('BR')).toBe('br');
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('gzip;q=0')).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
    expect(chooseEncoding('')).toBeUndefined();
  });

  it('for any header: one of br, gzip or none, never a throw, and never one the header refuses', () => {
    fc.assert(
      fc.property(fc.string(), (header) => {
        const chosen = chooseEncoding(header);
        expect([undefined, 'br', 'gzip']).toContain(chosen);
        if (chosen) expect(header.toLowerCase()).toMatch(new RegExp(`${chosen}|\\*`));
      }),
      fuzzRuns(),
    );
    fc.assert(
      fc.property(
        fc.shuffledSubarray(['br', 'gzip', 'deflate', 'zstd', 'identity'], { minLength: 1 }),
        fc.array(fc.constantFrom('', ';q=0', ';q=0.5', ';q=1'), { minLength: 5, maxLength: 5 }),
        (names, qs) => {
          const header = names.map((name, i) => `${name}${qs[i]}`).join(', ');
          const ok = (name: string) => names.includes(name) && qs[names.indexOf(name)] !== ';q=0';
          expect(chooseEncoding(header)).toBe(ok('br') ? 'br' : ok('gzip') ? 'gzip' : undefined);
        },
      ),
      fuzzRuns(),
    );
  });
});

describe('encodePage and compressedFile', () => {
  it('compresses a page losslessly, and leaves a small one or an unaccepted one as it is', () => {
    const page = `<!doctype html><p>${'Films that people finish watching. '.repeat(100)}</p>`;
    for (const accept of ['br', 'gzip']) {
      const { body, headers } = encodePage(page, accept) as { body: Buffer; headers: Record<string, string> };
      expect(headers['Content-Encoding']).toBe(accept);
      expect(body.length).toBeLessThan(page.length / 4);
      expect(Number(headers['Content-Length'])).toBe(body.length);
      expect(decode(body, accept).toString()).toBe(page);
    }
    expect((encodePage(page, 'identity').headers as Record<string, string>)['Content-Encoding']).toBeUndefined();
    expect(encodePage('<p>short</p>', 'br').body.toString()).toBe('<p>short</p>');
  });

  it('compresses a built file once per version of it, and only text', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pb-compress-'));
    const file = join(dir, 'app.js');
    writeFileSync(file, 'export const a = 1;\n'.repeat(200));
    let reads = 0;
    const read = () => {
      reads++;
      return readFileSync(file);
    };
    const first = compressedFile(file, 'br', read)!;
    expect(compressedFile(file, 'br', read)!.body).toBe(first.body);
    expect(reads).toBe(1);
    expect(decode(first.body, 'br').toString()).toBe(readFileSync(file, 'utf8'));
    writeFileSync(file, 'export const b = 2;\n'.repeat(300));
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(decode(compressedFile(file, 'br', read)!.body, 'br').toString()).toContain('const b');
    expect(reads).toBe(2);
    const image = join(dir, 'photo.png');
    writeFileSync(image, Buffer.alloc(4096));
    expect(compressedFile(image, 'br', () => readFileSync(image))).toBeUndefined();
    expect(compressedFile(file, 'identity', read)).toBeUndefined();
  });
});

describe('the reference server', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    server = await startServer({ port: 0, database: ':memory:' });
  });
  afterAll(() => server.close());

  const get = (path: string, accept?: string, method = 'GET') =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      const { hostname, port } = new URL(server.url);
      const headers = accept ? { 'Accept-Encoding': accept } : {};
      const req = request({ hostname, port, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      req.end();
    });

  it('sends a stylesheet and a page compressed when the browser accepts it, and as they are when not', async () => {
    const css = readFileSync(join(import.meta.dirname, '../cms/theme.css'));
    const br = await get('/cms/theme.css', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(decode(br.body, 'br').equals(css)).toBe(true);
    expect(br.body.length).toBeLessThan(css.length / 2);
    const plain = await get('/cms/theme.css');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(css)).toBe(true);
    const page = await get('/cms/toggle.html', 'gzip');
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(decode(page.body, 'gzip').toString()).toContain('</html>');
    const head = await get('/cms/toggle.html', 'gzip', 'HEAD');
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.body.length).toBe(0);
  });
});
