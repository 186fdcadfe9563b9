// GENERATED from custom-elements.json by `npm run generate` — do not edit.

import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { PortfolioElement } from '../elements/pb-portfolio/portfolio.js';
import '../elements/pb-portfolio/define.js';
import type { PbPageEvent } from '../elements/pb-gallery/events.js';

export type { PbPageEvent };

/**
 * Portfolio grid with container-width columns, category filters and pagination in the URL hash.
 *
 * Renders `<pb-portfolio>`; importing this module registers it.
 */
export const Portfolio = createComponent({
  react: React,
  tagName: 'pb-portfolio',
  elementClass: PortfolioElement,
  events: {
    onPbPage: 'pb-page' as EventName<PbPageEvent>,
  },
  displayName: 'Portfolio',
});
