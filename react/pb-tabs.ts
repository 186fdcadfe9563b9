// GENERATED from custom-elements.json by `npm run generate` — do not edit.

import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { PbTabsElement } from '../elements/pb-tabs/pb-tabs.js';
import '../elements/pb-tabs/define.js';
import type { PbSlidEvent } from '../elements/rotation/events.js';
import type { PbSlideEvent } from '../elements/rotation/events.js';

export type { PbSlidEvent, PbSlideEvent };

/**
 * WAI-ARIA tabs over the theme's tabs markup, with the active tab in the URL hash.
 *
 * Renders `<pb-tabs>`; importing this module registers it.
 */
export const PbTabs = createComponent({
  react: React,
  tagName: 'pb-tabs',
  elementClass: PbTabsElement,
  events: {
    onPbSlid: 'pb-slid' as EventName<PbSlidEvent>,
    onPbSlide: 'pb-slide' as EventName<PbSlideEvent>,
  },
  displayName: 'PbTabs',
});
