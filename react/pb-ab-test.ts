// GENERATED from custom-elements.json by `npm run generate` — do not edit.

import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { PbAbTestElement } from '../elements/pb-ab-test/pb-ab-test.js';
import '../elements/pb-ab-test/define.js';
import { routed, withAttributes } from './attributes.js';
import type { PbAbGoalEvent } from '../elements/pb-ab-test/events.js';

export type { PbAbGoalEvent };

/** The props the element reads from an attribute: property → [attribute, type]. */
const attributes = {
} as const;

/**
 * A/B testing: subjects on cached pages, and goals recorded once, after consent.
 *
 * Renders `<pb-ab-test>`; importing this module registers it. Its attribute-backed props are rendered as
 * attributes (on the server too), so server HTML upgrades as soon as the element's code loads.
 */
export const PbAbTest = withAttributes(
  createComponent({
    react: React,
    tagName: 'pb-ab-test',
    elementClass: routed(PbAbTestElement, attributes),
    events: {
      onPbAbGoal: 'pb-ab-goal' as EventName<PbAbGoalEvent>,
    },
    displayName: 'PbAbTest',
  }),
  attributes,
);
