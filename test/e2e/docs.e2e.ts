/**
 * The documentation pages on the demo site (docs.html, built from custom-elements.json by
 * scripts/manifest/site-docs.mjs): the index links every element; every element's page lists every attribute and
 * event of the manifest, its live example (the fixture's CMS markup) is upgraded by the element, and it passes
 * axe; the switching page has the settings and the departures. No CSP violation, no console error, no other host.
 *
 * axe runs in the page that was checked under the site's CSP, once its violations have been read, instead of in a
 * second load without the CSP (openAuditPage): axe, injected through the DevTools protocol, adds no violation of its
 * own there and still finds a missing alt or a faint colour (both checked by hand, 29 Nov). The file took 155 s in a
 * CI run beside another journey file with two loads a page; with one, 57 s alone.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations } from '../helpers/axe.js';
import { openPage, useBrowser } from '../helpers/browser.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

interface Declaration {
  tagName?: string;
  attributes?: Array<{ name: string }>;
  events?: Array<{ name: string; reactName?: string }>;
}
const manifest = JSON.parse(readFileSync(new URL('../../custom-elements.json', import.meta.url), 'utf8')) as {
  modules: Array<{ declarations?: Declaration[] }>;
};
const ELEMENTS = manifest.modules
  .flatMap((module) => module.declarations ?? [])
  .filter((d): d is Declaration & { tagName: string } => Boolean(d.tagName))
  .sort((a, b) => a.tagName.localeCompare(b.tagName));

const pageOf = (tag: string) => `${baseUrl}docs.html?element=${tag}`;

/** Console errors and uncaught exceptions on a page, as text. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

/** Whether the live example's element is upgraded: defined, an instance of its class, its update settled. */
function upgraded(page: Page, tag: string): Promise<boolean> {
  return page.evaluate(async (name) => {
    const el = document.querySelector(`.docs-example__stage ${name}`);
    const ctor = customElements.get(name);
    if (!el || !ctor) return false;
    await (el as unknown as { updateComplete?: Promise<unknown> }).updateComplete;
    return el.matches(':defined') && el instanceof ctor;
  }, tag);
}

describe('documentation pages', () => {
  it('the manifest has elements to document', () => {
    expect(ELEMENTS.length).toBeGreaterThan(10);
  });

  it('the index links every element and the switching page', async () => {
    const { page, context, violations, externalHosts } = await openPage(browser());
    const errors = consoleErrors(page);
    await page.goto(`${baseUrl}docs.html`);
    await page.getByRole('heading', { level: 1, name: 'pb-elements documentation' }).waitFor();
    const links = await page
      .getByRole('main')
      .locator('.docs-index a')
      .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).search));
    expect(links).toEqual(ELEMENTS.map((e) => `?element=${e.tagName}`));
    await page.getByRole('main').getByRole('link', { name: 'switching from the theme’s scripts' }).click();
    await page.getByRole('heading', { level: 1, name: 'Switching from the theme’s scripts' }).waitFor();
    expect(new URL(page.url()).search).toBe('?page=switching');
    expect(await violations()).toEqual([]);
    expect(externalHosts()).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('the demo site links the docs', async () => {
    const { page, context } = await openPage(browser());
    await page.goto(baseUrl);
    await page.getByRole('link', { name: 'Documentation' }).click();
    await page.getByRole('heading', { level: 1, name: 'pb-elements documentation' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/docs.html');
    await context.close();
  });

  for (const element of ELEMENTS) {
    const tag = element.tagName;
    it(`<${tag}>: lists the manifest’s attributes and events, upgrades its live example, passes axe; no CSP violation or console error`, async () => {
      const { page, context, violations, externalHosts } = await openPage(browser());
      const errors = consoleErrors(page);
      await page.goto(pageOf(tag));
      await page.getByRole('heading', { level: 1, name: `<${tag}>` }).waitFor();
      await page.locator(`.docs-example__stage ${tag}`).first().waitFor({ state: 'attached' });
      expect(await page.locator('[data-table="attributes"] tbody th code').allTextContents()).toEqual(
        (element.attributes ?? []).map((a) => a.name),
      );
      // Each row: the event's name and its React prop (the type sits between them).
      expect(
        await page
          .locator('[data-table="events"] tbody tr')
          .evaluateAll((rows) =>
            rows
              .map((row) => [...row.querySelectorAll('code')].map((code) => code.textContent))
              .map((c) => [c[0], c[2]]),
          ),
      ).toEqual((element.events ?? []).map((e) => [e.name, e.reactName ?? '(no reactName in the manifest)']));
      expect(
        (await page.locator('.docs-element pre code').allTextContents()).filter((code) =>
          code.includes(`from 'pb-elements/react/${tag}'`),
        ),
      ).toHaveLength(1);
      expect(await upgraded(page, tag)).toBe(true);
      expect(await violations()).toEqual([]);
      expect(externalHosts()).toEqual([]);
      expect(errors).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    }, 60_000);
  }

  it('the switching page: the script tag, every setting, the departures with their reasons; axe passes', async () => {
    const { page, context, violations, externalHosts } = await openPage(browser());
    const errors = consoleErrors(page);
    await page.goto(`${baseUrl}docs.html?page=switching`);
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Switching from the theme’s scripts' }).waitFor();
    expect(await main.locator('pre code').first().textContent()).toContain(
      '<script type="module" src="/pb-elements/autoload.js"></script>',
    );
    const settings = await main
      .getByRole('table', { name: 'Site settings' })
      .locator('tbody tr td:first-child')
      .allTextContents();
    // The settings table of README.md's "Using it from a CMS template": its rows' first cells, backticks dropped.
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const section = readme.slice(
      readme.indexOf('## Using it from a CMS template'),
      readme.indexOf('## Using it from React'),
    );
    const readmeSettings = [...section.matchAll(/^\| (`[^|]+`[^|]*) \|/gm)].map((m) => m[1].replaceAll('`', ''));
    expect(settings.length).toBeGreaterThan(10);
    expect(readmeSettings.filter((name) => !settings.includes(name))).toEqual([]);
    const departures = await main
      .locator('.docs-departure')
      .evaluateAll((sections) =>
        sections.map((section) => [
          section.querySelector('h3')?.textContent ?? '',
          section.querySelector('dd[data-key="why"]')?.textContent ?? '',
        ]),
      );
    const titles = departures.map(([title]) => title);
    for (const title of [
      'Videos from the no-cookie host',
      'No category cookies before a choice',
      'Scrolling and waiting are not consent',
      'A 7000 ms slider fallback',
      'Buttons and roles added',
      'Failed on-demand loads fall back to the page’s own behaviour',
      'Sanitised server HTML',
      'Same-origin redirects',
    ])
      expect(titles).toContain(title);
    expect(departures.filter(([, reason]) => reason.trim().length < 20)).toEqual([]);
    const conflicts = await main.locator('h3').allTextContents();
    expect(conflicts.filter((text) => /^C\d+ /.test(text))).toHaveLength(12);
    expect(await violations()).toEqual([]);
    expect(externalHosts()).toEqual([]);
    expect(errors).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(`${baseUrl}docs.html`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  }, 60_000);
});
