/** The contextual consent placeholder every gated element shares (the Facade), as `<lazy-video>` shows it. */
import { expect, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { ConsentDouble } from '../base/test/consent-double.js';
import { loadStyles } from '../base/test/styles.js';
import { mount, unmountAll } from '../base/test/suites.js';
import { until } from '../base/test/until.js';
import { configure, resetConfig } from '../core/config.js';
import { provideConsent, type ConsentSource } from '../core/consent.js';
import './define.js';
import type { LazyVideoElement } from './lazy-video.js';
import { bareTag, cmsNewer } from './lazy-video.fixtures.js';

const loadOnce = (el: Element) => el.querySelector<HTMLButtonElement>('.lazy-video__load-once')!;
const alwaysAllow = (el: Element) => el.querySelector<HTMLButtonElement>('.lazy-video__always-allow')!;
const notice = (el: Element) => el.querySelector<HTMLElement>('.lazy-video__notice')!;
const consentBox = (el: Element) => el.querySelector<HTMLElement>('.lazy-video__consent')!;
const hasPlayer = (el: Element) => !!el.querySelector('iframe:not(noscript iframe)');
const thumbnail = (el: Element) => el.querySelector('img')!.getAttribute('src');
/** WebDriver BiDi in Firefox takes the character, the others the key name. */
const SPACE = navigator.userAgent.includes('Firefox') ? ' ' : 'Space';

/**
 * Focuses `button`, presses `key` and waits for the player. Fails with what the button received (keys, click, blur) and
 * where the focus was, so a missed press says whether the key never came or came without a click.
 */
async function pressToPlay(el: Element, button: HTMLButtonElement, key: string) {
  const received: string[] = [];
  const record = (event: Event) => received.push(`${event.type}@${document.activeElement?.localName}`);
  const types = ['keydown', 'keyup', 'click', 'blur'];
  for (const type of types) button.addEventListener(type, record);
  button.focus();
  expect(document.activeElement === button, 'the button has the focus before the press').to.equal(true);
  await sendKeys({ press: key });
  try {
    await until(() => hasPlayer(el));
  } catch {
    expect.fail(
      `no player after ${key}: the button received [${received.join(', ')}]; focus on ${document.activeElement?.localName}, page focused ${document.hasFocus()}`,
    );
  } finally {
    for (const type of types) button.removeEventListener(type, record);
  }
}

/**
 * Presses Tab and expects the focus on `target` (given a second to arrive). Fails with the keys the page received and
 * where the focus went: in WebKit's CI run of f276643 a Tab from the play button once did not reach "Load once",
 * which 335 runs here did not repeat (this file 15 times, the test alone 320), so the next miss says whether the key
 * came.
 */
async function tabTo(target: HTMLElement, name: string) {
  const received: string[] = [];
  const record = (event: Event) =>
    received.push(`${event.type} ${(event as KeyboardEvent).key}@${(event.target as Element).className}`);
  for (const type of ['keydown', 'keyup']) document.addEventListener(type, record, true);
  try {
    await sendKeys({ press: 'Tab' });
    await until(() => document.activeElement === target, 1000).catch(() => {});
    expect(
      document.activeElement === target,
      `Tab reaches ${name}: the page received [${received.join(', ')}]; focus on ${document.activeElement?.className || document.activeElement?.localName}, page focused ${document.hasFocus()}`,
    ).to.equal(true);
  } finally {
    for (const type of ['keydown', 'keyup']) document.removeEventListener(type, record, true);
  }
}

/** A video mounted where its category is granted already, with the consent source that granted it. */
async function mountGranted() {
  const consent = new ConsentDouble();
  consent.grant('functional');
  provideConsent(consent);
  return { consent, el: await mount<LazyVideoElement>(cmsNewer, 'lazy-video') };
}

before(() => loadStyles('/elements/lazy-video/lazy-video.css'));
beforeEach(() => configure({ consent: { gate: true, clickConsents: false } }));
afterEach(() => {
  unmountAll();
  resetConfig();
  provideConsent(undefined);
});

describe('contextual consent placeholder', () => {
  it('names the host the video would load from, with "Load once" and "Always allow" buttons', async () => {
    provideConsent(new ConsentDouble());
    const el = await mount<LazyVideoElement>(cmsNewer, 'lazy-video');
    expect(notice(el).textContent).to.equal('Plays from YouTube (www.youtube-nocookie.com), which may set cookies.');
    expect(loadOnce(el).localName + loadOnce(el).type).to.equal('buttonbutton');
    expect(loadOnce(el).textContent).to.equal('Load once');
    expect(alwaysAllow(el).textContent).to.equal('Always allow');
    expect(consentBox(el).hidden).to.equal(false);
    expect(el.querySelector('.lazy-video__consent-actions')!.contains(loadOnce(el))).to.equal(true);
    expect(el.querySelector('.lazy-video__play')!.getAttribute('aria-describedby')).to.equal(notice(el).id);
    expect(consentBox(el).getAttribute('aria-labelledby')).to.equal(notice(el).id);
  });

  it('"Load once" plays this video only and changes no consent', async () => {
    const consent = new ConsentDouble();
    provideConsent(consent);
    const first = await mount<LazyVideoElement>(cmsNewer, 'lazy-video');
    const second = await mount<LazyVideoElement>(bareTag, 'lazy-video');
    loadOnce(first).click();
    expect(hasPlayer(first)).to.equal(true);
    expect(document.activeElement?.localName).to.equal('iframe');
    expect(consent.allowed).to.deep.equal([]);
    expect(consent.granted('functional')).to.equal(false);
    await second.updateComplete;
    expect(consentBox(second).hidden, 'the other video still asks').to.equal(false);
    expect(thumbnail(second)).to.equal(null);
  });

  it('"Always allow" grants the category through the consent source, plays this video and un-gates the others', async () => {
    const consent = new ConsentDouble();
    provideConsent(consent);
    const first = await mount<LazyVideoElement>(cmsNewer, 'lazy-video');
    const second = await mount<LazyVideoElement>(bareTag, 'lazy-video');
    alwaysAllow(first).click();
    expect(consent.allowed).to.deep.equal(['functional']);
    expect(hasPlayer(first)).to.equal(true);
    await second.updateComplete;
    expect(consentBox(second).hidden).to.equal(true);
    expect(thumbnail(second)).to.contain('i.ytimg.com');
    expect(hasPlayer(second), 'the other video waits for its own click').to.equal(false);
  });

  it('without a consent tool that can allow, "Always allow" plays this one and asks the page', async () => {
    const source: ConsentSource = { granted: () => false, subscribe: () => () => {} };
    provideConsent(source);
    const first = await mount<LazyVideoElement>(cmsNewer, 'lazy-video');
    const second = await mount<LazyVideoElement>(bareTag, 'lazy-video');
    const request = oneEvent(first, 'pb-consent-request');
    alwaysAllow(first).click();
    expect((await request).detail).to.deep.equal({ category: 'functional' });
    expect(hasPlayer(first)).to.equal(true);
    expect(consentBox(second).hidden).to.equal(false);
  });

  it('"Load once" plays this one video whether or not the site counts clicks as consent', async () => {
    configure({ consent: { gate: true, clickConsents: true } });
    const consent = new ConsentDouble();
    provideConsent(consent);
    const first = await mount<LazyVideoElement>(cmsNewer, 'lazy-video');
    const second = await mount<LazyVideoElement>(bareTag, 'lazy-video');
    loadOnce(first).click();
    expect(hasPlayer(first)).to.equal(true);
    expect(consent.allowed.length).to.equal(0);
    await second.updateComplete;
    expect(consentBox(second).hidden).to.equal(false);
  });

  it('takes localised labels, and the keyboard reaches both buttons after the play button', async () => {
    provideConsent(new ConsentDouble());
    const el = await mount<LazyVideoElement>(
      cmsNewer.replace(
        '<lazy-video>',
        '<lazy-video load-once-label="Einmal laden" always-allow-label="Immer erlauben">',
      ),
      'lazy-video',
    );
    expect(loadOnce(el).textContent).to.equal('Einmal laden');
    expect(alwaysAllow(el).textContent).to.equal('Immer erlauben');
    el.querySelector<HTMLButtonElement>('.lazy-video__play')!.focus();
    await tabTo(loadOnce(el), '"Load once"');
    await tabTo(alwaysAllow(el), '"Always allow"');
  });

  // Each button on a page of its own. The project's CI of 2efe507 missed a second Space press in WebKit while the first
  // video's player loaded: a player's frame whose page focuses one of its own elements as it loads takes the focus
  // from the page again, in all three engines (a local page that does so took 6 of 6 presses, 6 Dec 2026), so a
  // press meant for the page lands in the frame. The browser tests now reach no outside host
  // (web-test-runner.config.mjs), so no player's page loads. The project's CI of dd16fbc then missed Space once more
  // in WebKit, on a page with one video and no player loading; that cause is not known, so the press reports what
  // the button received.
  for (const key of ['Enter', SPACE]) {
    const name = key === 'Enter' ? 'Enter' : 'Space';

    it(`presses "Load once" with ${name}: this video plays, no consent changes`, async () => {
      const consent = new ConsentDouble();
      provideConsent(consent);
      const el = await mount<LazyVideoElement>(cmsNewer, 'lazy-video');
      await pressToPlay(el, loadOnce(el), key);
      expect(consent.allowed.length).to.equal(0);
    });

    it(`presses "Always allow" with ${name}: this video plays, the category is granted`, async () => {
      const consent = new ConsentDouble();
      provideConsent(consent);
      const el = await mount<LazyVideoElement>(bareTag, 'lazy-video');
      await pressToPlay(el, alwaysAllow(el), key);
      expect(consent.allowed).to.deep.equal(['functional']);
    });
  }

  it('overlays the bottom of the fixed box: legible, 24 px targets, a focus ring, and nothing moves when it goes', async () => {
    const consent = new ConsentDouble();
    provideConsent(consent);
    const el = await mount<LazyVideoElement>(cmsNewer, 'lazy-video');
    el.style.width = '640px';
    const play = el.querySelector<HTMLElement>('.lazy-video__play')!;
    const boxBefore = el.getBoundingClientRect();
    const playBefore = play.getBoundingClientRect();
    const group = consentBox(el).getBoundingClientRect();
    expect(Math.round(group.bottom)).to.equal(Math.round(boxBefore.bottom));
    expect(group.top).to.be.at.least(playBefore.bottom);
    expect(getComputedStyle(consentBox(el)).color).to.equal('rgb(255, 255, 255)');
    for (const button of [loadOnce(el), alwaysAllow(el)]) {
      const box = button.getBoundingClientRect();
      expect(box.width).to.be.at.least(24);
      expect(box.height).to.be.at.least(24);
      button.focus();
      await sendKeys({ press: 'Shift' });
      const style = getComputedStyle(button);
      expect(style.outlineStyle).to.equal('solid');
      expect(parseFloat(style.outlineWidth)).to.be.at.least(2);
    }
    play.focus();
    consent.grant('functional');
    await el.updateComplete;
    expect(consentBox(el).hidden).to.equal(true);
    expect(getComputedStyle(consentBox(el)).display).to.equal('none');
    const boxAfter = el.getBoundingClientRect();
    const playAfter = play.getBoundingClientRect();
    expect([boxAfter.width, boxAfter.height, playAfter.top, playAfter.left]).to.deep.equal([
      boxBefore.width,
      boxBefore.height,
      playBefore.top,
      playBefore.left,
    ]);
    expect(play.hasAttribute('aria-describedby'), 'no description from the hidden notice').to.equal(false);
  });

  it('is made when consent given before is withdrawn, after the poster and the play button', async () => {
    const { consent, el } = await mountGranted();
    expect(consentBox(el)).to.equal(null);
    consent.revoke('functional');
    await el.updateComplete;
    expect(consentBox(el).hidden).to.equal(false);
    expect(notice(el).textContent).to.equal('Plays from YouTube (www.youtube-nocookie.com), which may set cookies.');
    expect(el.querySelector('.lazy-video__play')!.getAttribute('aria-describedby')).to.equal(notice(el).id);
    const facade = el.querySelector('.lazy-video__facade')!;
    expect([...facade.children].map((child) => child.className || child.localName)).to.deep.equal([
      'img',
      'play lazy-video__play',
      'lazy-video__consent',
    ]);
    expect(thumbnail(el)).to.equal(null);
  });

  it('is not made once consent exists, or when gating is off', async () => {
    let { el } = await mountGranted();
    expect(consentBox(el)).to.equal(null);
    expect(el.querySelector('.lazy-video__play')!.hasAttribute('aria-describedby')).to.equal(false);
    unmountAll();
    resetConfig();
    el = await mount<LazyVideoElement>(cmsNewer, 'lazy-video');
    expect(consentBox(el)).to.equal(null);
  });
});
