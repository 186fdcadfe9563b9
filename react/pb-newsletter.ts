// GENERATED from custom-elements.json by `npm run generate` — do not edit.

import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { PbNewsletterElement } from '../elements/pb-newsletter/pb-newsletter.js';
import '../elements/pb-newsletter/define.js';
import { routed, withAttributes } from './attributes.js';
import type { PbFormSubmitEvent } from '../elements/forms/events.js';

export type { PbFormSubmitEvent };

/** The props the element reads from an attribute: property → [attribute, type]. */
const attributes = {
  requiredMessage: ['required-message', 'string'],
  timeout: ['timeout', 'number'],
} as const;

/**
 * Email opt-in over the theme's markup: accessible checks, safe retryable subscribing.
 *
 * Renders `<pb-newsletter>`; importing this module registers it. Its attribute-backed props are rendered as
 * attributes (on the server too), so server HTML upgrades as soon as the element's code loads.
 */
export const PbNewsletter = withAttributes(
  createComponent({
    react: React,
    tagName: 'pb-newsletter',
    elementClass: routed(PbNewsletterElement, attributes),
    events: {
      onPbFormSubmit: 'pb-form-submit' as EventName<PbFormSubmitEvent>,
    },
    displayName: 'PbNewsletter',
  }),
  attributes,
);
