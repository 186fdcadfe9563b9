// GENERATED from custom-elements.json by `npm run generate` — do not edit.

import * as React from 'react';
import { createComponent } from '@lit/react';
import { PbMotionElement } from '../elements/pb-motion/pb-motion.js';
import '../elements/pb-motion/define.js';
import { routed, withAttributes } from './attributes.js';


/** The props the element reads from an attribute: property → [attribute, type]. */
const attributes = {
} as const;

/**
 * Page motion: entrance animations, legacy waypoints, parallax, sticky options and scroll effects.
 *
 * Renders `<pb-motion>`; importing this module registers it. Its attribute-backed props are rendered as
 * attributes (on the server too), so server HTML upgrades as soon as the element's code loads.
 */
export const PbMotion = withAttributes(
  createComponent({
    react: React,
    tagName: 'pb-motion',
    elementClass: routed(PbMotionElement, attributes),
    events: {
    },
    displayName: 'PbMotion',
  }),
  attributes,
);
