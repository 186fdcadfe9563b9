// GENERATED from custom-elements.json by `npm run generate` — do not edit.

export * from './cookie-bar.js';
export * from './lazy-video.js';
export * from './pb-ab-test.js';
export * from './pb-blog.js';
export * from './pb-carousel.js';
export * from './pb-comment-form.js';
export * from './pb-contact-form.js';
export * from './pb-countdown.js';
export * from './pb-counter.js';
export * from './pb-gallery.js';
export * from './pb-header.js';
export * from './pb-lightbox.js';
export * from './pb-map.js';
export * from './pb-media.js';
export * from './pb-menu.js';
export * from './pb-motion.js';
export * from './pb-newsletter.js';
export * from './pb-page.js';
export * from './pb-portfolio.js';
export * from './pb-slider.js';
export * from './pb-tabs.js';
export * from './pb-toggle.js';
export * from './pb-video-bg.js';
export * from './pb-video-overlay.js';
export * from './sbi-feed.js';
