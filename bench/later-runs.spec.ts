/** The report's rows measured again after its run (bench/later-runs.mjs): which stand, and which are left out. */
import { describe, expect, it } from 'vitest';
import {
  laterLongTasks,
  laterRows,
  newestLighthouseRun,
  newestPagesRun,
  newestRows,
  rowKey,
  withLighthouseOf,
} from './later-runs.mjs';

const row = (tag: string, n: number, extra: Record<string, unknown> = {}) => ({
  tag,
  peer: `${tag}-peer`,
  n,
  cpu: 4,
  engine: 'chromium',
  lead: true,
  ...extra,
});

describe('rows measured again after the run', () => {
  it('tells measurements apart by family, peer, N, CPU, engine, stylesheet and lead text', () => {
    const base = row('pb-map', 200);
    const keys = [
      base,
      row('pb-map', 50),
      row('pb-map', 200, { cpu: 1 }),
      row('pb-map', 200, { engine: 'firefox' }),
      row('pb-map', 200, { stylesheet: 'styles' }),
      row('pb-map', 200, { lead: undefined }),
      row('pb-map', 200, { peer: 'other' }),
      row('lazy-video', 200),
    ].map(rowKey);
    expect(new Set(keys).size).toBe(keys.length);
    // The value a row's `samples` or figures hold does not change which measurement it is.
    expect(rowKey({ ...base, us: { samples: 60 } })).toBe(rowKey(base));
    // Rows of runs before `engine` was recorded are Chromium's.
    expect(rowKey({ ...base, engine: undefined })).toBe(rowKey(base));
  });

  it('marks each later row with its run, oldest run first, and leaves out runs no newer than the report’s', () => {
    const runs = [
      { date: '2026-12-04T15:27:18Z', commit: 'dff8313', upgrade: [row('pb-map', 200)] },
      { date: '2026-12-04T04:00:00Z', upgrade: [row('pb-counter', 200)] },
      { date: '2026-12-04T12:18:37Z', upgrade: [row('lazy-video', 200)], upgradeFirefox: [row('pb-map', 50)] },
    ];
    const rows = laterRows(runs, '2026-12-04T04:13:50Z');
    expect(rows.map((u) => [u.tag, u.run, u.commit])).toEqual([
      ['lazy-video', '2026-12-04T12:18:37Z', undefined],
      ['pb-map', '2026-12-04T12:18:37Z', undefined],
      ['pb-map', '2026-12-04T15:27:18Z', 'dff8313'],
    ]);
    expect(laterRows([], '2026-12-04T04:13:50Z')).toEqual([]);
  });

  it('keeps for each measurement the newest row, the run’s own where none came later', () => {
    const own = [row('pb-map', 200, { id: 'own map' }), row('lazy-video', 200, { id: 'own video' })];
    const later = laterRows(
      [
        { date: '2026-12-04T13:35:20Z', upgrade: [row('pb-map', 200, { id: 'map at 13:35' })] },
        { date: '2026-12-04T15:27:18Z', upgrade: [row('pb-map', 200, { id: 'map at 15:27' })] },
        { date: '2026-12-04T14:00:00Z', upgrade: [row('pb-map', 200, { stylesheet: 'styles', id: 'one sheet' })] },
      ],
      '2026-12-04T04:13:50Z',
    );
    expect(newestRows(own, later).map((u) => u.id)).toEqual(['map at 15:27', 'own video', 'one sheet']);
    expect(newestRows(own, []).map((u) => u.id)).toEqual(['own map', 'own video']);
  });
});

describe('the whole pages measured again after the run', () => {
  const pagesRun = (date: string) => ({ date, pages: [{ page: '/cms/map.html' }], jquery: { median: 80 } });

  it('takes the newest later run that measured the pages, and none older than the report’s own', () => {
    const runs = [
      pagesRun('2026-12-04T21:00:00Z'),
      { date: '2026-12-04T22:00:00Z', upgrade: [row('pb-map', 200)] },
      pagesRun('2026-12-04T21:40:00Z'),
      pagesRun('2026-12-04T00:30:00Z'),
    ];
    expect(newestPagesRun(runs, '2026-12-04T01:25:34Z')?.date).toBe('2026-12-04T21:40:00Z');
    expect(newestPagesRun(runs, '2026-12-04T23:00:00Z')).toBeUndefined();
    expect(newestPagesRun([{ date: '2026-12-04T22:00:00Z', upgrade: [] }], '2026-12-04T01:25:34Z')).toBeUndefined();
  });
});

describe('Lighthouse measured again after the whole pages', () => {
  const figures = (score: number, tbt: number) => ({ score, tbt, cls: 0 });
  const lighthouseRun = (date: string, pages: string[]) => ({
    date,
    lighthouse: pages.map((page) => ({ page, lighthouse: figures(90, 120) })),
  });

  it('takes the newest later run of Lighthouse, and none older than the whole pages the report holds', () => {
    const runs = [
      lighthouseRun('2026-12-07T04:45:00Z', ['/']),
      { date: '2026-12-07T05:30:00Z', upgrade: [row('pb-map', 200)] },
      lighthouseRun('2026-12-07T05:00:00Z', ['/', '/cms/media.html']),
      { date: '2026-12-07T05:10:00Z', lighthouse: [] },
      lighthouseRun('2026-12-07T01:00:00Z', ['/']),
    ];
    expect(newestLighthouseRun(runs, '2026-12-07T01:58:50Z')?.date).toBe('2026-12-07T05:00:00Z');
    expect(newestLighthouseRun(runs, '2026-12-07T06:00:00Z')).toBeUndefined();
    expect(newestLighthouseRun([pagesLike()], '2026-12-07T01:58:50Z')).toBeUndefined();
  });

  it('puts its figures on the pages it ran, drops their older run without scripts, and leaves the others', () => {
    const pages = [
      { page: '/', lighthouse: figures(99, 0), lighthouseWithoutScripts: figures(100, 0), upgraded: 1439 },
      { page: '/cms/media.html', lighthouse: figures(99, 10), lighthouseWithoutScripts: figures(100, 5) },
      { page: '/cms/index.html', lighthouse: figures(100, 0) },
    ];
    const run = {
      date: '2026-12-07T05:00:00Z',
      lighthouse: [
        { page: '/', lighthouse: figures(97, 127), lighthouseWithoutScripts: figures(100, 79) },
        { page: '/cms/media.html', lighthouse: figures(94, 282) },
      ],
    };
    const merged = withLighthouseOf(pages, run);
    expect(merged[0]).toEqual({
      page: '/',
      lighthouse: figures(97, 127),
      lighthouseWithoutScripts: figures(100, 79),
      upgraded: 1439,
      lighthouseRun: '2026-12-07T05:00:00Z',
    });
    expect(merged[1]).toEqual({ page: '/cms/media.html', lighthouse: figures(94, 282), lighthouseRun: run.date });
    expect(merged[2]).toBe(pages[2]);
  });
});

function pagesLike() {
  return { date: '2026-12-07T05:00:00Z', pages: [{ page: '/' }], jquery: { median: 68 } };
}

describe("a later row's long tasks", () => {
  it("counts ours in loads and gives the peer's a load", () => {
    const u = { us: { samples: 66, longTasks: { mean: 8 / 66 } }, them: { longTasks: { mean: 2.758 } } };
    expect(laterLongTasks(u)).toBe('8 in 66 / 2.8');
  });

  it('says a Firefox row has none counted, where the driver gives no long-task entries', () => {
    const u = { us: { samples: 11, longTasks: null }, them: { longTasks: null } };
    expect(laterLongTasks(u)).toBe('— (not counted in Firefox)');
  });
});
