import { PbEvent } from '../core/pb-event.js';

export interface FeedLoadDetail {
  /** How many items arrived (revealed or appended). */
  count: number;
  /** Whether the server has a further page. */
  more: boolean;
}

/** Fired after a load-more click added items to the feed. */
export class PbFeedLoadEvent extends PbEvent<FeedLoadDetail> {
  constructor(detail: FeedLoadDetail) {
    super('pb-feed-load', detail);
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'pb-feed-load': PbFeedLoadEvent;
  }
}
