// GENERATED from custom-elements.json by `npm run generate` — do not edit.

import * as React from 'react';
import { createComponent } from '@lit/react';
import { PbMenuElement } from '../elements/pb-menu/pb-menu.js';
import '../elements/pb-menu/define.js';


/**
 * Header menu as disclosure navigation: hover, keyboard and touch dropdowns, mega menus kept in view.
 *
 * Renders `<pb-menu>`; importing this module registers it.
 */
export const PbMenu = createComponent({
  react: React,
  tagName: 'pb-menu',
  elementClass: PbMenuElement,
  events: {
  },
  displayName: 'PbMenu',
});
