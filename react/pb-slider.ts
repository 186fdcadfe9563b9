// GENERATED from custom-elements.json by `npm run generate` — do not edit.

import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { PbSliderElement } from '../elements/pb-slider/pb-slider.js';
import '../elements/pb-slider/define.js';
import type { PbSlidEvent } from '../elements/rotation/events.js';
import type { PbSlideEvent } from '../elements/rotation/events.js';

export type { PbSlidEvent, PbSlideEvent };

/**
 * Accessible slider over the theme's slider markup: arrows, pickers, keys, swipe, safe autoplay.
 *
 * Renders `<pb-slider>`; importing this module registers it.
 */
export const PbSlider = createComponent({
  react: React,
  tagName: 'pb-slider',
  elementClass: PbSliderElement,
  events: {
    onPbSlid: 'pb-slid' as EventName<PbSlidEvent>,
    onPbSlide: 'pb-slide' as EventName<PbSlideEvent>,
  },
  displayName: 'PbSlider',
});
