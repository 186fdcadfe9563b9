/**
 * Scroll effects (issue 16) where visitors meet them: the CMS motion page (with and without tags) and the React
 * site. Each module's style follows its place in the window, the same on the scroll-driven path and on the frame
 * loop (scroll-driven animations hidden from the page); nothing moves under reduced motion; no layout shift; axe
 * clean. And the frame cost: 100 effect items on the frame loop, scrolled frame by frame, with no forced layout
 * (Chromium's own LayoutCount, through the DevTools protocol: never more layouts than frames).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations, openAuditPage } from '../helpers/axe.js';
import { layoutShift, openPage, useBrowser } from '../helpers/browser.js';
import { CMS_VARIANTS, cmsUrl } from '../helpers/cms-variants.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const CARDS = [42, 43, 44, 45, 46, 47].map((n) => `.et_pb_text_${n}`);

/** Hides scroll-driven animations from the page, so <pb-motion> takes the frame loop. */
const withoutScrollTimelines = (context: BrowserContext) =>
  context.addInitScript(() => {
    const supports = CSS.supports.bind(CSS);
    CSS.supports = (...args: [string, string?]) =>
      !/animation-timeline/.test(args.join(' ')) && (supports as (...a: unknown[]) => boolean)(...args);
  });
/** The computed transform, opacity and filter of each selector. */
const styles = (page: Page, selectors: string[]) =>
  page.evaluate(
    (list) =>
      list.map((selector) => {
        const style = getComputedStyle(document.querySelector(selector)!);
        return [style.transform, style.opacity, style.filter].join(' ');
      }),
    selectors,
  );
/** Scrolls so that the first card's top is `top` px from the window's top (on a 15 px step), and lets it settle. */
async function scrollCards(page: Page, top: number): Promise<void> {
  await page.evaluate((at) => {
    const card = document.querySelector('.et_pb_text_42')!.parentElement!;
    scrollTo({ top: Math.round((card.getBoundingClientRect().top + scrollY - at) / 15) * 15, behavior: 'instant' });
  }, top);
  await settled(page, CARDS);
}
/** Waits until the styles stop changing (the frame loop glides 200 ms to each new one). */
async function settled(page: Page, selectors: string[]): Promise<void> {
  let last = '';
  for (let i = 0; i < 40; i++) {
    await page.waitForTimeout(120);
    const now = (await styles(page, selectors)).join();
    if (now === last) return;
    last = now;
  }
}
/** Waits until <pb-motion> has taken over the cards: an animation on a view timeline, or a style of the frame loop's. */
const started = (page: Page, selector: string) =>
  page.waitForFunction(
    (card) => {
      const element = document.querySelector<HTMLElement>(card)!;
      // (A loop that starts with the card already in view writes its style with no transition: nothing to glide from.)
      return element.getAnimations().length > 0 || element.style.transform !== '' || element.style.transition !== '';
    },
    selector,
    { timeout: 5000 },
  );
const numbers = (text: string) => text.match(/-?\d+(\.\d+)?(e-?\d+)?/g)?.map(Number) ?? [];
const near = (a: string, b: string) =>
  numbers(a).length === numbers(b).length && numbers(a).every((n, i) => Math.abs(n - numbers(b)[i]) < 0.75);

describe('scroll effects on the CMS page', () => {
  it.each(CMS_VARIANTS)(
    'move each card with its place in the window, with no layout shift ($name)',
    async ({ query }) => {
      const { page, context, violations, externalHosts } = await openPage(browser());
      await page.goto(cmsUrl(baseUrl, 'cms/motion.html', query));
      await page.locator('.et_pb_text_42').waitFor();
      await scrollCards(page, 700);
      const low = await styles(page, CARDS);
      await scrollCards(page, 100);
      const high = await styles(page, CARDS);
      // Every effect changes something between the two places; the translate goes up, the fade comes and goes.
      CARDS.forEach((card, i) => expect([card, low[i] !== high[i]]).toEqual([card, true]));
      expect(numbers(low[0])[5], 'translateY low').toBeGreaterThan(numbers(high[0])[5]);
      // The gallery's items move one by one.
      const items = await styles(page, ['.et_pb_gallery_item_0_0', '.et_pb_gallery_item_0_2']);
      expect(items.every((style) => style.startsWith('matrix'))).toBe(true);
      expect(await layoutShift(page), 'cumulative layout shift').toBe(0);
      expect(await violations()).toEqual([]);
      expect(externalHosts()).toEqual([]);
      await context.close();
    },
  );

  it('gives the same styles on the scroll-driven path and on the frame loop', async () => {
    const read = async (fallback: boolean) => {
      const { page, context } = await openPage(browser());
      if (fallback) await withoutScrollTimelines(context);
      await page.goto(cmsUrl(baseUrl, 'cms/motion.html', ''));
      await page.locator('.et_pb_text_42').waitFor();
      await scrollCards(page, 750);
      await started(page, '.et_pb_text_42');
      const values: string[] = [];
      for (const top of [750, 600, 450, 300, 150, 0]) {
        await scrollCards(page, top);
        values.push(...(await styles(page, CARDS)));
      }
      const paths = await page.evaluate(
        (cards) => cards.map((card) => document.querySelector(card)!.getAnimations().length),
        CARDS,
      );
      await context.close();
      return { values, paths };
    };
    const css = await read(false);
    const loop = await read(true);
    expect(css.paths, 'one view-timeline animation per card').toEqual([1, 1, 1, 1, 1, 1]);
    expect(loop.paths, 'the frame loop writes styles, no animation').toEqual([0, 0, 0, 0, 0, 0]);
    css.values.forEach((value, i) =>
      expect([i, value, loop.values[i], near(value, loop.values[i])]).toEqual([i, value, loop.values[i], true]),
    );
  });

  it('moves nothing under reduced motion, and passes axe', async () => {
    const page = await openAuditPage(browser());
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(cmsUrl(baseUrl, 'cms/motion.html', ''));
    await page.locator('.et_pb_text_42').waitFor();
    await scrollCards(page, 600);
    expect(await styles(page, CARDS)).toEqual(CARDS.map(() => 'none 1 none'));
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('scroll effects on the React site', () => {
  it('move the scroll-effect cards, and pass axe', async () => {
    const page = await openAuditPage(browser());
    await page.goto(baseUrl);
    const card = page.locator('.pb-scroll-0');
    await card.waitFor({ state: 'attached' });
    await card.evaluate((el) => scrollTo({ top: el.getBoundingClientRect().top + scrollY - 700, behavior: 'instant' }));
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.querySelector('.pb-scroll-0')!).transform))
      .toMatch(/^matrix/);
    // The translate, drift, scale and turn cards have a transform, the focus card a blur.
    const moved = await styles(page, ['.pb-scroll-0', '.pb-scroll-1', '.pb-scroll-3', '.pb-scroll-4', '.pb-scroll-5']);
    expect(moved.slice(0, 4).every((style) => style.startsWith('matrix'))).toBe(true);
    expect(moved[4]).toMatch(/blur\(/);
    // Judged at rest: the fading card in the middle of the window, where its effect is at full opacity (half way
    // through a fade its text is as faint as the fade makes it).
    await page.locator('.pb-scroll-2').evaluate((el) => {
      const box = el.getBoundingClientRect();
      scrollTo({ top: box.top + scrollY + box.height / 2 - innerHeight / 2, behavior: 'instant' });
    });
    await settled(page, ['.pb-scroll-2']);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('the frame cost of 100 scroll effects on the frame loop', () => {
  it('scrolls frame by frame with no forced layout: never more layouts than frames', async () => {
    const { page, context } = await openPage(browser());
    await withoutScrollTimelines(context);
    const items = Array.from({ length: 100 }, (_, i) => ({
      id: `.fx-${i}`,
      resolver: ['translateY', 'opacity', 'scale', 'rotate', 'blur', 'translateX'][i % 6],
    }));
    const modules = items.map(({ id }) => `<div class="${id.slice(1)}" style="height:120px;margin:20px">${id}</div>`);
    // A page of its own, served in place of a CMS page: the 100 modules, their global, the autoload script.
    await page.route(`${baseUrl}cms/frame-cost.html`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><head><title>Frame cost</title><script>var et_pb_motion_elements = ${JSON.stringify({ desktop: items })};</script><script type="module" src="/pb-elements/autoload.js"></script></head><body style="overflow-x:clip"><main>${modules.join('')}</main></body></html>`,
      }),
    );
    await page.goto(`${baseUrl}cms/frame-cost.html`);
    await page.waitForFunction(
      () => document.querySelector('.fx-0')!.getAttribute('style')!.includes('transition'),
      null,
      {
        timeout: 5000,
      },
    );
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const layouts = async () =>
      (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'LayoutCount')!.value;
    const before = await layouts();
    // 120 frames, each scrolled by 20 px before the frame loop runs: a scroll handler that read layout after a
    // write would force a layout of its own within the frame.
    const frames = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let count = 0;
          const step = () => {
            scrollBy(0, 20);
            if (++count < 120) requestAnimationFrame(step);
            else requestAnimationFrame(() => resolve(count + 1));
          };
          requestAnimationFrame(step);
        }),
    );
    const after = await layouts();
    console.log(`100 scroll effects, frame loop: ${after - before} layouts in ${frames} frames`);
    expect(after - before).toBeLessThanOrEqual(frames);
    // And the items did move.
    expect(await page.evaluate(() => document.querySelector<HTMLElement>('.fx-15')!.style.transform)).toMatch(/rotate/);
    await context.close();
  });
});
