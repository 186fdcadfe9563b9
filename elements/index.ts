/** Classes, event types and the site-configuration API. No side effects: nothing is registered. */
export { PbElement } from './base/pb-element.js';
export { configure, getConfig, resetConfig, type PbConfig, type PbConfigInput } from './core/config.js';
export {
  isGranted,
  onConsentChange,
  provideConsent,
  PbConsentRequestEvent,
  type ConsentSource,
  type ConsentRequestDetail,
} from './core/consent.js';
export { LazyVideoElement } from './lazy-video/lazy-video.js';
export { PbVideoActivateEvent, type VideoActivateDetail } from './lazy-video/events.js';
