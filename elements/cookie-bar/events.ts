import { PbEvent } from '../core/pb-event.js';
import type { ConsentRecord } from '../core/consent-store.js';

/**
 * Fired on every explicit choice (accept, reject, save, always allow) with the proof a site may keep:
 * consent id, timestamp, revision, decision, categories and the GPC flag.
 */
export class PbConsentRecordEvent extends PbEvent<ConsentRecord> {
  constructor(record: ConsentRecord) {
    super('pb-consent-record', record);
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'pb-consent-record': PbConsentRecordEvent;
  }
}
