/**
 * The fault matrix for <pb-ab-test>'s two calls to the CMS's ajax endpoint (docs/reliability.md): the subject
 * a cached page asks for, and the goal statistics it posts. A failed subject call shows the first subject (the
 * placeholder's own content) and the test records nothing; a failed statistics post changes nothing the visitor
 * sees and is not sent again (its cookie already says the goal was counted: one count per visitor at most).
 */
import { expect } from '@open-wc/testing';
import { FakeClock } from '../../../elements/base/test/fake-clock.js';
import { countReplyRequests, type RequestCounter } from '../../../elements/base/test/request-counter.js';
import { mount, unmountAll } from '../../../elements/base/test/suites.js';
import { until } from '../../../elements/base/test/until.js';
import { provideConsent } from '../../../elements/core/consent.js';
import { configure, resetConfig } from '../../../elements/core/config.js';
import type { PbAbGoalEvent } from '../../../elements/pb-ab-test/events.js';
import { cachedPage, page, POST } from '../../../elements/pb-ab-test/pb-ab-test.fixtures.js';
import '../../../elements/pb-ab-test/define.js';
import { errorsDuring, failLookups, notApplicable, pause, replyUrl, requests, scenario, uniqueKey } from './faults.js';

const SUBJECT = `json:${encodeURIComponent(JSON.stringify({ id: '2', content: '<div class="swapped"><h2>Subject 2</h2></div>' }))}`;
const TRUNCATED = `text:${'{"id":"2","content":"<div class=\\"swa'}`;
const FALLBACK = 'Subject 1 (fallback)';

let counter: RequestCounter | undefined;
let lookups: ReturnType<typeof failLookups> | undefined;
const goals: string[] = [];
const onGoal = (event: Event) => goals.push((event as PbAbGoalEvent).detail.goal);
before(() => document.addEventListener('pb-ab-goal', onGoal));
after(() => document.removeEventListener('pb-ab-goal', onGoal));
beforeEach(() => (goals.length = 0));
afterEach(() => {
  counter?.restore();
  lookups?.restore();
  counter = lookups = undefined;
  unmountAll();
  resetConfig();
  provideConsent(undefined);
  delete (globalThis as { et_pb_custom?: unknown }).et_pb_custom;
  for (const name of document.cookie.split('; ').map((c) => c.split('=')[0]!))
    if (name.startsWith('et_pb_ab_')) document.cookie = `${name}=; Max-Age=0; Path=/`;
});

/** One test (a fresh id, so no earlier cookie counts) whose endpoint answers `faulty`; requests counted. */
function setUp(faulty: string, cached: boolean, dns = false) {
  const key = uniqueKey();
  (globalThis as { et_pb_custom?: unknown }).et_pb_custom = {
    ab_tests: [{ post_id: POST, test_id: `t${uniqueKey()}` }],
    is_ab_testing_active: true,
    page_id: '7',
    // read_page after a long time: only the goal a test clicks is posted.
    ab_bounce_rate: 60,
    ...(cached ? { is_cache_plugin_active: 'yes' } : {}),
  };
  configure({
    ajaxUrl: replyUrl(faulty, key),
    nonces: { abLog: 'ab-log-nonce', frontend: 'front-nonce' },
    abTesting: { consentExempt: true },
  });
  if (dns) lookups = failLookups();
  counter = countReplyRequests();
  return key;
}

/** A cached page whose subject call meets `faulty`: the first subject shows, nothing is recorded, nothing repeated. */
async function subjectFails(faulty: string, dns = false) {
  setUp(faulty, true, dns);
  const el = await mount(cachedPage(), 'pb-ab-test');
  await until(() => !el.querySelector('.et_pb_subject_placeholder'));
  expect(el.querySelector('.fallback')?.textContent).to.equal(FALLBACK);
  expect(el.querySelector('.swapped')).to.equal(null);
  el.querySelector<HTMLElement>('.et_pb_ab_goal .et_pb_button')!.click();
  await pause(200);
  expect(goals, 'no goal for a test whose subject is unknown').to.deep.equal([]);
  expect(counter!.calls, 'asked once, not again').to.equal(1);
}

describe('<pb-ab-test> fault matrix: subject', () => {
  it('subject × offline: the first subject shows (the page as printed); the test records nothing; not repeated', async () => {
    await subjectFails(scenario.offline);
  });

  it('subject × DNS failure: the first subject shows; the test records nothing; not repeated', async () => {
    await subjectFails(SUBJECT, true);
  });

  it('subject × HTTP 500: the first subject shows; the test records nothing; not repeated', async () => {
    await subjectFails(scenario.server);
  });

  it('subject × 403 -1 (nonce): the first subject shows; the test records nothing; not repeated', async () => {
    await subjectFails(scenario.nonce);
  });

  it('subject × HTML instead of the reply: the first subject shows, nothing of the page is inserted; not repeated', async () => {
    await subjectFails(scenario.html);
  });

  it('subject × truncated reply: the first subject shows, nothing of the reply is inserted; not repeated', async () => {
    await subjectFails(TRUNCATED);
  });

  it('subject × 20 s stall: the placeholder keeps its place until 20 s, then the first subject shows; not repeated', async () => {
    const clock = new FakeClock().install();
    let el: Element;
    try {
      setUp(scenario.stall(600, SUBJECT), true);
      el = await mount(cachedPage(), 'pb-ab-test');
      await until(() => counter!.calls === 1);
      clock.tick(19_999);
      expect(el.querySelectorAll('.et_pb_subject_placeholder').length).to.equal(2);
      clock.tick(1);
    } finally {
      clock.uninstall();
    }
    await until(() => !el.querySelector('.et_pb_subject_placeholder'));
    // Past the time the server answers: a request still open would swap the subject in now.
    await pause(800);
    expect(el.querySelector('.fallback')?.textContent).to.equal(FALLBACK);
    expect(el.querySelector('.swapped')).to.equal(null);
    expect(counter!.calls).to.equal(1);
  });

  it('subject × reply after removal: the late subject goes into the removed section without an error; nothing is recorded or sent again', async () => {
    const key = setUp(scenario.stall(300, SUBJECT), true);
    const el = await mount(cachedPage(), 'pb-ab-test');
    await until(() => counter!.calls === 1);
    const errors = await errorsDuring(async () => {
      el.closest('.pb-test-fixture')!.remove();
      await until(() => el.querySelector('.swapped'));
      await pause(200);
    });
    expect(errors).to.deep.equal([]);
    expect(goals).to.deep.equal([]);
    expect(counter!.calls).to.equal(1);
    expect(await requests(key)).to.have.length(1);
  });
});

notApplicable('subject × double click: n/a, the page asks once as it loads; no click starts it');

/** A page showing subject 1 whose statistics post meets `faulty`: a click on the goal, counted once, posted once. */
async function goalPostFails(faulty: string, dns = false) {
  setUp(faulty, false, dns);
  const el = await mount(page('1', 4000), 'pb-ab-test');
  await pause(50);
  const errors = await errorsDuring(async () => {
    el.querySelector<HTMLElement>('.et_pb_ab_goal .et_pb_button')!.click();
    await until(() => counter!.calls === 1);
    await pause(300);
  });
  expect(errors).to.deep.equal([]);
  expect(goals).to.deep.equal(['click_goal']);
  el.querySelector<HTMLElement>('.et_pb_ab_goal .et_pb_button')!.click();
  await pause(100);
  expect(counter!.calls, 'posted once: its cookie says the goal was counted').to.equal(1);
  return el;
}

describe('<pb-ab-test> fault matrix: goal statistics', () => {
  it('goal stats × offline: nothing changes for the visitor; the count is lost, not repeated (the goal cookie is written first)', async () => {
    await goalPostFails(scenario.offline);
  });

  it('goal stats × DNS failure: nothing changes for the visitor; the count is lost, not repeated', async () => {
    await goalPostFails('text:1', true);
  });

  it('goal stats × HTTP 500: nothing changes for the visitor; not repeated', async () => {
    await goalPostFails(scenario.server);
  });

  it('goal stats × 403 -1 (nonce): nothing changes for the visitor; not repeated', async () => {
    await goalPostFails(scenario.nonce);
  });

  it('goal stats × HTML instead of the reply: the reply is not read; nothing changes for the visitor; not repeated', async () => {
    await goalPostFails(scenario.html);
  });

  it('goal stats × truncated reply: the reply is not read; nothing changes for the visitor; not repeated', async () => {
    await goalPostFails('text:');
  });

  it('goal stats × 20 s stall: no timer of ours (a fire-and-forget keepalive post, so a click that leaves the page still lands): nothing waits for it, the page works meanwhile; not repeated', async () => {
    setUp(scenario.stall(1500, 'text:1'), false);
    const el = await mount(page('1', 4000), 'pb-ab-test');
    const button = el.querySelector<HTMLElement>('.et_pb_ab_goal .et_pb_button')!;
    button.click();
    await until(() => counter!.calls === 1);
    // The goal counted and announced at once, while its post is still on its way.
    expect(goals).to.deep.equal(['click_goal']);
    button.click();
    await pause(100);
    expect(counter!.calls).to.equal(1);
  });

  it('goal stats × reply after removal: the answer comes to a page without the test, without an error; not repeated', async () => {
    setUp(scenario.stall(300, 'text:1'), false);
    const el = await mount(page('1', 4000), 'pb-ab-test');
    el.querySelector<HTMLElement>('.et_pb_ab_goal .et_pb_button')!.click();
    await until(() => counter!.calls === 1);
    const errors = await errorsDuring(async () => {
      el.closest('.pb-test-fixture')!.remove();
      await pause(500);
    });
    expect(errors).to.deep.equal([]);
    expect(counter!.calls).to.equal(1);
  });

  it('goal stats × double click: one post for two clicks on the goal', async () => {
    const key = setUp(scenario.stall(200, 'text:1'), false);
    const el = await mount(page('1', 4000), 'pb-ab-test');
    const button = el.querySelector<HTMLElement>('.et_pb_ab_goal .et_pb_button')!;
    button.click();
    button.click();
    await until(() => counter!.calls === 1);
    await pause(400);
    expect(goals).to.deep.equal(['click_goal']);
    expect(counter!.calls).to.equal(1);
    expect(await requests(key)).to.have.length(1);
  });
});
