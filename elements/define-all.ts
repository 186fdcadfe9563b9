/**
 * Registers every element at once (for pages that use most of them, and for the React barrel). A new element
 * folder joins this list by hand; `catalogue.spec.ts` fails until it does.
 */
import './cookie-bar/define.js';
import './pb-blog/define.js';
import './lazy-video/define.js';
import './pb-ab-test/define.js';
import './pb-carousel/define.js';
import './pb-comment-form/define.js';
import './pb-counter/define.js';
import './pb-countdown/define.js';
import './pb-contact-form/define.js';
import './pb-gallery/define.js';
import './pb-header/define.js';
import './pb-lightbox/define.js';
import './pb-map/define.js';
import './pb-media/define.js';
import './pb-menu/define.js';
import './pb-newsletter/define.js';
import './pb-page/define.js';
import './pb-motion/define.js';
import './pb-portfolio/define.js';
import './pb-slider/define.js';
import './pb-tabs/define.js';
import './pb-toggle/define.js';
import './pb-video-bg/define.js';
import './pb-video-overlay/define.js';
import './sbi-feed/define.js';

export * from './index.js';
