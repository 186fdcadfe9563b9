import { PbEvent } from '../core/pb-event.js';

export interface FormSubmitDetail {
  /** Which kind of form: `contact` or `newsletter`. */
  form: string;
  /** The module's id (or its order class), as the CMS printed it. */
  id: string;
}

/** A form was sent and the server accepted it: the goal an A/B test counts (spec call 1, "con_goal"). */
export class PbFormSubmitEvent extends PbEvent<FormSubmitDetail> {
  constructor(detail: FormSubmitDetail) {
    super('pb-form-submit', detail);
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'pb-form-submit': PbFormSubmitEvent;
  }
}
