// GENERATED from custom-elements.json by `npm run generate` — do not edit.

import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { CookieBarElement } from '../elements/cookie-bar/cookie-bar.js';
import '../elements/cookie-bar/define.js';
import type { PbConsentRecordEvent } from '../elements/cookie-bar/events.js';

export type { PbConsentRecordEvent };

/**
 * Cookie-consent bar, settings dialog and show-again tab over the consent plugin's cookies.
 *
 * Renders `<cookie-bar>`; importing this module registers it.
 */
export const CookieBar = createComponent({
  react: React,
  tagName: 'cookie-bar',
  elementClass: CookieBarElement,
  events: {
    onPbConsentRecord: 'pb-consent-record' as EventName<PbConsentRecordEvent>,
  },
  displayName: 'CookieBar',
});
