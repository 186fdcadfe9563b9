// GENERATED from custom-elements.json by `npm run generate` — do not edit.

import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { CookieBarElement } from '../elements/cookie-bar/cookie-bar.js';
import '../elements/cookie-bar/define.js';
import { routed, withAttributes } from './attributes.js';
import type { PbConsentRecordEvent } from '../elements/cookie-bar/events.js';

export type { PbConsentRecordEvent };

/** The props the element reads from an attribute: property → [attribute, type]. */
const attributes = {
  strict: ['strict', 'boolean'],
  revision: ['revision', 'number'],
  consentMode: ['consent-mode', 'boolean'],
  acceptLabel: ['accept-label', 'string'],
  rejectLabel: ['reject-label', 'string'],
  settingsLabel: ['settings-label', 'string'],
  againLabel: ['again-label', 'string'],
  regionLabel: ['region-label', 'string'],
} as const;

/**
 * Cookie-consent bar, settings dialog and show-again tab over the consent plugin's cookies.
 *
 * Renders `<cookie-bar>`; importing this module registers it. Its attribute-backed props are rendered as
 * attributes (on the server too), so server HTML upgrades as soon as the element's code loads.
 */
export const CookieBar = withAttributes(
  createComponent({
    react: React,
    tagName: 'cookie-bar',
    elementClass: routed(CookieBarElement, attributes),
    events: {
      onPbConsentRecord: 'pb-consent-record' as EventName<PbConsentRecordEvent>,
    },
    displayName: 'CookieBar',
  }),
  attributes,
);
