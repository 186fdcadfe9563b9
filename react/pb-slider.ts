// GENERATED from custom-elements.json by `npm run generate` — do not edit.

import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { SliderElement } from '../elements/pb-slider/slider.js';
import '../elements/pb-slider/define.js';
import type { PbSlidEvent } from '../elements/pb-slider/events.js';
import type { PbSlideEvent } from '../elements/pb-slider/events.js';

export type { PbSlidEvent, PbSlideEvent };

/**
 * Accessible slider over the theme's slider markup: arrows, pickers, keys, swipe, safe autoplay.
 *
 * Renders `<pb-slider>`; importing this module registers it.
 */
export const Slider = createComponent({
  react: React,
  tagName: 'pb-slider',
  elementClass: SliderElement,
  events: {
    onPbSlid: 'pb-slid' as EventName<PbSlidEvent>,
    onPbSlide: 'pb-slide' as EventName<PbSlideEvent>,
  },
  displayName: 'Slider',
});
