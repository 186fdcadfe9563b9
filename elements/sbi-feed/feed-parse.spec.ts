/**
 * The feed's shared parsers of untrusted text (feed-parse.ts) as properties, at the count fuzzRuns gives
 * (`npm run fuzz` runs them at 10 000): whatever the server or the page prints, none throws, garbage gives the
 * documented empty result, and every URL that comes out is one `safeImageUrl` accepts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzRuns } from '../../test/helpers/fuzz-runs.js';
import { localUrl, mediaId, parseJsonObject, parseResized, parseSrcSet, safeImageUrl } from './feed-parse.js';

const text = fc.oneof(
  fc.string(),
  fc.json(),
  fc.constantFrom('{', '{"d":', 'null', '[]', '{"__proto__":{"x":1}}', '{"d":"javascript:alert(1)"}'),
);
const urlish = fc.oneof(
  fc.webUrl(),
  fc.string(),
  fc.constantFrom('/a.jpg', '//evil.example/a.jpg', 'javascript:alert(1)', 'data:image/png;base64,', ' https://x/y '),
);

describe('feed parsers (fuzzed)', () => {
  it('parseJsonObject gives a plain object or undefined, never throwing', () => {
    fc.assert(
      fc.property(fc.oneof(text, fc.constantFrom(null, undefined)), (input) => {
        const value = parseJsonObject(input);
        if (value !== undefined) {
          expect(typeof value).toBe('object');
          expect(Array.isArray(value)).toBe(false);
        }
      }),
      fuzzRuns(),
    );
  });

  it('safeImageUrl keeps only http(s) and root-relative URLs without quotes, spaces or angle brackets', () => {
    fc.assert(
      fc.property(fc.oneof(urlish, fc.anything()), (value) => {
        const url = safeImageUrl(value);
        if (url === undefined) return;
        expect(url).toMatch(/^(https?:\/\/|\/(?!\/))/i);
        expect(url).not.toMatch(/[\s"'<>]/);
      }),
      fuzzRuns(),
    );
  });

  it('parseSrcSet keeps only the known widths, each a safe URL', () => {
    const srcSet = fc
      .dictionary(fc.constantFrom('d', '150', '320', '640', 'x', '__proto__'), fc.oneof(urlish, fc.anything()))
      .map((value) => JSON.stringify(value) ?? '');
    fc.assert(
      fc.property(fc.oneof(text, srcSet), (input) => {
        const set = parseSrcSet(input);
        for (const [key, url] of Object.entries(set)) {
          expect(['d', '150', '320', '640']).toContain(key);
          expect(safeImageUrl(url)).toBe(url);
        }
      }),
      fuzzRuns(),
    );
  });

  it('mediaId reads only the ids the plugin prints', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string().map((s) => `sbi_${s}`),
        ),
        (id) => {
          const media = mediaId(id);
          if (media !== undefined) expect(`sbi_${media}`).toBe(id);
        },
      ),
      fuzzRuns(),
    );
  });

  it('parseResized keeps well-formed records and markers, and builds local URLs from safe parts only', () => {
    const record = fc.record(
      { id: fc.oneof(fc.string(), fc.stringMatching(/^[\w-]{1,20}$/)), extension: fc.string(), sizes: fc.anything() },
      { requiredKeys: [] },
    );
    const entry = fc.oneof(record, fc.constantFrom('video', 'pending', 'error', 'other'), fc.anything());
    const reply = fc.dictionary(fc.oneof(fc.string(), fc.stringMatching(/^[\w-]{1,20}$/)), entry);
    fc.assert(
      fc.property(
        fc.oneof(
          reply,
          reply.map((r) => JSON.stringify(r)),
          text,
          fc.anything(),
        ),
        (input) => {
          for (const [key, value] of parseResized(input)) {
            expect(key).toMatch(/^[\w-]{1,80}$/);
            if (typeof value === 'string') expect(['video', 'pending', 'error']).toContain(value);
            else {
              expect(value.id).toMatch(/^[\w-]{1,80}$/);
              expect(value.extension).toMatch(/^\.(jpe?g|png|webp|avif)$/i);
              expect(localUrl('/cache/', value, 320)).toBe(`/cache/${value.id}low${value.extension}`);
            }
          }
        },
      ),
      fuzzRuns(),
    );
  });
});
