import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from './server.mjs';

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer({ port: 0, database: ':memory:' });
});
afterAll(() => server.close());

const post = async (fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(name, v);
  const response = await fetch(`${server.url}wp-admin/admin-ajax.php`, { method: 'POST', body });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
};

describe('feed ajax actions', () => {
  it('load more pages through the stored feed by offset, shouldPaginate false at the end', async () => {
    const seen: string[] = [];
    let offset = 0;
    for (let page = 0; page < 10; page++) {
      const reply = await post({ action: 'sbi_load_more_clicked', offset: String(offset), feed_id: '*1', atts: '{"num":"4"}', current_resolution: '320' });
      expect(reply.status).toBe(200);
      expect(reply.text.trim().startsWith('{')).toBe(true);
      const data = JSON.parse(reply.text);
      const ids = [...data.html.matchAll(/id="sbi_(\d+)"/g)].map((m: RegExpMatchArray) => m[1]);
      seen.push(...ids);
      offset += ids.length;
      expect(typeof data.resizedImages).toBe('object');
      if (!data.feedStatus.shouldPaginate) break;
    }
    expect(seen.length).toBe(14);
    expect(new Set(seen).size).toBe(14);
    const end = JSON.parse((await post({ action: 'sbi_load_more_clicked', offset: '14', feed_id: '*1' })).text);
    expect(end).toEqual({ html: '', resizedImages: {}, feedStatus: { shouldPaginate: false } });
  });

  it('prints the plugin item markup with our own images and video markers', async () => {
    const data = JSON.parse((await post({ action: 'sbi_load_more_clicked', offset: '4', feed_id: '*1' })).text);
    expect(data.html).toContain('class="sbi_item sbi_type_image');
    expect(data.html).toContain('&#34;640&#34;:&#34;/cms/media/still-5.svg&#34;');
    expect(data.html).not.toMatch(/cdninstagram|fbcdn/);
    expect(data.resizedImages).toEqual({ '179000000007': 'video' });
  });

  it('answers resize requests per id: video, pending, unknown ids left out', async () => {
    const reply = await post({ action: 'sbi_resized_images_submit', 'needs_resizing[]': ['179000000001', '179000000007', 'nope', '../x'], feed_id: '*1', offset: '0', atts: '{}' });
    expect(JSON.parse(reply.text)).toEqual({ '179000000001': 'pending', '179000000007': 'video' });
  });

  it('answers the ajax test', async () => {
    expect((await post({ action: 'sbi_on_ajax_test_trigger' })).text).toBe('1');
  });

  it('never fails on arbitrary fields', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.string(), fc.string(), async (offset, feedId, ids) => {
        for (const action of ['sbi_load_more_clicked', 'sbi_resized_images_submit']) {
          const reply = await post({ action, offset, feed_id: feedId, 'needs_resizing[]': [ids] });
          expect(reply.status).toBe(200);
          expect(() => JSON.parse(reply.text)).not.toThrow();
        }
      }),
      { numRuns: 30 },
    );
  });
});
