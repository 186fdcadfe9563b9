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
