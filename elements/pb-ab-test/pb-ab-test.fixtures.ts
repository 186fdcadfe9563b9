/**
 * The theme's A/B test markup (MARKUP.md §7): the subject module the page shows, carrying
 * `et_pb_ab_subject_id-<post>_<subject>`, and the goal module (`et_pb_ab_goal et_pb_ab_goal_id-<post>`); on a
 * cached page, one empty placeholder per subject instead of the subject.
 */
export { replyUrl, uniqueKey } from '../base/test/replies.js';

export const POST = '101';

const subjectModule = (subject: string, text = `Subject ${subject}`) =>
  `<div class="et_pb_module et_pb_text et_pb_text_0 et_pb_ab_subject et_pb_ab_subject_id-${POST}_${subject}"><div class="et_pb_text_inner"><h2>${text}</h2><p>Our offer, told one way.</p></div></div>`;

const goalModule = (inner = '<a class="et_pb_button" href="#offer">See the offer</a>') =>
  `<div class="et_pb_module et_pb_button_module_wrapper et_pb_ab_goal et_pb_ab_goal_id-${POST}">${inner}</div>`;

/** A page section with a subject and its goal (the goal pushed `below` px down when asked). */
export const page = (subject = '1', below = 0) => `<pb-ab-test>
  <div class="et_pb_section et_pb_section_0"><div class="et_pb_row"><div class="et_pb_column">
    ${subjectModule(subject)}
    <div style="height: ${below}px"></div>
    ${goalModule()}
  </div></div></div>
</pb-ab-test>`;

/** A cached page: the subjects' placeholders (the first holding what shows when the call fails), and the goal. */
export const cachedPage = () => `<pb-ab-test>
  <div class="et_pb_section et_pb_section_0"><div class="et_pb_row"><div class="et_pb_column">
    <div class="et_pb_subject_placeholder et_pb_subject_placeholder_id_${POST}_1"><p class="fallback">Subject 1 (fallback)</p></div>
    <div class="et_pb_subject_placeholder et_pb_subject_placeholder_id_${POST}_2"></div>
    ${goalModule()}
  </div></div></div>
</pb-ab-test>`;

export const fixtures = { test: page(), cached: cachedPage(), empty: '<pb-ab-test></pb-ab-test>' };
