import { expect } from '@open-wc/testing';
import { warningsDuring } from '../base/test/console.js';
import { FakeClock } from '../base/test/fake-clock.js';
import { loadStyles } from '../base/test/styles.js';
import { mount, runA11ySuite, runCleanupSuite, runUpgradeSuite, unmountAll } from '../base/test/suites.js';
import { until } from '../base/test/until.js';
import { countdownClock } from './clock.js';
import './define.js';
import { bareCountdown, cmsCountdown, FAR, fixtures, inNarrowColumn, PAST } from './pb-countdown.fixtures.js';
import { PbCountdownElement } from './pb-countdown.js';

const realNow = countdownClock.now;
let clock: FakeClock | undefined;
let now = 0;

/** Fakes the timers and the wall clock together, starting at `start` (Unix milliseconds). */
function useClock(start: number): void {
  clock = new FakeClock().install();
  now = start;
  countdownClock.now = () => now;
}

/** Moves both clocks on by `ms`, stopping at each second of the clock so every timer runs at its own time. */
function advance(ms: number): void {
  for (let left = ms; left > 0;) {
    const step = Math.min(left, 1000 - (now % 1000));
    now += step;
    left -= step;
    clock!.tick(step);
  }
}

const text = (el: Element, selector: string) => el.querySelector(selector)?.textContent ?? null;
const shown = (el: Element) =>
  ['days', 'hours', 'minutes', 'seconds'].map((unit) => text(el, `.${unit} p.value`)).join(':');
const labels = (el: Element) =>
  ['days', 'hours', 'minutes', 'seconds'].map((unit) => text(el, `.${unit} p.label`)).join(' ');
const zeros = (el: Element) =>
  [...el.querySelectorAll('.section')].map((node) => (node.classList.contains('zero') ? 'z' : '-')).join('');
/** The ended class, on the module root (or on a bare tag). */
const ended = (el: Element) =>
  (el.querySelector('.et_pb_countdown_timer') ?? el).classList.contains('pb-countdown--ended');
const words = (el: Element) => text(el, '.pb-countdown__text');
/** Unix milliseconds `seconds` before the far end. */
const ahead = (seconds: number) => Number(FAR) * 1000 - seconds * 1000;
const DAY = 86400;

let hidden: boolean | undefined;
function setHidden(value: boolean | undefined): void {
  hidden = value;
  if (value === undefined) delete (document as { hidden?: boolean }).hidden;
  else Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event('visibilitychange'));
}

before(() => loadStyles('/elements/pb-countdown/pb-countdown.css'));
afterEach(() => {
  clock?.uninstall();
  clock = undefined;
  countdownClock.now = realNow;
  if (hidden !== undefined) setHidden(undefined);
  unmountAll();
});

runUpgradeSuite({ element: PbCountdownElement, fixtures, chrome: '.pb-countdown__text' });
runCleanupSuite({ element: PbCountdownElement, fixtures, chrome: '.pb-countdown__text' });
runA11ySuite({ element: PbCountdownElement, fixtures }, [
  { name: 'running' },
  {
    name: 'ended',
    enter: (el) => {
      // The clock passes the end; the page showing again makes the countdown look at it at once.
      countdownClock.now = () => Number(FAR) * 1000 + 1000;
      document.dispatchEvent(new Event('visibilitychange'));
      if (!(el as PbCountdownElement).ended) throw new Error('precondition: the countdown has not ended');
    },
  },
]);

describe('<pb-countdown> digits (MARKUP.md §6.4)', () => {
  it('fills the empty values with days padded to 3 digits and the others to 2, keeping the theme’s classes', async () => {
    useClock(ahead(2 * DAY + 3 * 3600 + 4 * 60 + 5));
    const el = await mount<PbCountdownElement>(cmsCountdown(FAR), 'pb-countdown');
    expect(shown(el)).to.equal('002:03:04:05');
    expect(el.remaining).to.equal(2 * DAY + 3 * 3600 + 4 * 60 + 5);
    expect(el.querySelector('.days')!.className).to.equal('days section values');
    expect(el.querySelectorAll('p.value').length).to.equal(4);
  });

  it('prints more than 999 days in full', async () => {
    useClock(ahead(1234 * DAY + 1));
    const el = await mount<PbCountdownElement>(cmsCountdown(FAR), 'pb-countdown');
    expect(shown(el)).to.equal('1234:00:00:01');
  });

  it('marks finished leading sections and the separator after each as zero, the seconds only at the end', async () => {
    const seen = [];
    for (const seconds of [DAY + 1, 3600, 61, 59, 1]) {
      useClock(ahead(seconds));
      const el = await mount<PbCountdownElement>(cmsCountdown(FAR), 'pb-countdown');
      seen.push(zeros(el));
      clock!.uninstall();
      unmountAll();
    }
    // Sections in order: days, sep, hours, sep, minutes, sep, seconds.
    expect(seen).to.deep.equal(['-------', 'zz-----', 'zzzz---', 'zzzzzz-', 'zzzzzz-']);
  });
});

describe('<pb-countdown> ticking', () => {
  it('changes on the second boundary of the clock, however far into a second it started', async () => {
    useClock(ahead(10) - 300); // 10.3 s left: shows 11, 700 ms into a second of the clock: the next in 300 ms
    const el = await mount<PbCountdownElement>(cmsCountdown(FAR), 'pb-countdown');
    expect(shown(el)).to.equal('000:00:00:11');
    advance(299);
    expect(shown(el)).to.equal('000:00:00:11');
    advance(1);
    expect(shown(el)).to.equal('000:00:00:10');
    advance(999);
    expect(shown(el)).to.equal('000:00:00:10');
    advance(1);
    expect(shown(el)).to.equal('000:00:00:09');
  });

  it('computes from the clock each time: a clock that jumped shows the right time at the next tick', async () => {
    useClock(ahead(100));
    const el = await mount<PbCountdownElement>(cmsCountdown(FAR), 'pb-countdown');
    now += 30_000; // the wall clock moves on (a slow machine, a suspended tab) without the timer firing
    clock!.tick(1000);
    expect(el.remaining).to.equal(70);
    expect(shown(el)).to.equal('000:00:01:10');
  });

  it('fires pb-countdown-end once at zero and gets the ended class', async () => {
    useClock(ahead(3));
    const el = await mount<PbCountdownElement>(cmsCountdown(FAR), 'pb-countdown');
    const ends: number[] = [];
    el.addEventListener('pb-countdown-end', (event) => ends.push(event.detail.end));
    advance(2000);
    expect([ends.length, el.ended, ended(el)]).to.deep.equal([0, false, false]);
    advance(1000);
    expect(shown(el)).to.equal('000:00:00:00');
    expect(zeros(el)).to.equal('zzzzzzz');
    advance(5000);
    expect(ends).to.deep.equal([Number(FAR)]);
    expect([el.ended, ended(el)]).to.deep.equal([true, true]);
  });

  it('stops while the page is hidden and catches up when it shows again', async () => {
    useClock(ahead(600));
    const el = await mount<PbCountdownElement>(cmsCountdown(FAR), 'pb-countdown');
    setHidden(true);
    advance(5000);
    expect(shown(el), 'nothing updates while hidden').to.equal('000:00:10:00');
    setHidden(false);
    expect(shown(el), 'caught up at once').to.equal('000:00:09:55');
    advance(1000);
    expect(shown(el)).to.equal('000:00:09:54');
  });

  it('ends while hidden: the event fires when the page shows again', async () => {
    useClock(ahead(2));
    const el = await mount<PbCountdownElement>(cmsCountdown(FAR), 'pb-countdown');
    let ends = 0;
    el.addEventListener('pb-countdown-end', () => ends++);
    setHidden(true);
    advance(10_000);
    expect(ends).to.equal(0);
    setHidden(false);
    expect([ends, shown(el)]).to.deep.equal([1, '000:00:00:00']);
  });
});

describe('<pb-countdown> labels', () => {
  it('uses the full labels in a wide container, singular for 1 and plural otherwise', async () => {
    useClock(ahead(DAY + 2 * 3600 + 60 + 5));
    const el = await mount<PbCountdownElement>(`<div style="width: 600px">${cmsCountdown(FAR)}</div>`, 'pb-countdown');
    expect(labels(el)).to.equal('Day Hours Minute Seconds');
  });

  it('uses the short labels at 400 px or narrower, and switches as the container’s width changes', async () => {
    useClock(ahead(3 * DAY + 5));
    const el = await mount<PbCountdownElement>(`<div style="width: 400px">${cmsCountdown(FAR)}</div>`, 'pb-countdown');
    expect(labels(el)).to.equal('Day Hrs Min Sec');
    el.parentElement!.style.width = '401px';
    await until(() => labels(el) === 'Days Hours Minutes Seconds');
    el.parentElement!.style.width = '300px';
    await until(() => labels(el) === 'Day Hrs Min Sec');
  });

  for (const column of ['1_4', '3_8'])
    it(`uses the short labels in a ${column.replace('_', '/')} column however wide it is`, async () => {
      useClock(ahead(3 * DAY));
      const el = await mount<PbCountdownElement>(inNarrowColumn(FAR, column), 'pb-countdown');
      expect(el.querySelector<HTMLElement>('.et_pb_countdown_timer_container')!.clientWidth).to.be.above(400);
      expect(labels(el)).to.equal('Day Hrs Min Sec');
    });
});

describe('<pb-countdown> accessibility (TRUST.md #49)', () => {
  it('keeps the ticking digits out of the accessibility tree and out of any live region', async () => {
    useClock(ahead(DAY));
    const el = await mount<PbCountdownElement>(cmsCountdown(FAR), 'pb-countdown');
    const sections = [...el.querySelectorAll('.section')];
    expect(sections.map((s) => s.getAttribute('aria-hidden'))).to.deep.equal(Array(7).fill('true'));
    const live = [el, ...el.querySelectorAll('*')].filter(
      (node) =>
        (node.getAttribute('aria-live') ?? 'off') !== 'off' ||
        ['status', 'alert', 'log', 'marquee'].includes(node.getAttribute('role') ?? ''),
    );
    expect(live.length).to.equal(0);
    expect(el.querySelector('.pb-countdown__text')!.getAttribute('role')).to.equal('timer');
    expect(el.querySelector('.title + .pb-countdown__text') !== null, 'the words follow the title').to.equal(true);
  });

  it('gives the time left in words, changing at most once a minute', async () => {
    useClock(ahead(2 * DAY + 3600 + 5 * 60 + 30));
    const el = await mount<PbCountdownElement>(cmsCountdown(FAR), 'pb-countdown');
    expect(words(el)).to.equal('2 Days, 1 Hour, 5 Minutes');
    const changes: string[] = [];
    // 151 s of ticks, looked at after each: the words change as whole minutes pass (4:59, 3:59, 2:59 left).
    for (let second = 0; second < 151; second++) {
      const last = words(el);
      advance(1000);
      if (words(el) !== last) changes.push(`${second + 1} s: ${words(el)}`);
    }
    expect(changes).to.deep.equal([
      '31 s: 2 Days, 1 Hour, 4 Minutes',
      '91 s: 2 Days, 1 Hour, 3 Minutes',
      '151 s: 2 Days, 1 Hour, 2 Minutes',
    ]);
  });

  it('says less than a minute, then zero at the end', async () => {
    useClock(ahead(45));
    const el = await mount<PbCountdownElement>(cmsCountdown(FAR), 'pb-countdown');
    expect(words(el)).to.equal('< 1 Minute');
    advance(45_000);
    expect(words(el)).to.equal('0 Seconds');
  });
});

describe('<pb-countdown> bad input', () => {
  for (const [name, end] of [
    ['missing', null],
    ['not a number', 'soon'],
    ['a date string', '2030-01-01'],
    ['negative', '-5'],
    ['past', PAST],
  ] as const) {
    it(`shows zeros with one warning and no exception: ${name}`, async () => {
      useClock(ahead(DAY));
      let el: PbCountdownElement | undefined;
      const warnings = await warningsDuring(async () => {
        el = await mount<PbCountdownElement>(cmsCountdown(end), 'pb-countdown');
        advance(3000);
      });
      expect(warnings.length).to.equal(1);
      expect(warnings[0]).to.contain('<pb-countdown>');
      expect(shown(el!)).to.equal('000:00:00:00');
      expect(zeros(el!)).to.equal('zzzzzzz');
    });
  }

  it('a past end is the ended state, without the event', async () => {
    useClock(ahead(DAY));
    let ends = 0;
    document.addEventListener('pb-countdown-end', () => ends++, { once: true });
    const el = await mount<PbCountdownElement>(cmsCountdown(PAST), 'pb-countdown');
    expect([el.ended, ended(el), ends]).to.deep.equal([true, true, 0]);
  });
});

describe('<pb-countdown> bare tag', () => {
  it('reads the end from its own attribute', async () => {
    useClock(ahead(3661));
    const el = await mount<PbCountdownElement>(bareCountdown(FAR), 'pb-countdown');
    expect(shown(el)).to.equal('000:01:01:01');
  });
});

describe('<pb-countdown> layout', () => {
  it('holds the digits’ box before the upgrade: filling them shifts nothing', async () => {
    useClock(ahead(5 * DAY));
    const host = document.createElement('div');
    host.className = 'pb-test-fixture';
    host.innerHTML = cmsCountdown(FAR).replaceAll('pb-countdown', 'pb-countdown-later');
    document.body.append(host);
    const box = () => {
      const r = host.querySelector('.seconds')!.getBoundingClientRect();
      return [r.left, r.top, r.width, r.height].map(Math.round);
    };
    const empty = box();
    const Later = class extends PbCountdownElement {};
    Later.define('pb-countdown-later');
    await (host.querySelector('pb-countdown-later') as PbCountdownElement).updateComplete;
    expect(text(host, '.seconds p.value')).to.equal('00');
    expect(box()).to.deep.equal(empty);
  });

  for (const dir of ['ltr', 'rtl'])
    it(`holds every section still when the days need 5 digits (${dir}): all fit the box printed for 3`, async () => {
      // An end 27 000 days away (the demo's year 2100): more days digits than the 3 the printed markup reserves.
      useClock(ahead(27000 * DAY + 5));
      const tag = `pb-countdown-far-${dir}`;
      const host = document.createElement('div');
      host.className = 'pb-test-fixture';
      host.dir = dir;
      host.style.width = '700px';
      host.innerHTML = cmsCountdown(FAR).replaceAll('pb-countdown', tag);
      document.body.append(host);
      const boxes = () =>
        [...host.querySelectorAll('.section')].map((section) => {
          const r = section.getBoundingClientRect();
          return [r.left, r.top, r.width, r.height].map(Math.round).join();
        });
      const before = boxes();
      const Later = class extends PbCountdownElement {};
      Later.define(tag);
      await (host.querySelector(tag) as PbCountdownElement).updateComplete;
      expect(text(host, '.days p.value')).to.equal('27000');
      expect(boxes()).to.deep.equal(before);
      // The digits fit the box printed for 3: none lies outside the section.
      const days = host.querySelector('.days')!.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(host.querySelector('.days p.value')!);
      const digits = range.getBoundingClientRect();
      expect(digits.left).to.be.at.least(days.left - 0.5);
      expect(digits.right).to.be.at.most(days.right + 0.5);
    });
});
