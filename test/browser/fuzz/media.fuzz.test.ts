/** The media elements over fuzzed markup (harness.ts; docs/fuzzing.md). */
import { fuzzFamily } from './harness.js';
import { fixtures as lazyVideo } from '../../../elements/lazy-video/lazy-video.fixtures.js';
import { fixtures as media } from '../../../elements/pb-media/pb-media.fixtures.js';
import { fixtures as videoOverlay } from '../../../elements/pb-video-overlay/pb-video-overlay.fixtures.js';
import { fixtures as videoBg } from '../../../elements/pb-video-bg/pb-video-bg.fixtures.js';
import { fixtures as map } from '../../../elements/pb-map/pb-map.fixtures.js';
import { fixtures as sbiFeed } from '../../../elements/sbi-feed/sbi-feed.fixtures.js';

fuzzFamily('media', {
  'lazy-video': lazyVideo,
  'pb-media': media,
  'pb-video-overlay': videoOverlay,
  'pb-video-bg': videoBg,
  'pb-map': map,
  'sbi-feed': sbiFeed,
});

// What WebKit's media controls throw now and then (elements/base/test/webkit-media-controls.ts) reaches mocha's
// `window.onerror` as well as the case's listener: it must fail no test, in any engine, whenever it comes.
it("fails no test on an error of WebKit's media controls (their message, no source)", () => {
  window.dispatchEvent(new ErrorEvent('error', { message: 'TypeError: Type error' }));
});
