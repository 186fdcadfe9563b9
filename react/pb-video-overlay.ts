// GENERATED from custom-elements.json by `npm run generate` — do not edit.

import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { PbVideoOverlayElement } from '../elements/pb-video-overlay/pb-video-overlay.js';
import '../elements/pb-video-overlay/define.js';
import { routed, withAttributes } from './attributes.js';
import type { PbConsentRequestEvent } from '../elements/core/consent.js';

export type { PbConsentRequestEvent };

/** The props the element reads from an attribute: property → [attribute, type]. */
const attributes = {
  playLabel: ['play-label', 'string'],
} as const;

/**
 * The theme's video overlay: a play button over the poster that starts the video behind it, after consent when it comes from another site.
 *
 * Renders `<pb-video-overlay>`; importing this module registers it. Its attribute-backed props are rendered as
 * attributes (on the server too), so server HTML upgrades as soon as the element's code loads.
 */
export const PbVideoOverlay = withAttributes(
  createComponent({
    react: React,
    tagName: 'pb-video-overlay',
    elementClass: routed(PbVideoOverlayElement, attributes),
    events: {
      onPbConsentRequest: 'pb-consent-request' as EventName<PbConsentRequestEvent>,
    },
    displayName: 'PbVideoOverlay',
  }),
  attributes,
);
