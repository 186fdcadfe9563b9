/**
 * Compressed answers for text files, as any production host sends them (issue 19: the demo's whole-page and
 * Lighthouse figures measured the stylesheet and scripts at their full size, so the first paint waited for about
 * four times the bytes a real site sends). Brotli when the browser accepts it, else gzip, else the bytes as they
 * are; a built file is compressed once (at brotli's best) and kept, a page made per request is compressed quickly.
 */
import { statSync } from 'node:fs';
import { extname } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt']);
/** Below this a compressed answer saves less than its headers cost. */
const SMALLEST = 512;

/**
 * The encoding to answer a request with, from its Accept-Encoding header: "br" or "gzip" when listed without
 * q=0 (brotli first, as browsers list it), else undefined.
 */
export function chooseEncoding(accept) {
  const accepted = new Map();
  for (const part of String(accept ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    accepted.set(name, q ? Number(q[1]) : 1);
  }
  const wants = (name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (wants('br')) return 'br';
  if (wants('gzip')) return 'gzip';
  return undefined;
}

/** Whether a file of this name is text worth compressing. */
const compressible = (file) => TEXT.has(extname(file));

function compress(body, encoding, best) {
  if (encoding === 'gzip') return gzipSync(body, { level: best ? 9 : 6 });
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: best ? constants.BROTLI_MAX_QUALITY : 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** A built file's compressed bytes, by encoding and path, with the version of the file they were made from. */
const built = new Map();

/**
 * `file` compressed in the encoding `accept` asks for, made once per version of the file (brotli at its best
 * takes a moment, once): `{ body, headers }`, or undefined when the file is not text, is too small to gain, or the
 * request accepts no encoding we make (then the file is sent as it is).
 */
export function compressedFile(file, accept, read) {
  const encoding = chooseEncoding(accept);
  if (!encoding || !compressible(file)) return undefined;
  const { mtimeMs, size } = statSync(file);
  if (size < SMALLEST) return undefined;
  const key = `${encoding}:${file}`;
  let kept = built.get(key);
  if (!kept || kept.mtimeMs !== mtimeMs || kept.size !== size) {
    kept = { mtimeMs, size, body: compress(read(), encoding, true) };
    built.set(key, kept);
  }
  return { body: kept.body, headers: encodedHeaders(encoding, kept.body) };
}

const encodedHeaders = (encoding, body) => ({
  Vary: 'Accept-Encoding',
  'Content-Encoding': encoding,
  'Content-Length': String(body.length),
});

/**
 * A page made for this request, as the answer's bytes and the headers that say how they are encoded: compressed
 * quickly when the request accepts it and the page is large enough, else as it is. `Vary` is set either way, so a
 * cache keeps both.
 */
export function encodePage(text, accept) {
  const encoding = chooseEncoding(accept);
  const bytes = Buffer.from(text);
  if (!encoding || bytes.length < SMALLEST)
    return { body: bytes, headers: { Vary: 'Accept-Encoding', 'Content-Length': String(bytes.length) } };
  const body = compress(bytes, encoding, false);
  return { body, headers: encodedHeaders(encoding, body) };
}
