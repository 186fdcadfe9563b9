// GENERATED from custom-elements.json by `npm run generate` — do not edit.

import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { PbPageElement } from '../elements/pb-page/pb-page.js';
import '../elements/pb-page/define.js';
import { routed, withAttributes } from './attributes.js';
import type { PbScrollEvent } from '../elements/pb-page/events.js';

export type { PbScrollEvent };

/** The props the element reads from an attribute: property → [attribute, type]. */
const attributes = {
  sideNav: ['side-nav', 'boolean'],
  smoothWheel: ['smooth-wheel', 'boolean'],
  topLabel: ['top-label', 'string'],
  navLabel: ['nav-label', 'string'],
} as const;

/**
 * Page behaviour: smooth anchor scrolling, hash at load, link options, scroll-to-top, side navigation.
 *
 * Renders `<pb-page>`; importing this module registers it. Its attribute-backed props are rendered as
 * attributes (on the server too), so server HTML upgrades as soon as the element's code loads.
 */
export const PbPage = withAttributes(
  createComponent({
    react: React,
    tagName: 'pb-page',
    elementClass: routed(PbPageElement, attributes),
    events: {
      onPbScroll: 'pb-scroll' as EventName<PbScrollEvent>,
    },
    displayName: 'PbPage',
  }),
  attributes,
);
