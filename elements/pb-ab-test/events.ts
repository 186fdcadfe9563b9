import { PbEvent } from '../core/pb-event.js';
import type { Goal } from './ab-rules.js';

export interface AbGoalDetail {
  /** The test's post id. */
  test: string;
  /** The subject the visitor was shown. */
  subject: string;
  goal: Goal;
}

/** A goal was recorded (posted to the stats action, its cookie written). */
export class PbAbGoalEvent extends PbEvent<AbGoalDetail> {
  constructor(detail: AbGoalDetail) {
    super('pb-ab-goal', detail);
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'pb-ab-goal': PbAbGoalEvent;
  }
}
