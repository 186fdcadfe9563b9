/**
 * Entrance animations on the CMS page (with and without tags) and on the React site: no layout shift, modules in
 * view animate at once, those below the fold wait hidden until they come into view, everything visible without
 * JavaScript and at once under reduced motion, axe-clean once played.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations, openAuditPage } from '../helpers/axe.js';
import { layoutShift, openPage, useBrowser } from '../helpers/browser.js';
import { CMS_VARIANTS, cmsUrl } from '../helpers/cms-variants.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const classOf = (page: Page, selector: string) => page.locator(selector).first().getAttribute('class');
const opacityOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).opacity);
/** Scrolls through the whole page, a screen at a time, so every module comes into view. */
async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 600) {
    await page.evaluate((top) => scrollTo({ top, behavior: 'instant' }), y);
    await page.waitForTimeout(60);
  }
}

/** The true-parallax section's background: how far below its printed place it sits, its height, the expected. */
const parallax = (page: Page) =>
  page.evaluate(() => {
    const section = document.querySelector('.et_pb_section_9')!.getBoundingClientRect();
    const background = document.querySelector('.et_pb_section_9 .et_parallax_bg')!.getBoundingClientRect();
    return {
      shift: Math.round(background.bottom - section.bottom),
      height: Math.round(background.height),
      sectionHeight: Math.round(section.height),
      // The theme's values (MARKUP.md §8.10): (scrollTop + windowHeight − sectionTop) × 0.3, windowHeight × 0.3 + section.
      expected: {
        shift: Math.round((innerHeight - section.top) * 0.3),
        height: Math.round(innerHeight * 0.3 + section.height),
      },
    };
  });
/** Scrolls until the true-parallax section's top is `top` px from the window's top, and lets a frame or two pass. */
async function scrollToSection(page: Page, top: number): Promise<void> {
  await page.evaluate((at) => {
    const section = document.querySelector('.et_pb_section_9')!;
    scrollTo({ top: section.getBoundingClientRect().top + scrollY - at, behavior: 'instant' });
  }, top);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

describe('entrance animations', () => {
  it.each(CMS_VARIANTS)(
    'animate the modules in view at once and the others as they come into view, with no layout shift ($name)',
    async ({ query }) => {
      const { page, context, violations, externalHosts } = await openPage(browser());
      await page.goto(cmsUrl(baseUrl, 'cms/motion.html', query));
      // In view: played (800 ms after 100 ms), then the theme's end state.
      await expect.poll(() => classOf(page, '.et_pb_text_0'), { timeout: 5000 }).toContain('et_had_animation');
      expect(await classOf(page, '.et_pb_text_0')).not.toContain('et_animated');
      expect(await page.locator('.et_pb_text_0').getAttribute('style')).toBe(null);
      await expect
        .poll(() => classOf(page, '.et_pb_button_0_wrapper'), { timeout: 5000 })
        .toContain('et_had_animation');
      // Below the fold: waiting, transparent, in place.
      expect(await classOf(page, '.et_pb_text_30')).toContain('pb-motion-wait');
      expect(await opacityOf(page, '.et_pb_text_30')).toBe('0');
      expect(await classOf(page, '#legacy')).not.toContain('et-animated');
      expect(await page.locator('pb-motion').count(), 'one <pb-motion>').toBe(1);
      await scrollThrough(page);
      await expect.poll(() => classOf(page, '#legacy')).toContain('et-animated');
      await expect.poll(() => classOf(page, '.et_pb_text_30'), { timeout: 5000 }).toContain('et_had_animation');
      await expect.poll(() => classOf(page, '#printed'), { timeout: 5000 }).toContain('et_had_animation');
      expect(
        await page
          .locator('#printed')
          .evaluate((el) => el.getAttributeNames().filter((n) => n.startsWith('data-animation'))),
      ).toEqual([]);
      expect(await classOf(page, '.et_pb_text_37'), 'repeating').toContain('infinite');
      expect(await page.locator('.pb-motion-wait').count()).toBe(0);
      expect(await layoutShift(page), 'cumulative layout shift while animating').toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), 'never wider').toBe(true);
      expect(await violations()).toEqual([]);
      expect(externalHosts()).toEqual([]);
      await context.close();
    },
    30_000,
  );

  it.each(CMS_VARIANTS)(
    'under reduced motion, every module is in its final state at once ($name)',
    async ({ query }) => {
      const { page, context } = await openPage(browser(), { reducedMotion: 'reduce' });
      await page.goto(cmsUrl(baseUrl, 'cms/motion.html', query));
      await expect.poll(() => classOf(page, '.et_pb_text_30')).toContain('et_had_animation');
      expect(await page.locator('.et_animated, .pb-motion-wait, .et_is_animating').count()).toBe(0);
      expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
      expect(await classOf(page, '#legacy')).toContain('et-animated');
      for (const selector of ['.et_pb_text_0', '.et_pb_text_30', '#legacy', '#printed'])
        expect([selector, await opacityOf(page, selector)]).toEqual([selector, '1']);
      // Parallax static: the background where the theme's CSS puts it, however far the page scrolls.
      await scrollToSection(page, 300);
      expect(await parallax(page)).toMatchObject({ shift: 0, height: (await parallax(page)).sectionHeight });
      expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
      await context.close();
    },
  );

  it('shows every module without JavaScript', async () => {
    const context = await browser().newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(cmsUrl(baseUrl, 'cms/motion.html', ''));
    const hidden = await page.evaluate(() =>
      [...document.querySelectorAll('.et_animated, .et-waypoint')]
        .filter((el) => getComputedStyle(el).opacity !== '1')
        .map((el) => el.className),
    );
    expect(hidden).toEqual([]);
    expect(await page.locator('.et_animated').count()).toBeGreaterThan(30);
    await context.close();
  });

  it.each(CMS_VARIANTS)('the CMS page passes axe once its modules have played ($name)', async ({ query }) => {
    const page = await openAuditPage(browser());
    await page.goto(cmsUrl(baseUrl, 'cms/motion.html', query));
    await scrollThrough(page);
    await expect.poll(() => page.locator('.pb-motion-wait').count(), { timeout: 5000 }).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('animate on the React site as its section comes into view, and pass axe', async () => {
    const page = await openAuditPage(browser());
    await page.goto(baseUrl);
    const section = page.locator('#in-motion');
    await section.waitFor({ state: 'attached' });
    await section.scrollIntoViewIfNeeded();
    // Every style (7 steps, then each of the 35 styles), each played as it comes into view.
    expect(await section.locator('.et_pb_module').count()).toBe(42);
    await scrollThrough(page);
    await expect.poll(() => section.locator('.et_had_animation').count(), { timeout: 5000 }).toBe(42);
    expect(await section.locator('.et_animated').count(), 'all played').toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('parallax and sticky modules', () => {
  it.each([
    { path: 'the scroll-driven path', fallback: false },
    { path: 'the frame loop (scroll-driven animations hidden from the page)', fallback: true },
  ])('true parallax moves at 0.3 of the scroll on $path, with no layout shift', async ({ fallback }) => {
    const { page, context, violations } = await openPage(browser());
    if (fallback)
      await context.addInitScript(() => {
        const supports = CSS.supports.bind(CSS);
        CSS.supports = (...args: [string, string?]) =>
          !/animation-timeline/.test(args.join(' ')) && (supports as (...a: unknown[]) => boolean)(...args);
      });
    await page.goto(cmsUrl(baseUrl, 'cms/motion.html', ''));
    await page.locator('.et_pb_section_9 .et_parallax_bg').waitFor({ state: 'attached' });
    for (const top of [700, 300, -100]) {
      await scrollToSection(page, top);
      await expect
        .poll(async () => {
          const p = await parallax(page);
          return [p.shift, p.height];
        })
        .toEqual(Object.values((await parallax(page)).expected));
    }
    expect(
      await page
        .locator('.et_pb_section_9 .et_parallax_bg')
        .evaluate((el) => el.getAnimations().map((animation) => animation.timeline === document.timeline)),
      fallback ? 'the frame loop’s paused animation' : 'one animation on a view timeline',
    ).toEqual([fallback]);
    // CSS parallax stays CSS: a fixed background, no transform.
    expect(
      await page
        .locator('.et_pb_section_10 .et_parallax_bg')
        .evaluate((el) => [getComputedStyle(el).backgroundAttachment, getComputedStyle(el).transform]),
    ).toEqual(['fixed', 'none']);
    expect(await layoutShift(page), 'cumulative layout shift').toBe(0);
    expect(await violations()).toEqual([]);
    await context.close();
  });

  it.each(CMS_VARIANTS)(
    'sticky options keep the team card 20 px below the top while its row scrolls by ($name)',
    async ({ query }) => {
      const { page, context } = await openPage(browser());
      await page.goto(cmsUrl(baseUrl, 'cms/motion.html', query));
      const card = page.locator('.et_pb_text_39');
      await expect.poll(() => card.evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
      await card.evaluate((el) =>
        scrollTo({ top: el.getBoundingClientRect().top + scrollY + 150, behavior: 'instant' }),
      );
      await expect.poll(() => card.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(20);
      expect(await page.locator('.et_pb_text_40').evaluate((el) => getComputedStyle(el).bottom)).toBe('10px');
      await context.close();
    },
  );
});
