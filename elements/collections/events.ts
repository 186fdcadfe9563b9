import { PbEvent } from '../core/pb-event.js';

export interface PageDetail {
  /** The page showing (1-based). */
  page: number;
  pages: number;
}

/** After a gallery or portfolio page shows. */
export class PbPageEvent extends PbEvent<PageDetail> {
  constructor(detail: PageDetail) {
    super('pb-page', detail);
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'pb-page': PbPageEvent;
  }
}
