// GENERATED from custom-elements.json by `npm run generate` — do not edit.

import * as React from 'react';
import { createComponent } from '@lit/react';
import { PbLightboxElement } from '../elements/pb-lightbox/pb-lightbox.js';
import '../elements/pb-lightbox/define.js';


/**
 * Image lightbox: a native modal dialog with previous/next, keys, swipe and captions, loaded on first open.
 *
 * Renders `<pb-lightbox>`; importing this module registers it.
 */
export const PbLightbox = createComponent({
  react: React,
  tagName: 'pb-lightbox',
  elementClass: PbLightboxElement,
  events: {
  },
  displayName: 'PbLightbox',
});
