// GENERATED from custom-elements.json by `npm run generate` — do not edit.

import * as React from 'react';
import { createComponent } from '@lit/react';
import { PbMenuElement } from '../elements/pb-menu/pb-menu.js';
import '../elements/pb-menu/define.js';
import { routed, withAttributes } from './attributes.js';


/** The props the element reads from an attribute: property → [attribute, type]. */
const attributes = {
  label: ['label', 'string'],
  submenuLabel: ['submenu-label', 'string'],
  breakpoint: ['breakpoint', 'number'],
  inlineLogo: ['inline-logo', 'boolean'],
  searchLabel: ['search-label', 'string'],
  closeSearchLabel: ['close-search-label', 'string'],
} as const;

/**
 * Header menu as disclosure navigation: hover, keyboard and touch dropdowns, mega menus kept in view.
 *
 * Renders `<pb-menu>`; importing this module registers it. Its attribute-backed props are rendered as
 * attributes (on the server too), so server HTML upgrades as soon as the element's code loads.
 */
export const PbMenu = withAttributes(
  createComponent({
    react: React,
    tagName: 'pb-menu',
    elementClass: routed(PbMenuElement, attributes),
    events: {
    },
    displayName: 'PbMenu',
  }),
  attributes,
);
