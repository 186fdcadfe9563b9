// GENERATED from custom-elements.json by `npm run generate` — do not edit.

import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { PbContactFormElement } from '../elements/pb-contact-form/pb-contact-form.js';
import '../elements/pb-contact-form/define.js';
import { routed, withAttributes } from './attributes.js';
import type { PbFormSubmitEvent } from '../elements/forms/events.js';

export type { PbFormSubmitEvent };

/** The props the element reads from an attribute: property → [attribute, type]. */
const attributes = {
  requiredMessage: ['required-message', 'string'],
  sendingMessage: ['sending-message', 'string'],
  timeout: ['timeout', 'number'],
} as const;

/**
 * Contact form over the theme's markup: validation, conditional fields, safe retryable sending.
 *
 * Renders `<pb-contact-form>`; importing this module registers it. Its attribute-backed props are rendered as
 * attributes (on the server too), so server HTML upgrades as soon as the element's code loads.
 */
export const PbContactForm = withAttributes(
  createComponent({
    react: React,
    tagName: 'pb-contact-form',
    elementClass: routed(PbContactFormElement, attributes),
    events: {
      onPbFormSubmit: 'pb-form-submit' as EventName<PbFormSubmitEvent>,
    },
    displayName: 'PbContactForm',
  }),
  attributes,
);
