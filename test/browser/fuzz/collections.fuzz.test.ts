/** The collections elements over fuzzed markup (harness.ts; docs/fuzzing.md). */
import { fuzzFamily } from './harness.js';
import { fixtures as portfolio } from '../../../elements/pb-portfolio/pb-portfolio.fixtures.js';
import { fixtures as gallery } from '../../../elements/pb-gallery/pb-gallery.fixtures.js';
import { fixtures as slider } from '../../../elements/pb-slider/pb-slider.fixtures.js';
import { fixtures as carousel } from '../../../elements/pb-carousel/pb-carousel.fixtures.js';
import { fixtures as tabs } from '../../../elements/pb-tabs/pb-tabs.fixtures.js';
import { fixtures as toggle } from '../../../elements/pb-toggle/pb-toggle.fixtures.js';
import { fixtures as blog } from '../../../elements/pb-blog/pb-blog.fixtures.js';
import { fixtures as lightbox } from '../../../elements/pb-lightbox/pb-lightbox.fixtures.js';

fuzzFamily('collections', {
  'pb-portfolio': portfolio,
  'pb-gallery': gallery,
  'pb-slider': slider,
  'pb-carousel': carousel,
  'pb-tabs': tabs,
  'pb-toggle': toggle,
  'pb-blog': blog,
  'pb-lightbox': lightbox,
});
