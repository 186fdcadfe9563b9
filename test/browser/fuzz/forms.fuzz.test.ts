/** The forms elements over fuzzed markup (harness.ts; docs/fuzzing.md). */
import { fuzzFamily } from './harness.js';
import { fixtures as contactForm } from '../../../elements/pb-contact-form/pb-contact-form.fixtures.js';
import { fixtures as newsletter } from '../../../elements/pb-newsletter/pb-newsletter.fixtures.js';
import { fixtures as commentForm } from '../../../elements/pb-comment-form/pb-comment-form.fixtures.js';

fuzzFamily('forms', {
  'pb-contact-form': contactForm,
  'pb-newsletter': newsletter,
  'pb-comment-form': commentForm,
});
