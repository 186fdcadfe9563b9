import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { createNonce } from './nonce.mjs';
import { startServer } from './server.mjs';

const T0 = Date.UTC(2026, 10, 23, 9, 0, 0);
let server: Awaited<ReturnType<typeof startServer>> | undefined;

async function start() {
  server = await startServer({ port: 0, database: ':memory:', now: () => T0 });
  return server;
}
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function post(fields: Record<string, string>, userAgent = 'test-agent') {
  const response = await fetch(`${server!.url}wp-admin/admin-ajax.php`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'user-agent': userAgent },
  });
  return { status: response.status, text: await response.text() };
}

const stats = (data: unknown, nonce = createNonce(server!.db, 'et_ab_log_nonce', T0)) => ({
  action: 'et_pb_update_stats_table',
  stats_data_array: typeof data === 'string' ? data : JSON.stringify(data),
  et_ab_log_nonce: nonce,
});
const rows = () => server!.db.prepare('SELECT test_id, subject_id, record_type FROM ab_stats ORDER BY id').all();

describe('et_pb_update_stats_table', () => {
  it('stores one row per goal event and visitor, a repeat once', async () => {
    await start();
    const click = stats({ test_id: '101', subject_id: '2', record_type: 'click_goal' });
    expect(await post(click)).toEqual({ status: 200, text: '1' });
    expect(await post(click)).toEqual({ status: 200, text: '0' });
    await post(stats({ test_id: 101, subject_id: 2, record_type: 'read_page' }));
    await post(click, 'another browser');
    expect(rows()).toEqual([
      { test_id: 101, subject_id: 2, record_type: 'click_goal' },
      { test_id: 101, subject_id: 2, record_type: 'read_page' },
      { test_id: 101, subject_id: 2, record_type: 'click_goal' },
    ]);
  });

  it('refuses a bad nonce with -1 and 403, and malformed or unknown data with 0 and 400', async () => {
    await start();
    expect(await post(stats({ test_id: '101', subject_id: '1', record_type: 'click_goal' }, 'abcdefabcdef'))).toEqual({
      status: 403,
      text: '-1',
    });
    const frontend = createNonce(server!.db, 'et_frontend_nonce', T0);
    expect((await post(stats({ test_id: '101', subject_id: '1', record_type: 'click_goal' }, frontend))).status).toBe(
      403,
    );
    for (const data of [
      'not json',
      'null',
      { test_id: '999', subject_id: '1', record_type: 'click_goal' },
      { test_id: '101', subject_id: '7', record_type: 'click_goal' },
      { test_id: '101', subject_id: '1', record_type: 'drop_table' },
      { test_id: '101', subject_id: '__proto__', record_type: 'click_goal' },
    ])
      expect(await post(stats(data))).toEqual({ status: 400, text: '0' });
    expect(rows()).toEqual([]);
  });

  it('stores nothing it cannot name, whatever it is sent (property)', async () => {
    await start();
    await fc.assert(
      fc.asyncProperty(
        fc.record({ test_id: fc.anything(), subject_id: fc.anything(), record_type: fc.string() }),
        async (data) => {
          let text: string;
          try {
            text = JSON.stringify(data);
          } catch {
            return;
          }
          await post(stats(text));
          for (const row of rows() as Array<{ test_id: number; subject_id: number; record_type: string }>) {
            expect(row.test_id).toBe(101);
            expect([1, 2]).toContain(row.subject_id);
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('et_pb_ab_get_subject_id', () => {
  const ask = (userAgent: string, testId = '101', nonce = createNonce(server!.db, 'et_frontend_nonce', T0)) =>
    post({ action: 'et_pb_ab_get_subject_id', et_frontend_nonce: nonce, et_pb_ab_test_id: testId }, userAgent);

  it('gives each visitor a subject, balanced across visitors, and the same one again', async () => {
    await start();
    const first = JSON.parse((await ask('visitor a')).text);
    const second = JSON.parse((await ask('visitor b')).text);
    expect([first.id, second.id]).toEqual(['1', '2']);
    expect(first.content).toContain('et_pb_ab_subject_id-101_1');
    expect(JSON.parse((await ask('visitor a')).text).id).toBe('1');
    expect(JSON.parse((await ask('visitor b')).text).id).toBe('2');
  });

  it('refuses a bad nonce and an unknown test', async () => {
    await start();
    expect(await ask('a', '101', 'abcdefabcdef')).toEqual({ status: 403, text: '-1' });
    expect(await ask('a', '999')).toEqual({ status: 400, text: '0' });
    expect(await ask('a', '1 OR 1')).toEqual({ status: 400, text: '0' });
  });
});

describe('the results page', () => {
  it("shows each subject's visits, goals and conversion rate", async () => {
    await start();
    await post(stats({ test_id: '101', subject_id: '1', record_type: 'read_page' }), 'a');
    await post(stats({ test_id: '101', subject_id: '1', record_type: 'click_goal' }), 'a');
    await post(stats({ test_id: '101', subject_id: '1', record_type: 'read_page' }), 'b');
    await post(stats({ test_id: '101', subject_id: '2', record_type: 'read_page' }), 'c');
    const page = await (await fetch(`${server!.url}ab-results/`)).text();
    expect(page).toContain('<tr><th scope="row">Subject 1</th><td>2</td><td>1</td><td>50.0 %</td></tr>');
    expect(page).toContain('<tr><th scope="row">Subject 2</th><td>1</td><td>0</td><td>0.0 %</td></tr>');
    // The chart: one bar per subject, as long as its rate (the leader marked), named by its caption.
    const bars = [...page.matchAll(/<rect class="chart-bar( chart-lead)?" x="96" y="\d+" width="(\d+)"/g)];
    expect(bars.map(([, lead, width]) => [!!lead, Number(width)])).toEqual([
      [true, Math.round(0.5 * (480 - 96 - 64))],
      [false, 0],
    ]);
    expect(page).toContain('Conversion rate by subject: subject 1 50.0 %, subject 2 0.0 %</figcaption>');
    expect(page).toMatch(/<svg [^>]*role="img" aria-labelledby="chart-/);
  });
});
