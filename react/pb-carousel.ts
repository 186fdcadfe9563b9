// GENERATED from custom-elements.json by `npm run generate` — do not edit.

import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { CarouselElement } from '../elements/pb-carousel/carousel.js';
import '../elements/pb-carousel/define.js';
import type { PbSlidEvent } from '../elements/pb-slider/events.js';

export type { PbSlidEvent };

/**
 * Carousel of several items at a time, on Swiper loaded near the viewport, with the APG carousel pattern.
 *
 * Renders `<pb-carousel>`; importing this module registers it.
 */
export const Carousel = createComponent({
  react: React,
  tagName: 'pb-carousel',
  elementClass: CarouselElement,
  events: {
    onPbSlid: 'pb-slid' as EventName<PbSlidEvent>,
  },
  displayName: 'Carousel',
});
