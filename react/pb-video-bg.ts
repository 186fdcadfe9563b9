// GENERATED from custom-elements.json by `npm run generate` — do not edit.

import * as React from 'react';
import { createComponent } from '@lit/react';
import { PbVideoBgElement } from '../elements/pb-video-bg/pb-video-bg.js';
import '../elements/pb-video-bg/define.js';
import { routed, withAttributes } from './attributes.js';


/** The props the element reads from an attribute: property → [attribute, type]. */
const attributes = {
} as const;

/**
 * A section's background video: covering, muted, paused off screen, still under reduced motion, with a pause button.
 *
 * Renders `<pb-video-bg>`; importing this module registers it. Its attribute-backed props are rendered as
 * attributes (on the server too), so server HTML upgrades as soon as the element's code loads.
 */
export const PbVideoBg = withAttributes(
  createComponent({
    react: React,
    tagName: 'pb-video-bg',
    elementClass: routed(PbVideoBgElement, attributes),
    events: {
    },
    displayName: 'PbVideoBg',
  }),
  attributes,
);
