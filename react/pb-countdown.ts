// GENERATED from custom-elements.json by `npm run generate` — do not edit.

import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { PbCountdownElement } from '../elements/pb-countdown/pb-countdown.js';
import '../elements/pb-countdown/define.js';
import { routed, withAttributes } from './attributes.js';
import type { PbCountdownEndEvent } from '../elements/pb-countdown/events.js';

export type { PbCountdownEndEvent };

/** The props the element reads from an attribute: property → [attribute, type]. */
const attributes = {
} as const;

/**
 * A countdown over the theme's markup, ticking each second and read to the minute.
 *
 * Renders `<pb-countdown>`; importing this module registers it. Its attribute-backed props are rendered as
 * attributes (on the server too), so server HTML upgrades as soon as the element's code loads.
 */
export const PbCountdown = withAttributes(
  createComponent({
    react: React,
    tagName: 'pb-countdown',
    elementClass: routed(PbCountdownElement, attributes),
    events: {
      onPbCountdownEnd: 'pb-countdown-end' as EventName<PbCountdownEndEvent>,
    },
    displayName: 'PbCountdown',
  }),
  attributes,
);
