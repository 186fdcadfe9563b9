// GENERATED from custom-elements.json by `npm run generate` — do not edit.

import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { PbBlogElement } from '../elements/pb-blog/pb-blog.js';
import '../elements/pb-blog/define.js';
import { routed, withAttributes } from './attributes.js';
import type { PbPageChangedEvent } from '../elements/pb-blog/events.js';

export type { PbPageChangedEvent };

/** The props the element reads from an attribute: property → [attribute, type]. */
const attributes = {
  pageLabel: ['page-label', 'string'],
  pageOnlyLabel: ['page-only-label', 'string'],
  failedLabel: ['failed-label', 'string'],
} as const;

/**
 * Ajax pagination for the theme's blog modules, with real addresses, focus and announcements.
 *
 * Renders `<pb-blog>`; importing this module registers it. Its attribute-backed props are rendered as
 * attributes (on the server too), so server HTML upgrades as soon as the element's code loads.
 */
export const PbBlog = withAttributes(
  createComponent({
    react: React,
    tagName: 'pb-blog',
    elementClass: routed(PbBlogElement, attributes),
    events: {
      onPbPageChanged: 'pb-page-changed' as EventName<PbPageChangedEvent>,
    },
    displayName: 'PbBlog',
  }),
  attributes,
);
