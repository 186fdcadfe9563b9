import { expect, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import fc from 'fast-check';
import { warningsDuring } from '../base/test/console.js';
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
import {
  fixtures,
  jsonReply,
  newsletter,
  replyUrl,
  uniqueKey,
  type NewsletterOptions,
} from './pb-newsletter.fixtures.js';
import { PbNewsletterElement } from './pb-newsletter.js';
import { observeRedirects } from './subscribe.js';
import './define.js';

type Logged = { scenario: string; fields: [string, string][] };

const $ = <T extends Element = HTMLInputElement>(el: Element, selector: string) => el.querySelector<T>(selector)!;
const box = (el: Element) => $<HTMLElement>(el, '.et_pb_newsletter_error');
const log = async (key: string): Promise<Logged[]> => (await fetch(`/test/replies/log?key=${key}`)).json();
const field = (entry: Logged, name: string) => entry.fields.find(([n]) => n === name)?.[1];
const SUCCESS = { success: 'Subscribed' };

function fill(el: Element): void {
  $(el, '#et_pb_signup_firstname').value = 'Ada';
  $(el, '#et_pb_signup_lastname').value = 'Lovelace';
  $(el, '#et_pb_signup_email').value = 'ada@example.test';
  $(el, '#et_pb_signup_role_0').click();
}

/** A mounted module whose ajax endpoint answers `url`. */
async function signup(url: string, options: NewsletterOptions = {}) {
  configure({ ajaxUrl: url, nonces: { frontend: 'n0nce' } });
  return mount<PbNewsletterElement>(newsletter(options), 'pb-newsletter');
}

before(() => loadStyles('/elements/pb-newsletter/pb-newsletter.css'));
afterEach(() => {
  unmountAll();
  resetConfig();
  sessionStorage.clear();
});

runUpgradeSuite({ element: PbNewsletterElement, fixtures });
runCleanupSuite({ element: PbNewsletterElement, fixtures }, async (el) => {
  configure({ ajaxUrl: replyUrl('status-500', uniqueKey()) });
  if (el.querySelector('#et_pb_signup_email')) fill(el);
  await (el as PbNewsletterElement).submit();
});
runMotionSuite('pb-newsletter', '/elements/pb-newsletter/pb-newsletter.css');
runA11ySuite({ element: PbNewsletterElement, fixtures }, [
  { name: 'idle' },
  { name: 'errors shown', enter: (el) => (el as PbNewsletterElement).submit() },
  {
    name: 'sending',
    enter: async (el) => {
      configure({ ajaxUrl: replyUrl('slow-400-status-500', uniqueKey()) });
      if (!el.querySelector('#et_pb_signup_email')) return;
      fill(el);
      void (el as PbNewsletterElement).submit();
      await until(() => el.querySelector('.et_pb_newsletter')!.getAttribute('aria-busy') === 'true');
    },
  },
  {
    name: 'after a failure',
    enter: async (el) => {
      configure({ ajaxUrl: replyUrl('status-500', uniqueKey()) });
      if (el.querySelector('#et_pb_signup_email')) fill(el);
      await (el as PbNewsletterElement).submit();
    },
  },
  {
    name: 'after a success',
    enter: async (el) => {
      configure({ ajaxUrl: jsonReply(SUCCESS, uniqueKey()) });
      if (el.querySelector('#et_pb_signup_email')) fill(el);
      await (el as PbNewsletterElement).submit();
    },
  },
]);

describe('<pb-newsletter> validation (MARKUP.md §8.2; TRUST.md #36)', () => {
  it('lists empty names, email and required custom fields, marks each with et_pb_signup_error, aria-invalid and a message, focuses the live error box, sends nothing', async () => {
    const key = uniqueKey();
    const el = await signup(jsonReply(SUCCESS, key));
    expect(await el.submit()).to.equal(false);
    expect(box(el).getAttribute('role')).to.equal('alert');
    expect(document.activeElement === box(el)).to.equal(true);
    expect([...box(el).querySelectorAll('li')].map((li) => li.textContent)).to.deep.equal([
      'First Name',
      'Last Name',
      'Email',
      'Role',
    ]);
    for (const id of ['et_pb_signup_firstname', 'et_pb_signup_lastname', 'et_pb_signup_email', 'et_pb_signup_role_0']) {
      const input = $(el, `#${id}`);
      expect([id, input.classList.contains('et_pb_signup_error'), input.getAttribute('aria-invalid')]).to.deep.equal([
        id,
        true,
        'true',
      ]);
      expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).to.equal(
        'Please fill in this field.',
      );
    }
    expect($(el, '#et_pb_signup_outlet').hasAttribute('aria-invalid'), 'hidden by its condition: not checked').to.equal(
      false,
    );
    expect(await log(key)).to.deep.equal([]);
  });

  it("a bad email address gets the page's invalid message; fixing it clears every mark", async () => {
    configure({ forms: { invalidMessage: 'Ungültige E-Mail' } });
    const key = uniqueKey();
    const el = await signup(jsonReply(SUCCESS, key));
    configure({ forms: { invalidMessage: 'Ungültige E-Mail' } });
    fill(el);
    $(el, '#et_pb_signup_email').value = 'ada@';
    expect(await el.submit()).to.equal(false);
    expect(box(el).textContent).to.contain('Email: Ungültige E-Mail');
    expect($(el, '#et_pb_signup_email').classList.contains('et_pb_signup_error')).to.equal(true);
    $(el, '#et_pb_signup_email').value = 'ada@example.test';
    expect(await el.submit()).to.equal(true);
    expect(el.querySelectorAll('.et_pb_signup_error, [aria-invalid]').length).to.equal(0);
  });

  it("applies the browser's native validity too (maxlength, pattern)", async () => {
    const el = await signup(jsonReply(SUCCESS, uniqueKey()));
    fill(el);
    $(el, '#et_pb_signup_firstname').pattern = '[A-Z]+';
    expect(await el.submit()).to.equal(false);
    expect($(el, '#et_pb_signup_firstname').getAttribute('aria-invalid')).to.equal('true');
    expect(box(el).querySelectorAll('li').length).to.equal(1);
  });

  it('a custom field shown by its condition is required; a summary link focuses its input', async () => {
    const el = await signup(jsonReply(SUCCESS, uniqueKey()));
    fill(el);
    $(el, '#et_pb_signup_role_1').click();
    await until(() => !$<HTMLElement>(el, '[data-id="outlet"]').hidden);
    expect(await el.submit()).to.equal(false);
    expect([...box(el).querySelectorAll('li')].map((li) => li.textContent)).to.deep.equal(['Outlet']);
    box(el).querySelector<HTMLAnchorElement>('li a')!.click();
    expect(document.activeElement?.id).to.equal('et_pb_signup_outlet');
  });

  it('without name inputs only the email is asked for', async () => {
    const el = await signup(jsonReply(SUCCESS, uniqueKey()), { emailOnly: true });
    $(el, '#et_pb_signup_role_0').click();
    expect(await el.submit()).to.equal(false);
    expect([...box(el).querySelectorAll('li')].map((li) => li.textContent)).to.deep.equal(['Email']);
  });
});

describe('<pb-newsletter> subscribing (spec call 2; TRUST.md #32–#35, #37, #41)', () => {
  it('posts exactly the subscribe payload, shows success in place, moves focus there and fires pb-form-submit', async () => {
    const key = uniqueKey();
    const el = await signup(jsonReply(SUCCESS, key));
    fill(el);
    $(el, '#et_pb_signup_topics_1').click();
    const submitted = oneEvent(el, 'pb-form-submit');
    expect(await el.submit()).to.equal(true);
    expect((await submitted).detail).to.deep.equal({ form: 'newsletter', id: 'signup' });
    const [sent] = await log(key);
    expect(Object.fromEntries(sent.fields)).to.deep.equal({
      action: 'et_pb_submit_subscribe_form',
      et_frontend_nonce: 'n0nce',
      et_list_id: 'list42',
      et_firstname: 'Ada',
      et_lastname: 'Lovelace',
      et_email: 'ada@example.test',
      et_provider: 'mailchimp',
      et_account: 'acme',
      et_ip_address: 'true',
      et_custom_fields: JSON.stringify({ role: 'fan', topics: { topics_1: 'Events' } }),
      et_hidden_fields: JSON.stringify(['outlet']),
      token: '',
    });
    expect($<HTMLElement>(el, '.et_pb_newsletter_fields').hidden).to.equal(true);
    const success = $<HTMLElement>(el, '.et_pb_newsletter_success');
    expect([getComputedStyle(success).display, document.activeElement === success]).to.deep.equal(['block', true]);
    expect(await el.submit(), 'nothing more after a success').to.equal(false);
    expect(await log(key)).to.have.length(1);
  });

  it('shows an {error} reply as text, never as HTML, and keeps the input', async () => {
    const el = await signup(
      jsonReply({ error: '<img src=x onerror="window.__pwned=1"><b>Already subscribed</b>' }, uniqueKey()),
    );
    fill(el);
    expect(await el.submit()).to.equal(false);
    expect(box(el).textContent).to.equal('<img src=x onerror="window.__pwned=1"><b>Already subscribed</b>');
    expect(box(el).children.length).to.equal(0);
    expect(document.activeElement === box(el)).to.equal(true);
    expect((window as { __pwned?: number }).__pwned).to.equal(undefined);
    expect($(el, '#et_pb_signup_email').value).to.equal('ada@example.test');
  });

  for (const reply of ['json:null', 'json:false', 'text:', 'text:not json', 'json:{}', 'text:0', 'json:0'])
    it(`a reply of ${reply} shows subscription_failed`, async () => {
      configure({ forms: { subscriptionFailedMessage: 'Subscription failed.' } });
      const el = await signup(replyUrl(reply, uniqueKey()));
      configure({ forms: { subscriptionFailedMessage: 'Subscription failed.' } });
      fill(el);
      expect(await el.submit()).to.equal(false);
      expect(box(el).textContent).to.equal('Subscription failed.');
    });

  for (const [scenario, words] of [
    ['status-500', 'the server had a problem'],
    ['status-429', 'too many attempts'],
    ['expired', 'this page has expired'],
    ['drop', 'the connection failed'],
  ] as const)
    it(`after ${scenario} keeps the input, says what happened, and subscribes on the next try (TRUST.md #35, C4)`, async () => {
      const key = uniqueKey();
      const el = await signup(replyUrl(scenario, key));
      fill(el);
      expect(await el.submit()).to.equal(false);
      expect(box(el).textContent).to.contain(words);
      expect([$(el, '#et_pb_signup_firstname').value, $(el, '#et_pb_signup_email').value]).to.deep.equal([
        'Ada',
        'ada@example.test',
      ]);
      expect([
        el.sending,
        $(el, '.et_pb_newsletter_button').classList.contains('et_pb_button_text_loading'),
      ]).to.deep.equal([false, false]);
      configure({ ajaxUrl: jsonReply(SUCCESS, key) });
      expect(await el.submit()).to.equal(true);
      const sent = (await log(key)).map((entry) => entry.scenario).filter((name, i, all) => name !== all[i - 1]);
      expect(sent.length).to.equal(2);
    });

  it('gives up after its timeout and lets the visitor send again', async () => {
    const key = uniqueKey();
    const el = await signup(replyUrl('slow-1500-status-500', key));
    el.timeout = 300;
    fill(el);
    expect(await el.submit()).to.equal(false);
    expect(box(el).textContent).to.contain('took too long');
    expect(el.sending).to.equal(false);
  });

  it('a double click sends one request, with the loading look meanwhile', async () => {
    const key = uniqueKey();
    const el = await signup(replyUrl(`slow-500-json:${encodeURIComponent(JSON.stringify(SUCCESS))}`, key));
    fill(el);
    const button = $<HTMLElement>(el, '.et_pb_newsletter_button');
    button.click();
    button.click();
    expect(el.sending).to.equal(true);
    await until(() => el.root.getAttribute('aria-busy') === 'true');
    expect([
      button.classList.contains('et_pb_button_text_loading'),
      getComputedStyle($(el, '.et_subscribe_loader')).display,
    ]).to.deep.equal([true, 'inline-block']);
    button.click();
    await until(() => !el.sending);
    expect(await log(key)).to.have.length(1);
    expect(button.classList.contains('et_pb_button_text_loading')).to.equal(false);
  });

  it('can be completed with the keyboard alone: the link is a button, Enter in a field sends', async () => {
    const key = uniqueKey();
    const el = await signup(jsonReply(SUCCESS, key));
    const button = $<HTMLElement>(el, '.et_pb_newsletter_button');
    expect(button.getAttribute('role')).to.equal('button');
    expect($(el, '#et_pb_signup_email').getAttribute('aria-label'), "named despite the theme's hidden label").to.equal(
      'Email',
    );
    $(el, '#et_pb_signup_firstname').focus();
    await sendKeys({ type: 'Ada' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: 'Lovelace' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: 'ada@example.test' });
    await sendKeys({ press: 'Enter' });
    // Enter in a field sends, and the missing choice is reported.
    await until(() => document.activeElement === box(el));
    expect([...box(el).querySelectorAll('li')].map((li) => li.textContent)).to.deep.equal(['Role']);
    $(el, '#et_pb_signup_email').focus();
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement?.id).to.equal('et_pb_signup_role_0');
    await sendKeys({ press: ' ' });
    for (let i = 0; i < 3; i++) await sendKeys({ press: 'Tab' });
    expect(document.activeElement === button, 'the hidden conditional field is no tab stop').to.equal(true);
    const submitted = oneEvent(el, 'pb-form-submit');
    await sendKeys({ press: 'Enter' });
    await submitted;
    const [sent] = await log(key);
    expect([field(sent, 'et_firstname'), field(sent, 'et_lastname'), field(sent, 'et_email')]).to.deep.equal([
      'Ada',
      'Lovelace',
      'ada@example.test',
    ]);
  });

  it('Space on the button sends', async () => {
    const key = uniqueKey();
    const el = await signup(jsonReply(SUCCESS, key));
    fill(el);
    $<HTMLElement>(el, '.et_pb_newsletter_button').focus();
    const submitted = oneEvent(el, 'pb-form-submit');
    await sendKeys({ press: ' ' });
    await submitted;
    expect(await log(key)).to.have.length(1);
  });

  it('keeps a draft across a reload, never the hidden inputs, and clears it on success', async () => {
    const el = await signup(jsonReply(SUCCESS, uniqueKey()));
    $(el, '#et_pb_signup_email').value = 'ada@example.test';
    $(el, '#et_pb_signup_email').dispatchEvent(new Event('input', { bubbles: true }));
    unmountAll();
    const again = await signup(jsonReply(SUCCESS, uniqueKey()));
    await until(() => $(again, '#et_pb_signup_email').value === 'ada@example.test');
    expect(JSON.stringify(Object.values(sessionStorage))).not.to.contain('list42');
    fill(again);
    expect(await again.submit()).to.equal(true);
    expect(sessionStorage.length).to.equal(0);
  });
});

describe('<pb-newsletter> redirect (TRUST.md §3.4, C6, #33)', () => {
  afterEach(() => observeRedirects());

  it('goes to the same-origin redirect with the query the module names', async () => {
    const el = await signup(jsonReply(SUCCESS, uniqueKey()), {
      redirect: '/thanks#top',
      query: 'name,last_name,email,ip_address,css_id',
    });
    fill(el);
    let target = '';
    observeRedirects((url) => void (target = url));
    expect(await el.submit()).to.equal(true);
    const url = new URL(target);
    expect(url.origin + url.pathname).to.equal(location.origin + '/thanks');
    expect(Object.fromEntries(url.searchParams)).to.deep.equal({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.test',
      ip_address: '203.0.113.9',
      form_id: 'signup',
    });
  });

  it('refuses a foreign redirect, says why in the console, and shows success instead', async () => {
    const el = await signup(jsonReply(SUCCESS, uniqueKey()), { redirect: 'https://evil.example/phish' });
    fill(el);
    let target = '';
    observeRedirects((url) => void (target = url));
    const warnings = await warningsDuring(async () => expect(await el.submit()).to.equal(true));
    expect(target).to.equal('');
    expect(warnings.some((w) => w.includes('evil.example'))).to.equal(true);
    expect($<HTMLElement>(el, '.et_pb_newsletter_fields').hidden).to.equal(true);
  });
});

describe('<pb-newsletter> FeedBurner variant', () => {
  it('keeps the native popup submit and opens it with noopener', async () => {
    const el = await mount<PbNewsletterElement>(fixtures['FeedBurner opt-in'], 'pb-newsletter');
    const form = $<HTMLFormElement>(el, 'form');
    expect([form.rel, form.target, form.noValidate]).to.deep.equal(['noopener', 'popupwindow', false]);
    el.remove();
    expect(form.hasAttribute('rel')).to.equal(false);
  });
});

describe('<pb-newsletter> submit flow invariants (TRUST.md #50)', () => {
  it('holds under random sequences of typing, clicks, submits and server moods: one request at a time, none after a success, input kept until then', async () => {
    type Real = { el: PbNewsletterElement; pending: Promise<unknown>[]; key: string; succeeded: boolean };
    const requests = countReplyRequests();
    const command = (name: string, run: (m: { succeeded: boolean }, r: Real) => void | Promise<void>) => ({
      check: () => true,
      run: async (m: { succeeded: boolean }, r: Real) => {
        await run(m, r);
        expect(requests.maxInFlight, `${name}: requests in flight at once`).to.be.at.most(1);
      },
      toString: () => name,
    });
    const ok = `json:${encodeURIComponent(JSON.stringify(SUCCESS))}`;
    const moods = [ok, 'status-500', `slow-120-${ok}`, 'slow-120-status-500', 'expired', 'json:null'];
    const commands = [
      fc.constant(command('fill', (_, r) => fill(r.el))),
      fc.constant(command('clear email', (_, r) => void ($(r.el, '#et_pb_signup_email').value = ''))),
      fc.constant(command('submit', (_, r) => void r.pending.push(r.el.submit()))),
      fc.constant(command('click', (_, r) => $<HTMLElement>(r.el, '.et_pb_newsletter_button').click())),
      fc
        .constantFrom(...moods)
        .map((mood) => command(`server: ${mood}`, (_, r) => configure({ ajaxUrl: replyUrl(mood, r.key) }))),
      fc.constant(
        command('wait', async (m, r) => {
          const typed = $(r.el, '#et_pb_signup_email').value;
          await Promise.all(r.pending.splice(0));
          await until(() => !r.el.sending);
          m.succeeded = r.succeeded;
          if (!m.succeeded) expect($(r.el, '#et_pb_signup_email').value, 'input kept after a failure').to.equal(typed);
          else {
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
          // The previous run's form may still write its draft once its code arrives (drafts outlive a removal,
          // as they must across a reload): let that happen before the storage is cleared, or this run's form
          // would restore it while a command runs.
          await import('./subscribe.js');
          await new Promise((resolve) => setTimeout(resolve));
          sessionStorage.clear();
          const key = uniqueKey();
          const el = await signup(replyUrl(ok, key));
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

describe('<pb-newsletter> same-origin ajax only (TRUST.md #41)', () => {
  it('sends nothing to a cross-origin ajax URL the page supplies, and says so; keeps the input', async () => {
    const seen: string[] = [];
    const realFetch = window.fetch;
    window.fetch = (...args: Parameters<typeof fetch>) => {
      seen.push(String(args[0]));
      return realFetch(...args);
    };
    try {
      const el = await signup('https://evil.test/wp-admin/admin-ajax.php');
      fill(el);
      expect(await el.submit()).to.equal(false);
      expect(seen.filter((url) => url.includes('evil.test'))).to.deep.equal([]);
      expect(box(el).textContent).to.contain('points to another site');
      expect($(el, '#et_pb_signup_email').value).to.equal('ada@example.test');
    } finally {
      window.fetch = realFetch;
    }
  });

  it('posts to the same origin with the page nonce and same-origin credentials', async () => {
    const key = uniqueKey();
    const el = await signup(jsonReply(SUCCESS, key));
    fill(el);
    expect(await el.submit()).to.equal(true);
    const [entry] = (await log(key)) as unknown as Array<{ fields: [string, string][]; credentials: boolean }>;
    expect([entry.credentials, entry.fields.find(([name]) => name === 'et_frontend_nonce')?.[1]]).to.deep.equal([
      true,
      'n0nce',
    ]);
  });
});
