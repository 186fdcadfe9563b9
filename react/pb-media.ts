// GENERATED from custom-elements.json by `npm run generate` — do not edit.

import * as React from 'react';
import { createComponent } from '@lit/react';
import { PbMediaElement } from '../elements/pb-media/pb-media.js';
import '../elements/pb-media/define.js';
import { routed, withAttributes } from './attributes.js';


/** The props the element reads from an attribute: property → [attribute, type]. */
const attributes = {
  ratio: ['ratio', 'string'],
  downloadLabel: ['download-label', 'string'],
} as const;

/**
 * The theme's audio and video players: native controls, fitted to the column, one at a time, a download link when the format cannot play.
 *
 * Renders `<pb-media>`; importing this module registers it. Its attribute-backed props are rendered as
 * attributes (on the server too), so server HTML upgrades as soon as the element's code loads.
 */
export const PbMedia = withAttributes(
  createComponent({
    react: React,
    tagName: 'pb-media',
    elementClass: routed(PbMediaElement, attributes),
    events: {
    },
    displayName: 'PbMedia',
  }),
  attributes,
);
