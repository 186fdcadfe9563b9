/**
 * Issue 19's request chain, measured where a visitor's browser makes it: every CMS demo page, with and without
 * printed tags, loaded in Chromium until its network is idle and its elements have settled (first screen, no
 * scrolling). No script may wait for more than three sequential round trips: the document, autoload, then the
 * elements, their chunks and the on-demand parts they need on upgrade, all asked for at once
 * (scripts/size/eager-parts.mjs, elements/chunk-preload-cdn.ts). The build-level checks are in
 * scripts/size/size.spec.ts; this one catches what they cannot see (a part imported by code the graph does not
 * know, a preload the browser does not reuse).
 */
import { describe, expect, inject, it } from 'vitest';
import { openPage, useBrowser } from '../helpers/browser.js';
import { CMS_PAGES } from '../helpers/cms-pages.js';
import { CMS_VARIANTS, cmsUrl } from '../helpers/cms-variants.js';
import { initiatorOf, longestChain } from '../helpers/request-chain.mjs';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** Round trips before the first screen's scripts have all arrived, the document counted (issue 19). */
const MOST_ROUND_TRIPS = 3;

describe.each(CMS_VARIANTS)('request chain of the CMS pages ($name)', ({ query }) => {
  it.each(CMS_PAGES)(`/%s: no script waits for more than ${MOST_ROUND_TRIPS} round trips`, async (path) => {
    const { page, context } = await openPage(browser());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const url = cmsUrl(baseUrl, path, query);
    const requests: { url: string; script: boolean; initiator?: string }[] = [];
    cdp.on('Network.requestWillBeSent', (event) => {
      if (event.type === 'Document' && !requests.length) requests.push({ url: event.request.url, script: false });
      else if (event.type === 'Script')
        requests.push({ url: event.request.url, script: true, initiator: initiatorOf(event.initiator, url) });
    });
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
