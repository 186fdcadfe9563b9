/**
 * Issue 19's request chain, measured where a visitor's browser makes it: every CMS demo page without printed tags
 * (with them, in page-stability.e2e.ts), loaded in Chromium until its network is idle and its elements have settled
 * (first screen, no scrolling). No script may wait for more than three sequential round trips: the document,
 * autoload, then the elements, their chunks and the on-demand parts they need on upgrade, all asked for at once
 * (scripts/size/eager-parts.mjs, elements/chunk-preload-cdn.ts). The build-level checks are in
 * scripts/size/size.spec.ts; this one catches what they cannot see (a part imported by code the graph does not
 * know, a preload the browser does not reuse).
 */
import { describe, expect, inject, it } from 'vitest';
import { openPage, useBrowser } from '../helpers/browser.js';
import { CMS_PAGES } from '../helpers/cms-pages.js';
import { CMS_VARIANTS, cmsUrl } from '../helpers/cms-variants.js';
import { longestChain, MOST_ROUND_TRIPS, recordScriptRequests } from '../helpers/request-chain.mjs';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/**
 * The pages without printed tags. The printed pages' chain is read in the load that times them
 * (page-stability.e2e.ts), so each is loaded once for both.
 */
const BARE = CMS_VARIANTS.filter(({ query }) => query);

describe.each(BARE)('request chain of the CMS pages ($name)', ({ query }) => {
  it.each(CMS_PAGES)(`/%s: no script waits for more than ${MOST_ROUND_TRIPS} round trips`, async (path) => {
    const { page, context } = await openPage(browser());
    const url = cmsUrl(baseUrl, path, query);
    const requests = await recordScriptRequests(context, page, url);
    await page.goto(url, { waitUntil: 'networkidle' });
    // Upgrades and the parts they load on upgrade settle (the same wait as the page-stability test).
    await page.waitForTimeout(1200);
    const chain = longestChain(requests);
    const scripts = requests.filter((request) => request.script).length;
    console.log(`/${path}${query}: ${scripts} scripts, chain ${chain.length}: ${chain.join(' → ')}`);
    expect(scripts, 'the page loads our scripts').toBeGreaterThan(1);
    expect(chain.length, `the longest chain: ${chain.join(' → ')}`).toBeLessThanOrEqual(MOST_ROUND_TRIPS);
    await context.close();
  });
});
