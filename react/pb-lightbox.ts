// GENERATED from custom-elements.json by `npm run generate` — do not edit.

import * as React from 'react';
import { createComponent } from '@lit/react';
import { PbLightboxElement } from '../elements/pb-lightbox/pb-lightbox.js';
import '../elements/pb-lightbox/define.js';
import { routed, withAttributes } from './attributes.js';


/** The props the element reads from an attribute: property → [attribute, type]. */
const attributes = {
} as const;

/**
 * Image lightbox: a native modal dialog with previous/next, keys, swipe and captions, loaded on first open.
 *
 * Renders `<pb-lightbox>`; importing this module registers it. Its attribute-backed props are rendered as
 * attributes (on the server too), so server HTML upgrades as soon as the element's code loads.
 */
export const PbLightbox = withAttributes(
  createComponent({
    react: React,
    tagName: 'pb-lightbox',
    elementClass: routed(PbLightboxElement, attributes),
    events: {
    },
    displayName: 'PbLightbox',
  }),
  attributes,
);
