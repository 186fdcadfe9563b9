// GENERATED from custom-elements.json by `npm run generate` — do not edit.

import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { PbTabsElement } from '../elements/pb-tabs/pb-tabs.js';
import '../elements/pb-tabs/define.js';
import { routed, withAttributes } from './attributes.js';
import type { PbSlidEvent } from '../elements/rotation/events.js';
import type { PbSlideEvent } from '../elements/rotation/events.js';

export type { PbSlidEvent, PbSlideEvent };

/** The props the element reads from an attribute: property → [attribute, type]. */
const attributes = {
  label: ['label', 'string'],
} as const;

/**
 * WAI-ARIA tabs over the theme's tabs markup, with the active tab in the URL hash.
 *
 * Renders `<pb-tabs>`; importing this module registers it. Its attribute-backed props are rendered as
 * attributes (on the server too), so server HTML upgrades as soon as the element's code loads.
 */
export const PbTabs = withAttributes(
  createComponent({
    react: React,
    tagName: 'pb-tabs',
    elementClass: routed(PbTabsElement, attributes),
    events: {
      onPbSlid: 'pb-slid' as EventName<PbSlidEvent>,
      onPbSlide: 'pb-slide' as EventName<PbSlideEvent>,
    },
    displayName: 'PbTabs',
  }),
  attributes,
);
