/** Sliders on a CMS page and on the React site: upgrade without shift, the APG carousel pattern, safe autoplay. */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations, openAuditPage } from '../helpers/axe.js';
import { layoutShift, openPage, useBrowser } from '../helpers/browser.js';
import { CMS_VARIANTS, cmsUrl } from '../helpers/cms-variants.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** Opens the React site and starts its clients' carousel under the pointer, as a visitor does. */
async function startClientsCarousel(page: Page): Promise<void> {
  await page.goto(baseUrl);
  // The printed carousel is a region only once upgraded, and its section's code runs as it nears the view.
  await page.locator('#partners').scrollIntoViewIfNeeded();
  const clients = page.getByRole('region', { name: 'Clients', exact: true });
  await clients.scrollIntoViewIfNeeded();
  await clients.hover();
  await expect.poll(() => clients.evaluate((el) => el.classList.contains('swiper-initialized'))).toBe(true);
}

describe('sliders', () => {
  it.each(CMS_VARIANTS)(
    'upgrades the theme markup with no layout shift and no CSP violation; the stop button is the first tab stop ($name)',
    async ({ query }) => {
      const cmsPage = cmsUrl(baseUrl, 'cms/slider.html', query);
      const { page, context, violations, externalHosts } = await openPage(browser());
      await page.goto(cmsPage);
      const slider = page.locator('#services-slider');
      await slider.locator('.pb-slider__rotation').waitFor();
      const shift = await layoutShift(page);
      expect(shift, 'cumulative layout shift while upgrading').toBe(0);
      expect(await slider.getAttribute('aria-roledescription')).toBe('carousel');
      await page.locator('h1').click();
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Stop slide rotation');
      await page.keyboard.press('Enter');
      expect(await slider.locator('.pb-slider__rotation').getAttribute('aria-label')).toBe('Start slide rotation');
      const before = await slider.getAttribute('data-active-slide');
      await page.waitForTimeout(5600);
      expect(await slider.getAttribute('data-active-slide'), 'stopped stays stopped').toBe(before);
      await page.keyboard.press('Tab');
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => slider.getAttribute('data-active-slide')).toBe('et_pb_slide_1');
      expect(await page.locator('#plain-slider .et-pb-slider-arrows').isVisible()).toBe(false);
      expect(await violations()).toEqual([]);
      expect(externalHosts()).toEqual([]);
      await context.close();
    },
    20_000,
  );

  it('rotates by itself on the React site until the visitor stops it, and passes axe', async () => {
    const page = await openAuditPage(browser());
    await page.goto(baseUrl);
    // The React site runs a section's code as it nears the view (site/src/later.tsx).
    await page.locator('#highlights').scrollIntoViewIfNeeded();
    const quotes = page.getByRole('region', { name: 'Client quotes' });
    await quotes.getByRole('button', { name: 'Stop slide rotation' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await quotes.getByRole('button', { name: 'Show slide 3' }).click();
    await expect.poll(() => page.getByTestId('showing').textContent()).toBe('Showing quote 3 of 3');
    expect(await quotes.getByRole('button', { name: 'Start slide rotation' }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it.each(CMS_VARIANTS)(
    'tabs keep the chosen tab in the address across a reload, on the CMS page ($name) and the React site (once)',
    async ({ query }) => {
      const cmsPage = cmsUrl(baseUrl, 'cms/slider.html', query);
      const { page, context } = await openPage(browser());
      // The React site has no printed and bare forms: it is read once, with the printed page.
      for (const url of [cmsPage, ...(query ? [] : [baseUrl])]) {
        // Once the page has settled (the React site hydrates its later sections as their chunks arrive): the CI of
        // 19568c2 once read '#process|1' straight after the second key, on one of the two pages.
        await page.goto(url, { waitUntil: 'networkidle' });
        // On the React site the section's code runs as it nears the view (site/src/later.tsx).
        await page.locator('#process').scrollIntoViewIfNeeded();
        await page.waitForFunction(() => !document.querySelector('#how [defer-hydration]'));
        const process = page.getByRole('tablist').filter({ has: page.getByRole('tab', { name: 'Shoot' }) });
        await process.getByRole('tab', { name: 'Plan' }).focus();
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => process.getByRole('tab', { name: 'Shoot' }).getAttribute('aria-selected')).toBe('true');
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => new URL(page.url()).hash).toBe('#process|2');
        await page.reload();
        await expect.poll(() => page.getByRole('tab', { name: 'Edit' }).getAttribute('aria-selected')).toBe('true');
        expect(await page.getByRole('tabpanel').filter({ visible: true }).textContent()).toContain('first cut');
        await page.goBack();
        await expect.poll(() => page.getByRole('tab', { name: 'Shoot' }).getAttribute('aria-selected')).toBe('true');
      }
      await context.close();
    },
  );

  it.each(CMS_VARIANTS)(
    'the CMS video slider: its thumbnails pick slides, it shifts nothing, and asks nothing of the video host before consent ($name)',
    async ({ query }) => {
      const cmsPage = cmsUrl(baseUrl, 'cms/slider.html', query);
      const { page, context, violations, externalHosts } = await openPage(browser());
      const reel = page.locator('#reel');
      const box = () => reel.evaluate((el) => el.getBoundingClientRect().height);
      await page.route('**/autoload.js', (route) => route.abort());
      await page.goto(cmsPage);
      const printed = await box();
      await page.unroute('**/autoload.js');
      await page.reload();
      await reel.getByRole('button', { name: 'Show slide 2: Studio tour' }).waitFor();
      expect(await reel.getAttribute('class')).not.toContain('et_pb_preload');
      expect(
        Math.abs((await box()) - printed),
        'the reel is as tall upgraded, thumbnails built, as printed',
      ).toBeLessThan(1);
      await reel.getByRole('button', { name: 'Show slide 2: Studio tour' }).click();
      await expect.poll(() => reel.locator('.et_pb_slider').getAttribute('data-active-slide')).toBe('et_pb_slide_1');
      expect(await reel.getByRole('button', { name: 'Show slide 2: Studio tour' }).getAttribute('aria-current')).toBe(
        'true',
      );
      expect(await violations()).toEqual([]);
      expect(externalHosts()).toEqual([]);
      await context.close();
    },
  );

  it.each(CMS_VARIANTS)('passes axe on the CMS page ($name)', async ({ query }) => {
    const cmsPage = cmsUrl(baseUrl, 'cms/slider.html', query);
    const page = await openAuditPage(browser());
    await page.goto(cmsPage);
    await page.locator('#services-slider .pb-slider__rotation').waitFor();
    await page.locator('#reel .et_pb_carousel a.et_pb_video_play[role="button"]').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('gallery and lightbox', () => {
  it.each(CMS_VARIANTS)(
    'pages through the CMS gallery, keeps the page across a reload, and opens a still from the keyboard ($name)',
    async ({ query }) => {
      const cmsPage = cmsUrl(baseUrl, 'cms/slider.html', query);
      const { page, context, violations, externalHosts } = await openPage(browser());
      await page.goto(cmsPage);
      const pages = page.getByRole('navigation', { name: 'Gallery pages' });
      await pages.getByRole('link', { name: 'Page 3' }).click();
      expect(new URL(page.url()).hash).toBe('#stills|3');
      await page.reload();
      await expect.poll(() => pages.getByRole('link', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
      expect(await page.locator('#stills .et_pb_gallery_item:not([hidden]) h3').allTextContents()).toEqual([
        'Still 9',
        'Still 10',
      ]);
      await page.getByRole('link', { name: 'A still from the launch film, frame 9' }).focus();
      await page.keyboard.press('Enter');
      const viewer = page.getByRole('dialog', { name: 'Image viewer' });
      await viewer.waitFor();
      expect(await viewer.locator('.pb-lightbox__counter').textContent()).toBe('9 of 10');
      await page.keyboard.press('ArrowRight');
      expect(await viewer.getByRole('img').getAttribute('alt')).toBe('A still from the launch film, frame 10');
      await page.keyboard.press('Escape');
      await viewer.waitFor({ state: 'hidden' });
      expect(await page.evaluate(() => document.activeElement?.getAttribute('title'))).toBe('Still 9');
      expect(await violations()).toEqual([]);
      expect(externalHosts()).toEqual([]);
      await context.close();
    },
  );

  it("the React site's stills gallery pages and opens the lightbox, and passes axe with it open", async () => {
    const page = await openAuditPage(browser());
    await page.goto(baseUrl);
    await page.locator('#stills').scrollIntoViewIfNeeded();
    const pages = page.getByRole('navigation', { name: 'Stills pages' });
    await pages.getByRole('link', { name: 'Page 2' }).click();
    await expect.poll(() => page.locator('#stills .et_pb_gallery_item:not([hidden])').count()).toBe(4);
    await page.getByRole('link', { name: 'A still from the studio tour, frame 5' }).click();
    await page.getByRole('dialog', { name: 'Image viewer' }).waitFor();
    await page.waitForFunction(() => document.querySelector('dialog.pb-lightbox')!.getAnimations().length === 0);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('portfolio', () => {
  it.each(CMS_VARIANTS)(
    'a filtered, paged portfolio survives a reload through its hash, on the CMS page ($name) and the React site (once)',
    async ({ query }) => {
      const cmsPage = cmsUrl(baseUrl, 'cms/slider.html', query);
      const { page, context, violations } = await openPage(browser());
      page.setDefaultTimeout(8000);
      // Each page: its address, the portfolio's id, a category and its slug. The React site has no printed and bare
      // forms: it is read once, with the printed page.
      const pages: Array<readonly [string, string, string, string]> = [[cmsPage, 'work', 'Films', 'films']];
      if (!query) pages.push([baseUrl, 'projects', 'Brand films', 'films']);
      for (const [url, id, category, name] of pages) {
        await page.goto(url);
        const portfolio = page.locator(`#${id}`);
        await portfolio.scrollIntoViewIfNeeded();
        await portfolio.getByRole('status').waitFor();
        await portfolio.getByRole('link', { name: category, exact: true }).click();
        await portfolio.getByRole('navigation').getByRole('link', { name: 'Page 2' }).click();
        expect(new URL(page.url()).hash).toBe(`#${id}|${name}|2`);
        const visible = await portfolio.locator('.et_pb_portfolio_item:not([hidden])').count();
        await page.reload();
        await expect.poll(() => portfolio.getByRole('status').textContent()).toContain('page 2 of 2');
        expect(await portfolio.locator('.et_pb_portfolio_item:not([hidden])').count()).toBe(visible);
        expect(await portfolio.getByRole('link', { name: category, exact: true }).getAttribute('aria-current')).toBe(
          'true',
        );
      }
      expect(await violations()).toEqual([]);
      await context.close();
    },
  );

  it('passes axe on the React site with the portfolio filtered', async () => {
    const page = await openAuditPage(browser());
    await page.goto(`${baseUrl}#projects|events|1`);
    await expect.poll(() => page.locator('#projects').getByRole('status').textContent()).toContain('in Events');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('carousel', () => {
  it.each(CMS_VARIANTS)(
    'loads its engine only near the viewport, starts it under the pointer, shows several items, stops on request, and shifts nothing (CMS page $name; React site once)',
    async ({ query }) => {
      const cmsPage = cmsUrl(baseUrl, 'cms/slider.html', query);
      const { page, context, requests, violations } = await openPage(browser());
      await page.goto(cmsPage);
      const carousel = page.locator('#recent');
      await carousel.locator('.pb-slider__rotation').waitFor({ state: 'attached' });
      expect(
        requests.some((url) => url.includes('swiper-setup')),
        'no engine before the carousel nears the viewport',
      ).toBe(false);
      await carousel.scrollIntoViewIfNeeded();
      await expect
        .poll(() => requests.some((url) => url.includes('swiper-setup')), { message: 'the engine near the viewport' })
        .toBe(true);
      expect(await carousel.locator('.et_pb_carousel_item:not([inert])').count(), 'before the engine').toBe(4);
      await carousel.hover();
      await expect.poll(() => carousel.evaluate((el) => el.classList.contains('swiper-initialized'))).toBe(true);
      expect(await carousel.locator('.et_pb_carousel_item:not([inert])').count()).toBe(4);
      await carousel.getByRole('button', { name: 'Stop slide rotation' }).click();
      expect(await carousel.getByRole('button', { name: 'Start slide rotation' }).isVisible()).toBe(true);
      await carousel.getByRole('button', { name: 'Next items' }).click();
      await expect.poll(() => carousel.locator('.et-pb-active-control').textContent()).toBe('2');
      expect(await layoutShift(page)).toBe(0);
      expect(await violations()).toEqual([]);
      // The React site has no printed and bare forms: it is read once, with the printed page.
      if (!query) {
        await startClientsCarousel(page);
        expect(await violations()).toEqual([]);
      }
      await context.close();
    },
  );

  it('passes axe on the React site with the carousel running', async () => {
    const page = await openAuditPage(browser());
    await startClientsCarousel(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
