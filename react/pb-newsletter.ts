// GENERATED from custom-elements.json by `npm run generate` — do not edit.

import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { PbNewsletterElement } from '../elements/pb-newsletter/pb-newsletter.js';
import '../elements/pb-newsletter/define.js';
import type { PbFormSubmitEvent } from '../elements/forms/events.js';

export type { PbFormSubmitEvent };

/**
 * Email opt-in over the theme's markup: accessible checks, safe retryable subscribing.
 *
 * Renders `<pb-newsletter>`; importing this module registers it.
 */
export const PbNewsletter = createComponent({
  react: React,
  tagName: 'pb-newsletter',
  elementClass: PbNewsletterElement,
  events: {
    onPbFormSubmit: 'pb-form-submit' as EventName<PbFormSubmitEvent>,
  },
  displayName: 'PbNewsletter',
});
