import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { FakeClock } from '../base/test/fake-clock.js';
import { preferMotion } from '../base/test/motion-preference.js';
import { loadStyles } from '../base/test/styles.js';
import { loadThemeRules } from '../base/test/theme-rules.js';
import { until } from '../base/test/until.js';
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
