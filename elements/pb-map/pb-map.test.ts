import { expect, oneEvent } from '@open-wc/testing';
import type * as Leaflet from 'leaflet';
import { sendKeys } from '@web/test-runner-commands';
import { warningsDuring } from '../base/test/console.js';
import { loadStyles } from '../base/test/styles.js';
import {
  mount,
  runA11ySuite,
  runCleanupSuite,
  runMotionSuite,
  runUpgradeSuite,
  unmountAll,
} from '../base/test/suites.js';
import { until } from '../base/test/until.js';
import { preferMotion } from '../base/test/motion-preference.js';
import { ResourceTracker } from '../base/test/resource-tracker.js';
import { withViewport } from '../base/test/viewport.js';
import { configure, resetConfig } from '../core/config.js';
import { provideConsent } from '../core/consent.js';
import './define.js';
import { PbMapElement } from './pb-map.js';
import {
  badCoordinates,
  bareTag,
  bareWithCmsPins,
  cmsMap,
  fixtures,
  hostilePin,
  LOCAL_TILES,
  noPins,
} from './pb-map.fixtures.js';

/** WebDriver BiDi in Firefox takes the character, the others the key name. */
const SPACE = navigator.userAgent.includes('Firefox') ? ' ' : 'Space';
const markers = (el: Element) => [...el.querySelectorAll<HTMLElement>('.leaflet-marker-icon')];
const popupText = (el: Element) => el.querySelector('.leaflet-popup-content')?.textContent?.trim() ?? null;
const tileZooms = (el: Element) =>
  [...el.querySelectorAll<HTMLImageElement>('img.leaflet-tile')].map((img) =>
    Number(/\/tiles\/(\d+)\//.exec(img.src)?.[1]),
  );

const localTiles = () => {
  resetConfig();
  configure({ map: { tileUrl: LOCAL_TILES } });
};

async function loadedMap(html: string): Promise<PbMapElement> {
  const el = await mount<PbMapElement>(html, 'pb-map');
  await el.activate();
  await el.updateComplete;
  if (!el.loaded) throw new Error('the map did not load');
  return el;
}

before(async () => {
  await loadStyles('/elements/pb-map/pb-map.css');
  // Leaflet adds its pointer listeners to the document once per page, with its first map (Firefox): let that happen
  // before the cleanup suite counts what a map's connect adds.
  localTiles();
  await loadedMap(bareTag);
  unmountAll();
});
beforeEach(localTiles);
afterEach(() => {
  unmountAll();
  resetConfig();
  provideConsent(undefined);
});

runUpgradeSuite({ element: PbMapElement, fixtures, chrome: '.pb-map__pins' });
runCleanupSuite({ element: PbMapElement, fixtures, chrome: '.pb-map__pins' }, async (el) => {
  localTiles();
  await (el as PbMapElement).activate();
  markers(el)[0]?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
});
runMotionSuite('pb-map', '/elements/pb-map/pb-map.css');
runA11ySuite({ element: PbMapElement, fixtures }, [
  {
    name: 'placeholder waiting for consent',
    enter: (el) => {
      configure({ consent: { gate: true, clickConsents: false } });
      el.requestUpdate();
    },
  },
  { name: 'map loaded', enter: (el) => (el as PbMapElement).activate() },
  {
    name: 'popup open',
    enter: async (el) => {
      await (el as PbMapElement).showPin(0);
      await until(() => el.querySelector('.leaflet-popup-content'));
    },
  },
]);

describe('<pb-map> markup and map', () => {
  it('reserves the map box before upgrade, so nothing shifts when the placeholder and the map arrive', async () => {
    const host = document.createElement('div');
    host.className = 'pb-test-fixture';
    host.style.width = '600px';
    document.body.append(host);
    host.innerHTML = cmsMap.replace('<pb-map>', '<pb-map-later>').replace('</pb-map>', '</pb-map-later>');
    const box = () => host.querySelector('.et_pb_map')!.getBoundingClientRect();
    const before = box();
    expect(before.height).to.equal(440);
    const el = await loadedMap(cmsMap);
    host.remove();
    const canvas = el.querySelector('.et_pb_map')!.getBoundingClientRect();
    expect([canvas.height, canvas.top]).to.deep.equal([440, el.getBoundingClientRect().top]);
    expect(el.getBoundingClientRect().height, 'the list of places takes no room of its own').to.equal(440);
  });

  it('centres on the given centre and zoom, with tiles from the configured source and the credit line', async () => {
    const el = await loadedMap(cmsMap);
    await until(() => el.querySelector('img.leaflet-tile-loaded'));
    expect(new Set(tileZooms(el))).to.deep.equal(new Set([13]));
    const credit = el.querySelector('.leaflet-control-attribution')!;
    expect(credit.textContent).to.equal('© OpenStreetMap contributors');
    expect(credit.querySelector('a')!.href).to.equal('https://www.openstreetmap.org/copyright');
    expect(markers(el).length).to.equal(2);
  });

  it('defaults to OpenStreetMap, takes a tile-url attribute, and refuses a template that is not one', async () => {
    resetConfig();
    // Gated, so that the consent notice, which names the tile host, shows.
    configure({ consent: { gate: true } });
    const warnings = await warningsDuring(async () => {
      const el = await mount<PbMapElement>(
        bareTag.replace(`tile-url="${LOCAL_TILES}"`, 'tile-url="javascript:alert(1)"'),
        'pb-map',
      );
      expect(el.querySelector('.pb-map__notice')!.textContent).to.contain('tile.openstreetmap.org');
    });
    expect(warnings.some((w) => w.includes('is not an http(s) or same-origin template'))).to.equal(true);
    unmountAll();
    const local = await mount<PbMapElement>(bareTag, 'pb-map');
    expect(local.querySelector('.pb-map__notice')!.textContent).to.contain(location.host);
  });

  it("scopes Leaflet's stylesheet to the element: a Leaflet class elsewhere is untouched", async () => {
    const el = await loadedMap(bareTag);
    const outside = Object.assign(document.createElement('div'), { className: 'leaflet-pane pb-test-fixture' });
    document.body.append(outside);
    expect(getComputedStyle(outside).position).to.equal('static');
    expect(getComputedStyle(el.querySelector('.leaflet-pane')!).position).to.equal('absolute');
  });

  it("greys the tile pane from data-grayscale, per breakpoint with the theme's fallbacks", async () => {
    const el = await loadedMap(
      cmsMap.replace('data-grayscale="-60"', 'data-grayscale="-60" data-grayscale-phone="-100"'),
    );
    const filter = () => getComputedStyle(el.querySelector('.leaflet-tile-pane')!).filter;
    await withViewport({ width: 1200, height: 800 }, () => expect(filter()).to.match(/grayscale\((0\.6|60%)\)/));
    await withViewport({ width: 900, height: 800 }, () => expect(filter()).to.match(/grayscale\((0\.6|60%)\)/));
    await withViewport({ width: 600, height: 800 }, () => expect(filter()).to.match(/grayscale\((1|100%)\)/));
  });

  it('with no pins, or none valid, centres on the given centre (or the first valid pin), warns once and never throws', async () => {
    let el!: PbMapElement;
    const warnings = await warningsDuring(async () => {
      el = await loadedMap(noPins);
    });
    expect(warnings.length).to.equal(1);
    expect(warnings[0]).to.contain('no pins');
    expect(el.querySelector<HTMLElement>('.pb-map__places')!.hidden).to.equal(true);
    unmountAll();
    const bad = await warningsDuring(async () => {
      el = await loadedMap(badCoordinates);
    });
    expect(el.pins.map((pin) => pin.title)).to.deep.equal(['Somewhere']);
    expect(bad.some((w) => w.includes('1 pin(s) without a valid latitude and longitude'))).to.equal(true);
    expect(bad.some((w) => w.includes('centring on 10, 20'))).to.equal(true);
    await until(() => el.querySelector('img.leaflet-tile'));
    expect(tileZooms(el).every((z) => z === 13)).to.equal(true);
  });

  it('loads only when the map nears the viewport', async () => {
    const el = await mount<PbMapElement>(`<div style="height: 4000px"></div>${bareTag}`, 'pb-map');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(el.loaded).to.equal(false);
    const ready = oneEvent(el, 'pb-map-ready');
    el.scrollIntoView();
    await ready;
    expect(el.loaded).to.equal(true);
    scrollTo(0, 0);
  });
});

describe('<pb-map> pins', () => {
  it('names each marker by its title, as a focusable button', async () => {
    const el = await loadedMap(cmsMap);
    expect(markers(el).map((m) => [m.getAttribute('aria-label'), m.getAttribute('role'), m.tabIndex])).to.deep.equal([
      ['Studio', 'button', 0],
      ['Workshop', 'button', 0],
    ]);
  });

  for (const key of ['Enter', SPACE]) {
    it(`opens a pin's popup with ${key === 'Enter' ? 'Enter' : 'Space'}, one at a time, and tells the page`, async () => {
      const el = await loadedMap(cmsMap);
      const [studio, workshop] = markers(el);
      studio.focus();
      const opened = oneEvent(el, 'pb-pin-open');
      await sendKeys({ press: key });
      const { detail } = await opened;
      expect(detail).to.deep.equal({
        index: 0,
        title: 'Studio',
        lat: 52.5219,
        lng: 13.4132,
        address: 'Alexanderplatz 1, 10178 Berlin',
      });
      expect(popupText(el)).to.equal('StudioAlexanderplatz 1, 10178 Berlin');
      workshop.focus();
      await sendKeys({ press: key });
      await until(() => popupText(el)?.startsWith('Workshop'));
      expect(el.querySelectorAll('.leaflet-popup').length).to.equal(1);
    });
  }

  it('closes the popup with Escape; markers, zoom buttons and list buttons show a focus ring and are 24 px targets', async () => {
    const el = await loadedMap(cmsMap);
    const [studio] = markers(el);
    studio.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => el.querySelector('.leaflet-popup-content'));
    await sendKeys({ press: 'Escape' });
    await until(() => !el.querySelector('.leaflet-popup'));
    const targets = [
      ...markers(el),
      ...el.querySelectorAll<HTMLElement>('.pb-map__zoom-button, .pb-map__places summary'),
    ];
    expect(targets.length).to.equal(5);
    for (const target of targets) {
      const box = target.getBoundingClientRect();
      expect(Math.min(box.width, box.height), target.className).to.be.at.least(24);
      target.focus();
      await sendKeys({ press: 'Shift' });
      const style = getComputedStyle(target);
      expect(style.outlineStyle, target.className).to.equal('solid');
      expect(parseFloat(style.outlineWidth)).to.be.at.least(2);
    }
  });

  it('closes the popup on a click on the map', async () => {
    const el = await loadedMap(cmsMap);
    await el.showPin(1);
    expect(popupText(el)).to.contain('Pariser Platz');
    const canvas = el.querySelector<HTMLElement>('.et_pb_map')!;
    const box = canvas.getBoundingClientRect();
    const at = { clientX: box.left + 20, clientY: box.bottom - 60, bubbles: true };
    canvas.dispatchEvent(new MouseEvent('mousedown', at));
    canvas.dispatchEvent(new MouseEvent('mouseup', at));
    canvas.dispatchEvent(new MouseEvent('click', at));
    await until(() => !el.querySelector('.leaflet-popup'));
  });

  it('sanitises the popup: no script, no event handler, no javascript: link', async () => {
    const el = await loadedMap(hostilePin);
    await el.showPin(0);
    const popup = el.querySelector('.leaflet-popup-content')!;
    expect(popup.textContent).to.contain('Safe text');
    expect(popup.querySelectorAll('script, [onerror]').length).to.equal(0);
    expect(popup.querySelector('a')?.getAttribute('href') ?? null).to.equal(null);
  });

  it("lists the pins with their addresses; a pin's button loads the map, opens its popup and focuses its marker", async () => {
    const el = await mount<PbMapElement>(bareWithCmsPins, 'pb-map');
    const items = [...el.querySelectorAll('.pb-map__pins li')].map((li) => [
      li.querySelector('.pb-map__pin-title')!.textContent,
      li.querySelector('.pb-map__pin-address')!.textContent,
      li.querySelector('button')!.getAttribute('aria-label'),
    ]);
    expect(items).to.deep.equal([['River office', 'Tower Hill, London EC3N 4AB', 'Show on map: River office']]);
    const summary = el.querySelector<HTMLElement>('.pb-map__places summary')!;
    expect(summary.textContent).to.equal('Places on this map (1)');
    summary.click();
    expect(el.querySelector<HTMLDetailsElement>('.pb-map__places')!.open).to.equal(true);
    el.querySelector<HTMLButtonElement>('.pb-map__show')!.click();
    await until(() => el.querySelector('.leaflet-popup-content'));
    expect(document.activeElement === markers(el)[0]).to.equal(true);
  });

  it('bare <pb-map-pin> children become pins with popups', async () => {
    const el = await loadedMap(bareTag);
    expect(el.pins).to.deep.equal([
      { index: 0, title: 'Tower office', lat: 48.8584, lng: 2.2945, address: '5 Avenue Anatole France, 75007 Paris' },
    ]);
    await el.showPin(0);
    expect(popupText(el)).to.equal('5 Avenue Anatole France, 75007 Paris');
  });
});

describe('<pb-map> gestures', () => {
  it('with data-mouse-wheel="off", the wheel alone scrolls the page and shows a hint; Ctrl + wheel zooms', async () => {
    const el = await loadedMap(cmsMap);
    await until(() => el.querySelector('img.leaflet-tile-loaded'));
    const canvas = el.querySelector<HTMLElement>('.et_pb_map')!;
    const box = canvas.getBoundingClientRect();
    const wheel = (ctrlKey: boolean) =>
      canvas.querySelector('.leaflet-tile-pane')!.dispatchEvent(
        new WheelEvent('wheel', {
          deltaY: -300,
          ctrlKey,
          clientX: box.left + box.width / 2,
          clientY: box.top + box.height / 2,
          bubbles: true,
          cancelable: true,
        }),
      );
    expect(wheel(false), 'not prevented: the page scrolls').to.equal(true);
    expect(el.querySelector('.pb-map__hint--shown')?.textContent).to.contain('Ctrl + scroll');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(new Set(tileZooms(el))).to.deep.equal(new Set([13]));
    wheel(true);
    await until(() => tileZooms(el).some((z) => z > 13));
  });

  it('with data-mouse-wheel="on", the wheel zooms without a key', async () => {
    const el = await loadedMap(bareTag);
    await until(() => el.querySelector('img.leaflet-tile-loaded'));
    const pane = el.querySelector('.leaflet-tile-pane')!;
    const box = pane.getBoundingClientRect();
    pane.dispatchEvent(
      new WheelEvent('wheel', {
        deltaY: -300,
        clientX: box.left + 50,
        clientY: box.top + 50,
        bubbles: true,
        cancelable: true,
      }),
    );
    await until(() => tileZooms(el).some((z) => z > 12));
    expect(el.querySelector('.pb-map__hint')).to.equal(null);
  });
});

/** Makes this page report a touch screen (`pointer: coarse`) until the returned function runs. */
function forceCoarsePointer(): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => original.call(window, /pointer:\s*coarse/.test(query) ? 'all' : query);
  if (!matchMedia('(pointer: coarse)').matches) throw new Error('precondition: a coarse pointer could not be forced');
  return () => void (window.matchMedia = original);
}

/** Drags the map by 100 × 50 px with the mouse; returns the map pane's transform before and after. */
async function dragMap(el: Element): Promise<[string, string]> {
  const pane = el.querySelector<HTMLElement>('.leaflet-map-pane')!;
  const before = pane.style.transform;
  const box = el.querySelector('.leaflet-container')!.getBoundingClientRect();
  const [x, y] = [box.left + 100, box.top + 100];
  const at = (dx: number, dy: number) => ({ clientX: x + dx, clientY: y + dy, bubbles: true, button: 0, buttons: 1 });
  // On a node of the map (the events bubble to the document, where Leaflet follows a drag).
  const target = el.querySelector('.leaflet-tile-pane')!;
  target.dispatchEvent(new MouseEvent('mousedown', at(0, 0)));
  for (let step = 1; step <= 5; step++) {
    target.dispatchEvent(new MouseEvent('mousemove', at(step * 20, step * 10)));
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  target.dispatchEvent(new MouseEvent('mouseup', at(100, 50)));
  await new Promise((resolve) => requestAnimationFrame(resolve));
  return [before, pane.style.transform];
}

describe('<pb-map> touch screens', () => {
  it('a mouse drags the map on a desktop, whatever data-mobile-dragging says', async () => {
    const el = await loadedMap(cmsMap);
    const [before, after] = await dragMap(el);
    expect(after).not.to.equal(before);
  });

  it('data-mobile-dragging="off": one pointer never drags the map on a touch screen', async () => {
    const restore = forceCoarsePointer();
    try {
      const el = await loadedMap(bareTag.replace('mouse-wheel="on"', 'mouse-wheel="on" mobile-dragging="off"'));
      const [before, after] = await dragMap(el);
      expect(after).to.equal(before);
    } finally {
      restore();
    }
  });

  it('with dragging on, one pointer drags on a touch screen; with cooperative gestures one finger shows the hint', async () => {
    const restore = forceCoarsePointer();
    try {
      const free = await loadedMap(bareTag);
      const [before, after] = await dragMap(free);
      expect(after).not.to.equal(before);
      unmountAll();
      const cooperative = await loadedMap(cmsMap.replace('data-mobile-dragging="off"', 'data-mobile-dragging="on"'));
      const [still, stillAfter] = await dragMap(cooperative);
      expect(stillAfter, 'one pointer scrolls the page instead').to.equal(still);
      const move = Object.assign(new Event('touchmove', { bubbles: true }), { touches: [{}] });
      cooperative.querySelector('.leaflet-tile-pane')!.dispatchEvent(move);
      expect(cooperative.querySelector('.pb-map__hint--shown')?.textContent).to.equal(
        'Use two fingers to move the map',
      );
    } finally {
      restore();
    }
  });
});

describe('<pb-map> motion', () => {
  it('animates zooming only for visitors who welcome motion', async () => {
    const undo = await preferMotion('reduce');
    try {
      const still = await loadedMap(bareTag);
      expect(still.querySelector('.leaflet-proxy') === null, 'no zoom animation under reduced motion').to.equal(true);
      unmountAll();
    } finally {
      await undo();
    }
    const restore = await preferMotion('no-preference');
    try {
      const moving = await loadedMap(bareTag);
      expect(moving.querySelector('.leaflet-proxy') !== null, 'zoom animation otherwise').to.equal(true);
    } finally {
      await restore();
    }
  });
});

describe('<pb-map> disconnect', () => {
  it('removes the Leaflet map and puts the placeholder back; a reconnect draws the map again', async () => {
    const el = await loadedMap(cmsMap);
    const fixture = el.parentElement!;
    el.remove();
    expect(el.querySelector('.leaflet-pane, .leaflet-control') === null, 'Leaflet removed').to.equal(true);
    expect(el.querySelector('.et_pb_map')!.classList.contains('leaflet-container')).to.equal(false);
    await el.updateComplete;
    expect(el.querySelectorAll('.pb-map__facade').length).to.equal(1);
    const ready = oneEvent(el, 'pb-map-ready');
    fixture.append(el);
    await ready;
    expect(el.querySelectorAll('.leaflet-map-pane').length).to.equal(1);
    expect(markers(el).length).to.equal(2);
  });
});

/** Resolves at the end of the task in which Leaflet takes the canvas (its map made, nothing else built yet). */
const leafletTakes = (canvas: HTMLElement) =>
  new Promise<void>((resolve) => {
    const watch = new MutationObserver(() => {
      if (!canvas.classList.contains('leaflet-container')) return;
      watch.disconnect();
      resolve();
    });
    watch.observe(canvas, { attributes: true, attributeFilter: ['class'] });
  });

/**
 * The types of the listeners still on `node` or inside it, as the tracker saw them added, but for the placeholder's
 * own (put back on the canvas once the map is gone, and the element's for as long as it lives).
 */
const listenersOn = (tracker: ResourceTracker, node: Node) =>
  tracker
    .live()
    .listeners.filter(
      ({ target }) => target instanceof Element && node.contains(target) && !target.closest('.pb-map__facade'),
    )
    .map((record) => record.type);

describe('<pb-map> listeners on its canvas', () => {
  it("leaves none once removed (Leaflet's remove() keeps its scroll listener), and a reconnect adds one map's", async () => {
    const tracker = new ResourceTracker().start();
    try {
      const el = await loadedMap(cmsMap);
      const fixture = el.parentElement!;
      const canvas = el.querySelector<HTMLElement>('.et_pb_map')!;
      expect(listenersOn(tracker, canvas).filter((type) => type === 'scroll')).to.deep.equal(['scroll']);
      el.remove();
      expect(listenersOn(tracker, canvas), 'on the canvas and inside it').to.deep.equal([]);
      const ready = oneEvent(el, 'pb-map-ready');
      fixture.append(el);
      await ready;
      expect(listenersOn(tracker, canvas).filter((type) => type === 'scroll')).to.deep.equal(['scroll']);
    } finally {
      tracker.stop();
    }
  });
});

describe('<pb-map> set-up in steps (issue 19)', () => {
  it('removed while its map is being built, it stops at the next step and leaves nothing on its canvas', async () => {
    const tracker = new ResourceTracker().start();
    try {
      const el = await mount<PbMapElement>(cmsMap, 'pb-map');
      const canvas = el.querySelector<HTMLElement>('.et_pb_map')!;
      const taken = leafletTakes(canvas);
      const built = el.activate();
      await taken;
      el.remove();
      expect(await built, 'no map').to.equal(false);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(canvas.querySelectorAll('.leaflet-tile, .leaflet-marker-icon, .leaflet-pane').length).to.equal(0);
      expect([...canvas.classList].filter((name) => name.startsWith('leaflet-'))).to.deep.equal([]);
      expect(listenersOn(tracker, canvas)).to.deep.equal([]);
    } finally {
      tracker.stop();
    }
  });

  it('removed and put back while its map is being built, it ends with one map, not an error', async () => {
    const el = await mount<PbMapElement>(cmsMap, 'pb-map');
    const fixture = el.parentElement!;
    const canvas = el.querySelector<HTMLElement>('.et_pb_map')!;
    const taken = leafletTakes(canvas);
    const first = el.activate();
    await taken;
    // The first build has its map but not yet its tiles or pins.
    el.remove();
    fixture.append(el);
    const ready = oneEvent(el, 'pb-map-ready');
    expect(await first, 'the first build, its element gone meanwhile, gives no map').to.equal(false);
    await ready;
    await el.updateComplete;
    expect(el.querySelectorAll('.leaflet-map-pane').length).to.equal(1);
    expect(markers(el).length).to.equal(2);
    expect(el.querySelectorAll('.pb-map__facade').length, 'no placeholder over the map').to.equal(0);
  });

  it('builds the map, its tiles and its pins in separate tasks, so no step waits on the others', async () => {
    const el = await mount<PbMapElement>(cmsMap, 'pb-map');
    const canvas = el.querySelector<HTMLElement>('.et_pb_map')!;
    // A mutation observer reports at the end of the task that made the change: what it sees when Leaflet has just
    // taken the canvas is what that task built, nothing later.
    const firstTask = new Promise<{ tiles: number; markers: number }>((resolve) => {
      const watch = new MutationObserver(() => {
        if (!canvas.classList.contains('leaflet-container')) return;
        watch.disconnect();
        resolve({ tiles: canvas.querySelectorAll('.leaflet-tile').length, markers: markers(el).length });
      });
      watch.observe(canvas, { attributes: true, attributeFilter: ['class'] });
    });
    const ready = oneEvent(el, 'pb-map-ready');
    void el.activate();
    expect(await firstTask).to.deep.equal({ tiles: 0, markers: 0 });
    await ready;
    expect(canvas.querySelectorAll('.leaflet-tile').length).to.be.above(0);
    expect(markers(el).length).to.equal(2);
  });

  it('sets the view in a task after the one that makes the map (each reads the page: a style pass, a layout)', async () => {
    // The element's own Leaflet (the module of leaflet-parts.ts's map): a hook each map runs as it is made.
    const { Map } = (await import('leaflet/src/map/Map.js')) as { Map: typeof Leaflet.Map };
    const loads: boolean[] = [];
    let recording = true;
    Map.addInitHook(function (this: Leaflet.Map) {
      if (!recording) return;
      // Still true while the task that makes the map runs its script and its microtasks.
      let makingTask = true;
      void Promise.resolve().then(() => (makingTask = false));
      // A view set in the constructor fires `load` before the hooks run: never heard here.
      this.once('load', () => loads.push(makingTask));
    });
    try {
      const el = await mount<PbMapElement>(cmsMap, 'pb-map');
      const ready = oneEvent(el, 'pb-map-ready');
      void el.activate();
      await ready;
      expect(loads, 'the view set once, in a later task').to.deep.equal([false]);
    } finally {
      recording = false;
    }
  });
});
