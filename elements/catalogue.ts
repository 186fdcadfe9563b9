/**
 * Every element: its tag, the CMS roots it upgrades when no tag is printed around them, and how to load its
 * registration. `autoload` reads this list. `define-all.ts`, `index.ts` and the byte budgets
 * (`scripts/size/budgets.mjs`) name each element too; `catalogue.spec.ts` fails, naming the folder and the file,
 * when an element folder (one with a `define.ts`) is missing from any of them.
 */
export interface CatalogueEntry {
  tag: string;
  /** Selector for the CMS module roots this tag wraps; `autoload` wraps bare ones itself. */
  cmsRoot?: string;
  load: () => Promise<unknown>;
}

export const CATALOGUE: readonly CatalogueEntry[] = [
  {
    tag: 'cookie-bar',
    // 2.x wraps its parts in a container; 1.x prints the bar and its siblings bare (the element adopts those).
    cmsRoot:
      '.wt-cli-cookie-bar-container, #cookie-law-info-bar:not(.wt-cli-cookie-bar-container #cookie-law-info-bar)',
    load: () => import('./cookie-bar/define.js'),
  },
  // The gallery's slider mode (`.et_pb_gallery.et_pb_slider`) belongs to the carousel.
  {
    tag: 'pb-portfolio',
    cmsRoot: '.et_pb_filterable_portfolio, .et_pb_fullwidth_portfolio_grid, .et_pb_portfolio_grid',
    load: () => import('./pb-portfolio/define.js'),
  },
  {
    tag: 'pb-slider',
    // Slider, post slider, fullwidth slider, a video slider's inner slider, and the fullwidth post slider
    // (MARKUP.md §3.1).
    cmsRoot: '.et_pb_slider:not(.et_pb_gallery), .et_pb_fullwidth_post_slider',
    load: () => import('./pb-slider/define.js'),
  },
  { tag: 'pb-tabs', cmsRoot: '.et_pb_tabs', load: () => import('./pb-tabs/define.js') },
  {
    tag: 'pb-counter',
    // One tag per counter module: circle, number, and the bar counters' list (MARKUP.md §6.1–§6.3).
    cmsRoot: '.et_pb_circle_counter, .et_pb_number_counter, .et_pb_counters',
    load: () => import('./pb-counter/define.js'),
  },
  { tag: 'pb-countdown', cmsRoot: '.et_pb_countdown_timer', load: () => import('./pb-countdown/define.js') },
  {
    tag: 'pb-toggle',
    // One tag per accordion, and one per toggle that is not an accordion's item (MARKUP.md §8.3).
    cmsRoot: '.et_pb_accordion, .et_pb_toggle:not(.et_pb_accordion > .et_pb_toggle)',
    load: () => import('./pb-toggle/define.js'),
  },
  {
    tag: 'pb-carousel',
    // A video slider's thumbnail strip is also `.et_pb_carousel`, but belongs to its slider.
    cmsRoot:
      '.et_pb_carousel:not(.et_pb_slider_carousel + *), .et_pb_gallery.et_pb_slider, .et_pb_fullwidth_portfolio_carousel',
    load: () => import('./pb-carousel/define.js'),
  },
  {
    tag: 'pb-blog',
    // A blog (or post) module with ajax pagination: the module holding the container, directly or in its grid
    // (MARKUP.md §8.8). Portfolios page themselves (<pb-portfolio>).
    cmsRoot:
      '.et_pb_module:has(> .et_pb_ajax_pagination_container, > .et_pb_blog_grid > .et_pb_ajax_pagination_container):not(.et_pb_portfolio_grid, .et_pb_filterable_portfolio, .et_pb_fullwidth_portfolio_grid)',
    load: () => import('./pb-blog/define.js'),
  },
  { tag: 'pb-gallery', cmsRoot: '.et_pb_gallery_grid', load: () => import('./pb-gallery/define.js') },
  { tag: 'pb-lightbox', cmsRoot: 'a.et_pb_lightbox_image', load: () => import('./pb-lightbox/define.js') },
  { tag: 'lazy-video', cmsRoot: '.rll-youtube-player', load: () => import('./lazy-video/define.js') },
  {
    tag: 'pb-media',
    // The audio module, and a video module that plays a self-hosted <video> (one with an embed holds an iframe).
    cmsRoot: '.et_pb_audio_module,.et_pb_video:has(video)',
    load: () => import('./pb-media/define.js'),
  },
  {
    tag: 'pb-video-overlay',
    // The overlay itself (in a video, post or video-wrap module); a video slider's overlays belong to <pb-slider>.
    cmsRoot: '.et_pb_video_overlay:not(.et_pb_slider *,.et_pb_carousel *)',
    load: () => import('./pb-video-overlay/define.js'),
  },
  { tag: 'pb-video-bg', cmsRoot: '.et_pb_section_video_bg', load: () => import('./pb-video-bg/define.js') },
  {
    tag: 'pb-contact-form',
    cmsRoot: '.et_pb_contact_form_container',
    load: () => import('./pb-contact-form/define.js'),
  },
  { tag: 'pb-newsletter', cmsRoot: '.et_pb_newsletter', load: () => import('./pb-newsletter/define.js') },
  {
    tag: 'pb-comment-form',
    // The comments area (reply links and form together); a bare #respond only when it is not inside one, and never
    // once a reply has moved it under a comment (autoload would otherwise wrap it again there).
    cmsRoot:
      '.comments-area:has(#respond), #comment-wrap:has(#respond), #respond:not(.comments-area #respond, #comment-wrap #respond, .pb-comment-form--replying)',
    load: () => import('./pb-comment-form/define.js'),
  },
  { tag: 'sbi-feed', cmsRoot: '#sb_instagram, .sbi[data-feedid]', load: () => import('./sbi-feed/define.js') },
  { tag: 'pb-map', cmsRoot: '.et_pb_map_container', load: () => import('./pb-map/define.js') },
  { tag: 'pb-header', cmsRoot: '#main-header', load: () => import('./pb-header/define.js') },
  {
    tag: 'pb-menu',
    // The header's navigation, and the builder's menu modules (Divi 4: `.et-menu-nav ul.nav` and `.mobile_nav`
    // inside, MARKUP.md §8.5).
    cmsRoot: '#et-top-navigation, .et_pb_menu, .et_pb_fullwidth_menu',
    load: () => import('./pb-menu/define.js'),
  },
  // Page behaviours have no module root to wrap: `autoload` adds one empty <pb-page> at the end of the body when the
  // template printed none.
  { tag: 'pb-page', load: () => import('./pb-page/define.js') },
  // Page motion has none either: `autoload` adds one empty <pb-motion> when the page has entrance animations.
  { tag: 'pb-motion', load: () => import('./pb-motion/define.js') },
  // A/B testing: `autoload` adds one empty <pb-ab-test> when the page config lists tests; the conversion markers of
  // a page that counts a goal of tests shown elsewhere (shortcode tracking, a shop's order page) are wrapped.
  {
    tag: 'pb-ab-test',
    cmsRoot: '.et_pb_ab_split_track, .et_pb_ab_shop_conversion',
    load: () => import('./pb-ab-test/define.js'),
  },
];
