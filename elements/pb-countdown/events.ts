import { PbEvent } from '../core/pb-event.js';

export interface CountdownEndDetail {
  /** The end the countdown reached, in Unix seconds (`data-end-timestamp`). */
  end: number;
}

/** Fired once, when the countdown reaches zero while the page shows it (not for an end already past on load). */
export class PbCountdownEndEvent extends PbEvent<CountdownEndDetail> {
  constructor(detail: CountdownEndDetail) {
    super('pb-countdown-end', detail);
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'pb-countdown-end': PbCountdownEndEvent;
  }
}
