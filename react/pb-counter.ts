// GENERATED from custom-elements.json by `npm run generate` — do not edit.

import * as React from 'react';
import { createComponent } from '@lit/react';
import { PbCounterElement } from '../elements/pb-counter/pb-counter.js';
import '../elements/pb-counter/define.js';
import { routed, withAttributes } from './attributes.js';


/** The props the element reads from an attribute: property → [attribute, type]. */
const attributes = {
} as const;

/**
 * Circle, number and bar counters over the theme's markup, counting once when seen.
 *
 * Renders `<pb-counter>`; importing this module registers it. Its attribute-backed props are rendered as
 * attributes (on the server too), so server HTML upgrades as soon as the element's code loads.
 */
export const PbCounter = withAttributes(
  createComponent({
    react: React,
    tagName: 'pb-counter',
    elementClass: routed(PbCounterElement, attributes),
    events: {
    },
    displayName: 'PbCounter',
  }),
  attributes,
);
