import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createNonce } from './nonce.mjs';
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
      const reply = await post({
        action: 'sbi_load_more_clicked',
        offset: String(offset),
        feed_id: '*1',
        atts: '{"num":"4"}',
        current_resolution: '320',
      });
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

  it('prints the plugin item markup: social-host sources at 150/320/640, a same-origin placeholder, local-copy records', async () => {
    const data = JSON.parse((await post({ action: 'sbi_load_more_clicked', offset: '4', feed_id: '*1' })).text);
    expect(data.html).toContain('class="sbi_item sbi_type_image');
    expect(data.html).toContain(
      '&#34;640&#34;:&#34;https://scontent.cdninstagram.com/v/t51.2885-15/sample5_640.jpg&#34;',
    );
    expect(data.html).toContain(
      '&#34;150&#34;:&#34;https://scontent.cdninstagram.com/v/t51.2885-15/sample5_150.jpg&#34;',
    );
    expect(data.html).toMatch(/<img src="\/cms\/media\/placeholder.svg"/);
    expect(data.resizedImages['179000000005']).toEqual({
      id: 'sample5',
      ratio: '1.00',
      sizes: { full: 640, low: 320, thumb: 150 },
      extension: '.jpg',
    });
    expect(data.resizedImages['179000000007']).toBe('video');
    expect(Object.keys(data.resizedImages).sort()).toEqual([
      '179000000005',
      '179000000006',
      '179000000007',
      '179000000008',
    ]);
  });

  it('makes local copies on a resize request: records per id, video marked, unknown ids left out', async () => {
    const before = JSON.parse((await post({ action: 'sbi_load_more_clicked', offset: '10', feed_id: '*1' })).text);
    expect(before.resizedImages['179000000011']).toBeUndefined();
    const reply = await post({
      action: 'sbi_resized_images_submit',
      'needs_resizing[]': ['179000000011', '179000000007', 'nope', '../x'],
      feed_id: '*1',
      offset: '0',
      atts: '{}',
    });
    expect(JSON.parse(reply.text)).toEqual({
      '179000000011': { id: 'sample11', ratio: '1.00', sizes: { full: 640, low: 320, thumb: 150 }, extension: '.jpg' },
      '179000000007': 'video',
    });
    const after = JSON.parse((await post({ action: 'sbi_load_more_clicked', offset: '10', feed_id: '*1' })).text);
    expect(after.resizedImages['179000000011']).toEqual({
      id: 'sample11',
      ratio: '1.00',
      sizes: { full: 640, low: 320, thumb: 150 },
      extension: '.jpg',
    });
  });

  it('serves the local copies it drew, as JPEG at 640, 320 and 150 px, and the avatar', async () => {
    for (const [size, width] of [
      ['full', 640],
      ['low', 320],
      ['thumb', 150],
    ] as const) {
      const response = await fetch(`${server.url}wp-content/uploads/sb-instagram-feed-images/sample3${size}.jpg`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', width, width]);
    }
    expect((await fetch(`${server.url}wp-content/uploads/sb-instagram-feed-images/northwindstudio.jpg`)).status).toBe(
      200,
    );
    expect((await fetch(`${server.url}wp-content/uploads/sb-instagram-feed-images/sample99full.jpg`)).status).toBe(404);
  });

  it('records where a feed is shown (locator) only with a valid locator nonce', async () => {
    const fields = { action: 'sbi_do_locator', feed_id: '*1', atts: '{"num":"4"}', location: 'footer', post_id: '12' };
    expect((await post({ ...fields, locator_nonce: 'bad' })).text).toBe('0');
    expect((await post({ ...fields, locator_nonce: createNonce(server.db, 'sbi_locator') })).text).toBe('1');
    expect(
      (await post({ ...fields, location: 'javascript', locator_nonce: createNonce(server.db, 'sbi_locator') })).text,
    ).toBe('1');
    const rows = server.db
      .prepare('SELECT feed_id, post_id, location, atts FROM sbi_locations ORDER BY location')
      .all();
    expect(rows).toEqual([
      { feed_id: '*1', post_id: 12, location: 'content', atts: '{"num":"4"}' },
      { feed_id: '*1', post_id: 12, location: 'footer', atts: '{"num":"4"}' },
    ]);
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
