import { PbEvent } from '../core/pb-event.js';

export type ScrollReason = 'anchor' | 'hash' | 'link' | 'top' | 'section' | 'checkout';

export interface ScrollDetail {
  /** Where the page is going (for the scroll-to-top button, the element focus goes to). */
  target: Element;
  reason: ScrollReason;
}

/** Before the page scrolls itself to a target (cancelable: a cancelled scroll keeps the page where it is). */
export class PbScrollEvent extends PbEvent<ScrollDetail> {
  constructor(detail: ScrollDetail) {
    super('pb-scroll', detail, true);
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'pb-scroll': PbScrollEvent;
  }
}
