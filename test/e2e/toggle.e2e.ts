/**
 * Toggles and accordions on a CMS page and on the React site: upgraded with no layout shift, titles as buttons,
 * the 700 ms slide under the theme's own stylesheet, one accordion item open at a time, the open item in the
 * address across a reload, every answer readable without JavaScript, axe-clean; a page without a toggle loads none
 * of its code.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations, openAuditPage } from '../helpers/axe.js';
import { layoutShift, openPage, useBrowser } from '../helpers/browser.js';
import { CMS_VARIANTS, cmsUrl } from '../helpers/cms-variants.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const expanded = (button: Locator) => button.getAttribute('aria-expanded');
const itemClass = (page: Page, id: string) => page.locator(`#${id}`).getAttribute('class');
/** Which of the accordion's answers take room on the page. */
const answersShown = (page: Page) =>
  page
    .locator('#faq .et_pb_toggle_content')
    .evaluateAll((contents) => contents.map((c) => c.getBoundingClientRect().height > 0));

describe('toggles and accordions', () => {
  it.each(CMS_VARIANTS)(
    'upgrade the theme markup with no shift; Enter opens a toggle over 700 ms; the accordion keeps one answer open; the address keeps it ($name)',
    async ({ query }) => {
      const { page, context, requests, violations, externalHosts } = await openPage(browser());
      await page.goto(cmsUrl(baseUrl, 'cms/toggle.html', query));
      const rights = page.getByRole('button', { name: 'Who owns the footage?' });
      await rights.waitFor();
      expect(await layoutShift(page), 'cumulative layout shift while upgrading').toBe(0);
      expect(await page.locator('pb-toggle').count(), 'one tag per lone toggle and per accordion').toBe(3);
      expect([await expanded(rights), await page.getByRole('region').filter({ visible: true }).count()]).toEqual([
        'false',
        2,
      ]);
      expect(await page.locator('#rights h5 > button').count(), 'the button sits in the heading').toBe(1);
      expect(await page.getByText('every frame we shoot').isVisible()).toBe(false);

      await rights.focus();
      await page.keyboard.press('Enter');
      expect(await expanded(rights)).toBe('true');
      expect(await itemClass(page, 'rights'), 'the classes swap when the slide ends').toContain('et_pb_toggle_close');
      await expect.poll(() => itemClass(page, 'rights')).toContain('et_pb_toggle_open');
      expect(await page.getByText('every frame we shoot').isVisible(), "visible under the theme's rules").toBe(true);
      expect(await page.getByRole('region', { name: 'Who owns the footage?' }).count()).toBe(1);
      expect(new URL(page.url()).hash).toBe('#rights');

      const crew = page.getByRole('button', { name: 'Who comes to the shoot?' });
      await crew.click();
      expect(await page.locator('#faq').getAttribute('class')).toContain('et_pb_accordion_toggling');
      await page.getByRole('button', { name: 'What does it cost?' }).click();
      expect(await expanded(page.getByRole('button', { name: 'What does it cost?' })), 'ignored while toggling').toBe(
        'false',
      );
      await expect.poll(() => page.locator('#faq').getAttribute('class')).not.toContain('et_pb_accordion_toggling');
      expect(await answersShown(page)).toEqual([false, true, false, false]);
      expect(new URL(page.url()).hash).toBe('#rights||faq-crew');

      await page.reload();
      await page.getByRole('button', { name: 'Who comes to the shoot?' }).waitFor();
      await expect.poll(() => expanded(page.getByRole('button', { name: 'Who comes to the shoot?' }))).toBe('true');
      expect(await answersShown(page)).toEqual([false, true, false, false]);
      expect(await expanded(page.getByRole('button', { name: 'Who owns the footage?' }))).toBe('true');
      expect(requests.some((url) => /\/pb-toggle\.js$/.test(url))).toBe(true);
      expect(await violations()).toEqual([]);
      expect(externalHosts()).toEqual([]);
      await context.close();
    },
    20_000,
  );

  it.each(CMS_VARIANTS)('find in page reaches a closed answer: a text fragment opens it ($name)', async ({ query }) => {
    const { page, context } = await openPage(browser());
    await page.goto(cmsUrl(baseUrl, 'cms/toggle.html', query));
    await page.getByRole('button', { name: 'What does it cost?' }).waitFor();
    expect(await page.locator('#faq-cost .et_pb_toggle_content').getAttribute('hidden')).toBe('until-found');
    await page.goto(cmsUrl(baseUrl, 'cms/toggle.html#:~:text=twelve%20thousand%20euros', query));
    await expect.poll(() => expanded(page.getByRole('button', { name: 'What does it cost?' }))).toBe('true');
    expect(await answersShown(page)).toEqual([false, false, true, false]);
    await context.close();
  });

  it('under reduced motion an answer opens at once', async () => {
    const { page, context } = await openPage(browser(), { reducedMotion: 'reduce' });
    await page.goto(cmsUrl(baseUrl, 'cms/toggle.html', '?bare'));
    await page.getByRole('button', { name: 'Can we ask for changes?' }).click();
    expect(await itemClass(page, 'faq-changes')).toContain('et_pb_toggle_open');
    expect(await answersShown(page)).toEqual([false, false, false, true]);
    await context.close();
  });

  it("without JavaScript every answer is readable (the element's stylesheet hides none)", async () => {
    const context = await browser().newContext({ javaScriptEnabled: false });
    // The theme's stylesheet hides closed answers whatever happens, as it always did: leave it out here.
    await context.route('**/cms/theme.css', (route) => route.fulfill({ contentType: 'text/css', body: '' }));
    const page = await context.newPage();
    await page.goto(cmsUrl(baseUrl, 'cms/toggle.html', '?bare'));
    expect(await page.getByText('every frame we shoot').isVisible()).toBe(true);
    expect(await page.getByText('twelve thousand euros').isVisible()).toBe(true);
    await context.close();
  });

  it('loads none of its code on a page without a toggle', async () => {
    const { page, context, requests } = await openPage(browser());
    await page.goto(cmsUrl(baseUrl, 'cms/slider.html', ''));
    await page.locator('#services-slider .pb-slider__rotation').waitFor();
    expect(requests.filter((url) => /pb-toggle/.test(url))).toEqual([]);
    await context.close();
  });

  it.each(CMS_VARIANTS)(
    'passes axe on the CMS page, as printed and with another answer open ($name)',
    async ({ query }) => {
      const page = await openAuditPage(browser());
      await page.goto(cmsUrl(baseUrl, 'cms/toggle.html', query));
      await page.getByRole('button', { name: 'Who owns the footage?' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'What does it cost?' }).click();
      await expect.poll(() => itemClass(page, 'faq-cost')).toContain('et_pb_toggle_open');
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    },
  );

  /**
   * The reloaded React site hydrates, upgrades and reads the address before the question opens: over the poll's 1 s
   * default in a CI of 43aa71a, with two journeys running at once.
   */
  const PAGE_WAIT = { timeout: 10_000 };

  it('on the React site the questions open one at a time, the open one in the address, and pass axe', async () => {
    const page = await openAuditPage(browser());
    await page.goto(baseUrl);
    const faq = page.locator('#faq');
    // The React site runs a section's code as it nears the view (site/src/later.tsx).
    await faq.scrollIntoViewIfNeeded();
    const crew = faq.getByRole('button', { name: 'Who comes to the shoot?' });
    await crew.waitFor();
    expect(await expanded(faq.getByRole('button', { name: 'How long does a film take?' }))).toBe('true');
    await crew.click();
    await expect.poll(() => itemClass(page, 'faq-crew'), PAGE_WAIT).toContain('et_pb_toggle_open');
    expect(await expanded(faq.getByRole('button', { name: 'How long does a film take?' }))).toBe('false');
    expect(new URL(page.url()).hash).toBe('#faq-crew');
    expect(await axeViolations(page)).toEqual([]);
    await page.reload();
    await expect
      .poll(() => expanded(page.locator('#faq').getByRole('button', { name: 'Who comes to the shoot?' })), PAGE_WAIT)
      .toBe('true');
    await page.context().close();
  });
});
