// GENERATED from custom-elements.json by `npm run generate` — do not edit.

import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { PbGalleryElement } from '../elements/pb-gallery/pb-gallery.js';
import '../elements/pb-gallery/define.js';
import { routed, withAttributes } from './attributes.js';
import type { PbPageEvent } from '../elements/collections/events.js';

export type { PbPageEvent };

/** The props the element reads from an attribute: property → [attribute, type]. */
const attributes = {
  perPage: ['per-page', 'number'],
  label: ['label', 'string'],
} as const;

/**
 * Gallery grid with pagination in the URL hash and a lightbox, over the theme's gallery markup.
 *
 * Renders `<pb-gallery>`; importing this module registers it. Its attribute-backed props are rendered as
 * attributes (on the server too), so server HTML upgrades as soon as the element's code loads.
 */
export const PbGallery = withAttributes(
  createComponent({
    react: React,
    tagName: 'pb-gallery',
    elementClass: routed(PbGalleryElement, attributes),
    events: {
      onPbPage: 'pb-page' as EventName<PbPageEvent>,
    },
    displayName: 'PbGallery',
  }),
  attributes,
);
