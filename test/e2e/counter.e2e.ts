/** Counters on a CMS page and on the React site: no shift, counting once in view, the final value, axe-clean. */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations, openAuditPage } from '../helpers/axe.js';
import { layoutShift, openPage, useBrowser } from '../helpers/browser.js';
import { CMS_VARIANTS, cmsUrl } from '../helpers/cms-variants.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** What a visitor sees in `#id`'s number: the text of `.percent p` with the counting digits left out. */
const shown = (page: Page, id: string) =>
  page.evaluate((id) => {
    const p = document.querySelector(`#${id} .percent p`);
    return p
      ? [...p.querySelectorAll('.pb-counter__final, .percent-sign')].map((node) => node.textContent).join('')
      : null;
  }, id);
const counting = (page: Page, id: string) => page.locator(`#${id} .pb-counter__digits`).count();

describe('counters', () => {
  it.each(CMS_VARIANTS)(
    'upgrade the theme markup with no layout shift, count once in view and end on the final values ($name)',
    async ({ query }) => {
      const { page, context, violations, externalHosts } = await openPage(browser());
      // A short window: the rings are in view at load, the number counters and the bars below the fold.
      await page.setViewportSize({ width: 1280, height: 560 });
      await page.goto(cmsUrl(baseUrl, 'cms/counters.html', query));
      await page.locator('#returning svg.pb-counter__ring').waitFor({ state: 'attached' });
      expect(await page.locator('#films').getAttribute('class'), 'below the fold: not started').not.toContain('active');
      expect(await layoutShift(page), 'cumulative layout shift while upgrading and counting').toBe(0);
      // The first section's rings are in view: they count, and the theme's hidden number shows.
      await expect.poll(() => counting(page, 'returning'), { timeout: 5000 }).toBe(0);
      expect(await shown(page, 'returning')).toBe('92%');
      expect(await page.locator('#returning .percent p').evaluate((p) => getComputedStyle(p).visibility)).toBe(
        'visible',
      );
      expect(await page.locator('#returning circle').count()).toBe(2);
      // The bars below the fold wait for the visitor.
      expect(await page.locator('#time').getAttribute('class')).not.toContain('et-animated');
      expect(
        await page.locator('#time .et_pb_counter_amount').evaluateAll((bars) => bars.map((b) => b.style.width)),
      ).toEqual(['30%', '30%', '25%', '25%', '45%', '45%']);
      await page.locator('#films').scrollIntoViewIfNeeded();
      await expect.poll(() => page.locator('#films').getAttribute('class')).toContain('active');
      expect(await counting(page, 'films'), 'counting, not jumping').toBe(1);
      await expect.poll(() => counting(page, 'films'), { timeout: 5000 }).toBe(0);
      expect([await shown(page, 'films'), await shown(page, 'hours'), await shown(page, 'rating')]).toEqual([
        '1,250',
        '48 000',
        '4.8',
      ]);
      await page.locator('#time').scrollIntoViewIfNeeded();
      await expect.poll(() => page.locator('#time').getAttribute('class')).toContain('et-animated');
      expect(
        await page
          .locator('#time .et_pb_counter_amount')
          .first()
          .evaluate((b) => getComputedStyle(b).opacity),
      ).toBe('1');
      // Once: back up and down again, nothing counts again.
      await page.evaluate(() => scrollTo(0, 0));
      await page.locator('#films').scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      expect([await counting(page, 'films'), await shown(page, 'films')]).toEqual([0, '1,250']);
      expect(await violations()).toEqual([]);
      expect(externalHosts()).toEqual([]);
      await context.close();
    },
    20_000,
  );

  it.each(CMS_VARIANTS)(
    'under reduced motion every counter shows its final value at once, in view or not ($name)',
    async ({ query }) => {
      const { page, context } = await openPage(browser(), { reducedMotion: 'reduce' });
      await page.goto(cmsUrl(baseUrl, 'cms/counters.html', query));
      await expect.poll(() => page.locator('#time').getAttribute('class')).toContain('et-animated');
      expect(
        await Promise.all(['returning', 'on-time', 'films', 'hours', 'rating'].map((id) => shown(page, id))),
      ).toEqual(['92%', '98%', '1,250', '48 000', '4.8']);
      expect(await page.locator('.pb-counter__digits').count()).toBe(0);
      expect(await page.locator('#hours').evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
      await context.close();
    },
  );

  it.each(CMS_VARIANTS)('the CMS page passes axe once the counters have counted ($name)', async ({ query }) => {
    const page = await openAuditPage(browser());
    await page.goto(cmsUrl(baseUrl, 'cms/counters.html', query));
    for (const id of ['returning', 'films', 'time']) await page.locator(`#${id}`).scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('.pb-counter__digits').count(), { timeout: 5000 }).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('count up on the React site once the section is seen, and pass axe', async () => {
    const page = await openAuditPage(browser());
    await page.goto(baseUrl);
    const figures = page.locator('#figures');
    // The React site runs a section's code as it nears the view (site/src/later.tsx).
    await figures.scrollIntoViewIfNeeded();
    await figures.locator('svg.pb-counter__ring').first().waitFor({ state: 'attached' });
    await expect.poll(() => figures.locator('.pb-counter__digits').count(), { timeout: 5000 }).toBe(0);
    expect(await Promise.all(['returning', 'on-time', 'films', 'hours'].map((id) => shown(page, id)))).toEqual([
      '92%',
      '98%',
      '1,250',
      '48,000',
    ]);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
