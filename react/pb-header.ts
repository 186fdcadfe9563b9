// GENERATED from custom-elements.json by `npm run generate` — do not edit.

import * as React from 'react';
import { createComponent } from '@lit/react';
import { PbHeaderElement } from '../elements/pb-header/pb-header.js';
import '../elements/pb-header/define.js';


/**
 * Header that fixes itself past a waypoint and keeps offsets, classes and scroll padding in step.
 *
 * Renders `<pb-header>`; importing this module registers it.
 */
export const PbHeader = createComponent({
  react: React,
  tagName: 'pb-header',
  elementClass: PbHeaderElement,
  events: {
  },
  displayName: 'PbHeader',
});
