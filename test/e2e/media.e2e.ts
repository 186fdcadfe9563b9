/**
 * Sound and pictures on the CMS page (with tags and `?bare`) and the React site: native players, one at a time, a
 * download link for a format the browser cannot play, a video behind its overlay (a third-party one loads nothing
 * before consent), and a background video that pauses off screen, stays still under reduced motion and offers a
 * pause button once it has played 5 s.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations, openAuditPage } from '../helpers/axe.js';
import { openPage, useBrowser, VIDEO_HOSTS } from '../helpers/browser.js';
import { CMS_VARIANTS, cmsUrl } from '../helpers/cms-variants.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const paused = (page: Page, selector: string) =>
  page.evaluate((selector) => document.querySelector<HTMLMediaElement>(selector)!.paused, selector);

describe.each(CMS_VARIANTS)('CMS page, sound and pictures ($name)', ({ query }) => {
  const url = () => cmsUrl(baseUrl, 'cms/media.html', query);

  it('upgrades the players, offers the unplayable file, and requests nothing from the video host before consent', async () => {
    const { page, requests, externalHosts, violations, context } = await openPage(browser());
    await page.goto(url());
    await page.locator('#studio-tour .pb-video-overlay__play').waitFor();
    // autoload wrapped every module in its tag (the ?bare page prints none).
    for (const selector of [
      'pb-media > #session',
      'pb-media > #launch-film',
      'pb-media > #archive-clip',
      '#launch-film pb-video-overlay > .et_pb_video_overlay',
      '#studio-tour pb-video-overlay > .et_pb_video_overlay',
      '#reel-section pb-video-bg > .et_pb_section_video_bg',
    ])
      expect(await page.locator(selector).count(), selector).toBe(1);
    // Native controls; the archive's Flash file offered for download instead of a dead player.
    expect(await page.locator('#session audio').evaluate((audio: HTMLAudioElement) => audio.controls)).toBe(true);
    const download = page.locator('#archive-clip a.mejs-download');
    await download.waitFor();
    expect(await download.getAttribute('href')).toBe('/cms/media/archive-1998.flv');
    expect(await download.textContent()).toBe('Download video: archive-1998.flv');
    expect(await page.locator('#archive-clip video').isVisible()).toBe(false);
    // The section shows at once (et_pb_preload gone), its text visible.
    expect(await page.locator('#reel-section').getAttribute('class')).not.toContain('et_pb_preload');
    expect(await page.locator('#reel-section .reel-title').isVisible()).toBe(true);
    // Consent gating is on: the held player shows where it plays from, and nothing went to the video host.
    const notice = page.locator('#studio-tour .pb-video-overlay__notice');
    expect(await notice.isVisible()).toBe(true);
    expect(await notice.textContent()).toBe('Plays from www.youtube-nocookie.com, which may set cookies.');
    await page.locator('#studio-tour').hover();
    await page.waitForTimeout(300);
    expect(externalHosts(), 'no third-party request before consent').toEqual([]);
    expect(requests.some((u) => /\/pb-media\.js$/.test(u))).toBe(true);
    expect(await violations()).toEqual([]);
    await context.close();
  });

  it('plays the held video on click (a click is consent here): autoplay=1 added once, the overlay fades out', async () => {
    const { page, externalHosts, violations, context } = await openPage(browser());
    await page.goto(url());
    const play = page.getByRole('button', { name: 'Play video: Studio tour' });
    await play.click();
    const iframe = page.locator('#studio-tour iframe');
    expect(await iframe.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&feature=oembed',
    );
    await expect
      .poll(() => page.locator('#studio-tour .et_pb_video_overlay').evaluate((o) => getComputedStyle(o).display))
      .toBe('none');
    expect(await page.evaluate(() => document.activeElement?.localName)).toBe('iframe');
    expect(externalHosts()).toEqual(['www.youtube-nocookie.com']);
    expect(await violations()).toEqual([]);
    await context.close();
  });

  it('plays one player at a time: the film behind its overlay pauses the recording', async () => {
    const { page, context } = await openPage(browser());
    await page.goto(url());
    await page.locator('#launch-film .pb-video-overlay__play').waitFor();
    await page.evaluate(() => {
      for (const media of document.querySelectorAll<HTMLMediaElement>('#session audio, #launch-film video'))
        media.muted = true;
    });
    await page.locator('#session audio').evaluate((audio: HTMLAudioElement) => void audio.play());
    await expect.poll(() => paused(page, '#session audio')).toBe(false);
    await page.getByRole('button', { name: 'Play video: Launch film' }).click();
    await expect.poll(() => paused(page, '#launch-film video')).toBe(false);
    await expect.poll(() => paused(page, '#session audio')).toBe(true);
    await context.close();
  });

  it('keeps the background video still under reduced motion: paused, the poster shown', async () => {
    const { page, context } = await openPage(browser(), { reducedMotion: 'reduce' });
    await page.goto(url());
    await page.locator('#studio-tour .pb-video-overlay__play').waitFor();
    await page.waitForTimeout(500);
    const state = await page
      .locator('#reel-section video')
      .evaluate((video: HTMLVideoElement) => [video.paused, video.played.length, video.autoplay]);
    expect(state).toEqual([true, 0, false]);
    await context.close();
  });

  it('plays the background video on screen, pauses it off screen, and offers a pause button after 5 s', async () => {
    const { page, context } = await openPage(browser());
    await page.clock.install();
    await page.goto(url());
    await page.locator('#studio-tour .pb-video-overlay__play').waitFor();
    await expect.poll(() => paused(page, '#reel-section video')).toBe(false);
    await page.locator('#main-footer').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => paused(page, '#reel-section video')).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => paused(page, '#reel-section video')).toBe(false);
    expect(await page.locator('.pb-video-bg__pause').count()).toBe(0);
    await page.clock.runFor(5000);
    const pause = page.getByRole('button', { name: 'Pause background video' });
    await pause.waitFor();
    await pause.click();
    await expect.poll(() => paused(page, '#reel-section video')).toBe(true);
    expect(await page.getByRole('button', { name: 'Play background video' }).count()).toBe(1);
    await context.close();
  });

  it('passes axe (WCAG 2.2 AA) before and after a video plays', async () => {
    const page = await openAuditPage(browser());
    await page.goto(url());
    await page.locator('#studio-tour .pb-video-overlay__play').waitFor();
    await page.locator('#archive-clip a.mejs-download').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Play video: Studio tour' }).click();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('React site, showreel', () => {
  it('renders the background video, the film behind its overlay and the recording through the wrappers', async () => {
    const { page, violations, externalHosts, context } = await openPage(browser());
    await page.goto(baseUrl);
    const film = page.locator('#showreel-film');
    // The React site runs a section's code as it nears the view (site/src/later.tsx).
    await film.scrollIntoViewIfNeeded();
    await film.locator('.pb-video-overlay__play').waitFor();
    expect(await film.locator('video').evaluate((video: HTMLVideoElement) => video.controls)).toBe(true);
    expect(await page.locator('#showreel-session audio').evaluate((a: HTMLAudioElement) => a.controls)).toBe(true);
    await film.scrollIntoViewIfNeeded();
    await page.evaluate(() => (document.querySelector<HTMLVideoElement>('#showreel-film video')!.muted = true));
    await film.getByRole('button', { name: 'Play video: Showreel 2026' }).click();
    await expect.poll(() => paused(page, '#showreel-film video')).toBe(false);
    await expect
      .poll(() => film.locator('.et_pb_video_overlay').evaluate((o) => getComputedStyle(o).display))
      .toBe('none');
    await expect.poll(() => paused(page, '#showreel video[loop]')).toBe(false);
    expect(externalHosts().filter((host) => VIDEO_HOSTS.test(host))).toEqual([]);
    expect(await violations()).toEqual([]);
    await context.close();
  });

  it('keeps the background video still under reduced motion', async () => {
    const { page, context } = await openPage(browser(), { reducedMotion: 'reduce' });
    await page.goto(baseUrl);
    await page.locator('#showreel').scrollIntoViewIfNeeded();
    await page.locator('#showreel-film .pb-video-overlay__play').waitFor();
    await page.waitForTimeout(500);
    expect(await paused(page, '#showreel video[loop]')).toBe(true);
    await context.close();
  });
});
