/**
 * <pb-map> before consent (TRUST.md #28): a placeholder with the address and a button, and no script or tile
 * requested until the visitor asks. In a file of its own, so Leaflet is not yet loaded in this page when it starts.
 */
import { expect, oneEvent } from '@open-wc/testing';
import { ConsentDouble } from '../base/test/consent-double.js';
import { loadStyles } from '../base/test/styles.js';
import { mount, unmountAll } from '../base/test/suites.js';
import { until } from '../base/test/until.js';
import { configure, resetConfig } from '../core/config.js';
import { provideConsent } from '../core/consent.js';
import './define.js';
import type { PbMapElement } from './pb-map.js';
import { cmsMap, LOCAL_TILES } from './pb-map.fixtures.js';

/** What this page has requested that belongs to a map: Leaflet's module, our part and tiles. */
const mapRequests = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => /leaflet|\/tiles\//.test(name));

before(() => loadStyles('/elements/pb-map/pb-map.css'));
afterEach(() => {
  unmountAll();
  resetConfig();
  provideConsent(undefined);
});

describe('<pb-map> before consent', () => {
  it('shows the address, the tile host and the buttons, and requests no script or tile until "Load once"', async () => {
    configure({ consent: { gate: true, clickConsents: false }, map: { tileUrl: LOCAL_TILES } });
    const consent = new ConsentDouble();
    provideConsent(consent);
    const el = await mount<PbMapElement>(cmsMap, 'pb-map');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(el.loaded).to.equal(false);
    expect(mapRequests()).to.deep.equal([]);
    expect(el.querySelector('.pb-map__address')!.textContent).to.equal(
      'Alexanderplatz 1, 10178 Berlin · Pariser Platz 4, 10117 Berlin',
    );
    expect(el.querySelector('.pb-map__notice')!.textContent).to.equal(
      `The map loads from ${location.host}, which receives your IP address.`,
    );
    expect(el.querySelector('.pb-map__play')!.textContent).to.equal('Show map');
    // The play button without click-consent only asks the page.
    const asked = oneEvent(el, 'pb-consent-request');
    el.querySelector<HTMLButtonElement>('.pb-map__play')!.click();
    expect((await asked).detail).to.deep.equal({ category: 'functional' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mapRequests()).to.deep.equal([]);

    const ready = oneEvent(el, 'pb-map-ready');
    el.querySelector<HTMLButtonElement>('.pb-map__load-once')!.click();
    expect((await ready).detail).to.deep.equal({ pins: 2 });
    expect(consent.allowed).to.deep.equal([]);
    await until(() => el.querySelector('img.leaflet-tile-loaded'));
    // The tiles' own addresses (a tile another test file of this browser loaded may come from the cache, which
    // Firefox leaves out of the resource timing).
    const tiles = [...el.querySelectorAll<HTMLImageElement>('img.leaflet-tile')].map((img) => img.src);
    expect(tiles.length).to.be.above(0);
    expect(tiles.every((name) => new URL(name).origin === location.origin)).to.equal(true);
    expect(el.querySelector('.pb-map__facade') === null, 'the placeholder is gone').to.equal(true);
  });

  it('loads when consent arrives, and with click-consent the placeholder button alone loads it', async () => {
    configure({ consent: { gate: true, clickConsents: true }, map: { tileUrl: LOCAL_TILES } });
    const consent = new ConsentDouble();
    provideConsent(consent);
    const first = await mount<PbMapElement>(cmsMap, 'pb-map');
    expect(first.loaded).to.equal(false);
    consent.grant('functional');
    await until(() => first.loaded);
    unmountAll();
    consent.revoke('functional');
    const second = await mount<PbMapElement>(cmsMap, 'pb-map');
    expect(second.loaded).to.equal(false);
    second.querySelector<HTMLButtonElement>('.pb-map__play')!.click();
    await until(() => second.loaded);
    expect(consent.allowed).to.deep.equal([]);
  });
});
