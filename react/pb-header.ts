// GENERATED from custom-elements.json by `npm run generate` — do not edit.

import * as React from 'react';
import { createComponent } from '@lit/react';
import { PbHeaderElement } from '../elements/pb-header/pb-header.js';
import '../elements/pb-header/define.js';
import { routed, withAttributes } from './attributes.js';


/** The props the element reads from an attribute: property → [attribute, type]. */
const attributes = {
  breakpoint: ['breakpoint', 'number'],
} as const;

/**
 * Header that fixes itself past a waypoint and keeps offsets, classes and scroll padding in step.
 *
 * Renders `<pb-header>`; importing this module registers it. Its attribute-backed props are rendered as
 * attributes (on the server too), so server HTML upgrades as soon as the element's code loads.
 */
export const PbHeader = withAttributes(
  createComponent({
    react: React,
    tagName: 'pb-header',
    elementClass: routed(PbHeaderElement, attributes),
    events: {
    },
    displayName: 'PbHeader',
  }),
  attributes,
);
