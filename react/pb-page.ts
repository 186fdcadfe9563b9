// GENERATED from custom-elements.json by `npm run generate` — do not edit.

import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { PbPageElement } from '../elements/pb-page/pb-page.js';
import '../elements/pb-page/define.js';
import type { PbScrollEvent } from '../elements/pb-page/events.js';

export type { PbScrollEvent };

/**
 * Page behaviour: smooth anchor scrolling, hash at load, link options, scroll-to-top, side navigation.
 *
 * Renders `<pb-page>`; importing this module registers it.
 */
export const PbPage = createComponent({
  react: React,
  tagName: 'pb-page',
  elementClass: PbPageElement,
  events: {
    onPbScroll: 'pb-scroll' as EventName<PbScrollEvent>,
  },
  displayName: 'PbPage',
});
