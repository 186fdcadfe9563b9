// GENERATED from custom-elements.json by `npm run generate` — do not edit.

import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { PbCarouselElement } from '../elements/pb-carousel/pb-carousel.js';
import '../elements/pb-carousel/define.js';
import { routed, withAttributes } from './attributes.js';
import type { PbSlidEvent } from '../elements/rotation/events.js';

export type { PbSlidEvent };

/** The props the element reads from an attribute: property → [attribute, type]. */
const attributes = {
  autoplay: ['autoplay', 'boolean'],
  interval: ['interval', 'number'],
  ignoreHover: ['ignore-hover', 'boolean'],
  label: ['label', 'string'],
  previousLabel: ['previous-label', 'string'],
  nextLabel: ['next-label', 'string'],
  pickerLabel: ['picker-label', 'string'],
  stopLabel: ['stop-label', 'string'],
  startLabel: ['start-label', 'string'],
  statusLabel: ['status-label', 'string'],
} as const;

/**
 * Carousel of several items at a time, on Swiper loaded near the viewport, with the APG carousel pattern.
 *
 * Renders `<pb-carousel>`; importing this module registers it. Its attribute-backed props are rendered as
 * attributes (on the server too), so server HTML upgrades as soon as the element's code loads.
 */
export const PbCarousel = withAttributes(
  createComponent({
    react: React,
    tagName: 'pb-carousel',
    elementClass: routed(PbCarouselElement, attributes),
    events: {
      onPbSlid: 'pb-slid' as EventName<PbSlidEvent>,
    },
    displayName: 'PbCarousel',
  }),
  attributes,
);
