// GENERATED from custom-elements.json by `npm run generate` — do not edit.

import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { PbCarouselElement } from '../elements/pb-carousel/pb-carousel.js';
import '../elements/pb-carousel/define.js';
import type { PbSlidEvent } from '../elements/rotation/events.js';

export type { PbSlidEvent };

/**
 * Carousel of several items at a time, on Swiper loaded near the viewport, with the APG carousel pattern.
 *
 * Renders `<pb-carousel>`; importing this module registers it.
 */
export const PbCarousel = createComponent({
  react: React,
  tagName: 'pb-carousel',
  elementClass: PbCarouselElement,
  events: {
    onPbSlid: 'pb-slid' as EventName<PbSlidEvent>,
  },
  displayName: 'PbCarousel',
});
