/**
 * Consent journeys on the React site and on a CMS page with the consent plugin's own markup (TRUST.md #17,
 * #19, #20, #22, #23, #24): the first visit shows the bar and makes no non-essential cookie or third-party
 * request; accept and reject persist across reloads; the choice can be reopened in one click.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations, openAuditPage } from '../helpers/axe.js';
import { openPage, useBrowser, VIDEO_HOSTS } from '../helpers/browser.js';
import { CMS_VARIANTS, cmsUrl } from '../helpers/cms-variants.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const YEAR = 365 * 24 * 3600;

const cookieMap = async (context: BrowserContext) =>
  Object.fromEntries((await context.cookies()).map((c) => [c.name, c]));
const bar = (page: Page) => page.locator('#cookie-law-info-bar');
const tab = (page: Page) => page.locator('#cookie-law-info-again');

/** Scrolls through the whole page, so lazy content would have loaded if anything were going to. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 30));
    }
  });
}

describe('consent on the React site', () => {
  it('first visit: the bar shows, nothing non-essential happens, Consent Mode defaults to denied', async () => {
    const { page, context, externalHosts, violations } = await openPage(browser());
    await page.goto(baseUrl);
    const region = page.getByRole('region', { name: 'Cookie consent' });
    await region.waitFor();
    expect(await region.getByRole('button', { name: 'Reject all' }).isVisible()).toBe(true);
    expect(await region.getByRole('button', { name: 'Accept all' }).isVisible()).toBe(true);
    await scrollThrough(page);
    await page.locator('#work lazy-video').first().hover();
    await page.waitForTimeout(300);
    expect(await context.cookies(), 'no cookie before a choice').toEqual([]);
    expect(externalHosts(), 'no third-party request before a choice').toEqual([]);
    const dataLayer = await page.evaluate(() => (window.dataLayer ?? []).map((a) => [...(a as IArguments)]));
    expect(dataLayer[0].slice(0, 2)).toEqual(['consent', 'default']);
    expect(dataLayer[0][2]).toMatchObject({
      ad_storage: 'denied',
      analytics_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    // The banner is not a wall: the page behind it stays operable.
    await page.getByRole('link', { name: 'See our work' }).focus();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('See our work');
    expect(await violations()).toEqual([]);
    await context.close();
  });

  it('accept persists across reloads with the plugin cookies (365 days, Lax, path /), then videos may load', async () => {
    const { page, context, externalHosts } = await openPage(browser());
    await page.goto(baseUrl);
    await page.getByRole('button', { name: 'Accept all' }).click();
    const cookies = await cookieMap(context);
    expect(cookies.viewed_cookie_policy.value).toBe('yes');
    expect(cookies['cookielawinfo-checkbox-functional'].value).toBe('yes');
    expect(cookies['cookielawinfo-checkbox-analytics'].value).toBe('yes');
    expect(
      JSON.parse(Buffer.from(decodeURIComponent(cookies.CookieLawInfoConsent.value), 'base64').toString()),
    ).toMatchObject({ ver: 1, functional: true });
    for (const cookie of Object.values(cookies)) {
      expect(cookie.path).toBe('/');
      expect(cookie.sameSite).toBe('Lax');
      expect(Math.abs(cookie.expires - Date.now() / 1000 - YEAR), `${cookie.name} lasts 365 days`).toBeLessThan(120);
    }
    await page.reload();
    await tab(page).waitFor();
    expect(await bar(page).isVisible()).toBe(false);
    expect(await page.evaluate(() => (window.dataLayer ?? []).map((a) => [...(a as IArguments)][1]))).toEqual([
      'default',
      'update',
    ]);
    // Functional consent: the thumbnail now comes from the video host.
    await page.locator('#work lazy-video').first().scrollIntoViewIfNeeded();
    await expect.poll(() => externalHosts().some((host) => VIDEO_HOSTS.test(host))).toBe(true);
    await context.close();
  });

  it('reject persists across reloads; the footer link reopens the choice in one click', async () => {
    const { page, context, externalHosts } = await openPage(browser());
    await page.goto(baseUrl);
    await page.getByRole('button', { name: 'Reject all' }).click();
    expect((await cookieMap(context)).viewed_cookie_policy.value).toBe('no');
    await page.reload();
    await tab(page).waitFor();
    expect(await bar(page).isVisible()).toBe(false);
    await scrollThrough(page);
    expect(externalHosts().filter((host) => VIDEO_HOSTS.test(host))).toEqual([]);
    await page.getByRole('link', { name: 'Cookie settings' }).click();
    await bar(page).waitFor();
    expect(await page.evaluate(() => document.activeElement?.closest('#cookie-law-info-bar') !== null)).toBe(true);
    await context.close();
  });

  it('Global Privacy Control: no choice means analytics stays refused and the settings say so; a choice overrides it', async () => {
    const { page, context, externalHosts } = await openPage(browser());
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true }),
    );
    await page.goto(baseUrl);
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Statistics' }).click();
    const statistics = dialog.getByRole('switch', { name: 'Statistics' });
    expect(await statistics.isChecked()).toBe(false);
    expect(
      await dialog
        .getByRole('tabpanel')
        .getByText(/opt-out preference signal/)
        .isVisible(),
    ).toBe(true);
    expect(await context.cookies()).toEqual([]);
    expect(externalHosts()).toEqual([]);
    await statistics.check();
    await dialog.getByRole('button', { name: 'Save & accept' }).click();
    expect((await cookieMap(context))['cookielawinfo-checkbox-analytics'].value).toBe('yes');
    await context.close();
  });

  it('passes axe with the bar, in the settings dialog, and with the show-again tab', async () => {
    const page = await openAuditPage(browser());
    await page.goto(baseUrl);
    await bar(page).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await page.getByRole('dialog').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Reject all' }).click();
    await tab(page).waitFor();
    // The tab slides in over 500 ms; axe measures contrast once it is there.
    await page.waitForFunction(() => document.querySelector('#cookie-law-info-again')!.getAnimations().length === 0);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe.each(CMS_VARIANTS)('consent on a CMS page with the plugin markup ($name)', ({ query }) => {
  const cmsPage = cmsUrl(baseUrl, 'cms/privacy.html', query);

  it('upgrades the plugin bar in place; the first visit sets no cookie and makes no third-party request', async () => {
    const { page, context, externalHosts, violations } = await openPage(browser());
    await page.goto(cmsPage);
    await page.locator('cookie-bar > .wt-cli-cookie-bar-container').waitFor({ state: 'attached' });
    await bar(page).waitFor();
    expect(await page.getByRole('region', { name: 'We value your privacy' }).isVisible()).toBe(true);
    expect(await page.locator('#wt-cli-reject-btn').evaluate((b) => b.localName)).toBe('button');
    await scrollThrough(page);
    await page.locator('#gated-video').hover();
    await page.waitForTimeout(300);
    expect(await context.cookies()).toEqual([]);
    expect(externalHosts()).toEqual([]);
    expect(await violations()).toEqual([]);
    await context.close();
  });

  it('settings: a switch and save grant exactly that category, persisted across reloads; reject erases listed cookies', async () => {
    const { page, context } = await openPage(browser());
    await page.goto(cmsPage);
    await page.getByRole('button', { name: 'Cookie Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Privacy Overview' });
    await dialog.waitFor();
    await dialog.getByRole('tab', { name: 'Functional' }).click();
    await dialog.getByRole('switch', { name: 'Functional' }).check();
    await dialog.getByRole('button', { name: 'SAVE & ACCEPT' }).click();
    let cookies = await cookieMap(context);
    expect(cookies.viewed_cookie_policy.value).toBe('yes');
    expect(cookies['cookielawinfo-checkbox-functional'].value).toBe('yes');
    expect(cookies['cookielawinfo-checkbox-analytics'].value).toBe('no');
    await page.reload();
    await tab(page).waitFor();
    expect(await bar(page).isVisible()).toBe(false);
    // The film's own upgrade is not the bar's: its play button is drawn once it has read the consent.
    await page.locator('#gated-video .lazy-video__play').waitFor();
    await expect
      .poll(() => page.locator('#gated-video .lazy-video__notice').isVisible(), {
        message: 'functional granted: no consent notice',
        timeout: 5000,
      })
      .toBe(false);

    await page.evaluate(() => (document.cookie = 'demo_stats=1; Path=/'));
    await tab(page).click();
    await page.getByRole('button', { name: 'Reject All' }).click();
    cookies = await cookieMap(context);
    expect(cookies.viewed_cookie_policy.value).toBe('no');
    expect(cookies.demo_stats, 'listed analytics cookie erased').toBeUndefined();
    await page.reload();
    await tab(page).waitFor();
    expect(await bar(page).isVisible()).toBe(false);
    // Drawn by the film's upgrade, which may come after the bar's.
    await page.locator('#gated-video .lazy-video__notice').waitFor({ state: 'visible', timeout: 10_000 });
    await context.close();
  });

  it('"Always allow" on the gated film records that category alone and plays it; "Load once" records nothing', async () => {
    const { page, context, externalHosts } = await openPage(browser());
    await page.goto(cmsPage);
    const film = page.locator('#gated-video');
    await film.getByRole('button', { name: 'Load once' }).click();
    await film.locator('iframe').waitFor({ state: 'attached' });
    expect(await context.cookies(), 'load once stores nothing').toEqual([]);
    expect(externalHosts()).toEqual(['www.youtube-nocookie.com']);
    await page.reload();
    await film.getByRole('button', { name: 'Always allow' }).click();
    await film.locator('iframe').waitFor({ state: 'attached' });
    const cookies = await cookieMap(context);
    expect(cookies.viewed_cookie_policy.value).toBe('yes');
    expect(cookies['cookielawinfo-checkbox-functional'].value).toBe('yes');
    expect(cookies['cookielawinfo-checkbox-analytics'].value).toBe('no');
    await page.reload();
    await tab(page).waitFor();
    await film.locator('.lazy-video__play').waitFor();
    await expect.poll(() => film.locator('.lazy-video__consent').isVisible(), { timeout: 5000 }).toBe(false);
    await context.close();
  });

  it('passes axe with the plugin bar and its settings dialog', async () => {
    const page = await openAuditPage(browser());
    await page.goto(cmsPage);
    await bar(page).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Cookie Settings' }).click();
    await page.getByRole('dialog').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
