import type { PropertyDeclarations } from '@lit/reactive-element';
import { create } from '../base/dom.js';
import { onDemand } from '../base/on-demand.js';
import { PbElement } from '../base/pb-element.js';
import { ConsentGate } from '../controllers/consent-gate.js';
import { Facade } from '../controllers/facade.js';
import { InView } from '../controllers/in-view.js';
import { getConfig } from '../core/config.js';
import { PbMapReadyEvent, PbPinOpenEvent, type MapPin } from './events.js';
import type { MapHandle, MapPinData } from './leaflet-map.js';
import { isTileTemplate, parseCoordinate, parseGrayscale, parseSwitch, resolveView } from './map-data.js';

/** Leaflet and the map built on it: loaded when the map nears the viewport, and only once consent allows it. */
const mapPart = onDemand('pb-map/leaflet-map', () => import('./leaflet-map.js').then((part) => part.withLeaflet()));

interface Pin extends MapPin {
  html: string;
}

/**
 * A map with pins that costs nothing until it is needed: a placeholder with the address and a button stand in for
 * it, Leaflet loads only when the map nears the viewport, and — with consent gating on — no tile or script is
 * requested from another host before the map's consent category is granted (TRUST.md #28).
 *
 * Upgrades the CMS map module `.et_pb_map_container` > `.et_pb_map[data-center-lat][data-center-lng][data-zoom]
 * [data-mouse-wheel][data-mobile-dragging]` with its `.et_pb_map_pin[data-lat][data-lng][data-title]` pins
 * (MARKUP.md §8.4), or works as a bare tag with the same attributes and `<pb-map-pin lat lng title>` children
 * (or the CMS pin markup). Adds an accessible list of the pins, a disclosure over the map's corner.
 *
 * @summary Consent-gated Leaflet map with keyboard-operable pins, cooperative gestures and a list of the pins.
 * @tag pb-map
 * @event {PbMapReadyEvent} pb-map-ready - The map has replaced the placeholder; detail `{ pins }`.
 * @event {PbPinOpenEvent} pb-pin-open - A pin's popup opened; detail the pin `{ index, title, lat, lng, address }`.
 * @event {PbConsentRequestEvent} pb-consent-request - The map was asked for before consent and a click does not count as consent; detail `{ category }`.
 * @attr {string} load-once-label - Label of the consent notice's button that loads this one map (default "Load once").
 * @attr {string} always-allow-label - Label of the consent notice's button that allows the category for good (default "Always allow").
 * @attr {string} grayscale-tablet - Grayscale 0–100 on tablets (≤ 980 px); defaults to `grayscale`.
 * @attr {string} grayscale-phone - Grayscale 0–100 on phones (≤ 767 px); defaults to the tablet value.
 * @cssprop --pb-map-height - The map's height, reserved before upgrade (default 440px, the theme's).
 */
export class PbMapElement extends PbElement {
  static override tagName = 'pb-map';

  static override properties: PropertyDeclarations = {
    centerLat: { attribute: 'center-lat' },
    centerLng: { attribute: 'center-lng' },
    zoom: {},
    mouseWheel: { attribute: 'mouse-wheel' },
    mobileDragging: { attribute: 'mobile-dragging' },
    grayscale: {},
    tileUrl: { attribute: 'tile-url' },
    attribution: {},
    address: {},
    loadLabel: { attribute: 'load-label' },
    consentNotice: { attribute: 'consent-notice' },
    consentCategory: { attribute: 'consent-category' },
  };

  /** Latitude of the centre (`data-center-lat` in CMS markup). */
  declare centerLat?: string;
  /** Longitude of the centre (`data-center-lng`). */
  declare centerLng?: string;
  /** Zoom level 0–19 (`data-zoom`; default 13). */
  declare zoom?: string;
  /** "on": the wheel zooms; "off" (the CMS default): cooperative gestures — Ctrl/⌘ + wheel zooms, two fingers pan (`data-mouse-wheel`). */
  declare mouseWheel?: string;
  /** "off": no one-finger dragging on touch screens (`data-mobile-dragging`). */
  declare mobileDragging?: string;
  /** Grayscale 0–100 of the tiles (`data-grayscale`, printed as a negative saturation such as "-60"). */
  declare grayscale?: string;
  /** Tile URL template (default: the site setting `map.tileUrl`, OpenStreetMap's standard tiles). */
  declare tileUrl?: string;
  /** The tiles' credit as HTML, links kept (default: the site setting `map.attribution`). */
  declare attribution?: string;
  /** The address the placeholder shows before the map loads (default: the pins' addresses). */
  declare address?: string;
  /** The placeholder button's label (default "Show map"). */
  declare loadLabel?: string;
  /** Text of the consent placeholder (default "The map loads from <tile host>, which receives your IP address."). */
  declare consentNotice?: string;
  /** Consent category the map needs when gating is on (site default `map.category`: "functional"). */
  declare consentCategory?: string;

  readonly #gate = new ConsentGate(this, () => this.consentCategory || getConfig().map.category);
  readonly #inView = new InView(this);
  #facade?: Facade;
  #address?: HTMLElement;
  #list?: HTMLElement;
  #places?: HTMLDetailsElement;
  #summary?: HTMLElement;
  #canvas?: HTMLElement;
  #handle?: MapHandle;
  #starting?: Promise<MapHandle | undefined>;
  /** The map build under way, if any (settles either way, once it has ended). */
  #building?: Promise<void>;
  #pins: Pin[] = [];

  /** The map has replaced the placeholder. */
  get loaded(): boolean {
    return !!this.#handle;
  }

  /** The pins read from the markup (valid ones only). */
  get pins(): MapPin[] {
    return this.#pins.map(({ html: _, ...pin }) => pin);
  }

  get #container(): HTMLElement {
    return this.querySelector<HTMLElement>(':scope > .et_pb_map_container') ?? this;
  }

  /** A setting from the tag's attribute, else the CMS data attribute on `node`. */
  #read(value: string | undefined, node: HTMLElement, name: string): string | undefined {
    return value ?? node.getAttribute(`data-${name}`) ?? this.getAttribute(`data-${name}`) ?? undefined;
  }

  get #tileUrl(): string {
    const url = this.tileUrl ?? getConfig().map.tileUrl;
    if (isTileTemplate(url)) return url;
    this.warn(
      `tile URL "${url}" is not an http(s) or same-origin template with {z}, {x} and {y}; using OpenStreetMap's.`,
    );
    return 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
  }

  #readPins(): Pin[] {
    const pins: Pin[] = [];
    let bad = 0;
    for (const node of this.querySelectorAll<HTMLElement>('.et_pb_map_pin, pb-map-pin')) {
      const cms = node.classList.contains('et_pb_map_pin');
      const attr = (name: string) => node.getAttribute(cms ? `data-${name}` : name);
      const lat = parseCoordinate(attr('lat'), 90);
      const lng = parseCoordinate(attr('lng'), 180);
      if (lat === undefined || lng === undefined) {
        bad++;
        continue;
      }
      const info = cms ? node.querySelector('.infowindow') : node;
      const title = attr('title')?.trim() || node.querySelector('h3')?.textContent?.trim() || `Pin ${pins.length + 1}`;
      // Each block on its own: `<p>street</p><p>town</p>` reads "street town", not "streettown".
      const text = info ? [...info.childNodes].map((child) => child.textContent).join(' ') : '';
      const address = (node.getAttribute('address') ?? text).replace(/\s+/g, ' ').trim();
      pins.push({ index: pins.length, title, lat, lng, address, html: info ? node.innerHTML.trim() : '' });
    }
    if (bad) this.warn(`${bad} pin(s) without a valid latitude and longitude left out.`);
    return pins;
  }

  protected override update(changed: Map<PropertyKey, unknown>): void {
    super.update(changed);
    const container = this.#container;
    const mapNode = container.querySelector<HTMLElement>(':scope > .et_pb_map');
    const canvas = (this.#canvas ??= mapNode ?? container.appendChild(create('div', { className: 'pb-map__canvas' })));
    canvas.classList.add('pb-map__canvas');
    // Grayscale per breakpoint, falling back from phone to tablet to desktop (MARKUP.md §8.4).
    const gray = (name: string, fallback?: number) =>
      parseGrayscale(this.getAttribute(name) ?? container.getAttribute(`data-${name}`)) ?? fallback;
    const desktop = parseGrayscale(this.grayscale ?? container.getAttribute('data-grayscale'));
    const tablet = gray('grayscale-tablet', desktop);
    for (const [name, value] of [
      ['', desktop],
      ['-tablet', tablet],
      ['-phone', gray('grayscale-phone', tablet)],
    ] as const)
      this.style.setProperty(`--pb-map-grayscale${name}`, `${value ?? 0}%`);
    this.#pins = this.#readPins();
    this.#renderList();
    if (this.#handle) return;
    if (!this.#facade) {
      this.#facade = new Facade('pb-map', this.#gate, () => this.activate(), this);
      this.#address = create('p', { className: 'pb-map__address' });
      this.#facade.root.prepend(this.#address);
    }
    canvas.append(this.#facade.root);
    const granted = this.#gate.granted;
    this.#address!.textContent = this.address ?? this.#pins.map((pin) => pin.address || pin.title).join(' · ');
    this.#facade.render({
      label: this.loadLabel || 'Show map',
      notice:
        this.consentNotice ||
        `The map loads from ${new URL(this.#tileUrl, location.href).host}, which receives your IP address.`,
      granted,
      images: [],
    });
    this.#facade.button.textContent = this.loadLabel || 'Show map';
    if (granted && this.isConnected) this.#inView.when(canvas, () => this.#start());
  }

  #renderList(): void {
    let list = this.#list;
    if (!list) {
      // A disclosure over the map's top corner: in the box reserved for the map, so adding it moves nothing.
      this.#places = create('details', { className: 'pb-map__places' });
      this.#summary = create('summary');
      list = this.#list = create('ul', { className: 'pb-map__pins' });
      this.#places.append(this.#summary, list);
      // One listener, on the panel, which lives as long as the element: the items are redrawn with the pins.
      this.#places.addEventListener('click', (event) => {
        const index = (event.target as Element).closest<HTMLElement>('.pb-map__show')?.dataset.index;
        if (index) void this.showPin(Number(index));
      });
    }
    this.#summary!.textContent = `Places on this map (${this.#pins.length})`;
    list.replaceChildren(
      ...this.#pins.map((pin) => {
        const item = create('li');
        const show = create('button', { type: 'button', className: 'pb-map__show', textContent: 'Show on map' });
        show.setAttribute('aria-label', `Show on map: ${pin.title}`);
        show.dataset.index = String(pin.index);
        item.append(
          create('strong', { className: 'pb-map__pin-title', textContent: pin.title }),
          ' ',
          create('span', { className: 'pb-map__pin-address', textContent: pin.address }),
          ' ',
          show,
        );
        return item;
      }),
    );
    this.#places!.hidden = !this.#pins.length;
    if (!this.#places!.isConnected) this.append(this.#places!);
  }

  /** Loads the map now, as the placeholder's button does (asking for consent where it is missing). */
  activate(): Promise<boolean> {
    if (!this.#gate.ask()) return Promise.resolve(false);
    return this.#start().then(
      (handle) => !!handle,
      () => false,
    );
  }

  /** Shows pin `index`: loads the map if needed, opens the pin's popup and focuses its marker. */
  async showPin(index: number): Promise<void> {
    if (await this.activate()) this.#handle?.show(index);
  }

  #start(): Promise<MapHandle | undefined> {
    if (this.#handle) return Promise.resolve(this.#handle);
    const canvas = this.#canvas!;
    const pins = this.#pins;
    const read = (value: string | undefined, name: string) => this.#read(value, canvas, name);
    const view = resolveView(
      {
        lat: read(this.centerLat, 'center-lat'),
        lng: read(this.centerLng, 'center-lng'),
        zoom: read(this.zoom, 'zoom'),
      },
      pins,
    );
    if (view.problems.length)
      this.warn(`${view.problems.join('; ')}; centring on ${view.center.lat}, ${view.center.lng}.`);
    if (!pins.length) this.warn('no pins: the map shows its centre only.');
    if (this.#starting) return this.#starting;
    const token = (this.#token = {});
    // After the build before this one has settled: a map removed while being built (its build takes a few tasks) is
    // taken down at its next step, before a reconnect builds on the same canvas, which Leaflet refuses while it holds
    // it.
    const building = this.#building;
    const starting = (this.#starting = (building ? building.then(() => mapPart.load(this)) : mapPart.load(this))
      .then((startMap) => {
        this.#facade?.root.remove();
        return startMap({
          canvas,
          center: view.center,
          zoom: view.zoom,
          pins: pins as MapPinData[],
          tileUrl: this.#tileUrl,
          attribution: this.attribution ?? getConfig().map.attribution,
          wheel: parseSwitch(read(this.mouseWheel, 'mouse-wheel'), false),
          touchDragging: parseSwitch(read(this.mobileDragging, 'mobile-dragging'), true),
          hints: {
            wheel: 'Use Ctrl + scroll (⌘ + scroll on a Mac) to zoom the map',
            touch: 'Use two fingers to move the map',
          },
          onOpen: (index) => {
            const { html: _, ...pin } = pins[index];
            this.emit(new PbPinOpenEvent(pin));
          },
          wanted: () => this.#token === token,
        });
      })
      .then(
        (handle) => {
          if (!handle || this.#token !== token) {
            handle?.destroy();
            return undefined;
          }
          this.#starting = undefined;
          this.#handle = handle;
          this.emit(new PbMapReadyEvent({ pins: pins.length }));
          return handle;
        },
        (error: unknown) => {
          if (this.#token === token) this.#starting = undefined;
          if (this.#facade) canvas.append(this.#facade.root);
          throw error;
        },
      ));
    const settled = (this.#building = starting.then(
      () => {},
      () => {},
    ));
    void settled.then(() => {
      if (this.#building === settled) this.#building = undefined;
    });
    return starting;
  }

  #token?: object;

  /** Disconnected since its last render: that render put the placeholder back but could not watch the canvas. */
  #renderedAway = false;

  protected override connected(): void {
    // A render while away skips the in-view watch (it must not start a map off the page): back in it, render again,
    // which starts the map at once if its canvas was seen before.
    if (this.#renderedAway) this.requestUpdate();
    this.#renderedAway = false;
    this.connection.add(() => {
      this.#handle?.destroy();
      this.#handle = undefined;
      this.#starting = this.#token = undefined;
      this.#renderedAway = true;
      this.requestUpdate();
    });
  }
}
