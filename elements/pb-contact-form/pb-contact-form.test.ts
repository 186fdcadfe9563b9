import { expect, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import fc from 'fast-check';
import { warningsDuring } from '../base/test/console.js';
import { FakeClock } from '../base/test/fake-clock.js';
import { loadStyles } from '../base/test/styles.js';
import {
  mount,
  runA11ySuite,
  runCleanupSuite,
  runMotionSuite,
  runUpgradeSuite,
  unmountAll,
} from '../base/test/suites.js';
import { countReplyRequests } from '../base/test/request-counter.js';
import { until } from '../base/test/until.js';
import { configure, resetConfig } from '../core/config.js';
import { bareTag, contactForm, fixtures, replyUrl, uniqueKey } from './pb-contact-form.fixtures.js';
import { PbContactFormElement } from './pb-contact-form.js';
import './define.js';

type Logged = { scenario: string; fields: [string, string][] };

const $ = <T extends Element = HTMLInputElement>(el: Element, selector: string) => el.querySelector<T>(selector)!;
const box = (el: Element) => $<HTMLElement>(el, '.et-pb-contact-message');
const log = async (key: string): Promise<Logged[]> => (await fetch(`/test/replies/log?key=${key}`)).json();
const field = (entry: Logged, name: string) => entry.fields.find(([n]) => n === name)?.[1];

/** Fills every visible required field correctly. */
function fill(el: Element): void {
  $(el, '#et_pb_contact_name_0').value = 'Ada Lovelace';
  $(el, '#et_pb_contact_email_0').value = 'ada@example.test';
  $(el, '#et_pb_contact_reason_0_0').checked = true;
  $<HTMLTextAreaElement>(el, '#et_pb_contact_message_0').value = 'We need a film.';
  $(el, '.et_pb_contact_captcha').value = String(
    Number($(el, '.et_pb_contact_captcha').dataset.first_digit) +
      Number($(el, '.et_pb_contact_captcha').dataset.second_digit),
  );
  $(el, '#et_pb_contact_reason_0_0').dispatchEvent(new Event('change', { bubbles: true }));
}

/** A mounted form posting to `scenario` under a fresh log key. */
async function formFor(scenario: string, options = {}) {
  const key = uniqueKey();
  const el = await mount<PbContactFormElement>(
    contactForm({ action: replyUrl(scenario, key), ...options }),
    'pb-contact-form',
  );
  return { el, key };
}

before(() => loadStyles('/elements/pb-contact-form/pb-contact-form.css'));
afterEach(() => {
  unmountAll();
  resetConfig();
  sessionStorage.clear();
  document.title = document.title.replace(/^Error: /, '');
});

runUpgradeSuite({ element: PbContactFormElement, fixtures, chrome: '.et-pb-contact-message' });
runCleanupSuite({ element: PbContactFormElement, fixtures, chrome: '.et-pb-contact-message' }, async (el) => {
  $(el, '#et_pb_contact_name_0').dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'a' }));
  await (el as PbContactFormElement).submit();
});
runMotionSuite('pb-contact-form', '/elements/pb-contact-form/pb-contact-form.css');
runA11ySuite({ element: PbContactFormElement, fixtures }, [
  { name: 'as printed' },
  { name: 'with errors', enter: (el) => (el as PbContactFormElement).submit() },
  {
    name: 'business enquiry',
    enter: (el) => {
      $(el, '#et_pb_contact_reason_0_1').click();
    },
  },
  {
    name: 'after a failed request',
    enter: async (el) => {
      fill(el);
      el.querySelector('form')!.action = replyUrl('status-500', uniqueKey());
      await (el as PbContactFormElement).submit();
      // The form comes back from its dimmed sending look; judge contrast once it has.
      await Promise.all(el.getAnimations({ subtree: true }).map((animation) => animation.finished));
    },
  },
  {
    name: 'after a success',
    enter: async (el) => {
      fill(el);
      el.querySelector('form')!.action = replyUrl('contact-success', uniqueKey());
      await (el as PbContactFormElement).submit();
    },
  },
]);

describe('<pb-contact-form> validation (spec §5, §8; TRUST.md #36)', () => {
  it('lists the empty required fields under the fill message, marks each one, focuses the summary, flags the title, and sends nothing', async () => {
    const { el, key } = await formFor('contact-success');
    expect(await el.submit()).to.equal(false);
    const summary = box(el);
    expect(summary.querySelector('p')!.textContent).to.equal('Please, fill in the following fields:');
    expect([...summary.querySelectorAll('li')].map((li) => li.textContent)).to.deep.equal([
      'Name',
      'Email Address',
      'Reason',
      'Message',
      'Captcha',
    ]);
    expect(document.activeElement === summary).to.equal(true);
    expect(summary.getAttribute('role')).to.equal('alert');
    expect(document.title.startsWith('Error: ')).to.equal(true);
    const name = $(el, '#et_pb_contact_name_0');
    expect([name.getAttribute('aria-invalid'), name.classList.contains('et_contact_error')]).to.deep.equal([
      'true',
      true,
    ]);
    expect(document.getElementById(name.getAttribute('aria-describedby')!)!.textContent).to.equal(
      'Please fill in this field.',
    );
    const reason = $(el, '[data-id="reason"]');
    expect(reason.classList.contains('et_contact_error'), 'a group is marked on its wrapper').to.equal(true);
    expect($(el, '#et_pb_contact_reason_0_1').getAttribute('aria-invalid')).to.equal('true');
    expect(
      $(el, '#et_pb_contact_company_0').hasAttribute('aria-invalid'),
      'hidden by its condition: not checked',
    ).to.equal(false);
    expect(await log(key)).to.deep.equal([]);
  });

  it('a summary link moves focus to its field', async () => {
    const { el } = await formFor('contact-success');
    await el.submit();
    box(el).querySelector<HTMLAnchorElement>('li a')!.click();
    expect(document.activeElement?.id).to.equal('et_pb_contact_name_0');
  });

  it("lists a bad email address under the error message with the page's invalid message", async () => {
    configure({ forms: { invalidMessage: 'Ungültige E-Mail' } });
    const { el } = await formFor('contact-success');
    fill(el);
    $(el, '#et_pb_contact_email_0').value = 'ada@';
    expect(await el.submit()).to.equal(false);
    expect(box(el).querySelector('.et_normal_padding')!.textContent).to.equal('Please, fix the following errors:');
    expect(box(el).querySelector('.et_normal_padding + ul')!.textContent).to.equal('Email Address: Ungültige E-Mail');
    expect($(el, '#et_pb_contact_email_0').getAttribute('aria-invalid')).to.equal('true');
  });

  it('a wrong captcha answer says so, draws new digits from 1 to 15 and names the input with the new question (TRUST.md #39)', async () => {
    const { el } = await formFor('contact-success');
    const captcha = $(el, '.et_pb_contact_captcha');
    expect(captcha.getAttribute('aria-label')).to.equal('Captcha: 7 + 3 =');
    expect($(el, '.et_pb_contact_captcha_question').getAttribute('aria-live')).to.equal('polite');
    fill(el);
    captcha.value = '11';
    expect(await el.submit()).to.equal(false);
    const [first, second] = [Number(captcha.dataset.first_digit), Number(captcha.dataset.second_digit)];
    expect([first, second].every((d) => Number.isInteger(d) && d >= 1 && d <= 15)).to.equal(true);
    expect($(el, '.et_pb_contact_captcha_question').textContent).to.equal(`${first} + ${second}`);
    expect(captcha.getAttribute('aria-label')).to.equal(`Captcha: ${first} + ${second} =`);
    expect(captcha.value).to.equal('');
    expect(box(el).textContent).to.contain('You entered the wrong number in captcha.');
    expect(box(el).textContent).to.contain(`${first} + ${second}`);
  });

  it('keeps the spam trap out of sight, out of the tab order, and out of the checks', async () => {
    const { el } = await formFor('contact-success');
    const trap = $<HTMLElement>(el, '[data-id="et_number"]');
    expect([trap.hidden, getComputedStyle(trap).display, $(el, '#et_pb_contact_et_number_0').tabIndex]).to.deep.equal([
      true,
      'none',
      -1,
    ]);
    await el.submit();
    expect([...box(el).querySelectorAll('li')].some((li) => li.textContent === 'Number')).to.equal(false);
  });
});

describe('<pb-contact-form> conditional fields (spec §4; TRUST.md #38)', () => {
  it('shows a field when its rule matches, and a hidden field is disabled, unfocusable and not sent, but listed as hidden', async () => {
    const { el, key } = await formFor('contact-success');
    const company = $<HTMLElement>(el, '[data-id="company"]');
    expect([company.hidden, $(el, '#et_pb_contact_company_0').disabled]).to.deep.equal([true, true]);
    $(el, '#et_pb_contact_reason_0_1').click();
    expect([company.hidden, $(el, '#et_pb_contact_company_0').disabled]).to.deep.equal([false, false]);
    $(el, '#et_pb_contact_reason_0_0').click();
    fill(el);
    $(el, '#et_pb_contact_company_0').value = 'left over';
    expect(await el.submit()).to.equal(true);
    const [sent] = await log(key);
    expect(field(sent, 'et_pb_contact_company_0'), 'a hidden field is not sent').to.equal(undefined);
    expect(JSON.parse(field(sent, 'et_pb_contact_email_hidden_fields_0')!)).to.deep.equal(['company']);
  });

  it('a shown required field is checked', async () => {
    const { el } = await formFor('contact-success');
    fill(el);
    $(el, '#et_pb_contact_reason_0_1').click();
    expect(await el.submit()).to.equal(false);
    expect([...box(el).querySelectorAll('li')].map((li) => li.textContent)).to.deep.equal(['Company']);
  });

  it('re-checks 250 ms after the last key, not before', async () => {
    const el = await mount<PbContactFormElement>(
      contactForm({ logic: '[["name","contains","acme"]]' }),
      'pb-contact-form',
    );
    const clock = new FakeClock().install();
    try {
      const name = $(el, '#et_pb_contact_name_0');
      name.value = 'ACME films';
      name.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 's' }));
      clock.tick(249);
      expect($<HTMLElement>(el, '[data-id="company"]').hidden).to.equal(true);
      name.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 's' }));
      clock.tick(249);
      expect($<HTMLElement>(el, '[data-id="company"]').hidden, 'each key restarts the wait').to.equal(true);
      clock.tick(1);
      expect($<HTMLElement>(el, '[data-id="company"]').hidden).to.equal(false);
    } finally {
      clock.uninstall();
    }
  });

  it('warns once about malformed rules and keeps the field shown', async () => {
    const warnings = await warningsDuring(async () => {
      const el = await mount<PbContactFormElement>(contactForm({ logic: '{not json' }), 'pb-contact-form');
      expect($<HTMLElement>(el, '[data-id="company"]').hidden).to.equal(false);
    });
    expect(warnings.filter((w) => w.includes('conditional-logic'))).to.have.length(1);
  });
});

describe('<pb-contact-form> sending (spec call 1; TRUST.md #32–#35, #37)', () => {
  it("posts the fields, the field descriptors and the token, shows the server's success in the same live region, and fires pb-form-submit", async () => {
    const { el, key } = await formFor('contact-success');
    const region = box(el);
    fill(el);
    $(el, '#et_pb_contact_topics_0_1').click();
    const submitted = oneEvent(el, 'pb-form-submit');
    expect(await el.submit()).to.equal(true);
    expect((await submitted).detail).to.deep.equal({ form: 'contact', id: 'et_pb_contact_form_0' });
    const [sent] = await log(key);
    expect(field(sent, 'et_pb_contact_name_0')).to.equal('Ada Lovelace');
    expect(field(sent, 'et_pb_contact_topics_0'), 'the checkbox handle carries the choice').to.equal('Events');
    expect(field(sent, 'et_pb_contactform_submit_0')).to.equal('et_contact_proccess');
    expect(field(sent, '_wpnonce-et-pb-contact-form-submitted-0')).to.equal('abc123');
    expect(field(sent, 'token')).to.equal('');
    const captcha = [
      field(sent, 'et_pb_contact_captcha_first_digit_0'),
      field(sent, 'et_pb_contact_captcha_second_digit_0'),
    ];
    expect(captcha, 'the digits on show go with the answer, for the server to check').to.deep.equal(['7', '3']);
    expect(JSON.parse(field(sent, 'et_pb_contact_email_fields_0')!)[0]).to.deep.equal({
      field_id: 'et_pb_contact_name_0',
      original_id: 'name',
      required_mark: 'required',
      field_type: 'input',
      field_label: 'Name',
    });
    expect(box(el) === region, 'the same live region holds the answer').to.equal(true);
    expect(region.textContent).to.equal('Thanks for contacting us.');
    expect(el.querySelector('form')).to.equal(null);
    expect(await el.submit(), 'nothing more after a success').to.equal(false);
    expect(await log(key)).to.have.length(1);
  });

  it('sends one request however often it is asked while one is on its way (TRUST.md #34)', async () => {
    const { el, key } = await formFor('slow-600-contact-success');
    fill(el);
    const first = el.submit();
    expect(el.sending, 'locked at once, before the sending code has loaded').to.equal(true);
    $<HTMLButtonElement>(el, '.et_pb_contact_submit').click();
    await until(() => el.root.getAttribute('aria-busy') === 'true');
    $<HTMLButtonElement>(el, '.et_pb_contact_submit').click();
    expect(await el.submit()).to.equal(false);
    expect(await first).to.equal(true);
    expect(await log(key)).to.have.length(1);
  });

  for (const [scenario, words] of [
    ['status-500', 'the server had a problem'],
    ['status-429', 'too many attempts'],
    ['expired', 'this page has expired'],
    ['drop', 'the connection failed'],
    ['contact-no-container', 'the server had a problem'],
  ] as const)
    it(`after ${scenario} keeps every value, says what happened, and sends again on the next try (TRUST.md #35)`, async () => {
      const { el, key } = await formFor(scenario);
      fill(el);
      const answer = $(el, '.et_pb_contact_captcha').value;
      expect(await el.submit()).to.equal(false);
      expect(box(el).textContent).to.contain(words);
      expect([
        $(el, '#et_pb_contact_name_0').value,
        $(el, '#et_pb_contact_email_0').value,
        $<HTMLTextAreaElement>(el, '#et_pb_contact_message_0').value,
        $(el, '.et_pb_contact_captcha').value,
      ]).to.deep.equal(['Ada Lovelace', 'ada@example.test', 'We need a film.', answer]);
      expect(el.sending).to.equal(false);
      el.querySelector('form')!.action = replyUrl('contact-success', key);
      expect(await el.submit()).to.equal(true);
      // A browser may itself repeat a POST whose connection broke before any answer (Chromium does); each of our
      // submits is one request, so consecutive repeats are the browser's.
      const sent = (await log(key)).map((entry) => entry.scenario).filter((name, i, all) => name !== all[i - 1]);
      expect(sent).to.deep.equal([scenario, 'contact-success']);
    });

  it('gives up after its timeout and lets the visitor send again', async () => {
    const { el, key } = await formFor('slow-1500-contact-success');
    el.timeout = 300;
    fill(el);
    expect(await el.submit()).to.equal(false);
    expect(box(el).textContent).to.contain('took too long');
    expect(el.sending).to.equal(false);
    expect(await log(key)).to.have.length(1);
  });

  it("shows the server's refusal and keeps the visitor's form, values and all", async () => {
    const { el } = await formFor('contact-refused');
    fill(el);
    expect(await el.submit()).to.equal(false);
    expect(box(el).textContent).to.equal('Make sure you entered the captcha.');
    expect($(el, '#et_pb_contact_name_0').value).to.equal('Ada Lovelace');
    expect(el.querySelectorAll('form')).to.have.length(1);
  });

  it('inserts nothing executable from a hostile answer (TRUST.md #32)', async () => {
    const { el } = await formFor('contact-hostile');
    fill(el);
    expect(await el.submit()).to.equal(true);
    await new Promise((r) => setTimeout(r, 50));
    expect((window as { __pwned?: number }).__pwned).to.equal(undefined);
    expect(el.querySelectorAll('script, iframe, [onerror]').length).to.equal(0);
    expect(el.querySelector('a')!.hasAttribute('href')).to.equal(false);
    expect(box(el).textContent).to.contain('Thanks');
  });

  for (const redirect of [
    'javascript:window.__pwned=1',
    '//evil.test/',
    '/\\evil.test',
    'https://evil.test/',
    'data:text/html,x',
  ])
    it(`does not follow the redirect ${redirect} (TRUST.md #33)`, async () => {
      const { el } = await formFor('contact-success', { redirect });
      fill(el);
      const warnings = await warningsDuring(() => el.submit());
      expect(warnings.some((w) => w.includes('will not redirect'))).to.equal(true);
      expect(location.pathname.startsWith('/evil')).to.equal(false);
      expect((window as { __pwned?: number }).__pwned).to.equal(undefined);
    });
});

describe('<pb-contact-form> draft (nothing typed is lost)', () => {
  it('keeps what was typed across a reload of the form, never the captcha, and forgets it after a success', async () => {
    let { el } = await formFor('contact-success');
    $(el, '#et_pb_contact_name_0').value = 'Ada';
    $(el, '#et_pb_contact_name_0').dispatchEvent(new Event('input', { bubbles: true }));
    $(el, '.et_pb_contact_captcha').value = '10';
    $(el, '.et_pb_contact_captcha').dispatchEvent(new Event('input', { bubbles: true }));
    $(el, '#et_pb_contact_reason_0_1').click();
    unmountAll();
    ({ el } = await formFor('contact-success'));
    expect($(el, '#et_pb_contact_name_0').value).to.equal('Ada');
    expect($(el, '#et_pb_contact_reason_0_1').checked).to.equal(true);
    expect($<HTMLElement>(el, '[data-id="company"]').hidden, 'conditions follow the restored values').to.equal(false);
    expect($(el, '.et_pb_contact_captcha').value).to.equal('');
    $(el, '#et_pb_contact_reason_0_0').click();
    fill(el);
    expect(await el.submit()).to.equal(true);
    unmountAll();
    ({ el } = await formFor('contact-success'));
    expect($(el, '#et_pb_contact_name_0').value).to.equal('');
  });
});

describe('<pb-contact-form> bad markup', () => {
  it('warns about malformed captcha digits and draws proper ones', async () => {
    const warnings = await warningsDuring(async () => {
      const el = await mount<PbContactFormElement>(contactForm({ first: 'x', second: '99' }), 'pb-contact-form');
      const digits = [
        $(el, '.et_pb_contact_captcha').dataset.first_digit,
        $(el, '.et_pb_contact_captcha').dataset.second_digit,
      ].map(Number);
      expect(digits.every((d) => d >= 1 && d <= 15)).to.equal(true);
    });
    expect(warnings.filter((w) => w.includes('captcha digits'))).to.have.length(1);
  });

  it('a tag without a form warns once and does nothing', async () => {
    const warnings = await warningsDuring(async () => {
      const el = await mount<PbContactFormElement>(bareTag, 'pb-contact-form');
      expect(await el.submit()).to.equal(false);
    });
    expect(warnings.filter((w) => w.includes('no <form>'))).to.have.length(1);
  });

  it('waits for a request that takes long, keeping the button usable for nothing else (state sanity)', async () => {
    const { el } = await formFor('contact-success');
    await until(() => el.querySelector('form'));
    expect(el.sending).to.equal(false);
  });
});

describe('<pb-contact-form> spam protection (spec §5, call 9)', () => {
  afterEach(() => delete (globalThis as { grecaptcha?: unknown }).grecaptcha);

  it('asks the captcha service for a token with the site key and the contact action, and sends it', async () => {
    const calls: [string, string][] = [];
    (globalThis as { grecaptcha?: unknown }).grecaptcha = {
      ready: (run: () => void) => run(),
      execute: (siteKey: string, { action }: { action: string }) => {
        calls.push([siteKey, action]);
        return Promise.resolve('token-123');
      },
    };
    configure({ forms: { captchaSiteKey: 'site-key-1' } });
    const { el, key } = await formFor('contact-success');
    fill(el);
    expect(await el.submit()).to.equal(true);
    expect(calls).to.deep.equal([['site-key-1', 'contact_form']]);
    expect(field((await log(key))[0], 'token')).to.equal('token-123');
  });

  it('sends an empty token when the service is there but no site key is configured', async () => {
    let asked = 0;
    (globalThis as { grecaptcha?: unknown }).grecaptcha = {
      execute: () => {
        asked++;
        return Promise.resolve('never');
      },
    };
    const { el, key } = await formFor('contact-success');
    fill(el);
    expect(await el.submit()).to.equal(true);
    expect([asked, field((await log(key))[0], 'token')]).to.deep.equal([0, '']);
  });

  it('a failing service sends the form without a token rather than never', async () => {
    (globalThis as { grecaptcha?: unknown }).grecaptcha = { execute: () => Promise.reject(new Error('quota')) };
    configure({ forms: { captchaSiteKey: 'site-key-1' } });
    const { el, key } = await formFor('contact-success');
    fill(el);
    const warnings = await warningsDuring(async () => expect(await el.submit()).to.equal(true));
    expect(field((await log(key))[0], 'token')).to.equal('');
    expect(warnings.join(' ')).to.contain('no token');
  });
});

describe('<pb-contact-form> keyboard only (TRUST.md #1)', () => {
  it('is completed and sent with the keyboard alone, and focus lands on the answer', async () => {
    const { el, key } = await formFor('contact-success');
    $(el, '#et_pb_contact_name_0').focus();
    await sendKeys({ type: 'Ada Lovelace' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: 'ada@example.test' });
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement?.id, 'the radio group is next').to.equal('et_pb_contact_reason_0_0');
    await sendKeys({ press: ' ' });
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement?.id, 'the hidden company field is skipped').to.equal('et_pb_contact_topics_0_0');
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement?.id).to.equal('et_pb_contact_message_0');
    // (WebKitWebDriver drops spaces and doubled letters typed into a textarea, so one plain word.)
    await sendKeys({ type: 'Filming' });
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement?.className, 'the spam trap is not a tab stop').to.contain('et_pb_contact_captcha');
    const captcha = $(el, '.et_pb_contact_captcha');
    await sendKeys({ type: String(Number(captcha.dataset.first_digit) + Number(captcha.dataset.second_digit)) });
    const submitted = oneEvent(el, 'pb-form-submit');
    await sendKeys({ press: 'Enter' });
    await submitted;
    const [sent] = await log(key);
    expect([
      field(sent, 'et_pb_contact_name_0'),
      field(sent, 'et_pb_contact_reason_0'),
      field(sent, 'et_pb_contact_message_0'),
    ]).to.deep.equal(['Ada Lovelace', 'private', 'Filming']);
    expect(box(el).textContent).to.equal('Thanks for contacting us.');
  });
});

describe('<pb-contact-form> submit flow invariants (TRUST.md #50)', () => {
  it('holds under random sequences of typing, clicks, submits and server moods: at most one request in flight, none after a success, input kept until then', async () => {
    type Real = { el: PbContactFormElement; pending: Promise<unknown>[]; key: string; succeeded: boolean };
    type Model = { succeeded: boolean };
    const requests = countReplyRequests();
    const command = (name: string, run: (m: Model, r: Real) => void | Promise<void>) => ({
      check: () => true,
      run: async (m: Model, r: Real) => {
        await run(m, r);
        expect(requests.maxInFlight, `${name}: requests in flight at once`).to.be.at.most(1);
      },
      toString: () => name,
    });
    const moods = ['contact-success', 'status-500', 'slow-120-contact-success', 'slow-120-status-500', 'expired'];
    const commands = [
      fc.constant(command('fill', (_, r) => (r.el.querySelector('form') ? fill(r.el) : undefined))),
      fc.constant(
        command(
          'clear name',
          (_, r) =>
            void (
              r.el.querySelector<HTMLInputElement>('#et_pb_contact_name_0') &&
              ($(r.el, '#et_pb_contact_name_0').value = '')
            ),
        ),
      ),
      fc.constant(command('submit', (_, r) => void r.pending.push(r.el.submit()))),
      fc.constant(command('click', (_, r) => r.el.querySelector<HTMLButtonElement>('.et_pb_contact_submit')?.click())),
      fc.constantFrom(...moods).map((mood) =>
        command(`server: ${mood}`, (_, r) => {
          const form = r.el.querySelector('form');
          if (form) form.action = replyUrl(mood, r.key);
        }),
      ),
      fc.constant(
        command('wait', async (m, r) => {
          const typed = r.el.querySelector<HTMLInputElement>('#et_pb_contact_name_0')?.value;
          await Promise.all(r.pending.splice(0));
          await until(() => !r.el.sending);
          // Clicks submit too, so the element's own success event is the truth.
          m.succeeded = r.succeeded;
          if (!m.succeeded && typed !== undefined)
            expect($(r.el, '#et_pb_contact_name_0').value, 'input kept after a failure').to.equal(typed);
          if (m.succeeded) {
            const before = requests.calls;
            await r.el.submit();
            expect(requests.calls, 'nothing is sent after a success').to.equal(before);
          }
        }),
      ),
    ];
    try {
      await fc.assert(
        fc.asyncProperty(fc.commands(commands, { maxCommands: 12 }), async (cmds) => {
          unmountAll();
          sessionStorage.clear();
          const key = uniqueKey();
          const el = await mount<PbContactFormElement>(
            contactForm({ action: replyUrl('contact-success', key) }),
            'pb-contact-form',
          );
          const real: Real = { el, pending: [], key, succeeded: false };
          el.addEventListener('pb-form-submit', () => (real.succeeded = true));
          await fc.asyncModelRun(() => ({ model: { succeeded: false }, real }), cmds);
          await Promise.all(real.pending);
          await until(() => !el.sending);
        }),
        { numRuns: 12, includeErrorInReport: true },
      );
    } finally {
      requests.restore();
    }
  }).timeout(60_000);
});
