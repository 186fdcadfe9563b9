// GENERATED from custom-elements.json by `npm run generate` — do not edit.

import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { SbiFeedElement } from '../elements/sbi-feed/sbi-feed.js';
import '../elements/sbi-feed/define.js';
import type { PbConsentRequestEvent } from '../elements/core/consent.js';
import type { PbFeedLoadEvent } from '../elements/sbi-feed/events.js';

export type { PbConsentRequestEvent, PbFeedLoadEvent };

/**
 * Social photo feed over the feed plugin's markup: responsive grid, load more, no social-host request before consent.
 *
 * Renders `<sbi-feed>`; importing this module registers it.
 */
export const SbiFeed = createComponent({
  react: React,
  tagName: 'sbi-feed',
  elementClass: SbiFeedElement,
  events: {
    onPbConsentRequest: 'pb-consent-request' as EventName<PbConsentRequestEvent>,
    onPbFeedLoad: 'pb-feed-load' as EventName<PbFeedLoadEvent>,
  },
  displayName: 'SbiFeed',
});
