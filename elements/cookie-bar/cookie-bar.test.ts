import { expect, oneEvent } from '@open-wc/testing';
import { warningsDuring } from '../base/test/console.js';
import { FakeClock } from '../base/test/fake-clock.js';
import {
  mount,
  runA11ySuite,
  runCleanupSuite,
  runMotionSuite,
  runUpgradeSuite,
  unmountAll,
} from '../base/test/suites.js';
import { configure } from '../core/config.js';
import { isGranted } from '../core/consent.js';
import type { PbConsentChangeEvent } from '../core/consent-page.js';
import {
  bareTag,
  clearCookies,
  cookie,
  fixtures,
  plugin1x,
  plugin2x,
  until,
  useFirstVisit,
} from './cookie-bar.fixtures.js';
import { CookieBarElement } from './cookie-bar.js';
import './define.js';
import { FirstLayer } from './first-layer.js';

const barOf = (el: Element) => el.querySelector<HTMLElement>('#cookie-law-info-bar')!;
const tabOf = (el: Element) => el.querySelector<HTMLElement>('#cookie-law-info-again')!;
const visible = (node: HTMLElement | null) =>
  !!node && !node.closest('[hidden]') && getComputedStyle(node).display !== 'none';
const buttonNamed = (el: Element, name: RegExp) =>
  [...el.querySelectorAll<HTMLElement>('button, a')].find((b) => name.test(b.textContent ?? ''))!;
const globals = globalThis as Record<string, unknown>;

/** Runs `body` with the page reload counted instead of done (a real one would end the run): the first layer's internal seam. */
async function countingReloads(body: (reloads: () => number) => Promise<void> | void): Promise<void> {
  const reload = FirstLayer.reload;
  let count = 0;
  FirstLayer.reload = () => void count++;
  try {
    await body(() => count);
  } finally {
    FirstLayer.reload = reload;
  }
}

useFirstVisit();

// The show-again tab's button is made on upgrade in every fixture (the settings' tabs only once they are opened).
runUpgradeSuite({ element: CookieBarElement, fixtures, chrome: '.cookie-bar__again-button' });
// With scroll_close, the first layer also listens to the window's scrolling until a choice: gone on disconnect too.
runCleanupSuite(
  {
    element: CookieBarElement,
    fixtures: { ...fixtures, 'bare tag, scroll_close': bareTag({ scroll_close: '1' }) },
    chrome: '.cookie-bar__tabs',
  },
  async (el) => {
    window.dispatchEvent(new Event('resize'));
    await (el as CookieBarElement).openSettings();
  },
);
runMotionSuite('cookie-bar', '/elements/cookie-bar/cookie-bar.css');
runA11ySuite({ element: CookieBarElement, fixtures }, [
  { name: 'first visit, bar shown' },
  { name: 'settings open', enter: (el) => (el as CookieBarElement).openSettings() },
  {
    name: 'overview expanded',
    enter: async (el) => {
      await (el as CookieBarElement).openSettings();
      el.querySelector<HTMLElement>('.cli-privacy-readmore')?.click();
    },
  },
  { name: 'decided, show-again tab', enter: (el) => (el as CookieBarElement).rejectAll() },
]);

describe('<cookie-bar> consent states (spec §4)', () => {
  it('shows the bar, and no tab, when there is no consent cookie', async () => {
    const el = await mount(plugin2x, 'cookie-bar');
    expect(visible(barOf(el))).to.equal(true);
    expect(visible(tabOf(el))).to.equal(false);
    expect(barOf(el).getAttribute('role')).to.equal('region');
    expect(barOf(el).getAttribute('aria-labelledby')).to.equal(el.querySelector('.cli_messagebar_head')!.id);
    expect(!!el.querySelector('dialog.cookie-bar__settings'), 'the second layer loads only when wanted').to.equal(
      false,
    );
  });

  it('accept all: viewed_cookie_policy=yes, every category yes, the summary cookie in step, bar hidden, tab shown, events fired', async () => {
    const el = await mount(plugin2x, 'cookie-bar');
    const record = oneEvent(el, 'pb-consent-record');
    const change = oneEvent(document, 'pb-consent-change') as Promise<PbConsentChangeEvent>;
    buttonNamed(el, /Accept All/).click();
    expect(cookie('viewed_cookie_policy')).to.equal('yes');
    for (const slug of ['necessary', 'functional', 'performance', 'analytics', 'advertisement', 'others'])
      expect(cookie(`cookielawinfo-checkbox-${slug}`), slug).to.equal('yes');
    const summary = JSON.parse(atob(decodeURIComponent(cookie('CookieLawInfoConsent')!)));
    expect(summary).to.include({ ver: 0, necessary: true, analytics: true, advertisement: true });
    const { detail } = await record;
    expect(detail.decision).to.equal('yes');
    expect(detail.consentId).to.match(/^[0-9a-f-]{36}$/);
    expect(detail.categories.analytics).to.equal(true);
    expect((await change).detail.granted.analytics).to.equal(true);
    // The bar fades out (500 ms) and the tab in; a loaded machine may take longer to finish.
    await until(() => !visible(barOf(el)) && visible(tabOf(el)), 3000);
  });

  it('reject: erases the listed cookies of every refused category, writes no, hides the bar', async () => {
    globals.Cli_Data = {
      non_necessary_cookies: { analytics: ['pbtest_ga'] },
      nn_cookie_ids: ['pbtest_px'],
      strictlyEnabled: ['necessary'],
    };
    document.cookie = 'pbtest_ga=1; Path=/';
    document.cookie = 'pbtest_px=1; Path=/';
    document.cookie = 'pbtest_keep=1; Path=/';
    const el = await mount(plugin2x, 'cookie-bar');
    buttonNamed(el, /Reject All/).click();
    expect(cookie('viewed_cookie_policy')).to.equal('no');
    expect(cookie('cookielawinfo-checkbox-analytics')).to.equal('no');
    expect(cookie('cookielawinfo-checkbox-necessary')).to.equal('yes');
    expect(cookie('pbtest_ga'), 'category cookie erased').to.equal(undefined);
    expect(cookie('pbtest_px'), 'nn_cookie_ids erased').to.equal(undefined);
    expect(cookie('pbtest_keep'), 'unlisted cookie kept').to.equal('1');
    expect(isGranted('analytics') || !globalThis.document).to.equal(true); // gating is off here: everything is allowed
    configure({ consent: { gate: true } });
    expect(isGranted('analytics')).to.equal(false);
  });

  it('reloads after accept or reject only when the settings ask for it', async () => {
    const el = await mount<CookieBarElement>(bareTag({ accept_close_reload: '1' }), 'cookie-bar');
    await countingReloads((reloads) => {
      el.rejectAll();
      expect(reloads(), 'reject_close_reload is off').to.equal(0);
      el.acceptAll();
      expect(reloads()).to.equal(1);
    });
  });

  it('a returning visitor sees the tab, not the bar; a higher revision or a corrupted cookie asks again', async () => {
    document.cookie = 'viewed_cookie_policy=yes; Path=/';
    document.cookie = `CookieLawInfoConsent=${btoa(JSON.stringify({ ver: 1 }))}; Path=/`;
    let el = await mount(bareTag(), 'cookie-bar');
    expect(visible(barOf(el))).to.equal(false);
    expect(visible(tabOf(el))).to.equal(true);
    unmountAll();
    el = await mount('<cookie-bar revision="2"></cookie-bar>', 'cookie-bar');
    expect(visible(barOf(el)), 'revision 2 > stored 1').to.equal(true);
    unmountAll();
    document.cookie = 'viewed_cookie_policy=maybe; Path=/';
    el = await mount(bareTag(), 'cookie-bar');
    expect(visible(barOf(el)), 'corrupted value').to.equal(true);
  });

  it('show-again reopens the bar in one click and moves focus into it', async () => {
    const el = await mount<CookieBarElement>(plugin2x, 'cookie-bar');
    el.rejectAll();
    tabOf(el).querySelector('button')!.focus();
    tabOf(el).click();
    expect(visible(barOf(el))).to.equal(true);
    expect(barOf(el).contains(document.activeElement)).to.equal(true);
    // The tab fades out (500 ms); a loaded machine may take longer to finish it.
    await until(() => !visible(tabOf(el)), 3000);
  });

  it('a "manage consent" link anywhere on the page reopens the bar', async () => {
    const el = await mount<CookieBarElement>(plugin2x, 'cookie-bar');
    el.acceptAll();
    const link = Object.assign(document.createElement('a'), {
      href: '#',
      className: 'wt-cli-manage-consent-link',
      textContent: 'Manage',
    });
    document.body.append(link);
    link.click();
    link.remove();
    expect(visible(barOf(el))).to.equal(true);
  });
});

// Whether the bar's code is fetched at all is checked on a page of its own, where nothing has loaded it yet
// (cookie-bar-on-demand.test.ts); here, that it has not run for a returning visitor's element.
describe("<cookie-bar> loads the bar's code only when the bar must show (PERF.md §5)", () => {
  it("a returning visitor gets the tab alone; the bare tag's message stays out of sight; the tab brings the bar in one click", async () => {
    document.cookie = 'viewed_cookie_policy=no; Path=/';
    const el = await mount<CookieBarElement>(bareTag(), 'cookie-bar');
    expect(barOf(el).querySelector('button'), 'the first layer has not built the bar').to.equal(null);
    expect(visible(tabOf(el))).to.equal(true);
    expect(visible(el.querySelector('p')), 'the message is not shown in the page').to.equal(false);
    expect(el.hasAttribute('data-decided')).to.equal(true);
    const button = tabOf(el).querySelector('button')!;
    button.focus();
    button.click();
    await until(() => visible(barOf(el)));
    expect(barOf(el).contains(document.activeElement), 'focus moves into the bar').to.equal(true);
    expect(barOf(el).querySelector('p')?.textContent).to.contain('We use cookies for videos');
    buttonNamed(el, /Accept all/).click();
    expect(cookie('viewed_cookie_policy')).to.equal('yes');
  });

  it('a returning visitor\'s "manage consent" link loads the bar and puts focus in it', async () => {
    document.cookie = 'viewed_cookie_policy=yes; Path=/';
    const el = await mount<CookieBarElement>(plugin2x, 'cookie-bar');
    expect(barOf(el).querySelector('button'), 'the first layer has not upgraded the bar').to.equal(null);
    const link = Object.assign(document.createElement('a'), {
      href: '#',
      className: 'cli_manage_current_consent',
      textContent: 'Manage',
    });
    document.body.append(link);
    try {
      link.click();
      await until(() => visible(barOf(el)));
      expect(barOf(el).contains(document.activeElement)).to.equal(true);
    } finally {
      link.remove();
    }
  });

  it('the first visit waits for the bar in updateComplete: shown and working when it resolves', async () => {
    const el = await mount<CookieBarElement>(bareTag(), 'cookie-bar');
    expect(visible(barOf(el))).to.equal(true);
    expect(buttonNamed(el, /Reject all/).localName).to.equal('button');
  });
});

describe('<cookie-bar> in a shadow root (no global ids or classes required)', () => {
  it('upgrades the 1.x sibling parts of its own tree, records a choice, and is reopened by a link in another shadow root', async () => {
    const host = document.createElement('div');
    host.className = 'pb-test-fixture';
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = plugin1x
      .replace('<cookie-bar>', '')
      .replace('</cookie-bar>', '')
      .replace('<div id="cookie-law-info-bar">', '<cookie-bar></cookie-bar><div id="cookie-law-info-bar">');
    const el = root.querySelector<CookieBarElement>('cookie-bar')!;
    el.append(root.getElementById('cookie-law-info-bar')!);
    await el.updateComplete;
    expect(el.contains(root.getElementById('cookie-law-info-again')), 'the sibling tab adopted').to.equal(true);
    buttonNamed(el, /REJECT/).click();
    expect(cookie('viewed_cookie_policy')).to.equal('no');
    const other = document.createElement('div');
    other.className = 'pb-test-fixture';
    document.body.append(other);
    const link = Object.assign(document.createElement('a'), {
      href: '#',
      className: 'wt-cli-manage-consent-link',
      textContent: 'Manage',
    });
    other.attachShadow({ mode: 'open' }).append(link);
    link.click();
    expect(visible(barOf(el))).to.equal(true);
  });
});

describe('<cookie-bar> timeout and scrolling (spec §4, TRUST.md C1, C2, #21)', () => {
  let clock: FakeClock;
  beforeEach(() => (clock = new FakeClock().install()));
  afterEach(() => clock.uninstall());

  it('by default, waiting 15 s records nothing', async () => {
    const el = await mount(bareTag(), 'cookie-bar');
    clock.tick(15000);
    expect(cookie('viewed_cookie_policy')).to.equal(undefined);
    expect(visible(barOf(el))).to.equal(true);
  });

  it('show_once_yn: closes and accepts after show_once ms, not before', async () => {
    const el = await mount(bareTag({ show_once_yn: true, show_once: '10000' }), 'cookie-bar');
    clock.tick(9999);
    expect(cookie('viewed_cookie_policy')).to.equal(undefined);
    clock.tick(1);
    expect(cookie('viewed_cookie_policy')).to.equal('yes');
    expect(el.hasAttribute('data-decided')).to.equal(true);
  });

  it('show_once_yn with strict: the bar hides and nothing is recorded', async () => {
    configure({ consent: { strict: true } });
    const el = await mount(bareTag({ show_once_yn: true }), 'cookie-bar');
    clock.tick(10000);
    expect(cookie('viewed_cookie_policy')).to.equal(undefined);
    expect(el.hasAttribute('data-decided')).to.equal(false);
    await new Promise((r) => requestAnimationFrame(r));
    expect(visible(tabOf(el))).to.equal(true);
  });
});

describe('<cookie-bar> scroll_close', () => {
  let spacer: HTMLElement;
  beforeEach(() => {
    spacer = Object.assign(document.createElement('div'), { style: 'height: 4000px' });
    document.body.append(spacer);
  });
  afterEach(() => {
    scrollTo(0, 0);
    spacer.remove();
  });
  const scrolledTo = async (y: number) => {
    scrollTo(0, y);
    window.dispatchEvent(new Event('scroll'));
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  };

  it('by default, scrolling 1000 px records nothing', async () => {
    await mount(bareTag(), 'cookie-bar');
    await scrolledTo(1000);
    expect(cookie('viewed_cookie_policy')).to.equal(undefined);
  });

  it('accepts once the page is scrolled more than 100 px, and reloads when asked', async () => {
    const el = await mount<CookieBarElement>(bareTag({ scroll_close: '1', scroll_close_reload: '1' }), 'cookie-bar');
    await countingReloads(async (reloads) => {
      await scrolledTo(100);
      expect(cookie('viewed_cookie_policy')).to.equal(undefined);
      await scrolledTo(101);
      expect(cookie('viewed_cookie_policy')).to.equal('yes');
      expect(reloads()).to.equal(1);
    });
    expect(el.hasAttribute('data-decided')).to.equal(true);
  });

  it('with strict, scrolling only hides the bar', async () => {
    const el = await mount(
      bareTag({ scroll_close: true }).replace('<cookie-bar>', '<cookie-bar strict>'),
      'cookie-bar',
    );
    await scrolledTo(500);
    expect(cookie('viewed_cookie_policy')).to.equal(undefined);
    expect(el.hasAttribute('data-decided')).to.equal(false);
  });

  it('the × button accepts as the plugin did, and refuses with strict', async () => {
    const close = '<a role="button" class="wt-cli-element cli_cookie_close_button" data-cli_action="accept">×</a>';
    let el = await mount(plugin2x.replace('Accept All</a>', `Accept All</a>${close}`), 'cookie-bar');
    el.querySelector<HTMLElement>('.cli_cookie_close_button')!.click();
    expect(cookie('viewed_cookie_policy')).to.equal('yes');
    unmountAll();
    clearCookies();
    el = await mount(
      plugin2x.replace('Accept All</a>', `Accept All</a>${close}`).replace('<cookie-bar>', '<cookie-bar strict>'),
      'cookie-bar',
    );
    el.querySelector<HTMLElement>('.cli_cookie_close_button')!.click();
    expect(cookie('viewed_cookie_policy')).to.equal('no');
  });
});

describe('<cookie-bar> settings sources', () => {
  it('reads the 2.x plain-object global, with "1"/"" booleans and numeric strings', async () => {
    globals.cli_cookiebar_settings = {
      cookie_bar_as: 'widget',
      widget_position: 'right',
      border_on: '',
      button_1_as_button: '1',
      animate_speed_hide: '300',
    };
    const el = await mount(plugin2x, 'cookie-bar');
    expect(el.dataset.presentation).to.equal('widget');
    expect(getComputedStyle(barOf(el)).right).to.equal('15px');
  });

  it('reads the 1.7–1.9 JSON-string global and the 1.x show call', async () => {
    globals.cli_cookiebar_settings = '{"cookie_bar_as":"popup","popup_overlay":"1"}';
    let el = await mount<CookieBarElement>(plugin1x, 'cookie-bar');
    expect(el.effectiveSettings.cookie_bar_as).to.equal('popup');
    unmountAll();
    delete globals.cli_cookiebar_settings;
    el = await mount<CookieBarElement>(plugin1x, 'cookie-bar');
    (globals.cli_show_cookiebar as (a: unknown) => void)({ settings: '{"notify_position_vertical":"top"}' });
    expect(el.effectiveSettings.notify_position_vertical).to.equal('top');
    expect(el.dataset.vertical).to.equal('top');
  });

  it('malformed settings JSON gives one warning and the spec defaults', async () => {
    let el!: CookieBarElement;
    const warnings = await warningsDuring(async () => {
      el = await mount<CookieBarElement>(
        '<cookie-bar><script type="application/json">{ nope</script></cookie-bar>',
        'cookie-bar',
      );
    });
    expect(warnings.filter((w) => w.includes('cookie-bar'))).to.have.length(1);
    expect(el.effectiveSettings.cookie_bar_as).to.equal('banner');
    expect(visible(barOf(el))).to.equal(true);
  });

  it('colours the buttons from the four button configs; reject has the weight accept has', async () => {
    const el = await mount(
      bareTag({
        button_7_button_colour: '#0a6b2a',
        button_7_link_colour: '#ffffff',
        button_3_button_colour: '#8b0000',
        button_3_link_colour: '#ffffff',
        button_3_as_button: '',
      }),
      'cookie-bar',
    );
    const accept = getComputedStyle(buttonNamed(el, /Accept all/));
    const reject = getComputedStyle(buttonNamed(el, /Reject all/));
    expect(accept.backgroundColor).to.equal('rgb(10, 107, 42)');
    expect(reject.backgroundColor).to.equal('rgb(139, 0, 0)');
    for (const property of ['fontSize', 'fontWeight', 'paddingTop', 'paddingLeft', 'minHeight'] as const)
      expect(reject[property], property).to.equal(accept[property]);
    expect(buttonNamed(el, /Reject all/).localName).to.equal('button');
  });

  it('adds a reject button where the site printed none (TRUST.md #19)', async () => {
    const el = await mount(
      plugin1x.replace(/<a role="button" tabindex="0" id="cookie_action_close_header_reject"[^>]*>REJECT<\/a>/, ''),
      'cookie-bar',
    );
    const reject = buttonNamed(el, /Reject all/);
    expect(reject.localName).to.equal('button');
    reject.click();
    expect(cookie('viewed_cookie_policy')).to.equal('no');
  });

  it('opens a read-more link in a new window with noopener when button 2 says new_win', async () => {
    const el = await mount(plugin1x, 'cookie-bar');
    const link = el.querySelector<HTMLAnchorElement>('.cli-plugin-main-link')!;
    expect(link.localName).to.equal('a');
    expect(link.target).to.equal('_blank');
    unmountAll();
    const el2 = await mount(
      bareTag({ button_2_new_win: true }).replace(
        '<a href="/privacy/">',
        '<a href="/privacy/" class="cli-plugin-main-link">',
      ),
      'cookie-bar',
    );
    expect(el2.querySelector<HTMLAnchorElement>('.cli-plugin-main-link')!.rel).to.contain('noopener');
  });
});

describe('<cookie-bar> page integration', () => {
  it('runs held-back scripts of a category once it is granted', async () => {
    const held = Object.assign(document.createElement('script'), {
      type: 'text/plain',
      text: 'window.__pbHeldRan = (window.__pbHeldRan || 0) + 1;',
    });
    held.dataset.cookieCategory = 'analytics';
    document.body.append(held);
    const el = await mount<CookieBarElement>(plugin2x, 'cookie-bar');
    expect(globals.__pbHeldRan).to.equal(undefined);
    el.acceptAll();
    // The unblocker loads on demand: wait for it, then make sure a further change runs nothing twice.
    await until(() => globals.__pbHeldRan !== undefined);
    el.acceptAll();
    await new Promise((r) => setTimeout(r, 100));
    expect(globals.__pbHeldRan).to.equal(1);
    document.querySelector('script[data-cookie-category]')?.remove();
    delete globals.__pbHeldRan;
  });

  it('Consent Mode v2: default denied at once, update on the choice', async () => {
    const el = await mount<CookieBarElement>('<cookie-bar consent-mode></cookie-bar>', 'cookie-bar');
    const calls = () => (window.dataLayer ?? []).map((args) => [...(args as IArguments)]);
    expect(calls()[0].slice(0, 2)).to.deep.equal(['consent', 'default']);
    expect(calls()[0][2]).to.include({
      analytics_storage: 'denied',
      ad_storage: 'denied',
      security_storage: 'granted',
    });
    el.acceptAll();
    const update = calls().at(-1)!;
    expect(update.slice(0, 2)).to.deep.equal(['consent', 'update']);
    expect(update[2]).to.include({
      analytics_storage: 'granted',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    });
  });

  it('with GPC and no choice, the refused categories say the signal is honoured; an explicit choice overrides', async () => {
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true });
    try {
      const el = await mount<CookieBarElement>(plugin2x, 'cookie-bar');
      // A choice stored here would come from an earlier test's cookies (see clearCookiesSettled).
      expect(el.store!.decision, 'no choice stored').to.equal(undefined);
      await el.openSettings('analytics');
      const panel = el.querySelector<HTMLElement>('.cli-tab-section:not([hidden])')!;
      expect(visible(panel.querySelector('.cookie-bar__gpc'))).to.equal(true);
      expect(panel.querySelector('input')!.getAttribute('aria-describedby')).to.equal(
        panel.querySelector('.cookie-bar__gpc')!.id,
      );
      el.acceptAll();
      expect(el.store!.granted('analytics')).to.equal(true);
      expect(el.querySelector<HTMLElement>('.cookie-bar__gpc:not([hidden])')).to.equal(null);
    } finally {
      delete (Navigator.prototype as { globalPrivacyControl?: boolean }).globalPrivacyControl;
    }
  });
});
