/**
 * Countdowns on a CMS page and on the React site: the empty digits filled from the clock and ticking each second,
 * an ended countdown at zero, the time in words for screen readers, axe-clean; a page without a countdown loads none
 * of its code. The CMS page prints ends that hold at any test time: 1 January 2100 and 1 January 2020.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations, openAuditPage } from '../helpers/axe.js';
import { openPage, useBrowser } from '../helpers/browser.js';
import { CMS_VARIANTS, cmsUrl } from '../helpers/cms-variants.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const FAR = 4102444800;

/** The digits of the countdown `#id` as shown, `days:hours:minutes:seconds`. */
const shown = (page: Page, id: string) =>
  page.evaluate(
    (id) =>
      ['days', 'hours', 'minutes', 'seconds']
        .map((unit) => document.querySelector(`#${id} .${unit} p.value`)?.textContent ?? '')
        .join(':'),
    id,
  );

/** What the page's own clock says should show for an end `end` (Unix seconds), give or take the second in between. */
const expected = (page: Page, end: number) =>
  page.evaluate((end) => {
    const left = Math.max(0, Math.ceil(end - Date.now() / 1000));
    const pad = (n: number, w: number) => String(n).padStart(w, '0');
    return [
      pad(Math.floor(left / 86400), 3),
      pad(Math.floor((left % 86400) / 3600), 2),
      pad(Math.floor((left % 3600) / 60), 2),
      pad(left % 60, 2),
    ].join(':');
  }, end);

/** Seconds from the start of the countdown's display to its end: the shown digits read back. */
const secondsShown = (text: string) =>
  text.split(':').reduce((sum, part, i) => sum + Number(part) * [86400, 3600, 60, 1][i], 0);

const rootClass = (page: Page, id: string) => page.locator(`#${id}`).getAttribute('class');

describe('countdowns', () => {
  it.each(CMS_VARIANTS)(
    'fills and ticks the theme’s countdown from its end, shows an ended one at zero, no CSP violation ($name)',
    async ({ query }) => {
      const { page, context, requests, violations, externalHosts } = await openPage(browser());
      await page.goto(cmsUrl(baseUrl, 'cms/offer.html', query));
      await expect.poll(() => shown(page, 'booking-window')).toMatch(/^\d{3,}:\d\d:\d\d:\d\d$/);
      const first = await shown(page, 'booking-window');
      const want = await expected(page, FAR);
      expect(Math.abs(secondsShown(first) - secondsShown(want)), `${first} against ${want}`).toBeLessThanOrEqual(1);
      await expect.poll(() => shown(page, 'booking-window'), { timeout: 2500 }).not.toBe(first);
      expect(secondsShown(await shown(page, 'booking-window'))).toBeLessThan(secondsShown(first));
      // The ended one: zeros, every section finished, the ended state.
      expect(await shown(page, 'spring-offer')).toBe('000:00:00:00');
      expect(await page.locator('#spring-offer .section:not(.zero)').count()).toBe(0);
      expect(await rootClass(page, 'spring-offer')).toContain('pb-countdown--ended');
      expect(await rootClass(page, 'booking-window')).not.toContain('pb-countdown--ended');
      // Screen readers: the digits are hidden, the words are a timer that is not a live region.
      expect(await page.locator('#booking-window .section:not([aria-hidden="true"])').count()).toBe(0);
      const timer = page.locator('#booking-window [role="timer"]');
      expect(await timer.textContent()).toMatch(/^\d+ Days, (\d+ Hours?, )?(\d+ Minutes?)?/);
      expect(await page.locator('#booking-window [aria-live]:not([aria-live="off"])').count()).toBe(0);
      expect(requests.some((url) => /\/pb-countdown\.js$/.test(url))).toBe(true);
      expect(await violations()).toEqual([]);
      expect(externalHosts()).toEqual([]);
      await context.close();
    },
    20_000,
  );

  it('loads none of its code on a page without a countdown', async () => {
    const { page, context, requests } = await openPage(browser());
    await page.goto(cmsUrl(baseUrl, 'cms/slider.html', ''));
    await page.locator('#services-slider .pb-slider__rotation').waitFor();
    expect(requests.filter((url) => /countdown/.test(url))).toEqual([]);
    await context.close();
  });

  it('passes axe on the CMS page, running and ended', async () => {
    const page = await openAuditPage(browser());
    await page.goto(`${baseUrl}cms/offer.html`);
    await expect.poll(() => shown(page, 'booking-window')).toMatch(/^\d{3,}:/);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('ticks on the React site through the generated wrapper, with the pricing tables and testimonials styled', async () => {
    const page = await openAuditPage(browser());
    await page.goto(baseUrl);
    const section = page.locator('#offer');
    await section.scrollIntoViewIfNeeded();
    await expect.poll(() => shown(page, 'offer-countdown')).toMatch(/^\d{3,}:\d\d:\d\d:\d\d$/);
    const first = await shown(page, 'offer-countdown');
    await expect.poll(() => shown(page, 'offer-countdown'), { timeout: 2500 }).not.toBe(first);
    expect(await page.locator('#offer-countdown [role="timer"]').textContent()).toMatch(/^\d+ Days/);
    const layout = await page.evaluate(() => {
      const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
      return {
        raised: Math.round(
          box('#offer-prices .et_pb_pricing_table_0').top - box('#offer-prices .et_pb_featured_table').top,
        ),
        signBefore:
          box('#offer-prices .et_pb_pricing_table_0 .et_pb_dollar_sign').right <=
          box('#offer-prices .et_pb_pricing_table_0 .et_pb_sum').left + 0.5,
        signAfter:
          box('#offer-prices .et_pb_pricing_table_2 .et_pb_dollar_sign').left >=
          box('#offer-prices .et_pb_pricing_table_2 .et_pb_sum').right - 0.5,
        portrait: [
          box('#offer-quotes .et_pb_testimonial_portrait').width,
          box('#offer-quotes .et_pb_testimonial_portrait').height,
        ],
      };
    });
    expect(layout).toEqual({ raised: 20, signBefore: true, signAfter: true, portrait: [90, 90] });
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
