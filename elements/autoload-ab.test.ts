/**
 * Autoload starts A/B tracking when the page config lists tests (issue 17): one empty <pb-ab-test> at the end of
 * the body, and the conversion markers of tests shown elsewhere wrapped; the page is set up before autoload loads,
 * as a page printing it in its head would be.
 */
import { expect } from '@open-wc/testing';
import { until } from './base/test/until.js';

const TEST_ID = `autoload${Math.random().toString(36).slice(2)}`;

before(async () => {
  const block = Object.assign(document.createElement('script'), {
    type: 'application/json',
    id: 'pb-config',
    textContent: JSON.stringify({
      et_pb_custom: { ab_tests: [{ post_id: '101', test_id: TEST_ID }], is_ab_testing_active: true },
    }),
  });
  document.head.append(block);
  document.body.insertAdjacentHTML(
    'beforeend',
    `<div class="et_pb_module et_pb_text et_pb_ab_subject_id-101_2"><p>Subject 2</p></div>
     <div class="et_pb_module et_pb_ab_goal et_pb_ab_goal_id-101"><a class="et_pb_button" href="#top">Go</a></div>
     <div class="et_pb_ab_split_track" data-test_id="205"></div>`,
  );
  await import('./autoload.js');
});

after(() => {
  document.cookie = `et_pb_ab_click_goal_101${TEST_ID}=; Max-Age=0; Path=/`;
});

describe('autoload and A/B tests', () => {
  it('adds one <pb-ab-test> at the end of the body and wraps the conversion marker in another', async () => {
    await until(() => customElements.get('pb-ab-test') && document.body.lastElementChild?.localName === 'pb-ab-test');
    const tags = [...document.querySelectorAll('pb-ab-test')];
    expect(tags.length).to.equal(2);
    expect(tags[0]!.firstElementChild?.className).to.equal('et_pb_ab_split_track');
    expect(tags[1]!.childElementCount).to.equal(0);
  });

  it('tracks the goals of the listed test with the page config alone (no consent gate configured)', async () => {
    document.querySelector<HTMLElement>('.et_pb_ab_goal .et_pb_button')!.click();
    await until(() => document.cookie.includes(`et_pb_ab_click_goal_101${TEST_ID}=true`));
  });
});
