/**
 * The map journeys (TRUST.md #28, #43): on the CMS page (with tags and `?bare`) and on the React site, a placeholder
 * with the address stands in until the visitor asks; before that, no map script or tile is requested; after, the
 * tiles come from the site's own server only, the pins work from the keyboard, and the page reports no CSP
 * violation.
 */
import { describe, expect, inject, it } from 'vitest';
import { axeViolations } from '../helpers/axe.js';
import { layoutShift, openPage, useBrowser } from '../helpers/browser.js';
import { CMS_VARIANTS, cmsUrl } from '../helpers/cms-variants.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const mapRequests = (requests: string[]) => requests.filter((url) => /leaflet|\/tiles\//.test(url));

describe.each(CMS_VARIANTS)('CMS map page ($name)', ({ query }) => {
  it('waits behind a placeholder, then loads from local tiles only, with keyboard pins and no CSP violation', async () => {
    const { page, requests, externalHosts, violations, context } = await openPage(browser());
    await page.goto(cmsUrl(baseUrl, 'cms/map.html', query));
    const studios = page.locator('pb-map:has(#studios)');
    await studios.locator('.pb-map__play').waitFor();
    expect(await studios.locator('.pb-map__address').textContent()).toBe(
      'Alexanderplatz 1, 10178 Berlin · Pariser Platz 4, 10117 Berlin Book a visit',
    );
    expect(await studios.locator('.pb-map__notice').isVisible()).toBe(true);
    expect(await layoutShift(page), 'layout shift while upgrading').toBe(0);
    await page.waitForTimeout(300);
    expect(mapRequests(requests), 'map requests before consent').toEqual([]);

    await studios.locator('.pb-map__play').click();
    await studios.locator('img.leaflet-tile-loaded').first().waitFor();
    const tiles = requests.filter((url) => url.includes('/tiles/'));
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.every((url) => url.startsWith(baseUrl))).toBe(true);
    expect(
      requests.some((url) => /leaflet-parts-[\w-]+\.js$/.test(url)),
      'Leaflet chunk',
    ).toBe(true);

    const studio = studios.getByRole('button', { name: 'Studio', exact: true });
    await studio.focus();
    await page.keyboard.press('Enter');
    await studios.locator('.leaflet-popup-content').waitFor();
    expect(await studios.locator('.leaflet-popup-content').textContent()).toContain('Alexanderplatz 1');
    await studios.getByRole('button', { name: 'Workshop', exact: true }).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => studios.locator('.leaflet-popup-content').textContent()).toContain('Pariser Platz 4');
    expect(await studios.locator('.leaflet-popup').count()).toBe(1);

    expect(externalHosts(), 'requests that left the machine').toEqual([]);
    expect(await violations()).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('React site map', () => {
  it("loads on the visitor's click from local tiles; a pin in the list opens its popup; nothing leaves the machine", async () => {
    const { page, requests, externalHosts, violations, context } = await openPage(browser());
    await page.goto(baseUrl);
    const map = page.locator('#location pb-map');
    // The React site runs a section's code as it nears the view (site/src/later.tsx).
    await map.scrollIntoViewIfNeeded();
    await map.locator('.pb-map__play').waitFor();
    await page.waitForTimeout(300);
    expect(mapRequests(requests), 'map requests before consent').toEqual([]);
    await map.getByText('Places on this map (2)').click();
    await map.getByRole('button', { name: 'Show on map: Workshop' }).click();
    await map.locator('.leaflet-popup-content').waitFor();
    expect(await map.locator('.leaflet-popup-content').textContent()).toContain('Pariser Platz 4');
    await expect.poll(() => page.locator('#location .status').textContent()).toBe('Showing: Workshop');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Workshop');
    await map.locator('img.leaflet-tile-loaded').first().waitFor();
    expect(requests.filter((url) => url.includes('/tiles/')).every((url) => url.startsWith(baseUrl))).toBe(true);
    expect(externalHosts()).toEqual([]);
    expect(await violations()).toEqual([]);
    await context.close();
  });
});
