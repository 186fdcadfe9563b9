import { PbEvent } from '../core/pb-event.js';

export interface ToggleDetail {
  /** Whether the item is (about to be) open. */
  open: boolean;
  /** The item's place among the element's toggles, from 0 (always 0 for a toggle on its own). */
  index: number;
}

/** Before a visitor opens or closes an item (cancelable: the item stays as it is). */
export class PbToggleEvent extends PbEvent<ToggleDetail> {
  constructor(detail: ToggleDetail) {
    super('pb-toggle', detail, true);
  }
}

/** After an item has opened or closed, the slide over (for each item that changed, the closed sibling too). */
export class PbToggledEvent extends PbEvent<ToggleDetail> {
  constructor(detail: ToggleDetail) {
    super('pb-toggled', detail);
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'pb-toggle': PbToggleEvent;
    'pb-toggled': PbToggledEvent;
  }
}
