// GENERATED from custom-elements.json by `npm run generate` — do not edit.

import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { PbMapElement } from '../elements/pb-map/pb-map.js';
import '../elements/pb-map/define.js';
import { routed, withAttributes } from './attributes.js';
import type { PbConsentRequestEvent } from '../elements/core/consent.js';
import type { PbMapReadyEvent } from '../elements/pb-map/events.js';
import type { PbPinOpenEvent } from '../elements/pb-map/events.js';

export type { PbConsentRequestEvent, PbMapReadyEvent, PbPinOpenEvent };

/** The props the element reads from an attribute: property → [attribute, type]. */
const attributes = {
  centerLat: ['center-lat', 'string'],
  centerLng: ['center-lng', 'string'],
  zoom: ['zoom', 'string'],
  mouseWheel: ['mouse-wheel', 'string'],
  mobileDragging: ['mobile-dragging', 'string'],
  grayscale: ['grayscale', 'string'],
  tileUrl: ['tile-url', 'string'],
  attribution: ['attribution', 'string'],
  address: ['address', 'string'],
  loadLabel: ['load-label', 'string'],
  consentNotice: ['consent-notice', 'string'],
  consentCategory: ['consent-category', 'string'],
} as const;

/**
 * Consent-gated Leaflet map with keyboard-operable pins, cooperative gestures and a list of the pins.
 *
 * Renders `<pb-map>`; importing this module registers it. Its attribute-backed props are rendered as
 * attributes (on the server too), so server HTML upgrades as soon as the element's code loads.
 */
export const PbMap = withAttributes(
  createComponent({
    react: React,
    tagName: 'pb-map',
    elementClass: routed(PbMapElement, attributes),
    events: {
      onPbConsentRequest: 'pb-consent-request' as EventName<PbConsentRequestEvent>,
      onPbMapReady: 'pb-map-ready' as EventName<PbMapReadyEvent>,
      onPbPinOpen: 'pb-pin-open' as EventName<PbPinOpenEvent>,
    },
    displayName: 'PbMap',
  }),
  attributes,
);
