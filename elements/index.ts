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
export { ConsentStore, consentModeSignals, type ConsentRecord, type ConsentStoreOptions, type CookieJar, type Decision } from './core/consent-store.js';
export { connectConsent, PbConsentChangeEvent, type ConsentChangeDetail } from './core/consent-page.js';
export { unblockScripts } from './core/script-unblocker.js';
export { CookieBarElement } from './cookie-bar/cookie-bar.js';
export { PbConsentRecordEvent } from './cookie-bar/events.js';
export { LazyVideoElement } from './lazy-video/lazy-video.js';
export { PbVideoActivateEvent, type VideoActivateDetail } from './lazy-video/events.js';
export { SliderElement } from './pb-slider/slider.js';
export { PbSlideEvent, PbSlidEvent, type SlideDetail } from './pb-slider/events.js';
export { TabsElement } from './pb-tabs/tabs.js';
export { LightboxElement } from './pb-lightbox/lightbox.js';
export { openLightbox, LIGHTBOX_LINKS } from './pb-lightbox/open.js';
export { GalleryElement } from './pb-gallery/gallery.js';
export { PbPageEvent, type PageDetail } from './pb-gallery/events.js';
export { PortfolioElement } from './pb-portfolio/portfolio.js';
export { CarouselElement } from './pb-carousel/carousel.js';
export { ContactFormElement } from './pb-contact-form/contact-form.js';
export { PbFormSubmitEvent, type FormSubmitDetail } from './pb-contact-form/events.js';
export { CommentFormElement } from './pb-comment-form/pb-comment-form.js';
export { PbCommentReplyEvent, type CommentReplyDetail } from './pb-comment-form/events.js';
export { PbPageElement } from './pb-page/pb-page.js';
export { PbScrollEvent, type ScrollDetail, type ScrollReason } from './pb-page/events.js';
export { NewsletterElement } from './pb-newsletter/pb-newsletter.js';
export { SbiFeedElement } from './sbi-feed/sbi-feed.js';
export { PbFeedLoadEvent, type FeedLoadDetail } from './sbi-feed/events.js';
export { HeaderElement } from './pb-header/header.js';
export { MenuElement } from './pb-menu/menu.js';
