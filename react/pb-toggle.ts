// GENERATED from custom-elements.json by `npm run generate` — do not edit.

import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { PbToggleElement } from '../elements/pb-toggle/pb-toggle.js';
import '../elements/pb-toggle/define.js';
import { routed, withAttributes } from './attributes.js';
import type { PbToggleEvent } from '../elements/pb-toggle/events.js';
import type { PbToggledEvent } from '../elements/pb-toggle/events.js';

export type { PbToggleEvent, PbToggledEvent };

/** The props the element reads from an attribute: property → [attribute, type]. */
const attributes = {
} as const;

/**
 * WAI-ARIA accordion over the theme's toggle and accordion modules, deep-linkable by hash.
 *
 * Renders `<pb-toggle>`; importing this module registers it. Its attribute-backed props are rendered as
 * attributes (on the server too), so server HTML upgrades as soon as the element's code loads.
 */
export const PbToggle = withAttributes(
  createComponent({
    react: React,
    tagName: 'pb-toggle',
    elementClass: routed(PbToggleElement, attributes),
    events: {
      onPbToggle: 'pb-toggle' as EventName<PbToggleEvent>,
      onPbToggled: 'pb-toggled' as EventName<PbToggledEvent>,
    },
    displayName: 'PbToggle',
  }),
  attributes,
);
