import { expect } from '@open-wc/testing';
import { ConsentDouble } from '../base/test/consent-double.js';
import { warningsDuring } from '../base/test/console.js';
import { FakeClock } from '../base/test/fake-clock.js';
import { mount, runA11ySuite, runCleanupSuite, runUpgradeSuite, unmountAll } from '../base/test/suites.js';
import { until } from '../base/test/until.js';
import { provideConsent } from '../core/consent.js';
import { configure, resetConfig } from '../core/config.js';
import { cachedPage, fixtures, page, POST, replyUrl, uniqueKey } from './pb-ab-test.fixtures.js';
import { PbAbTestElement } from './pb-ab-test.js';
import type { PbAbGoalEvent } from './events.js';
import './define.js';

type Logged = { scenario: string; fields: [string, string][]; credentials: boolean };

const log = async (key: string): Promise<Logged[]> => (await fetch(`/test/replies/log?key=${key}`)).json();
const field = (entry: Logged, name: string) => entry.fields.find(([n]) => n === name)?.[1];
/** The stats posts under `key`, as `goal:subject`. */
const stats = async (key: string) =>
  (await log(key))
    .filter((e) => field(e, 'action') === 'et_pb_update_stats_table')
    .map(
      (e) => JSON.parse(field(e, 'stats_data_array')!) as { test_id: string; subject_id: string; record_type: string },
    )
    .map((s) => `${s.record_type}:${s.test_id}:${s.subject_id}`);
const cookieNames = () =>
  document.cookie
    .split('; ')
    .map((c) => c.split('=')[0]!)
    .filter((n) => n.startsWith('et_pb_ab_'));
/** Resolves once the async `condition` holds (checked each frame), or fails after `ms`. */
async function eventually(condition: () => Promise<boolean>, ms = 3000): Promise<void> {
  const end = performance.now() + ms;
  while (!(await condition())) {
    if (performance.now() > end) throw new Error(`condition not met within ${ms} ms: ${condition}`);
    await new Promise((r) => requestAnimationFrame(r));
  }
}
/** Lets the element's requests reach the test server before the log is read. */
const settle = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

interface Setup {
  key: string;
  testId: string;
}

/** Page config with one test (a fresh test id, so cookies of earlier tests do not count), answering `scenario`. */
function setUp(scenario = 'text:0', theme: Record<string, unknown> = {}): Setup {
  const key = uniqueKey();
  const testId = `t${uniqueKey()}`;
  (globalThis as { et_pb_custom?: unknown }).et_pb_custom = {
    ab_tests: [{ post_id: POST, test_id: testId }],
    is_ab_testing_active: true,
    page_id: '7',
    ab_bounce_rate: 5,
    ...theme,
  };
  configure({ ajaxUrl: replyUrl(scenario, key), nonces: { abLog: 'ab-log-nonce', frontend: 'front-nonce' } });
  return { key, testId };
}

function tearDown(): void {
  unmountAll();
  resetConfig();
  provideConsent(undefined);
  delete (globalThis as { et_pb_custom?: unknown }).et_pb_custom;
  document.getElementById('pb-config')?.remove();
  for (const name of cookieNames()) document.cookie = `${name}=; Max-Age=0; Path=/`;
}

const goals: string[] = [];
const onGoal = (event: Event) => {
  const { detail } = event as PbAbGoalEvent;
  goals.push(`${detail.goal}:${detail.test}:${detail.subject}`);
};
before(() => document.addEventListener('pb-ab-goal', onGoal));
after(() => document.removeEventListener('pb-ab-goal', onGoal));
beforeEach(() => (goals.length = 0));
afterEach(tearDown);

runUpgradeSuite({ element: PbAbTestElement, fixtures });
runA11ySuite({ element: PbAbTestElement, fixtures }, [{ name: 'initial' }]);
describe('with a test listed', () => {
  beforeEach(() => setUp());
  runCleanupSuite({ element: PbAbTestElement, fixtures }, async (el) => {
    el.querySelector<HTMLElement>('.et_pb_button')?.click();
    await settle();
  });
});

describe('<pb-ab-test> goals', () => {
  let clock: FakeClock | undefined;
  afterEach(() => {
    clock?.uninstall();
    clock = undefined;
  });

  it('records read_page after the bounce rate, once, with the ab-log nonce and the subject shown', async () => {
    const { key } = setUp('text:0', { ab_bounce_rate: '8' });
    clock = new FakeClock().install();
    await mount(page('2', 3000), 'pb-ab-test');
    await settle();
    clock.tick(7999);
    await settle();
    expect(await stats(key)).to.deep.equal([]);
    clock.tick(1);
    await eventually(async () => (await stats(key)).length > 0);
    expect(await stats(key)).to.deep.equal([`read_page:${POST}:2`]);
    const [entry] = await log(key);
    expect(field(entry!, 'et_ab_log_nonce')).to.equal('ab-log-nonce');
    expect(entry!.credentials).to.equal(true);
    expect(goals).to.deep.equal([`read_page:${POST}:2`]);
    clock.tick(60_000);
    await settle();
    expect((await stats(key)).length).to.equal(1);
  });

  it('records view_goal when the goal is in view and read_goal when it is still there 3 s later', async () => {
    const { key, testId } = setUp();
    clock = new FakeClock().install();
    await mount(page('1'), 'pb-ab-test');
    await until(() => goals.includes(`view_goal:${POST}:1`));
    clock.tick(2999);
    expect(goals).to.deep.equal([`view_goal:${POST}:1`]);
    clock.tick(1);
    expect(goals).to.deep.equal([`view_goal:${POST}:1`, `read_goal:${POST}:1`]);
    await eventually(async () => (await stats(key)).length === 2);
    expect(cookieNames()).to.include.members([
      `et_pb_ab_view_goal_${POST}${testId}1`,
      `et_pb_ab_read_goal_${POST}${testId}1`,
    ]);
  });

  it('does not record view_goal for a goal out of view, nor read_goal for one that left before 3 s', async () => {
    setUp();
    clock = new FakeClock().install();
    const el = await mount(page('1', 4000), 'pb-ab-test');
    await settle();
    await settle();
    expect(goals).to.deep.equal([]);
    // The spacer above the goal shrinks (the goal comes into view), then grows back before 3 s.
    const spacer = el.querySelector<HTMLElement>('.et_pb_column > div:not(.et_pb_module)')!;
    spacer.style.height = '0px';
    await until(() => goals.length === 1);
    spacer.style.height = '4000px';
    await settle();
    await settle();
    clock.tick(5000 - 1);
    expect(goals).to.deep.equal([`view_goal:${POST}:1`]);
  });

  it('records click_goal once, with fetch keepalive and same-origin credentials, without the subject in its cookie', async () => {
    const { key, testId } = setUp();
    const inits: RequestInit[] = [];
    const realFetch = window.fetch;
    window.fetch = (input, init) => {
      if (String(input).includes('/test/replies/') && init?.method === 'POST') inits.push(init);
      return realFetch(input, init);
    };
    try {
      const el = await mount(page('1', 4000), 'pb-ab-test');
      await settle();
      const button = el.querySelector<HTMLElement>('.et_pb_ab_goal .et_pb_button')!;
      button.click();
      button.click();
      await eventually(async () => (await stats(key)).includes(`click_goal:${POST}:1`));
      await settle();
      expect((await stats(key)).filter((s) => s.startsWith('click_goal'))).to.deep.equal([`click_goal:${POST}:1`]);
      const click = inits.find((i) => String(i.body).includes('click_goal'))!;
      // fetch's default credentials are same-origin: the session cookie goes along, and to no other origin.
      expect([click.keepalive, click.credentials ?? 'same-origin']).to.deep.equal([true, 'same-origin']);
      expect(cookieNames()).to.include(`et_pb_ab_click_goal_${POST}${testId}`);
    } finally {
      window.fetch = realFetch;
    }
  });

  it("records con_goal on a successful form's pb-form-submit inside the goal, not outside it", async () => {
    const { key } = setUp();
    const el = await mount(page('1', 4000), 'pb-ab-test');
    await settle();
    const submit = (target: Element) =>
      target.dispatchEvent(new CustomEvent('pb-form-submit', { bubbles: true, detail: { form: 'contact', id: 'x' } }));
    submit(el.querySelector('.et_pb_ab_subject')!);
    await settle();
    expect(goals).to.deep.equal([]);
    submit(el.querySelector('.et_pb_ab_goal .et_pb_button')!);
    await eventually(async () => (await stats(key)).length === 1);
    expect(await stats(key)).to.deep.equal([`con_goal:${POST}:1`]);
  });

  it('does not count again a goal whose cookie an earlier visit left', async () => {
    const { key, testId } = setUp();
    document.cookie = `et_pb_ab_click_goal_${POST}${testId}=true; Path=/`;
    const el = await mount(page('1', 4000), 'pb-ab-test');
    await settle();
    el.querySelector<HTMLElement>('.et_pb_ab_goal .et_pb_button')!.click();
    await settle();
    await settle();
    expect(await stats(key)).to.deep.equal([]);
    expect(goals).to.deep.equal([]);
  });
});

describe('<pb-ab-test> consent and origin (TRUST.md #41, #42, C12)', () => {
  it('posts nothing and writes no cookie before analytics consent; then records the goals reached, once', async () => {
    const { key } = setUp();
    configure({ consent: { gate: true } });
    const consent = new ConsentDouble();
    provideConsent(consent);
    const el = await mount(page('1', 4000), 'pb-ab-test');
    await settle();
    const button = el.querySelector<HTMLElement>('.et_pb_ab_goal .et_pb_button')!;
    button.click();
    button.click();
    await settle();
    await settle();
    expect([await stats(key), cookieNames(), goals]).to.deep.equal([[], [], []]);
    consent.grant('functional');
    await settle();
    expect(await stats(key)).to.deep.equal([]);
    consent.grant('analytics');
    await eventually(async () => (await stats(key)).length === 1);
    consent.grant('analytics');
    button.click();
    await settle();
    await settle();
    expect(await stats(key)).to.deep.equal([`click_goal:${POST}:1`]);
    expect(cookieNames().length).to.equal(1);
  });

  it('records without consent in the exempt mode the site turns on', async () => {
    const { key } = setUp();
    configure({ consent: { gate: true } });
    provideConsent(new ConsentDouble());
    const block = Object.assign(document.createElement('script'), {
      type: 'application/json',
      id: 'pb-config',
      textContent: JSON.stringify({ abTesting: { consentExempt: true } }),
    });
    document.head.append(block);
    const el = await mount(page('1', 4000), 'pb-ab-test');
    await settle();
    el.querySelector<HTMLElement>('.et_pb_ab_goal .et_pb_button')!.click();
    await eventually(async () => (await stats(key)).length === 1);
  });

  it('sends nothing to a foreign ajax URL, writes no cookie, and says why', async () => {
    setUp();
    configure({ ajaxUrl: 'https://evil.test/wp-admin/admin-ajax.php' });
    const requests: string[] = [];
    const realFetch = window.fetch;
    window.fetch = (input, init) => {
      requests.push(String(input));
      return realFetch(input, init);
    };
    try {
      const warnings = await warningsDuring(async () => {
        const el = await mount(page('1', 4000), 'pb-ab-test');
        await settle();
        el.querySelector<HTMLElement>('.et_pb_ab_goal .et_pb_button')!.click();
        await settle();
      });
      expect(requests.filter((r) => r.includes('evil.test'))).to.deep.equal([]);
      expect(cookieNames()).to.deep.equal([]);
      expect(warnings.join(' ')).to.contain('ajax URL');
    } finally {
      window.fetch = realFetch;
    }
  });
});

describe('<pb-ab-test> conversions on other pages (MARKUP.md §7)', () => {
  const cookie = (name: string) =>
    document.cookie
      .split('; ')
      .find((c) => c.startsWith(`${name}=`))
      ?.slice(name.length + 1);
  const erase = (name: string) => (document.cookie = `${name}=; Max-Age=0; Path=/`);
  afterEach(() => ['et_pb_ab_shop_log', `et_pb_ab_shortcode_track_${POST}`].forEach(erase));

  it('shortcode tracking: the test page remembers its subject (after consent if it comes later); a split-track page counts con_short once', async () => {
    const { key, testId } = setUp('text:0', { is_shortcode_tracking: 'on' });
    configure({ consent: { gate: true } });
    const consent = new ConsentDouble();
    provideConsent(consent);
    await mount(page('2', 4000), 'pb-ab-test');
    await settle();
    await settle();
    expect(cookie(`et_pb_ab_shortcode_track_${POST}`)).to.equal(undefined);
    consent.grant('analytics');
    await until(() => cookie(`et_pb_ab_shortcode_track_${POST}`));
    expect(cookie(`et_pb_ab_shortcode_track_${POST}`)).to.equal(`${POST}_2_${testId}`);
    // The page with the split-track shortcode (no test of its own) counts the conversion, once, and clears the cookie.
    unmountAll();
    delete (globalThis as { et_pb_custom?: unknown }).et_pb_custom;
    resetConfig();
    configure({ ajaxUrl: replyUrl('text:0', key), nonces: { abLog: 'ab-log-nonce' } });
    await mount(
      `<pb-ab-test><div class="et_pb_ab_split_track" style="display:none;" data-test_id="${POST}"></div></pb-ab-test>`,
      'pb-ab-test',
    );
    await eventually(async () => (await stats(key)).includes(`con_short:${POST}:2`));
    expect(cookie(`et_pb_ab_shortcode_track_${POST}`)).to.equal(undefined);
    expect(cookie(`et_pb_ab_con_short_${POST}${testId}`)).to.equal('true');
    expect(goals).to.include(`con_short:${POST}:2`);
  });

  it('shop: adding to the cart in the goal remembers the subject; the order page counts con_goal and clears it', async () => {
    const { key, testId } = setUp();
    const shop = page('1', 4000).replace(
      '<a class="et_pb_button" href="#offer">See the offer</a>',
      '<a class="button add_to_cart_button" href="#cart">Add to cart</a>',
    );
    const el = await mount(shop, 'pb-ab-test');
    // Clicked until the conversions part (loaded on demand) has counted it.
    await until(() => {
      el.querySelector<HTMLElement>('.add_to_cart_button')!.click();
      return cookie('et_pb_ab_shop_log');
    });
    expect(cookie('et_pb_ab_shop_log')).to.equal(`${POST}_1_${testId}`);
    unmountAll();
    await mount('<pb-ab-test><div class="et_pb_ab_shop_conversion"></div></pb-ab-test>', 'pb-ab-test');
    await eventually(async () => (await stats(key)).includes(`con_goal:${POST}:1`));
    expect(cookie('et_pb_ab_shop_log')).to.equal(undefined);
  });

  it("comment: posting the goal page's comment form remembers it; the page that comes back counts con_goal once", async () => {
    const { key, testId } = setUp();
    const withForm = page('1', 4000).replace(
      '<a class="et_pb_button" href="#offer">See the offer</a>',
      '<form id="commentform" class="comment-form" action="#"><label>Comment <textarea name="comment"></textarea></label><button>Post</button></form>',
    );
    let el = await mount(withForm, 'pb-ab-test');
    await settle();
    const form = el.querySelector('form')!;
    form.addEventListener('submit', (event) => event.preventDefault());
    const name = `et_pb_ab_comment_log_${POST}${testId}`;
    // Posted until the conversions part (loaded on demand) has counted it.
    await until(() => {
      form.requestSubmit();
      return cookie(name) === 'true';
    });
    unmountAll();
    el = await mount(withForm, 'pb-ab-test');
    await eventually(async () => (await stats(key)).includes(`con_goal:${POST}:1`));
    expect(cookie(name)).to.equal(undefined);
    unmountAll();
    await mount(withForm, 'pb-ab-test');
    await settle();
    await settle();
    expect((await stats(key)).filter((s) => s.startsWith('con_goal'))).to.have.length(1);
  });

  it('reads the tests from a #pb-config block (a page whose strict CSP forbids the global)', async () => {
    const { key, testId } = setUp();
    const custom = (globalThis as { et_pb_custom?: unknown }).et_pb_custom;
    delete (globalThis as { et_pb_custom?: unknown }).et_pb_custom;
    const block = Object.assign(document.createElement('script'), {
      type: 'application/json',
      id: 'pb-config',
      textContent: JSON.stringify({ et_pb_custom: custom }),
    });
    document.head.append(block);
    resetConfig();
    configure({ ajaxUrl: replyUrl('text:0', key), nonces: { abLog: 'ab-log-nonce' } });
    const el = await mount(page('3', 4000), 'pb-ab-test');
    await settle();
    el.querySelector<HTMLElement>('.et_pb_ab_goal .et_pb_button')!.click();
    await eventually(async () => (await stats(key)).includes(`click_goal:${POST}:3`));
    expect(cookieNames()).to.include(`et_pb_ab_click_goal_${POST}${testId}`);
  });
});

describe('<pb-ab-test> on a cached page', () => {
  const subjectReply = (content: string) => `json:${encodeURIComponent(JSON.stringify({ id: '2', content }))}`;

  it("asks for the visitor's subject, swaps in its sanitised content and removes the other placeholders", async () => {
    const content = `<div class="et_pb_module et_pb_text et_pb_ab_subject_id-${POST}_2"><h2>Subject 2</h2><img src="data:," alt="" onerror="window.__pwned=1"><script>window.__pwned=1</script></div>`;
    const { key } = setUp(subjectReply(content), { is_cache_plugin_active: 'yes' });
    const el = await mount(cachedPage(), 'pb-ab-test');
    await until(() => el.querySelector('h2')?.textContent === 'Subject 2');
    expect(el.querySelectorAll('.et_pb_subject_placeholder').length).to.equal(0);
    expect(el.querySelector('.fallback')).to.equal(null);
    expect([el.querySelectorAll('script').length, el.querySelectorAll('[onerror]').length]).to.deep.equal([0, 0]);
    expect((window as { __pwned?: number }).__pwned).to.equal(undefined);
    const [call] = await log(key);
    expect([field(call!, 'action'), field(call!, 'et_frontend_nonce'), field(call!, 'et_pb_ab_test_id')]).to.deep.equal(
      ['et_pb_ab_get_subject_id', 'front-nonce', POST],
    );
    el.querySelector<HTMLElement>('.et_pb_ab_goal .et_pb_button')!.click();
    await eventually(async () => (await stats(key)).includes(`click_goal:${POST}:2`));
  });

  it('fires et_pb_ab_subject_ready on the body once the subjects are in; a subject that is a form keeps its form', async () => {
    const form = `<div class="et_pb_module et_pb_contact_form_container et_pb_ab_subject_id-${POST}_2"><form class="et_pb_contact_form" method="post" action="/contact/"><input type="text" name="et_pb_contact_name_0" aria-label="Name"><button type="submit" class="et_pb_contact_submit">Send</button></form></div>`;
    setUp(subjectReply(form), { is_cache_plugin_active: 'yes' });
    const seen: string[] = [];
    const onReady = () => seen.push(document.querySelector('.et_pb_subject_placeholder') ? 'early' : 'ready');
    document.body.addEventListener('et_pb_ab_subject_ready', onReady);
    try {
      const el = await mount(cachedPage(), 'pb-ab-test');
      await until(() => seen.length);
      expect(seen).to.deep.equal(['ready']);
      const swapped = el.querySelector('form.et_pb_contact_form')!;
      expect([swapped.getAttribute('action'), swapped.querySelector('input')?.name]).to.deep.equal([
        '/contact/',
        'et_pb_contact_name_0',
      ]);
    } finally {
      document.body.removeEventListener('et_pb_ab_subject_ready', onReady);
    }
  });

  it('keeps the placeholder until the subject arrives: the goal below does not move after the swap', async () => {
    setUp(`slow-300-${subjectReply('<div class="swapped">B</div>')}`, {
      is_cache_plugin_active: 'yes',
    });
    const el = await mount(
      '<style>.swapped, .et_pb_subject_placeholder:not([hidden]) { display: block; height: 40px; margin: 0 }</style>' +
        cachedPage()
          .replace(`_${POST}_2"></div>`, `_${POST}_2"></div>`)
          .replace(
            'et_pb_subject_placeholder_id_101_1"><p class="fallback">Subject 1 (fallback)</p></div>',
            'et_pb_subject_placeholder_id_101_1" hidden></div>',
          ),
      'pb-ab-test',
    );
    const goal = el.querySelector('.et_pb_ab_goal')!;
    const before = goal.getBoundingClientRect().top;
    await until(() => el.querySelector('.swapped'));
    expect(goal.getBoundingClientRect().top).to.equal(before);
  });

  for (const [name, scenario] of [
    ['a reply that is not JSON', 'text:%3Chtml%3Eoops'],
    ['a server error', 'status-500'],
    ['an expired nonce', 'expired'],
    ['a subject with no placeholder', `json:${encodeURIComponent(JSON.stringify({ id: '9', content: '<p>x</p>' }))}`],
  ])
    it(`shows the first subject and records nothing after ${name}`, async () => {
      const { key } = setUp(scenario, { is_cache_plugin_active: 'yes', ab_bounce_rate: 0 });
      const warnings = await warningsDuring(async () => {
        const el = await mount(cachedPage(), 'pb-ab-test');
        await until(() => !el.querySelector('.et_pb_subject_placeholder'));
        expect(el.querySelector('.fallback')?.textContent).to.equal('Subject 1 (fallback)');
        el.querySelector<HTMLElement>('.et_pb_ab_goal .et_pb_button')!.click();
        await settle();
        await settle();
      });
      expect(await stats(key)).to.deep.equal([]);
      expect(goals).to.deep.equal([]);
      expect(warnings.length).to.be.at.most(1);
    });
});
