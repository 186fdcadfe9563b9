/** The page elements over fuzzed markup (harness.ts; docs/fuzzing.md). */
import { fuzzFamily } from './harness.js';
import { fixtures as cookieBar } from '../../../elements/cookie-bar/cookie-bar.fixtures.js';
import { fixtures as header } from '../../../elements/pb-header/pb-header.fixtures.js';
import { fixtures as menu } from '../../../elements/pb-menu/pb-menu.fixtures.js';
import { fixtures as page } from '../../../elements/pb-page/pb-page.fixtures.js';
import { fixtures as motion } from '../../../elements/pb-motion/pb-motion.fixtures.js';
import { fixtures as abTest } from '../../../elements/pb-ab-test/pb-ab-test.fixtures.js';
import { fixtures as counter } from '../../../elements/pb-counter/pb-counter.fixtures.js';
import { fixtures as countdown } from '../../../elements/pb-countdown/pb-countdown.fixtures.js';

fuzzFamily('page', {
  'cookie-bar': cookieBar,
  'pb-header': header,
  'pb-menu': menu,
  'pb-page': page,
  'pb-motion': motion,
  'pb-ab-test': abTest,
  'pb-counter': counter,
  'pb-countdown': countdown,
});
