import { PbEvent } from '../core/pb-event.js';

export interface MapReadyDetail {
  /** How many pins the map shows. */
  pins: number;
}

/** A pin as the map read it from the markup. */
export interface MapPin {
  /** Its position among the map's valid pins. */
  index: number;
  title: string;
  lat: number;
  lng: number;
  /** Its address text (the popup's text), as the list of pins shows it. */
  address: string;
}

/** Fired once the map (Leaflet and its tiles layer) has replaced the placeholder. */
export class PbMapReadyEvent extends PbEvent<MapReadyDetail> {
  constructor(detail: MapReadyDetail) {
    super('pb-map-ready', detail);
  }
}

/** Fired when a pin's popup opens (a click, Enter or Space on its marker, or its button in the list). */
export class PbPinOpenEvent extends PbEvent<MapPin> {
  constructor(detail: MapPin) {
    super('pb-pin-open', detail);
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'pb-map-ready': PbMapReadyEvent;
    'pb-pin-open': PbPinOpenEvent;
  }
}
