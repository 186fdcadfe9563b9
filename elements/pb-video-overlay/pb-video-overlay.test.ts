import { expect, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { ConsentDouble } from '../base/test/consent-double.js';
import { FakeClock } from '../base/test/fake-clock.js';
import { preferMotion } from '../base/test/motion-preference.js';
import { loadStyles } from '../base/test/styles.js';
import { until } from '../base/test/until.js';
import { runA11ySuite, runCleanupSuite, runMotionSuite, runUpgradeSuite, unmountAll } from '../base/test/suites.js';
import { ignoreWebKitMediaControlsErrors } from '../base/test/webkit-media-controls.js';
import { configure, resetConfig } from '../core/config.js';
import { provideConsent } from '../core/consent.js';
import './define.js';
import { FADE_MS, PbVideoOverlayElement } from './pb-video-overlay.js';
import { fixtures, iframeModule, PLAYER, postVideo, THIRD_PARTY, videoModule } from './pb-video-overlay.fixtures.js';

ignoreWebKitMediaControlsErrors();

before(() => loadStyles('/elements/pb-video-overlay/pb-video-overlay.css'));
afterEach(() => {
  unmountAll();
  resetConfig();
  provideConsent(undefined);
});

/** Mounts module markup (the tag inside it) at 640 px wide and returns its overlay element after its update. */
async function mountModule(html: string): Promise<PbVideoOverlayElement> {
  const host = document.createElement('div');
  host.className = 'pb-test-fixture';
  host.style.width = '640px';
  host.innerHTML = html;
  document.body.append(host);
  const el = host.querySelector('pb-video-overlay')!;
  await el.updateComplete;
  return el;
}

const buttonOf = (el: Element) => el.querySelector<HTMLButtonElement>('.pb-video-overlay__play')!;
const overlayOf = (el: PbVideoOverlayElement) => el.overlay;
const shown = (el: PbVideoOverlayElement) => getComputedStyle(overlayOf(el)).display !== 'none';
const opacity = (el: PbVideoOverlayElement) => getComputedStyle(overlayOf(el)).opacity;

runUpgradeSuite({ element: PbVideoOverlayElement, fixtures, chrome: '.pb-video-overlay__facade' });
runCleanupSuite({ element: PbVideoOverlayElement, fixtures, chrome: '.pb-video-overlay__facade' });
runCleanupSuite(
  { element: PbVideoOverlayElement, fixtures: { 'video module, played and fading': videoModule() } },
  (el) => void (el as PbVideoOverlayElement).play(),
);
runMotionSuite('pb-video-overlay', '/elements/pb-video-overlay/pb-video-overlay.css');
runA11ySuite({ element: PbVideoOverlayElement, fixtures }, [
  { name: 'poster' },
  {
    name: 'waiting for consent',
    enter: (el) => {
      configure({ consent: { gate: true } });
      el.requestUpdate();
    },
  },
  { name: 'played', enter: (el) => void (el as PbVideoOverlayElement).play() },
]);

describe('<pb-video-overlay> plays the video behind it', () => {
  let clock: FakeClock | undefined;
  let undoMotion: (() => Promise<void>) | undefined;
  afterEach(async () => {
    clock?.uninstall();
    clock = undefined;
    await undoMotion?.();
    undoMotion = undefined;
  });

  it('names a real button after the video and leaves the theme play link out (not displayed)', async () => {
    const el = await mountModule(iframeModule());
    const button = buttonOf(el);
    expect([button.localName, button.type, button.getAttribute('aria-label')]).to.deep.equal([
      'button',
      'button',
      'Play video: Studio tour',
    ]);
    // The theme's link is not displayed: not focusable, not read.
    expect(getComputedStyle(el.querySelector('.et_pb_video_overlay_hover')!).display).to.equal('none');
    const focusable = [...el.querySelectorAll<HTMLElement>('a, button')].filter((node) => {
      node.focus();
      return document.activeElement === node;
    });
    expect(focusable.map((node) => node.className)).to.deep.equal(['play pb-video-overlay__play']);
    const size = (node: Element) => {
      const box = node.getBoundingClientRect();
      return [Math.round(box.width), Math.round(box.height)];
    };
    expect(size(button), 'the button covers the poster').to.deep.equal(size(el.closest('.et_pb_video')!));
    expect(size(button)[1]).to.be.at.least(360);
  });

  it('a click adds autoplay=1 before the existing query, once, and fades the overlay out over 500 ms', async () => {
    undoMotion = await preferMotion('no-preference');
    const el = await mountModule(iframeModule());
    const iframe = el.player as HTMLIFrameElement;
    clock = new FakeClock().install();
    buttonOf(el).click();
    expect(iframe.getAttribute('src')).to.equal(`${PLAYER}?autoplay=1&feature=oembed`);
    expect(el.played).to.equal(true);
    expect(document.activeElement === iframe, 'the player has the focus').to.equal(true);
    clock.tick(FADE_MS - 1);
    expect(shown(el), 'still fading just before 500 ms').to.equal(true);
    expect(getComputedStyle(overlayOf(el)).pointerEvents).to.equal('none');
    clock.tick(1);
    expect(shown(el), 'gone at 500 ms').to.equal(false);
    // A second activation adds nothing.
    expect(el.play()).to.equal(false);
    expect(iframe.getAttribute('src')).to.equal(`${PLAYER}?autoplay=1&feature=oembed`);
  });

  it('the fade is an opacity transition of 500 ms to 0', async () => {
    undoMotion = await preferMotion('no-preference');
    const el = await mountModule(iframeModule());
    expect(getComputedStyle(overlayOf(el)).transitionDuration).to.equal('0.5s');
    el.play();
    await until(() => opacity(el) === '0', 3000);
    expect(opacity(el)).to.equal('0');
  });

  it('shows where the keyboard focus is (an outline on the button, TRUST.md #46)', async () => {
    const el = await mountModule(iframeModule(THIRD_PARTY, true));
    const button = buttonOf(el);
    const start = el.closest('.pb-test-fixture')!.insertBefore(document.createElement('button'), el.parentElement);
    start.textContent = 'before';
    start.focus();
    // The player itself (an iframe) comes first in the tab order, then the play button over it.
    for (let i = 0; i < 3 && document.activeElement !== button; i++) await sendKeys({ press: 'Tab' });
    expect(document.activeElement === button, 'the play button is in the tab order').to.equal(true);
    const style = getComputedStyle(button);
    expect([style.outlineStyle, style.outlineWidth]).to.deep.equal(['solid', '3px']);
  });

  it('Enter on the button plays too', async () => {
    const el = await mountModule(postVideo());
    buttonOf(el).focus();
    await sendKeys({ press: 'Enter' });
    expect((el.player as HTMLIFrameElement).getAttribute('src')).to.equal(`${PLAYER}?autoplay=1`);
  });

  it('adds nothing to a query that already has autoplay', async () => {
    const el = await mountModule(iframeModule(`${PLAYER}?autoplay=0&rel=0`));
    el.play();
    expect((el.player as HTMLIFrameElement).getAttribute('src')).to.equal(`${PLAYER}?autoplay=0&rel=0`);
  });

  it('plays a self-hosted video instead', async () => {
    const el = await mountModule(videoModule());
    const video = el.player as HTMLVideoElement;
    expect(video.paused).to.equal(true);
    const playing = oneEvent(video, 'play');
    buttonOf(el).click();
    await playing;
    expect(video.paused).to.equal(false);
    video.pause();
  });

  it('hides the overlay at once under reduced motion', async () => {
    undoMotion = await preferMotion('reduce');
    const el = await mountModule(iframeModule());
    el.play();
    expect(shown(el)).to.equal(false);
  });

  it('finishes the fade when disconnected during it', async () => {
    undoMotion = await preferMotion('no-preference');
    const el = await mountModule(iframeModule());
    clock = new FakeClock().install();
    el.play();
    const overlay = overlayOf(el);
    el.remove();
    expect(overlay.style.display).to.equal('none');
  });

  it('loads a held player only when asked, with autoplay', async () => {
    const el = await mountModule(iframeModule(`${PLAYER}?rel=0`, true));
    const iframe = el.player as HTMLIFrameElement;
    expect(iframe.hasAttribute('src')).to.equal(false);
    el.play();
    expect(iframe.getAttribute('src')).to.equal(`${PLAYER}?autoplay=1&rel=0`);
  });
});

describe('<pb-video-overlay> consent (gating on)', () => {
  beforeEach(() => configure({ consent: { gate: true, clickConsents: false } }));

  it('a player from another site waits: the notice names its host, a click asks the page, nothing loads', async () => {
    const el = await mountModule(iframeModule(THIRD_PARTY, true));
    const notice = el.querySelector<HTMLElement>('.pb-video-overlay__notice')!;
    expect(notice.hidden).to.equal(false);
    expect(notice.textContent).to.equal('Plays from www.youtube-nocookie.com, which may set cookies.');
    const asked = oneEvent(el, 'pb-consent-request');
    buttonOf(el).click();
    expect((await asked).detail).to.deep.equal({ category: 'functional' });
    expect((el.player as HTMLIFrameElement).hasAttribute('src')).to.equal(false);
    expect([el.played, shown(el)]).to.deep.equal([false, true]);
  });

  it('"Load once" plays this one video', async () => {
    const el = await mountModule(iframeModule(THIRD_PARTY, true));
    el.querySelector<HTMLButtonElement>('.pb-video-overlay__load-once')!.click();
    expect((el.player as HTMLIFrameElement).getAttribute('src')).to.equal(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&feature=oembed',
    );
  });

  it('consent given elsewhere removes the notice; the next click plays', async () => {
    const consent = new ConsentDouble();
    provideConsent(consent);
    const el = await mountModule(iframeModule(THIRD_PARTY, true));
    consent.grant('functional');
    await el.updateComplete;
    expect(el.querySelector<HTMLElement>('.pb-video-overlay__consent')!.hidden).to.equal(true);
    expect((el.player as HTMLIFrameElement).hasAttribute('src')).to.equal(false);
    expect(el.play()).to.equal(true);
  });

  it('a first-party player and a self-hosted video need no consent', async () => {
    const held = await mountModule(iframeModule(`${PLAYER}?a=1`, true));
    // No consent placeholder is made where none is needed.
    expect(held.querySelector('.pb-video-overlay__consent')).to.equal(null);
    expect(held.play()).to.equal(true);
    const video = await mountModule(videoModule());
    expect(video.play()).to.equal(true);
    (video.player as HTMLVideoElement).pause();
  });
});
