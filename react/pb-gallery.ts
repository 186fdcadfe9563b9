// GENERATED from custom-elements.json by `npm run generate` — do not edit.

import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { PbGalleryElement } from '../elements/pb-gallery/pb-gallery.js';
import '../elements/pb-gallery/define.js';
import type { PbPageEvent } from '../elements/collections/events.js';

export type { PbPageEvent };

/**
 * Gallery grid with pagination in the URL hash and a lightbox, over the theme's gallery markup.
 *
 * Renders `<pb-gallery>`; importing this module registers it.
 */
export const PbGallery = createComponent({
  react: React,
  tagName: 'pb-gallery',
  elementClass: PbGalleryElement,
  events: {
    onPbPage: 'pb-page' as EventName<PbPageEvent>,
  },
  displayName: 'PbGallery',
});
