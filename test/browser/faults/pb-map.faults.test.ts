/**
 * The fault matrix for <pb-map>'s tiles (images Leaflet asks the tile server for, docs/reliability.md): a tile
 * that fails stays blank, and the map around it keeps working (pins, zoom buttons, the credit); nothing retries a
 * failed tile until the view moves and asks for other ones.
 */
import { expect } from '@open-wc/testing';
import { mount, unmountAll } from '../../../elements/base/test/suites.js';
import { until } from '../../../elements/base/test/until.js';
import { configure, resetConfig } from '../../../elements/core/config.js';
import { bareTag, LOCAL_TILES } from '../../../elements/pb-map/pb-map.fixtures.js';
import type { PbMapElement } from '../../../elements/pb-map/pb-map.js';
import '../../../elements/pb-map/define.js';
import { errorsDuring, notApplicable, pause, received, replyUrl, scenario, uniqueKey } from './faults.js';

const tiles = (el: Element) => [...el.querySelectorAll<HTMLImageElement>('img.leaflet-tile')];
const loaded = (el: Element) => el.querySelectorAll('img.leaflet-tile-loaded').length;

afterEach(() => {
  unmountAll();
  resetConfig();
});

/** The bare map, its tiles from `template`, activated; resolves once Leaflet has asked for its tiles. */
async function mapWith(template: string) {
  configure({ map: { tileUrl: LOCAL_TILES } });
  const el = await mount<PbMapElement>(
    bareTag.replace(`tile-url="${LOCAL_TILES}"`, `tile-url="${template}"`),
    'pb-map',
  );
  await el.activate();
  await el.updateComplete;
  await until(() => tiles(el).length > 0);
  return el;
}

/** A template sending every tile to `faulty` under `key` (Leaflet fills in z, x, y). */
const faultyTiles = (faulty: string, key: string) => `${replyUrl(faulty, key)}&tile={z}-{x}-{y}`;

/** Every tile failed; the map still has its pin, its credit and working zoom buttons, and asked no tile twice. */
async function expectUsable(el: PbMapElement, key?: string) {
  await pause(500);
  expect(loaded(el), 'no tile shows').to.equal(0);
  expect(el.querySelectorAll('.leaflet-marker-icon').length).to.equal(1);
  expect(el.querySelector('.leaflet-control-attribution')).to.not.equal(null);
  if (key) {
    const asked = (await received(key)).map((entry) => entry.scenario);
    expect(asked.length, 'each tile asked for once').to.equal(tiles(el).length);
  }
  const [zoomIn] = el.querySelectorAll<HTMLElement>('.pb-map__zoom-button');
  const before = tiles(el).map((img) => img.src);
  zoomIn.click();
  await until(() => tiles(el).some((img) => !before.includes(img.src)));
  await until(() => !el.querySelector('.leaflet-zoom-anim'));
}

async function failingTiles(faulty: string) {
  const key = uniqueKey();
  const errors = await errorsDuring(async () => expectUsable(await mapWith(faultyTiles(faulty, key)), key));
  expect(errors).to.deep.equal([]);
}

describe('<pb-map> fault matrix', () => {
  it('tiles × offline: the tiles stay blank; the pin, the credit and the zoom buttons work; no tile is asked for twice', async () => {
    const key = uniqueKey();
    const errors = await errorsDuring(async () => expectUsable(await mapWith(faultyTiles(scenario.offline, key))));
    expect(errors).to.deep.equal([]);
  });

  it('tiles × DNS failure: a tile host that does not resolve leaves the tiles blank; the map works', async () => {
    const errors = await errorsDuring(async () =>
      expectUsable(await mapWith('https://pb-fault.invalid/{z}/{x}/{y}.png')),
    );
    expect(errors).to.deep.equal([]);
  });

  it('tiles × HTTP 500: the tiles stay blank; the map works; no tile is asked for twice', async () => {
    await failingTiles(scenario.server);
  });

  it('tiles × 403 -1 (nonce): the tiles stay blank; the map works; no tile is asked for twice', async () => {
    await failingTiles(scenario.nonce);
  });

  it('tiles × HTML instead of the reply: a page where a tile should be stays blank; the map works', async () => {
    await failingTiles(scenario.html);
  });

  it("tiles × 20 s stall: the tiles stay blank while they are on their way (the browser's own loads); the map works meanwhile", async () => {
    const key = uniqueKey();
    const el = await mapWith(faultyTiles(scenario.stall(3000, scenario.server), key));
    await expectUsable(el);
  });

  it('tiles × reply after removal: the map removed while its tiles load, mid-zoom; the late answers and the zoom cause no error', async () => {
    const key = uniqueKey();
    const errors = await errorsDuring(async () => {
      const el = await mapWith(faultyTiles(scenario.stall(300, scenario.server), key));
      el.querySelector<HTMLElement>('.pb-map__zoom-button')!.click();
      await until(() => el.querySelector('.leaflet-zoom-anim'));
      el.closest('.pb-test-fixture')!.remove();
      await pause(700);
    });
    expect(errors).to.deep.equal([]);
  });
});

notApplicable(
  'tiles × truncated reply: n/a, the browser draws what arrived of a cut-off tile image; nothing of ours reads it',
);
notApplicable(
  'tiles × double click: n/a, tiles are asked for by the view, not by a click; a double click zooms the map',
);
