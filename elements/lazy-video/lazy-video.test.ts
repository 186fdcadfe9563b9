import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { emulateMedia, executeServerCommand, sendKeys } from '@web/test-runner-commands';
import { ConsentDouble } from '../base/test/consent-double.js';
import { warningsDuring } from '../base/test/console.js';
import { loadStyles } from '../base/test/styles.js';
import {
  mount,
  runA11ySuite,
  runCleanupSuite,
  runMotionSuite,
  runUpgradeSuite,
  unmountAll,
} from '../base/test/suites.js';
import { configure, resetConfig } from '../core/config.js';
import { provideConsent } from '../core/consent.js';
import './define.js';
import { LazyVideoElement } from './lazy-video.js';
import { badId, badSource, bareTag, cmsNewer, cmsOlder, fixtures, VIDEO_ID } from './lazy-video.fixtures.js';

const NOCOOKIE_EMBED = `https://www.youtube-nocookie.com/embed/${VIDEO_ID}`;
const LOCAL_POSTER = Object.assign(document.createElement('canvas'), { width: 640, height: 360 }).toDataURL(
  'image/png',
);

const facadeOf = (el: Element) => el.querySelector<HTMLElement>('.lazy-video__facade');
const buttonOf = (el: Element) => el.querySelector<HTMLButtonElement>('.lazy-video__play')!;
const noticeOf = (el: Element) => el.querySelector<HTMLElement>('.lazy-video__notice')!;
const posterOf = (el: Element) => el.querySelector<HTMLImageElement>('.lazy-video__facade img')!;
const iframeOf = (el: Element) => el.querySelector<HTMLIFrameElement>('iframe:not(noscript iframe)');

before(() => loadStyles('/elements/lazy-video/lazy-video.css'));
afterEach(() => {
  unmountAll();
  resetConfig();
  provideConsent(undefined);
});

runUpgradeSuite({ element: LazyVideoElement, fixtures, chrome: '.lazy-video__facade' });
runCleanupSuite({ element: LazyVideoElement, fixtures, chrome: '.lazy-video__facade' }, async (el) => {
  el.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
});
runMotionSuite('lazy-video', '/elements/lazy-video/lazy-video.css');
runA11ySuite({ element: LazyVideoElement, fixtures: { ...fixtures, 'bad source': badSource } }, [
  { name: 'thumbnail' },
  {
    name: 'waiting for consent',
    enter: (el) => {
      configure({ consent: { gate: true } });
      el.requestUpdate();
    },
  },
  { name: 'playing', enter: (el) => (el as LazyVideoElement).activate() },
]);

describe('<lazy-video> facade', () => {
  it('upgrades the newer CMS shape: a named play button over the thumbnail, the box kept', async () => {
    const el = await mount<LazyVideoElement>(cmsNewer, 'lazy-video');
    const placeholder = el.querySelector('.rll-youtube-player')!;
    expect(facadeOf(el)!.parentElement === placeholder, 'facade inside the placeholder').to.equal(true);
    const button = buttonOf(el);
    expect(button.localName).to.equal('button');
    expect(button.type).to.equal('button');
    expect(button.getAttribute('aria-label')).to.equal('Play video: Never gonna give you up');
    // No consent is missing (gating is off), so no consent placeholder is made.
    expect(noticeOf(el)).to.equal(null);
    expect(posterOf(el).getAttribute('src')).to.equal(`https://i.ytimg.com/vi_webp/${VIDEO_ID}/hqdefault.webp`);
    expect(el.querySelector('noscript')).to.exist;
  });

  it('reserves its 16:9 box before the chrome renders, so upgrading shifts nothing', async () => {
    const host = document.createElement('div');
    host.className = 'pb-test-fixture';
    host.style.width = '640px';
    document.body.append(host);
    host.innerHTML = cmsNewer;
    const el = host.querySelector('lazy-video') as LazyVideoElement;
    const before = el.getBoundingClientRect();
    expect(facadeOf(el) === null, 'measured before the first render').to.equal(true);
    await el.updateComplete;
    const after = el.getBoundingClientRect();
    expect(facadeOf(el)).to.exist;
    expect(before.height).to.be.closeTo(360, 1);
    expect([after.top, after.height, after.width]).to.deep.equal([before.top, before.height, before.width]);
    expect(facadeOf(el)!.getBoundingClientRect().height).to.be.closeTo(360, 1);
  });

  it('centres its play button in the box, in either direction, with or without the consent notice', async () => {
    for (const [dir, gate] of [
      ['ltr', false],
      ['rtl', false],
      ['rtl', true],
    ] as const) {
      configure({ consent: { gate, clickConsents: false } });
      const el = await mount<LazyVideoElement>(`<div dir="${dir}">${cmsNewer}</div>`, 'lazy-video');
      const box = el.getBoundingClientRect();
      const play = buttonOf(el).getBoundingClientRect();
      expect([play.width, play.height], `${dir}, gated ${gate}`).to.deep.equal([68, 48]);
      expect(play.left + play.width / 2, `${dir}, gated ${gate}`).to.be.closeTo(box.left + box.width / 2, 1);
      expect(play.top + play.height / 2, `${dir}, gated ${gate}`).to.be.closeTo(box.top + box.height / 2, 1);
      unmountAll();
      resetConfig();
    }
  });

  it('upgrades a bare tag and names its button from the title; the play label is configurable', async () => {
    const el = await mount<LazyVideoElement>(bareTag, 'lazy-video');
    expect(facadeOf(el)!.parentElement === el, 'facade inside the tag').to.equal(true);
    expect(buttonOf(el).getAttribute('aria-label')).to.equal('Play video: Launch film');
    expect(getComputedStyle(el.querySelector('a[href]')!).display, 'no-JS link stands aside').to.equal('none');
    el.playLabel = 'Lire la vidéo';
    await el.updateComplete;
    expect(buttonOf(el).getAttribute('aria-label')).to.equal('Lire la vidéo: Launch film');
  });

  it('hides chrome the CMS plugin left behind instead of showing it twice', async () => {
    const stale = cmsNewer.replace(
      '></div><noscript>',
      '><div data-id="x"><img alt="" src="data:,"><button class="play">Play</button></div></div><noscript>',
    );
    const el = await mount<LazyVideoElement>(stale, 'lazy-video');
    const visible = [...el.querySelectorAll('.play')].filter((play) => play.getClientRects().length > 0);
    expect(visible.length).to.equal(1);
    expect(visible[0].classList.contains('lazy-video__play')).to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('asks for the configured quality first, webp before jpeg, and warns about an unknown one', async () => {
    const el = await mount<LazyVideoElement>(
      cmsNewer.replace('<lazy-video>', '<lazy-video quality="maxresdefault">'),
      'lazy-video',
    );
    expect(posterOf(el).getAttribute('src')).to.equal(`https://i.ytimg.com/vi_webp/${VIDEO_ID}/maxresdefault.webp`);
    const warnings = await warningsDuring(async () => {
      el.quality = '8k';
      await el.updateComplete;
    });
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.contain('unknown quality "8k"');
    expect(posterOf(el).getAttribute('src')).to.equal(`https://i.ytimg.com/vi_webp/${VIDEO_ID}/hqdefault.webp`);
  });

  it('uses a self-hosted poster and then requests no thumbnail from the video host', async () => {
    const el = await mount<LazyVideoElement>(
      `<lazy-video video-id="${VIDEO_ID}" poster="${LOCAL_POSTER}"></lazy-video>`,
      'lazy-video',
    );
    const poster = posterOf(el);
    expect(poster.getAttribute('src')).to.equal(LOCAL_POSTER);
    await (poster.complete ? Promise.resolve() : oneEvent(poster, 'load'));
    expect(poster.naturalWidth).to.equal(640);
    expect(poster.getAttribute('src')).to.equal(LOCAL_POSTER);
    expect(poster.hidden).to.equal(false);
  });
});

describe('<lazy-video> activation', () => {
  it('replaces the thumbnail with the player on click: merged query, autoplay last, hardened iframe, focus inside', async () => {
    const el = await mount<LazyVideoElement>(
      cmsNewer.replace('data-query="feature=oembed"', 'data-query="feature=oembed&amp;autoplay=0&amp;rel=0"'),
      'lazy-video',
    );
    const activated = oneEvent(el, 'pb-video-activate');
    buttonOf(el).click();
    const event = await activated;
    const iframe = iframeOf(el)!;
    expect(iframe).to.exist;
    expect(iframe.parentElement === el.querySelector('.rll-youtube-player'), 'player inside the placeholder').to.equal(
      true,
    );
    expect(iframe.getAttribute('src')).to.equal(`${NOCOOKIE_EMBED}?feature=oembed&rel=0&autoplay=1`);
    expect(event.detail).to.deep.equal({ id: VIDEO_ID, src: iframe.getAttribute('src') });
    expect(iframe.getAttribute('referrerpolicy')).to.equal('strict-origin-when-cross-origin');
    expect(iframe.allow).to.equal('autoplay; encrypted-media; picture-in-picture; fullscreen');
    expect(iframe.allowFullscreen).to.equal(true);
    expect(iframe.title).to.equal('Never gonna give you up');
    expect(document.activeElement === iframe, 'focus moved into the player').to.equal(true);
    expect(facadeOf(el) === null).to.equal(true);
    expect(el.activated).to.equal(true);
    expect(el.activate(), 'a second activation does nothing').to.equal(false);
    expect(el.querySelectorAll('iframe:not(noscript iframe)').length).to.equal(1);
  });

  // One test per key, each from a page whose focus is back in the top document: the Enter test moves focus into the
  // player's cross-origin frame. A press the automation loses (the project's CI of 7 Dec 2026 once lost the Space's,
  // after the Enter's in the same test) reads as such and not as an element that ignored the key. (WebDriver sends
  // whole presses only, so down and up cannot be told apart here; a button's click on Space comes with the release.)
  for (const [name, key] of [
    ['Enter', 'Enter'],
    ['Space', ' '],
  ])
    it(`activates from the keyboard with ${name}`, async () => {
      (document.activeElement as HTMLElement | null)?.blur();
      const el = await mount<LazyVideoElement>(bareTag, 'lazy-video');
      const button = buttonOf(el);
      button.focus();
      expect(document.activeElement === button, 'the play button has focus').to.equal(true);
      let pressed = false;
      button.addEventListener('keydown', () => (pressed = true), { once: true });
      await sendKeys({ press: key });
      expect(pressed, `the ${name} key reached the play button`).to.equal(true);
      await waitUntil(() => iframeOf(el), `activated with ${name}`, { timeout: 2000 });
      expect(iframeOf(el)!.getAttribute('src')).to.equal(`${NOCOOKIE_EMBED}?start=30&autoplay=1`);
      expect(iframeOf(el)!.title).to.equal('Launch film');
    });

  it('activates on a click anywhere on the thumbnail, and a cancelled pb-video-activate keeps the thumbnail', async () => {
    const el = await mount<LazyVideoElement>(cmsOlder, 'lazy-video');
    el.addEventListener('pb-video-activate', (event) => event.preventDefault(), { once: true });
    posterOf(el).click();
    expect(iframeOf(el) === null).to.equal(true);
    expect(facadeOf(el)).to.exist;
    posterOf(el).click();
    expect(iframeOf(el)!.getAttribute('src')).to.equal(`${NOCOOKIE_EMBED}?feature=oembed&rel=0&autoplay=1`);
  });

  it('embeds from www.youtube.com when the site turns the no-cookie host off, unless the tag asks for it', async () => {
    configure({ video: { nocookie: false } });
    const plain = await mount<LazyVideoElement>(cmsNewer, 'lazy-video');
    plain.activate();
    expect(iframeOf(plain)!.getAttribute('src')).to.equal(
      `https://www.youtube.com/embed/${VIDEO_ID}?feature=oembed&autoplay=1`,
    );
    const forced = await mount<LazyVideoElement>(
      `<lazy-video nocookie video-id="${VIDEO_ID}"></lazy-video>`,
      'lazy-video',
    );
    forced.activate();
    expect(iframeOf(forced)!.getAttribute('src')).to.equal(`${NOCOOKIE_EMBED}?autoplay=1`);
  });

  it('plays playlists, with or without a start video', async () => {
    const list = 'PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG';
    const withStart = await mount<LazyVideoElement>(
      `<lazy-video video-id="${VIDEO_ID}" playlist="${list}"></lazy-video>`,
      'lazy-video',
    );
    withStart.activate();
    expect(iframeOf(withStart)!.getAttribute('src')).to.equal(`${NOCOOKIE_EMBED}?list=${list}&autoplay=1`);
    const alone = await mount<LazyVideoElement>(
      `<lazy-video playlist="${list}" title="Series"></lazy-video>`,
      'lazy-video',
    );
    expect(posterOf(alone).hidden, 'no thumbnail without a video id').to.equal(true);
    alone.activate();
    expect(iframeOf(alone)!.getAttribute('src')).to.equal(
      `https://www.youtube-nocookie.com/embed/videoseries?list=${list}&autoplay=1`,
    );
  });

  it('preconnects to the player host on hover or focus, once', async () => {
    const origin = 'https://www.youtube-nocookie.com';
    const before = document.head.querySelectorAll(`link[rel=preconnect][href="${origin}"]`).length;
    const el = await mount<LazyVideoElement>(cmsNewer, 'lazy-video');
    buttonOf(el).dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    el.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    expect(document.head.querySelectorAll(`link[rel=preconnect][href="${origin}"]`).length).to.equal(
      Math.max(before, 1),
    );
  });
});

describe('<lazy-video> hardening', () => {
  it('refuses a source on another host: one warning, no iframe, a plain link to the watch page instead', async () => {
    let el!: LazyVideoElement;
    const warnings = await warningsDuring(async () => {
      el = await mount<LazyVideoElement>(badSource, 'lazy-video');
      el.requestUpdate();
      await el.updateComplete;
    });
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.contain('<lazy-video>').and.contain('unsafe source "https://evil.example/embed/');
    expect(el.hasAttribute('invalid')).to.equal(true);
    expect(facadeOf(el) === null).to.equal(true);
    expect(el.activate()).to.equal(false);
    el.click();
    expect(el.querySelector('iframe') === null).to.equal(true);
    const link = el.querySelector<HTMLAnchorElement>('a')!;
    expect(link.href).to.equal(`https://www.youtube.com/watch?v=${VIDEO_ID}`);
    expect(link.rel).to.equal('noopener');
    expect(link.textContent).to.equal('Suspicious');
  });

  it('renders nothing for a malformed id, with one warning', async () => {
    let el!: LazyVideoElement;
    const warnings = await warningsDuring(async () => {
      el = await mount<LazyVideoElement>(badId, 'lazy-video');
    });
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.contain('bad video id');
    expect(el.querySelector('.rll-youtube-player')!.children.length).to.equal(0);
    expect(el.querySelector('iframe, a, img') === null).to.equal(true);
  });

  for (const src of [
    'http://www.youtube.com/embed/ID',
    'https://user:pw@www.youtube.com/embed/ID',
    'https://www.youtube.com:8443/embed/ID',
    'javascript:alert(1)//www.youtube.com/embed/ID',
  ]) {
    it(`never embeds ${src.split('/embed')[0]}`, async () => {
      let el!: LazyVideoElement;
      await warningsDuring(async () => {
        el = await mount<LazyVideoElement>(
          `<lazy-video video-id="${VIDEO_ID}" src="${src.replace('ID', VIDEO_ID)}"></lazy-video>`,
          'lazy-video',
        );
      });
      expect(el.activate()).to.equal(false);
      expect(el.querySelector('iframe') === null).to.equal(true);
    });
  }

  it('recovers when a bad attribute is corrected', async () => {
    let el!: LazyVideoElement;
    await warningsDuring(async () => {
      el = await mount<LazyVideoElement>(`<lazy-video video-id="nope"></lazy-video>`, 'lazy-video');
    });
    el.videoId = VIDEO_ID;
    await el.updateComplete;
    expect(el.hasAttribute('invalid')).to.equal(false);
    expect(facadeOf(el)).to.exist;
  });
});

describe('<lazy-video> consent gate', () => {
  it('requests neither thumbnail nor player before consent; the click asks the consent UI when clicks do not count', async () => {
    configure({ consent: { gate: true, clickConsents: false } });
    const consent = new ConsentDouble();
    provideConsent(consent);
    const el = await mount<LazyVideoElement>(cmsNewer, 'lazy-video');
    expect(posterOf(el).hasAttribute('src')).to.equal(false);
    expect(posterOf(el).hidden).to.equal(true);
    expect(noticeOf(el).hidden).to.equal(false);
    expect(noticeOf(el).textContent).to.contain('YouTube');
    expect(buttonOf(el).getAttribute('aria-describedby')).to.equal(noticeOf(el).id);
    const hints = () => document.head.querySelectorAll('link[rel=preconnect][href*="youtube"]').length;
    const hintsBefore = hints();
    el.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    expect(hints(), 'no preconnect before consent').to.equal(hintsBefore);

    const request = oneEvent(el, 'pb-consent-request');
    buttonOf(el).click();
    expect((await request).detail).to.deep.equal({ category: 'functional' });
    expect(iframeOf(el) === null).to.equal(true);

    consent.grant('functional');
    await el.updateComplete;
    expect(posterOf(el).getAttribute('src')).to.equal(`https://i.ytimg.com/vi_webp/${VIDEO_ID}/hqdefault.webp`);
    expect(noticeOf(el).hidden).to.equal(true);
    buttonOf(el).click();
    expect(iframeOf(el)).to.exist;
  });

  it('counts a click as consent for that one video when the site says so', async () => {
    configure({ consent: { gate: true } });
    provideConsent(new ConsentDouble());
    const first = await mount<LazyVideoElement>(cmsNewer, 'lazy-video');
    const second = await mount<LazyVideoElement>(bareTag, 'lazy-video');
    buttonOf(first).click();
    expect(iframeOf(first)!.getAttribute('src')).to.equal(`${NOCOOKIE_EMBED}?feature=oembed&autoplay=1`);
    await second.updateComplete;
    expect(posterOf(second).hasAttribute('src'), 'the other video stays gated').to.equal(false);
    expect(noticeOf(second).hidden).to.equal(false);
  });

  it('honours a per-video consent category and custom notice', async () => {
    configure({ consent: { gate: true } });
    const consent = new ConsentDouble();
    provideConsent(consent);
    const el = await mount<LazyVideoElement>(
      `<lazy-video video-id="${VIDEO_ID}" consent-category="marketing" consent-notice="Lädt von YouTube."></lazy-video>`,
      'lazy-video',
    );
    expect(noticeOf(el).textContent).to.equal('Lädt von YouTube.');
    consent.grant('functional');
    await el.updateComplete;
    expect(noticeOf(el).hidden).to.equal(false);
    consent.grant('marketing');
    await el.updateComplete;
    expect(noticeOf(el).hidden).to.equal(true);
  });

  it('with no consent source, stays gated', async () => {
    configure({ consent: { gate: true, clickConsents: false } });
    const el = await mount<LazyVideoElement>(cmsNewer, 'lazy-video');
    buttonOf(el).click();
    expect(iframeOf(el) === null).to.equal(true);
    expect(posterOf(el).hasAttribute('src')).to.equal(false);
  });
});

describe('<lazy-video> motion and focus', () => {
  it('animates the play button only when motion is welcome (media emulated where the engine allows)', async () => {
    const el = await mount<LazyVideoElement>(cmsNewer, 'lazy-video');
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    expect(getComputedStyle(buttonOf(el)).transitionDuration).to.equal(reduced ? '0s' : '0.15s');
    if ((await executeServerCommand('expected-engine')) !== 'chromium') return;
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      expect(getComputedStyle(buttonOf(el)).transitionDuration).to.equal('0s');
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
    expect(getComputedStyle(buttonOf(el)).transitionDuration).to.equal('0.15s');
  });

  it('shows a visible focus ring on the play button', async () => {
    const el = await mount<LazyVideoElement>(cmsNewer, 'lazy-video');
    buttonOf(el).focus();
    await sendKeys({ press: 'Shift' });
    const style = getComputedStyle(buttonOf(el));
    expect(style.outlineStyle).to.equal('solid');
    expect(parseFloat(style.outlineWidth)).to.be.at.least(2);
    const box = buttonOf(el).getBoundingClientRect();
    expect(box.width).to.be.at.least(24);
    expect(box.height).to.be.at.least(24);
  });
});
