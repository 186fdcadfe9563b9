import { PbEvent } from '../core/pb-event.js';

export interface PageChangedDetail {
  /** The page now shown, from 1. */
  page: number;
  /** How many pages the pagination names; undefined when it does not say (older/newer links only). */
  total: number | undefined;
  /** The page's address (also the history entry's). */
  href: string;
}

/** After a page of posts has been swapped in (by a link, or by back/forward). */
export class PbPageChangedEvent extends PbEvent<PageChangedDetail> {
  constructor(detail: PageChangedDetail) {
    super('pb-page-changed', detail);
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'pb-page-changed': PbPageChangedEvent;
  }
}
