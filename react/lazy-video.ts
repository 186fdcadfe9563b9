// GENERATED from custom-elements.json by `npm run generate` — do not edit.

import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { LazyVideoElement } from '../elements/lazy-video/lazy-video.js';
import '../elements/lazy-video/define.js';
import { routed, withAttributes } from './attributes.js';
import type { PbConsentRequestEvent } from '../elements/core/consent.js';
import type { PbVideoActivateEvent } from '../elements/lazy-video/events.js';

export type { PbConsentRequestEvent, PbVideoActivateEvent };

/** The props the element reads from an attribute: property → [attribute, type]. */
const attributes = {
  videoId: ['video-id', 'string'],
  src: ['src', 'string'],
  query: ['query', 'string'],
  videoTitle: ['title', 'string'],
  playlist: ['playlist', 'string'],
  quality: ['quality', 'string'],
  poster: ['poster', 'string'],
  nocookie: ['nocookie', 'boolean'],
  playLabel: ['play-label', 'string'],
  consentNotice: ['consent-notice', 'string'],
  consentCategory: ['consent-category', 'string'],
} as const;

/**
 * Click-to-play video facade: no player, and no request before consent, until the visitor asks.
 *
 * Renders `<lazy-video>`; importing this module registers it. Its attribute-backed props are rendered as
 * attributes (on the server too), so server HTML upgrades as soon as the element's code loads.
 */
export const LazyVideo = withAttributes(
  createComponent({
    react: React,
    tagName: 'lazy-video',
    elementClass: routed(LazyVideoElement, attributes),
    events: {
      onPbConsentRequest: 'pb-consent-request' as EventName<PbConsentRequestEvent>,
      onPbVideoActivate: 'pb-video-activate' as EventName<PbVideoActivateEvent>,
    },
    displayName: 'LazyVideo',
  }),
  attributes,
);
