/**
 * Which fuzz file covers which element: every tag of elements/catalogue.ts is in exactly one family, which
 * `catalogue.fuzz.test.ts` checks, so a new element cannot go unfuzzed.
 */
export const FAMILIES = {
  collections: [
    'pb-portfolio',
    'pb-gallery',
    'pb-slider',
    'pb-carousel',
    'pb-tabs',
    'pb-toggle',
    'pb-blog',
    'pb-lightbox',
  ],
  media: ['lazy-video', 'pb-media', 'pb-video-overlay', 'pb-video-bg', 'pb-map', 'sbi-feed'],
  forms: ['pb-contact-form', 'pb-newsletter', 'pb-comment-form'],
  page: ['cookie-bar', 'pb-header', 'pb-menu', 'pb-page', 'pb-motion', 'pb-ab-test', 'pb-counter', 'pb-countdown'],
} as const;

export type Family = keyof typeof FAMILIES;
