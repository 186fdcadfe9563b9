/**
 * The consent bar and a gated video on one page (spec §4, §6): a video placeholder's "Always allow" is a consent
 * choice the bar records. Lives here, not in either element's folder, because it tests the two together.
 */
import { expect, oneEvent } from '@open-wc/testing';
import { mount } from '../../elements/base/test/suites.js';
import { configure } from '../../elements/core/config.js';
import { bareTag, cookie, useFirstVisit } from '../../elements/cookie-bar/cookie-bar.fixtures.js';
import type { CookieBarElement } from '../../elements/cookie-bar/cookie-bar.js';
import '../../elements/cookie-bar/define.js';
import '../../elements/lazy-video/define.js';

// Clears cookies, configuration and mounted elements around each test.
useFirstVisit();

describe('<cookie-bar> with <lazy-video>', () => {
  it('a video placeholder\'s "Always allow" is recorded by the bar: that category alone, and the bar closes', async () => {
    configure({ consent: { gate: true, clickConsents: false } });
    const el = await mount<CookieBarElement>(bareTag(), 'cookie-bar');
    const video = await mount('<lazy-video video-id="dQw4w9WgXcQ" title="Film"></lazy-video>', 'lazy-video');
    const record = oneEvent(el, 'pb-consent-record');
    video.querySelector<HTMLButtonElement>('.lazy-video__always-allow')!.click();
    expect((await record).detail.categories).to.deep.equal({
      functional: true,
      analytics: false,
      advertisement: false,
    });
    expect(cookie('viewed_cookie_policy')).to.equal('yes');
    expect(cookie('cookielawinfo-checkbox-functional')).to.equal('yes');
    expect(cookie('cookielawinfo-checkbox-analytics')).to.equal('no');
    expect(el.hasAttribute('data-decided')).to.equal(true);
    expect(!!video.querySelector('iframe')).to.equal(true);
  });
});
