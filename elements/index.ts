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
  allowAlways,
} from './core/consent.js';
export {
  ConsentStore,
  consentModeSignals,
  type ConsentRecord,
  type ConsentStoreOptions,
  type CookieJar,
  type Decision,
} from './core/consent-store.js';
export { connectConsent, PbConsentChangeEvent, type ConsentChangeDetail } from './core/consent-page.js';
export { unblockScripts } from './core/script-unblocker.js';
export { CookieBarElement } from './cookie-bar/cookie-bar.js';
export { PbConsentRecordEvent } from './cookie-bar/events.js';
export { LazyVideoElement } from './lazy-video/lazy-video.js';
export { PbVideoActivateEvent, type VideoActivateDetail } from './lazy-video/events.js';
export { PbSliderElement } from './pb-slider/pb-slider.js';
export { PbSlideEvent, PbSlidEvent, type SlideDetail } from './rotation/events.js';
export { PbTabsElement } from './pb-tabs/pb-tabs.js';
export { PbCounterElement, type CounterKind } from './pb-counter/pb-counter.js';
export { PbCountdownElement } from './pb-countdown/pb-countdown.js';
export { PbBlogElement } from './pb-blog/pb-blog.js';
export { PbPageChangedEvent, type PageChangedDetail } from './pb-blog/events.js';
export { PbToggleElement } from './pb-toggle/pb-toggle.js';
export { PbToggleEvent, PbToggledEvent, type ToggleDetail } from './pb-toggle/events.js';
export { PbCountdownEndEvent, type CountdownEndDetail } from './pb-countdown/events.js';
export { PbLightboxElement } from './pb-lightbox/pb-lightbox.js';
export { PbMediaElement } from './pb-media/pb-media.js';
export { PbVideoOverlayElement } from './pb-video-overlay/pb-video-overlay.js';
export { PbVideoBgElement } from './pb-video-bg/pb-video-bg.js';
export { openLightbox, LIGHTBOX_LINKS } from './lightbox/open.js';
export { PbGalleryElement } from './pb-gallery/pb-gallery.js';
export { PbPageEvent, type PageDetail } from './collections/events.js';
export { PbPortfolioElement } from './pb-portfolio/pb-portfolio.js';
export { PbCarouselElement } from './pb-carousel/pb-carousel.js';
export { PbContactFormElement } from './pb-contact-form/pb-contact-form.js';
export { PbFormSubmitEvent, type FormSubmitDetail } from './forms/events.js';
export { PbCommentFormElement } from './pb-comment-form/pb-comment-form.js';
export { PbCommentReplyEvent, type CommentReplyDetail } from './pb-comment-form/events.js';
export { PbPageElement } from './pb-page/pb-page.js';
export { PbMotionElement } from './pb-motion/pb-motion.js';
export { PbAbTestElement } from './pb-ab-test/pb-ab-test.js';
export { PbAbGoalEvent, type AbGoalDetail } from './pb-ab-test/events.js';
export { PbScrollEvent, type ScrollDetail, type ScrollReason } from './pb-page/events.js';
export { PbNewsletterElement } from './pb-newsletter/pb-newsletter.js';
export { SbiFeedElement } from './sbi-feed/sbi-feed.js';
export { PbMapElement } from './pb-map/pb-map.js';
export { PbMapReadyEvent, PbPinOpenEvent, type MapPin, type MapReadyDetail } from './pb-map/events.js';
export { PbFeedLoadEvent, type FeedLoadDetail } from './sbi-feed/events.js';
export { PbHeaderElement } from './pb-header/pb-header.js';
export { PbMenuElement } from './pb-menu/pb-menu.js';
