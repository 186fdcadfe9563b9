// GENERATED from custom-elements.json by `npm run generate` — do not edit.

import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { PbPortfolioElement } from '../elements/pb-portfolio/pb-portfolio.js';
import '../elements/pb-portfolio/define.js';
import { routed, withAttributes } from './attributes.js';
import type { PbPageEvent } from '../elements/collections/events.js';

export type { PbPageEvent };

/** The props the element reads from an attribute: property → [attribute, type]. */
const attributes = {
  perPage: ['per-page', 'number'],
  label: ['label', 'string'],
} as const;

/**
 * Portfolio grid with container-width columns, category filters and pagination in the URL hash.
 *
 * Renders `<pb-portfolio>`; importing this module registers it. Its attribute-backed props are rendered as
 * attributes (on the server too), so server HTML upgrades as soon as the element's code loads.
 */
export const PbPortfolio = withAttributes(
  createComponent({
    react: React,
    tagName: 'pb-portfolio',
    elementClass: routed(PbPortfolioElement, attributes),
    events: {
      onPbPage: 'pb-page' as EventName<PbPageEvent>,
    },
    displayName: 'PbPortfolio',
  }),
  attributes,
);
