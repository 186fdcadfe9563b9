/**
 * The cookie bar's parts that load on demand (`../base/on-demand.ts`): what a returning visitor's page fetches,
 * and what a visitor sees when a part cannot load (offline for a moment, a deploy that replaced the chunk) and
 * then can. A part that has loaded once stays loaded for the page, so these tests live in a page of their own
 * and run in this order: each fails a part before anything here has loaded it.
 */
import { expect } from '@open-wc/testing';
import { failNextLoads } from '../base/on-demand.js';
import { warningsDuring } from '../base/test/console.js';
import { mount } from '../base/test/suites.js';
import { bareTag, cookie, plugin2x, until, useFirstVisit } from './cookie-bar.fixtures.js';
import type { CookieBarElement } from './cookie-bar.js';
import './define.js';

const barOf = (el: Element) => el.querySelector<HTMLElement>('#cookie-law-info-bar')!;
const tabOf = (el: Element) => el.querySelector<HTMLElement>('#cookie-law-info-again')!;
const visible = (node: HTMLElement | null) =>
  !!node && !node.closest('[hidden]') && getComputedStyle(node).display !== 'none';
const buttonNamed = (el: Element, name: RegExp) =>
  [...el.querySelectorAll<HTMLElement>('button, a')].find((b) => name.test(b.textContent ?? ''))!;

// Every module this page fetches, whatever the size of the browser's resource timing buffer (150 by default).
performance.setResourceTimingBufferSize?.(5000);
/** Whether the page has fetched the module `name` of this folder (served as .js or .ts). */
const fetched = (name: string) =>
  performance
    .getEntriesByType('resource')
    .some((entry) => new RegExp(`/elements/cookie-bar/${name}\\.[jt]s$`).test(new URL(entry.name).pathname));

useFirstVisit();

describe('<cookie-bar> parts loaded on demand (PERF.md §5), and loaded again after a failure', () => {
  it("a returning visitor's page fetches none of the bar's code, nor the page reader: the store and the tab alone", async () => {
    document.cookie = 'viewed_cookie_policy=yes; Path=/';
    const el = await mount<CookieBarElement>(bareTag(), 'cookie-bar');
    expect(visible(tabOf(el))).to.equal(true);
    expect(el.store?.decision).to.equal('yes');
    expect(['first-layer', 'page-data', 'second-layer'].filter(fetched), 'fetched').to.deep.equal([]);
  });

  it("when the bar's code cannot load (offline), the tab shows instead, nothing is recorded, and a click on the tab loads the bar", async () => {
    failNextLoads('<cookie-bar> first layer');
    let el!: CookieBarElement;
    const warnings = await warningsDuring(async () => {
      el = await mount<CookieBarElement>(bareTag(), 'cookie-bar');
    });
    expect(
      warnings.filter((w) => w.includes('<cookie-bar> first layer could not load')).length,
      'one warning',
    ).to.equal(1);
    expect(visible(barOf(el))).to.equal(false);
    expect(visible(tabOf(el)), 'the tab is the way to decide').to.equal(true);
    expect(cookie('viewed_cookie_policy'), 'nothing recorded').to.equal(undefined);
    expect(fetched('first-layer'), 'the failure stood in for the fetch').to.equal(false);

    tabOf(el).querySelector('button')!.click();
    await until(() => visible(barOf(el)));
    // The check of the test above can fail: a load is seen here.
    expect(fetched('first-layer'), 'fetched on the retry').to.equal(true);
    buttonNamed(el, /Reject all/).click();
    expect(cookie('viewed_cookie_policy')).to.equal('no');
  });

  it('when the page reader cannot load, the bar still shows with the default categories, so nothing is granted that was not asked for', async () => {
    failNextLoads('<cookie-bar> page reader');
    let el!: CookieBarElement;
    await warningsDuring(async () => {
      el = await mount<CookieBarElement>(plugin2x, 'cookie-bar');
    });
    expect(visible(barOf(el))).to.equal(true);
    buttonNamed(el, /Accept All/).click();
    expect(cookie('viewed_cookie_policy')).to.equal('yes');
    expect(cookie('cookielawinfo-checkbox-analytics'), 'a default category').to.equal('yes');
    expect(cookie('cookielawinfo-checkbox-performance'), 'a category only the unread popup names').to.equal(undefined);
  });

  it("when the settings dialog's code cannot load, the bar stays as it was (reject still works) and the next click on the settings button opens it", async () => {
    const el = await mount<CookieBarElement>(plugin2x, 'cookie-bar');
    const settings = buttonNamed(el, /Cookie Settings/);
    expect(fetched('second-layer'), 'not loaded before this test').to.equal(false);
    failNextLoads('<cookie-bar> settings dialog');
    const warnings = await warningsDuring(async () => {
      settings.click();
      await el.updateComplete;
    });
    expect(
      warnings.filter((w) => w.includes('<cookie-bar> settings dialog could not load')).length,
      'one warning',
    ).to.equal(1);
    expect(el.querySelector('dialog[open]'), 'no dialog').to.equal(null);
    expect(visible(barOf(el)) && visible(buttonNamed(el, /Reject All/))).to.equal(true);

    settings.click();
    await until(() => !!el.querySelector('dialog.cookie-bar__settings[open]'));
    expect(
      el.querySelector('dialog.cookie-bar__settings')!.contains(document.activeElement),
      'focus moves into the dialog',
    ).to.equal(true);
  });

  it('when the script unblocker cannot load, the held-back scripts wait (none runs unasked), and run on the next change of consent', async () => {
    const globals = globalThis as Record<string, unknown>;
    const held = Object.assign(document.createElement('script'), {
      type: 'text/plain',
      text: 'window.__pbHeldRetry = (window.__pbHeldRetry || 0) + 1;',
    });
    held.dataset.cookieCategory = 'analytics';
    document.body.append(held);
    try {
      // Granted from the start (a returning visitor's yes), so the only thing holding the script back is its runner.
      document.cookie = 'viewed_cookie_policy=yes; Path=/';
      document.cookie = 'cookielawinfo-checkbox-analytics=yes; Path=/';
      failNextLoads('<cookie-bar> script unblocker');
      let el!: CookieBarElement;
      const warnings = await warningsDuring(async () => {
        el = await mount<CookieBarElement>(bareTag(), 'cookie-bar');
      });
      expect(
        warnings.filter((w) => w.includes('<cookie-bar> script unblocker could not load')).length,
        'one warning',
      ).to.equal(1);
      expect(el.store!.granted('analytics')).to.equal(true);
      expect(globals.__pbHeldRetry, 'not run while its runner cannot load').to.equal(undefined);
      el.acceptAll();
      await until(() => globals.__pbHeldRetry !== undefined);
      expect(globals.__pbHeldRetry).to.equal(1);
    } finally {
      document.querySelector('script[data-cookie-category], script[data-pb-consent]')?.remove();
      delete globals.__pbHeldRetry;
    }
  });
});
