// GENERATED from custom-elements.json by `npm run generate` — do not edit.

import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { LazyVideoElement } from '../elements/lazy-video/lazy-video.js';
import '../elements/lazy-video/define.js';
import type { PbConsentRequestEvent } from '../elements/core/consent.js';
import type { PbVideoActivateEvent } from '../elements/lazy-video/events.js';

export type { PbConsentRequestEvent, PbVideoActivateEvent };

/**
 * Click-to-play video facade: no player, and no request before consent, until the visitor asks.
 *
 * Renders `<lazy-video>`; importing this module registers it.
 */
export const LazyVideo = createComponent({
  react: React,
  tagName: 'lazy-video',
  elementClass: LazyVideoElement,
  events: {
    onPbConsentRequest: 'pb-consent-request' as EventName<PbConsentRequestEvent>,
    onPbVideoActivate: 'pb-video-activate' as EventName<PbVideoActivateEvent>,
  },
  displayName: 'LazyVideo',
});
