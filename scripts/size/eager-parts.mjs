/**
 * On-demand parts that an element loads as soon as it upgrades on a typical page, so autoload fetches them with
 * the element's own file (issue 19's request chain: autoload → the element, its chunks and these, then nothing
 * more before the first screen is upgraded). Without this, such a part is asked for only once the element's file
 * has arrived and run: one more round trip (150 ms on slow 4G) on the pages that have it.
 *
 * A part named here is asked for with the element (`import()`: fetched, compiled and its top level run, which only
 * defines its functions); the element still decides whether to start it. `when` narrows the fetch to pages where the element will need it
 * (autoload's `pageNeeds`); it holds no space (autoload's graph separates entries with spaces):
 *  - a CSS selector: only when the page has a match when the element is loaded;
 *  - `$a.b`: only when that page setting (in `#pb-config`, else the page global of that name) is set and is not
 *    "no", "off" or "false", as the theme's own settings read;
 *  - `GATE`: only while the page's `#pb-config` turns consent gating on and prints no `<cookie-bar>` (the
 *    consent gate then reads the consent plugin's own cookies: controllers/consent-gate.ts).
 * With no `when`, a page that ends up not needing it downloads a few hundred bytes for nothing; the parts so
 * listed are those nearly every page with the element needs (the cookie bar's first layer is needed on every
 * first visit, and a returning visitor has it in the HTTP cache).
 *
 * vite.config.ts's chunk graph writes them into autoload.js; scripts/size/size.spec.ts checks that every part
 * named here exists in the build and that no element's request chain is longer than promised.
 * Paths are relative to the repository root, as the module ids of the build.
 */

/** The marker of a part needed only when consent gating is on (see above). */
export const GATE = 'gate';

/** The module every gated element loads on demand while gating is on (its consent gate's cookie reader). */
export const GATED_PART = 'elements/core/plugin-consent.ts';

/** The module that marks an element as gated: one whose static imports reach it gets GATED_PART with `GATE`. */
export const GATE_MODULE = 'elements/controllers/consent-gate.ts';

/** @type {Record<string, { module: string, when?: string }[]>} */
export const EAGER_PARTS = {
  // The bar on a first visit, and the page's cookie lists it reads at every upgrade.
  'cookie-bar': [{ module: 'elements/cookie-bar/first-layer.ts' }, { module: 'elements/cookie-bar/page-data.ts' }],
  // On a site behind a page cache, the subject the CMS chose is fetched and swapped in as the page loads.
  'pb-ab-test': [{ module: 'elements/pb-ab-test/cached-subjects.ts', when: '$et_pb_custom.is_cache_plugin_active' }],
  // The circle counter's ring (number and bar counters need none).
  'pb-counter': [{ module: 'elements/pb-counter/counter-ring.ts', when: '.et_pb_circle_counter' }],
  // Each kind of motion the page prints: entrance animations (nearly every page that gets a <pb-motion>),
  // parallax backgrounds, sticky options, scroll effects.
  'pb-motion': [
    { module: 'elements/pb-motion/entrance.ts' },
    { module: 'elements/pb-motion/parallax.ts', when: '.et_parallax_bg' },
    { module: 'elements/pb-motion/sticky.ts', when: '$et_pb_sticky_elements' },
    { module: 'elements/pb-motion/scroll-effects.ts', when: '$et_pb_motion_elements' },
  ],
  // The theme's back-to-top button, when the page prints it.
  'pb-page': [{ module: 'elements/pb-page/scroll-top.ts', when: '.et_pb_scroll_top' }],
  // A video slider's thumbnails and play overlays (a video overlay elsewhere on the page costs a needless fetch:
  // the exact rule, `.et_pb_slide .et_pb_video_overlay`, holds a space).
  'pb-slider': [{ module: 'elements/pb-slider/video-slider.ts', when: '.et_pb_slider_carousel,.et_pb_video_overlay' }],
  // The feed's header avatar, shown as the feed upgrades.
  'sbi-feed': [{ module: 'elements/sbi-feed/feed-extras.ts', when: '.sbi_header_img' }],
};
