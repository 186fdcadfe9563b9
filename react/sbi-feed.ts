// GENERATED from custom-elements.json by `npm run generate` — do not edit.

import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { SbiFeedElement } from '../elements/sbi-feed/sbi-feed.js';
import '../elements/sbi-feed/define.js';
import { routed, withAttributes } from './attributes.js';
import type { PbConsentRequestEvent } from '../elements/core/consent.js';
import type { PbFeedLoadEvent } from '../elements/sbi-feed/events.js';

export type { PbConsentRequestEvent, PbFeedLoadEvent };

/** The props the element reads from an attribute: property → [attribute, type]. */
const attributes = {
  consentCategory: ['consent-category', 'string'],
  consentNotice: ['consent-notice', 'string'],
  loadedLabel: ['loaded-label', 'string'],
  failedLabel: ['failed-label', 'string'],
} as const;

/**
 * Social photo feed over the feed plugin's markup: responsive grid, load more, no social-host request before consent.
 *
 * Renders `<sbi-feed>`; importing this module registers it. Its attribute-backed props are rendered as
 * attributes (on the server too), so server HTML upgrades as soon as the element's code loads.
 */
export const SbiFeed = withAttributes(
  createComponent({
    react: React,
    tagName: 'sbi-feed',
    elementClass: routed(SbiFeedElement, attributes),
    events: {
      onPbConsentRequest: 'pb-consent-request' as EventName<PbConsentRequestEvent>,
      onPbFeedLoad: 'pb-feed-load' as EventName<PbFeedLoadEvent>,
    },
    displayName: 'SbiFeed',
  }),
  attributes,
);
