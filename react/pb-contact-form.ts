// GENERATED from custom-elements.json by `npm run generate` — do not edit.

import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { PbContactFormElement } from '../elements/pb-contact-form/pb-contact-form.js';
import '../elements/pb-contact-form/define.js';
import type { PbFormSubmitEvent } from '../elements/forms/events.js';

export type { PbFormSubmitEvent };

/**
 * Contact form over the theme's markup: validation, conditional fields, safe retryable sending.
 *
 * Renders `<pb-contact-form>`; importing this module registers it.
 */
export const PbContactForm = createComponent({
  react: React,
  tagName: 'pb-contact-form',
  elementClass: PbContactFormElement,
  events: {
    onPbFormSubmit: 'pb-form-submit' as EventName<PbFormSubmitEvent>,
  },
  displayName: 'PbContactForm',
});
