// GENERATED from custom-elements.json by `npm run generate` — do not edit.

import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { PbPortfolioElement } from '../elements/pb-portfolio/pb-portfolio.js';
import '../elements/pb-portfolio/define.js';
import type { PbPageEvent } from '../elements/collections/events.js';

export type { PbPageEvent };

/**
 * Portfolio grid with container-width columns, category filters and pagination in the URL hash.
 *
 * Renders `<pb-portfolio>`; importing this module registers it.
 */
export const PbPortfolio = createComponent({
  react: React,
  tagName: 'pb-portfolio',
  elementClass: PbPortfolioElement,
  events: {
    onPbPage: 'pb-page' as EventName<PbPageEvent>,
  },
  displayName: 'PbPortfolio',
});
