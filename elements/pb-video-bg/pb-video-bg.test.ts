import { expect } from '@open-wc/testing';
import { executeServerCommand, sendKeys } from '@web/test-runner-commands';
import { FakeClock } from '../base/test/fake-clock.js';
import { preferMotion } from '../base/test/motion-preference.js';
import { loadStyles } from '../base/test/styles.js';
import { loadThemeRules } from '../base/test/theme-rules.js';
import { until } from '../base/test/until.js';
import { replyUrl, uniqueKey } from '../base/test/replies.js';
import { runA11ySuite, runCleanupSuite, runMotionSuite, runUpgradeSuite, unmountAll } from '../base/test/suites.js';
import './define.js';
import { PAUSE_AFTER_MS, PbVideoBgElement } from './pb-video-bg.js';
import { fixtures, section } from './pb-video-bg.fixtures.js';

before(() => loadStyles('/elements/pb-video-bg/pb-video-bg.css'));

let clock: FakeClock | undefined;
let undoMotion: (() => Promise<void>) | undefined;
let hidden: boolean | undefined;
afterEach(async () => {
  unmountAll();
  clock?.uninstall();
  clock = undefined;
  await undoMotion?.();
  undoMotion = undefined;
  if (hidden !== undefined) delete (document as { hidden?: boolean }).hidden;
  hidden = undefined;
  window.scrollTo(0, 0);
});

/** Makes the page hidden or shown, as switching tabs does. */
function setHidden(value: boolean): void {
  hidden = value;
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => value });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Mounts the CMS section 800×400 px, `offset` px down the page (0: on screen). */
async function mountSection(offset = 0, html = section()): Promise<PbVideoBgElement> {
  const host = document.createElement('div');
  host.className = 'pb-test-fixture';
  host.innerHTML = `<div style="height: ${offset}px"></div>${html}<div style="height: 3000px"></div>`;
  document.body.append(host);
  const sectionEl = host.querySelector<HTMLElement>('.et_pb_section')!;
  Object.assign(sectionEl.style, { width: '800px', height: '400px' });
  const el = host.querySelector('pb-video-bg')!;
  await el.updateComplete;
  return el;
}

/** Runs 5 s of playing under the fake clock: the pause button's delay. */
function playFor(el: PbVideoBgElement, ms: number): void {
  el.video!.dispatchEvent(new Event('playing'));
  clock!.tick(ms);
}

/**
 * Resolves once an intersection observer made now has reported on the element's video: the element's own observer,
 * made earlier, has reported by then too (observers are told in the order they were made).
 */
const reported = (el: PbVideoBgElement) =>
  new Promise<boolean>((resolve) => {
    const observer = new IntersectionObserver(([entry]) => {
      observer.disconnect();
      resolve(!!entry?.isIntersecting);
    });
    observer.observe(el.video!);
  });

const buttonOf = (el: Element) => el.querySelector<HTMLButtonElement>('.pb-video-bg__pause');

runUpgradeSuite({ element: PbVideoBgElement, fixtures });
runCleanupSuite({ element: PbVideoBgElement, fixtures });
runCleanupSuite(
  {
    element: PbVideoBgElement,
    fixtures: { 'CMS section, with its pause control': section() },
    chrome: '.pb-video-bg__pause',
  },
  (el) => {
    const fake = new FakeClock().install();
    try {
      (el as PbVideoBgElement).video!.dispatchEvent(new Event('playing'));
      fake.tick(PAUSE_AFTER_MS);
    } finally {
      fake.uninstall();
    }
  },
);
runMotionSuite('pb-video-bg', '/elements/pb-video-bg/pb-video-bg.css');
runA11ySuite({ element: PbVideoBgElement, fixtures }, [
  { name: 'playing' },
  {
    name: 'with its pause control, paused',
    enter: (el) => {
      const fake = new FakeClock().install();
      try {
        (el as PbVideoBgElement).video!.dispatchEvent(new Event('playing'));
        fake.tick(PAUSE_AFTER_MS);
      } finally {
        fake.uninstall();
      }
      buttonOf(el)!.click();
    },
  },
]);

describe('<pb-video-bg> plays only where it helps', () => {
  it('covers its section, muted and inline, and shows the section at once (et_pb_preload removed)', async () => {
    const el = await mountSection();
    const video = el.video!;
    const size = (node: Element) => {
      const box = node.getBoundingClientRect();
      return [Math.round(box.width), Math.round(box.height)];
    };
    expect(size(video)).to.deep.equal([800, 400]);
    expect(getComputedStyle(video).objectFit).to.equal('cover');
    expect([video.muted, video.playsInline, video.autoplay]).to.deep.equal([true, true, false]);
    const sectionEl = el.closest('.et_pb_section')!;
    expect(sectionEl.classList.contains('et_pb_preload')).to.equal(false);
    // The rows paint over the video.
    const row = sectionEl.querySelector('h2')!.getBoundingClientRect();
    const hit = document.elementFromPoint(row.left + 2, row.top + 2);
    expect(!!hit && sectionEl.querySelector('.et_pb_row')!.contains(hit)).to.equal(true);
  });

  it("under the theme's rules, the rows its et_pb_preload hid show once upgraded (THEME-CSS.md §9)", async () => {
    const removeRules = await loadThemeRules();
    try {
      const host = document.createElement('div');
      host.className = 'pb-test-fixture';
      host.innerHTML = section()
        .replace('<pb-video-bg>', '<pb-video-bg-later>')
        .replace('</pb-video-bg>', '</pb-video-bg-later>');
      document.body.append(host);
      const row = host.querySelector('.et_pb_row')!;
      expect(getComputedStyle(row).visibility, 'hidden by the theme before the upgrade').to.equal('hidden');
      const later = host.querySelector('pb-video-bg-later')!;
      const el = document.createElement('pb-video-bg');
      el.append(...later.childNodes);
      later.replaceWith(el);
      await el.updateComplete;
      expect(getComputedStyle(row).visibility).to.equal('visible');
    } finally {
      removeRules();
    }
  });

  it('plays on screen, pauses off screen, and plays again when back', async () => {
    undoMotion = await preferMotion('no-preference');
    const el = await mountSection(2 * innerHeight);
    const video = el.video!;
    expect(await reported(el), 'precondition: off screen').to.equal(false);
    expect(video.paused).to.equal(true);
    el.closest('.et_pb_section')!.scrollIntoView();
    await until(() => !video.paused);
    expect(video.paused).to.equal(false);
    window.scrollTo(0, 0);
    await until(() => video.paused);
    expect(await reported(el), 'off screen').to.equal(false);
  });

  it('pauses while the page is hidden and plays when it shows again', async () => {
    undoMotion = await preferMotion('no-preference');
    const el = await mountSection();
    await until(() => !el.video!.paused);
    setHidden(true);
    expect(el.video!.paused).to.equal(true);
    setHidden(false);
    expect(el.video!.paused).to.equal(false);
  });

  it('never plays under reduced motion: the poster shows', async () => {
    undoMotion = await preferMotion('reduce');
    const el = await mountSection();
    expect(await reported(el), 'precondition: on screen').to.equal(true);
    // Two more rendering updates: the element's own observer has reported by then.
    for (let i = 0; i < 2; i++) await new Promise(requestAnimationFrame);
    const video = el.video!;
    expect([video.paused, video.played.length, video.autoplay]).to.deep.equal([true, 0, false]);
    expect(video.poster).to.match(/still-2\.svg$/);
    setHidden(false);
    expect(video.paused).to.equal(true);
  });

  it('stops at the next check once the visitor asks for reduced motion', async () => {
    undoMotion = await preferMotion('no-preference');
    const el = await mountSection();
    await until(() => !el.video!.paused);
    await undoMotion();
    undoMotion = await preferMotion('reduce');
    setHidden(false);
    expect(el.video!.paused).to.equal(true);
  });
});

describe('<pb-video-bg> pause control (WCAG 2.2.2)', () => {
  beforeEach(async () => {
    undoMotion = await preferMotion('no-preference');
  });

  it('appears once the video has played for 5 s, not before', async () => {
    const el = await mountSection();
    await until(() => !el.video!.paused); // on screen, playing
    clock = new FakeClock().install();
    playFor(el, PAUSE_AFTER_MS - 1);
    expect(buttonOf(el)).to.equal(null);
    clock.tick(1);
    const button = buttonOf(el)!;
    expect(button.textContent).to.equal('Pause background video');
    const box = button.getBoundingClientRect();
    expect(box.width >= 24 && box.height >= 24, 'at least 24 px').to.equal(true);
    expect(getComputedStyle(button).visibility).to.equal('visible');
  });

  it('shows where the keyboard focus is (TRUST.md #46)', async () => {
    const el = await mountSection();
    await until(() => !el.video!.paused); // on screen, playing
    clock = new FakeClock().install();
    playFor(el, PAUSE_AFTER_MS);
    const button = buttonOf(el)!;
    const start = el
      .closest('.pb-test-fixture')!
      .insertBefore(document.createElement('button'), el.closest('.et_pb_section'));
    start.textContent = 'before';
    start.focus();
    // Firefox stops once more on the way (the section before the button); the button must be reached.
    for (let i = 0; i < 3 && document.activeElement !== button; i++) await sendKeys({ press: 'Tab' });
    expect(document.activeElement === button, 'the pause button is in the tab order').to.equal(true);
    const style = getComputedStyle(button);
    expect([style.outlineStyle, style.outlineWidth]).to.deep.equal(['solid', '3px']);
  });

  it('a pause before 5 s starts the count again', async () => {
    const el = await mountSection();
    await until(() => !el.video!.paused); // on screen, playing
    clock = new FakeClock().install();
    playFor(el, 3000);
    el.video!.dispatchEvent(new Event('pause'));
    playFor(el, 3000);
    expect(buttonOf(el)).to.equal(null);
  });

  it('pauses for good, whatever the page does, and plays again on a second press', async () => {
    const el = await mountSection();
    await until(() => !el.video!.paused); // on screen, playing
    clock = new FakeClock().install();
    playFor(el, PAUSE_AFTER_MS);
    const button = buttonOf(el)!;
    button.click();
    expect([el.video!.paused, el.paused, button.textContent]).to.deep.equal([true, true, 'Play background video']);
    setHidden(true);
    setHidden(false);
    expect(el.video!.paused).to.equal(true);
    button.click();
    expect([el.video!.paused, button.textContent]).to.deep.equal([false, 'Pause background video']);
  });

  it('takes its labels from the attributes', async () => {
    const el = await mountSection(
      0,
      section().replace('<pb-video-bg>', '<pb-video-bg pause-label="Stop" play-label="Go">'),
    );
    await until(() => !el.video!.paused); // on screen, playing
    clock = new FakeClock().install();
    playFor(el, PAUSE_AFTER_MS);
    buttonOf(el)!.click();
    expect(buttonOf(el)!.textContent).to.equal('Go');
  });
});

describe('<pb-video-bg> taken out of the page (issue 19, leaks)', () => {
  const POSTER = '/cms/media/still-2.svg';
  const WAV = '/cms/media/silence.wav';
  /** A task after the element's own disconnect work (its release waits one task). */
  const aTaskLater = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  /** How many requests the test server saw under `key`. */
  const requests = async (key: string) => ((await (await fetch(`/test/replies/log?key=${key}`)).json()) as []).length;
  const attributes = (node: Element, names: string[]) => names.map((name) => node.getAttribute(name));

  for (const played of [false, true]) {
    it(`stops loading once out for good, keeping its source and poster (${played ? 'played' : 'never played'})`, async () => {
      undoMotion = await preferMotion('no-preference');
      const engine = await executeServerCommand('expected-engine');
      const key = uniqueKey();
      // A source whose answer takes 20 s: the video stays loading for as long as the test.
      const src = replyUrl('slow-20000-text:x', key);
      const el = await mountSection(
        played ? 0 : 2 * innerHeight,
        section(
          `<video loop muted playsinline autoplay poster="${POSTER}"><source type="audio/wav" src="${src}"></video>`,
        ),
      );
      const video = el.video!;
      await until(() => video.networkState === HTMLMediaElement.NETWORK_LOADING);
      expect(await reported(el), 'precondition: on screen, so play() was called, or not').to.equal(played);
      let asked = 0;
      for (let tries = 0; tries < 20 && !asked; tries++) {
        asked = await requests(key);
        if (!asked) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(asked, 'precondition: the source was asked for').to.be.greaterThan(0);
      el.closest('.et_pb_section')!.remove();
      await aTaskLater();
      expect(video.paused).to.equal(true);
      expect(attributes(video.querySelector('source')!, ['src', 'type'])).to.deep.equal([src, 'audio/wav']);
      expect(attributes(video, ['poster', 'src'])).to.deep.equal([POSTER, null]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      // WebKit reports NETWORK_LOADING for a load preload="none" holds back, and loads a video that was played
      // once more (it keeps its "prepared to play" state): its own media code, not a leak of the element's.
      if (engine !== 'webkit' || !played) expect(await requests(key), 'no request once released').to.equal(asked);
      if (engine !== 'webkit') expect(video.networkState, 'not loading').to.equal(HTMLMediaElement.NETWORK_IDLE);
    });
  }

  const printed = {
    'a <source>, no preload': section(),
    'a src, preload="metadata"': section(
      `<video loop muted preload="metadata" poster="${POSTER}" src="${WAV}"></video>`,
    ),
    'a src, preload="auto"': section(`<video loop muted preload="auto" poster="${POSTER}" src="${WAV}"></video>`),
  };
  for (const [name, html] of Object.entries(printed)) {
    it(`a reconnect puts back what the page printed and plays when visible: ${name}`, async () => {
      undoMotion = await preferMotion('no-preference');
      const el = await mountSection(0, html);
      const video = el.video!;
      const before = attributes(video, ['preload', 'src', 'poster']);
      const source = video.querySelector('source')?.getAttribute('src');
      await until(() => !video.paused);
      const sectionEl = el.closest('.et_pb_section')!;
      const host = sectionEl.parentElement!;
      sectionEl.remove();
      await aTaskLater();
      expect([video.paused, video.getAttribute('preload')], 'released').to.deep.equal([true, 'none']);
      host.prepend(sectionEl);
      expect(attributes(video, ['preload', 'src', 'poster'])).to.deep.equal(before);
      expect(video.querySelector('source')?.getAttribute('src')).to.equal(source);
      await until(() => !video.paused);
      expect(video.paused).to.equal(false);
    });
  }

  it('a move within one task (removed and put back) keeps it playing, not reloaded', async () => {
    undoMotion = await preferMotion('no-preference');
    const el = await mountSection();
    const video = el.video!;
    await until(() => !video.paused);
    let emptied = 0;
    video.addEventListener('emptied', () => emptied++);
    const sectionEl = el.closest('.et_pb_section')!;
    const host = sectionEl.parentElement!;
    sectionEl.remove();
    host.prepend(sectionEl);
    await aTaskLater();
    await aTaskLater();
    expect([video.paused, emptied, video.getAttribute('preload')]).to.deep.equal([false, 0, null]);
  });
});
