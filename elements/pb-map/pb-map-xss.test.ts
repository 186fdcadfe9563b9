/**
 * The XSS corpus (test/corpus/) through a map pin's popup, end to end (TRUST.md #32): a pin's markup is the page
 * author's, already live in the page; what the element adds is its serialisation (`innerHTML`) parsed again and
 * inserted into the popup. So each pin here answers `innerHTML` with the vector itself (a superset of what a live
 * pin could serialise to), and the popup the element builds from it is opened and checked
 * (test/corpus/xss-checks.ts).
 */
import { expect } from '@open-wc/testing';
import { pathSample, throughPath } from '../../test/corpus/xss-checks.js';
import { LOCAL_TILES } from './pb-map.fixtures.js';
import type { PbMapElement } from './pb-map.js';
import './define.js';

/** A map with one CMS pin whose markup reads as `html`. */
function mapWithPin(html: string): PbMapElement {
  const map = document.createElement('pb-map') as PbMapElement;
  for (const [name, value] of Object.entries({ 'center-lat': '52.52', 'center-lng': '13.405', zoom: '13' }))
    map.setAttribute(name, value);
  map.setAttribute('tile-url', LOCAL_TILES);
  const pin = Object.assign(document.createElement('div'), { className: 'et_pb_map_pin' });
  Object.assign(pin.dataset, { lat: '52.52', lng: '13.405', title: 'Pin' });
  pin.append(Object.assign(document.createElement('div'), { className: 'infowindow', textContent: 'Address' }));
  Object.defineProperty(pin, 'innerHTML', { get: () => html });
  map.append(pin);
  return map;
}

describe('<pb-map> popup: XSS corpus end to end', function () {
  this.timeout(60_000);
  after(() => document.querySelectorAll('[data-xss-host]').forEach((box) => box.remove()));

  it("inserts nothing that runs, loads a trap or is unsafe, from any of 80 vectors in a pin's markup", async () => {
    const vectors = await pathSample(80);
    let opened = 0;
    const { failures } = await throughPath(
      vectors,
      async (box) => {
        // One live map at a time: the last one (checked already) goes.
        document.querySelectorAll('[data-xss-host] pb-map').forEach((map) => map.remove());
        return box;
      },
      async (box, html) => {
        const map = mapWithPin(html);
        box.append(map);
        await map.updateComplete;
        await map.showPin(0);
        const popup = map.querySelector('.leaflet-popup-content');
        if (popup) opened++;
        return popup ?? box;
      },
    );
    expect(failures).to.deep.equal([]);
    expect(opened).to.equal(vectors.length);
  });
});
