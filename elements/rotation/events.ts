import { PbEvent } from '../core/pb-event.js';

export interface SlideDetail {
  /** Index of the slide being left. */
  from: number;
  /** Index of the slide being shown. */
  to: number;
}

/** Before a move; cancel it to stay on the current slide. */
export class PbSlideEvent extends PbEvent<SlideDetail> {
  constructor(detail: SlideDetail) {
    super('pb-slide', detail, true);
  }
}

/** After a move, once the new slide shows. */
export class PbSlidEvent extends PbEvent<SlideDetail> {
  constructor(detail: SlideDetail) {
    super('pb-slid', detail);
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'pb-slide': PbSlideEvent;
    'pb-slid': PbSlidEvent;
  }
}
