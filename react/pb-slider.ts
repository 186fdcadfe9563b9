// GENERATED from custom-elements.json by `npm run generate` — do not edit.

import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { PbSliderElement } from '../elements/pb-slider/pb-slider.js';
import '../elements/pb-slider/define.js';
import { routed, withAttributes } from './attributes.js';
import type { PbSlidEvent } from '../elements/rotation/events.js';
import type { PbSlideEvent } from '../elements/rotation/events.js';

export type { PbSlidEvent, PbSlideEvent };

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
  consentCategory: ['consent-category', 'string'],
} as const;

/**
 * Accessible slider over the theme's slider markup: arrows, pickers, keys, swipe, safe autoplay.
 *
 * Renders `<pb-slider>`; importing this module registers it. Its attribute-backed props are rendered as
 * attributes (on the server too), so server HTML upgrades as soon as the element's code loads.
 */
export const PbSlider = withAttributes(
  createComponent({
    react: React,
    tagName: 'pb-slider',
    elementClass: routed(PbSliderElement, attributes),
    events: {
      onPbSlid: 'pb-slid' as EventName<PbSlidEvent>,
      onPbSlide: 'pb-slide' as EventName<PbSlideEvent>,
    },
    displayName: 'PbSlider',
  }),
  attributes,
);
