/** The CMS page: every placeholder shape upgrades in place and plays; the unsafe one never embeds. */
import { describe, expect, inject, it } from 'vitest';
import { axeViolations, openAuditPage } from '../helpers/axe.js';
import { layoutShift, openPage, useBrowser, VIDEO_HOSTS } from '../helpers/browser.js';
import { CMS_VARIANTS, cmsUrl } from '../helpers/cms-variants.js';

const browser = useBrowser();

describe.each(CMS_VARIANTS)('CMS page ($name)', ({ query }) => {
  const page = () => cmsUrl(inject('baseUrl'), 'cms/lazy-video.html', query);

  it('upgrades every shape with no request to the video host, no layout shift and no CSP violation', async () => {
    const { page: tab, externalHosts, violations, context } = await openPage(browser());
    await tab.goto(page());
    await tab.locator('#video-bare .lazy-video__play').waitFor();
    // Autoload wrapped the bare older placeholder (and its noscript) in the tag.
    expect(await tab.locator('#video-older lazy-video > .rll-youtube-player + noscript').count()).toBe(1);
    for (const id of ['video-newer', 'video-older', 'video-bare'])
      expect(await tab.locator(`#${id} .lazy-video__play`).count(), id).toBe(1);
    expect(await tab.locator('#video-newer .lazy-video__play').getAttribute('aria-label')).toBe(
      'Play video: Behind the scenes at Northwind',
    );

    const shift = await layoutShift(tab);
    expect(shift, 'cumulative layout shift while upgrading').toBe(0);

    for (const id of ['video-newer', 'video-older', 'video-bare', 'video-unsafe']) await tab.locator(`#${id}`).hover();
    expect(
      externalHosts().filter((host) => VIDEO_HOSTS.test(host)),
      'video hosts before any click',
    ).toEqual([]);
    expect(await violations()).toEqual([]);
    await context.close();
  });

  it.each([
    [
      'video-newer',
      'Behind the scenes at Northwind',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?feature=oembed&autoplay=1',
    ],
    ['video-older', '', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?feature=oembed&rel=0&autoplay=1'],
    ['video-bare', 'Northwind launch film', 'https://www.youtube-nocookie.com/embed/ScMzIvxBSi4?start=5&autoplay=1'],
  ])('plays %s on click, focus in the player', async (id, title, src) => {
    const { page: tab, externalHosts, violations, context } = await openPage(browser());
    await tab.goto(page());
    const play = tab.locator(`#${id} .lazy-video__play`);
    await play.waitFor();
    expect(await play.getAttribute('aria-label')).toBe(title ? `Play video: ${title}` : 'Play video');
    await play.focus();
    await tab.keyboard.press('Enter');
    const iframe = tab.locator(`#${id} lazy-video iframe:not(noscript iframe)`);
    await iframe.waitFor({ state: 'attached' });
    expect(await iframe.getAttribute('src')).toBe(src);
    expect(await tab.evaluate(() => document.activeElement?.localName)).toBe('iframe');
    // The frame asks for its page once it is attached, not always by the time its src is read: waited for (the CI
    // of 90ece7d read the hosts before the request, once in three rows).
    await expect.poll(() => externalHosts()).toEqual(['www.youtube-nocookie.com']);
    expect(await violations()).toEqual([]);
    await context.close();
  });

  it('never embeds the unsafe source: a plain link instead, and no request to its host', async () => {
    const { page: tab, externalHosts, context } = await openPage(browser());
    await tab.goto(page());
    const unsafe = tab.locator('#video-unsafe lazy-video');
    await unsafe.locator('a').waitFor();
    expect(await unsafe.getAttribute('invalid')).toBe('');
    expect(await unsafe.locator('a').getAttribute('href')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await unsafe.click();
    expect(await unsafe.locator('iframe').count()).toBe(0);
    expect(externalHosts()).toEqual([]);
    await context.close();
  });

  it('passes axe (WCAG 2.2 AA and landmarks) before and after a video plays', async () => {
    const tab = await openAuditPage(browser());
    await tab.goto(page());
    await tab.locator('#video-bare .lazy-video__play').waitFor();
    expect(await axeViolations(tab)).toEqual([]);
    await tab.locator('#video-newer .lazy-video__play').click();
    await tab.locator('#video-newer iframe:not(noscript iframe)').waitFor({ state: 'attached' });
    expect(await axeViolations(tab)).toEqual([]);
    await tab.context().close();
  });
});
