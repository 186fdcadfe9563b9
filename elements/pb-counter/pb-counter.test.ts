import { expect } from '@open-wc/testing';
import { warningsDuring } from '../base/test/console.js';
import { preferMotion } from '../base/test/motion-preference.js';
import { loadStyles } from '../base/test/styles.js';
import {
  mount,
  runA11ySuite,
  runCleanupSuite,
  runMotionSuite,
  runUpgradeSuite,
  unmountAll,
} from '../base/test/suites.js';
import { loadThemeRules } from '../base/test/theme-rules.js';
import { until } from '../base/test/until.js';
import { withViewport } from '../base/test/viewport.js';
import './define.js';
import { DURATION, ease, STEP } from './counter-rules.js';
import { EASING } from './ring-rules.js';
import { bareNumber, cmsBars, cmsCircle, cmsNumber, fixtures } from './pb-counter.fixtures.js';
import { PbCounterElement } from './pb-counter.js';

const SPACER = '<div style="height: 3000px"></div>';
/**
 * The counting digits as drawn: their text before the count, their `::before` (which the count animates) during it;
 * null once they are gone.
 */
function digits(el: Element): string | null {
  const node = el.querySelector('.pb-counter__digits');
  return node && (node.textContent || getComputedStyle(node, '::before').content.replace(/^"|"$/g, ''));
}
/** The count: the animation of the digits' text, which the browser plays. */
const countOf = (el: Element) =>
  document
    .getAnimations()
    .find((a) => (a.effect as KeyframeEffect | null)?.target === el.querySelector('.pb-counter__digits'))!;
/** Every change a MutationObserver sees in `el` during `ms` of the real clock. */
async function writesDuring(el: Element, ms: number): Promise<MutationRecord[]> {
  const records: MutationRecord[] = [];
  const watch = new MutationObserver((r) => records.push(...r));
  watch.observe(el, { subtree: true, childList: true, attributes: true, characterData: true });
  await new Promise((resolve) => setTimeout(resolve, ms));
  records.push(...watch.takeRecords());
  watch.disconnect();
  return records;
}
const finalText = (el: Element) => el.querySelector('.pb-counter__final')?.textContent ?? null;
const ring = (el: Element) => el.querySelector<SVGSVGElement>('svg.pb-counter__ring')!;
const [track, bar] = [0, 1].map((i) => (el: Element) => ring(el).querySelectorAll('circle')[i] as SVGCircleElement);
/** The ring's filled length as a share of its circumference (its path length is 1), as drawn when no glide runs. */
const filled = (el: Element) => Number((1 - parseFloat(bar(el).getAttribute('stroke-dashoffset') ?? '1')).toFixed(9));
/** The bar's glide (the count's, drawn by the browser), if one runs or holds its end. */
const glide = (el: Element) => bar(el).getAnimations()[0] as Animation | undefined;
const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
/**
 * Resolves once an observer made now reports `target` in view or not, as `inView` says. The element's own observer
 * hears of it in the same rendering update; a frame more (`frame`) and its callback has run too.
 */
const sighted = (target: Element, inView: boolean) =>
  new Promise<void>((resolve) => {
    const sight = new IntersectionObserver((entries) => {
      if (entries.at(-1)!.isIntersecting !== inView) return;
      sight.disconnect();
      resolve();
    });
    sight.observe(target);
  });
/** A circle counter mounted in view, once its ring is made (as it comes near the view: the observer's first report). */
async function mountCircle(attributes?: string): Promise<PbCounterElement> {
  const el = await mount<PbCounterElement>(cmsCircle(attributes), 'pb-counter');
  await until(() => el.querySelector('svg.pb-counter__ring'));
  return el;
}

let undoMotion: (() => Promise<void>) | undefined;

before(() => loadStyles('/elements/pb-counter/pb-counter.css'));
afterEach(async () => {
  await undoMotion?.();
  undoMotion = undefined;
  unmountAll();
  scrollTo(0, 0);
});

runUpgradeSuite({ element: PbCounterElement, fixtures });
runCleanupSuite({ element: PbCounterElement, fixtures });
runMotionSuite('pb-counter', '/elements/pb-counter/pb-counter.css');
const outOfView = Object.fromEntries(Object.entries(fixtures).map(([name, html]) => [name, SPACER + html]));
runA11ySuite({ element: PbCounterElement, fixtures: outOfView }, [
  {
    name: 'before the count (out of view)',
    enter: (el) => {
      if ((el as PbCounterElement).done) throw new Error('precondition: the counter has counted already');
    },
  },
]);
runA11ySuite({ element: PbCounterElement, fixtures }, [
  { name: 'after the count', enter: (el) => until(() => (el as PbCounterElement).done, 5000) },
]);

describe('<pb-counter> kinds, from the markup', () => {
  it('reads the kind from the module root, or from a bare tag’s contents', async () => {
    const kinds = [];
    for (const html of [cmsCircle(), cmsNumber(), cmsBars(), bareNumber])
      kinds.push((await mount<PbCounterElement>(html, 'pb-counter')).kind);
    expect(kinds).to.deep.equal(['circle', 'number', 'bar', 'number']);
  });
});

describe('<pb-counter> circle counter (MARKUP.md §6.1)', () => {
  it('draws an SVG ring sized to its box with a 5 px line, no canvas, hidden from assistive technology', async () => {
    const el = await mountCircle();
    const inner = el.querySelector<HTMLElement>('.et_pb_circle_counter_inner')!;
    // Sized by the element's ResizeObserver, after layout (no layout read when the ring is made).
    await until(() => ring(el)?.getAttribute('viewBox') === `0 0 ${inner.clientWidth} ${inner.clientWidth}`);
    const width = inner.clientWidth;
    expect(width).to.be.above(50);
    expect(el.querySelectorAll('canvas').length).to.equal(0);
    expect(ring(el).getAttribute('viewBox')).to.equal(`0 0 ${width} ${width}`);
    expect(ring(el).getAttribute('aria-hidden')).to.equal('true');
    expect([track(el), bar(el)].map((c) => [getComputedStyle(c).strokeWidth, c.getAttribute('r')])).to.deep.equal([
      ['5px', String((width - 5) / 2)],
      ['5px', String((width - 5) / 2)],
    ]);
    const box = ring(el).getBoundingClientRect();
    expect([Math.round(box.width), Math.round(box.height)]).to.deep.equal([width, width]);
  });

  it('writes nothing into its module until it comes within 200 px of the view, then its digits and its ring', async () => {
    undoMotion = await preferMotion('no-preference');
    const html = `${SPACER}${cmsCircle()}`;
    // The module as printed, to compare with after the upgrade.
    const printed = Object.assign(document.createElement('div'), { innerHTML: html }).querySelector(
      '.et_pb_circle_counter',
    )!.outerHTML;
    const el = await mount<PbCounterElement>(html, 'pb-counter');
    const module = el.querySelector<HTMLElement>('.et_pb_circle_counter')!;
    const writes = await writesDuring(module, 300);
    await el.updateComplete;
    // Strings: a failing check prints what changed, not whole elements.
    expect([writes.length, module.outerHTML], 'far below the view: the module as printed').to.deep.equal([0, printed]);
    // 100 px below the view's bottom edge: near, not yet seen (the count waits for the module to be in view).
    scrollTo(0, module.getBoundingClientRect().top + scrollY - innerHeight - 100);
    await until(() => el.querySelector('svg.pb-counter__ring'));
    expect([digits(el), finalText(el)], 'near: the digits at 0 and the final value').to.deep.equal(['0', '75']);
    expect(module.classList.contains('active'), 'the count has not started').to.equal(false);
  });

  it('colours the bar from data-bar-bg-color and the track from data-color at data-alpha, defaults #000000 at 0.1', async () => {
    const el = await mountCircle(
      'data-number-value="40" data-bar-bg-color="#ff0000" data-color="#00ff00" data-alpha="0.3"',
    );
    expect([
      getComputedStyle(bar(el)).stroke,
      getComputedStyle(track(el)).stroke,
      getComputedStyle(track(el)).strokeOpacity,
    ]).to.deep.equal(['rgb(255, 0, 0)', 'rgb(0, 255, 0)', '0.3']);
    unmountAll();
    const plain = await mountCircle('data-number-value="40" data-bar-bg-color="#ff0000"');
    expect([getComputedStyle(track(plain)).stroke, getComputedStyle(track(plain)).strokeOpacity]).to.deep.equal([
      'rgb(0, 0, 0)',
      '0.1',
    ]);
  });

  it('ignores a malformed colour or alpha with one warning each, keeping the defaults', async () => {
    let el!: PbCounterElement;
    const warnings = await warningsDuring(async () => {
      el = await mountCircle('data-number-value="40" data-color="red;background:url(x)" data-alpha="lots"');
    });
    expect([getComputedStyle(track(el)).stroke, getComputedStyle(track(el)).strokeOpacity]).to.deep.equal([
      'rgb(0, 0, 0)',
      '0.1',
    ]);
    expect(warnings.map(String).map((w) => /data-(color|alpha)=/.exec(w)?.[1])).to.deep.equal(['color', 'alpha']);
  });

  const variants =
    'data-number-value="50" data-bar-bg-color="#ff0000" data-bar-bg-color-tablet="#00ff00" data-bar-bg-color-phone="#0000ff" data-bar-bg-color-hover="#ffff00" data-color="#000000" data-color-tablet="#111111" data-alpha="0.1" data-alpha-phone="0.5"';

  it('applies the -tablet and -phone variants at their breakpoints (phone falls back to tablet)', async () => {
    const seen: string[][] = [];
    for (const width of [1100, 800, 460])
      await withViewport({ width, height: 700 }, async () => {
        const el = await mountCircle(variants);
        seen.push([
          getComputedStyle(bar(el)).stroke,
          getComputedStyle(track(el)).stroke,
          getComputedStyle(track(el)).strokeOpacity,
        ]);
        unmountAll();
      });
    expect(seen).to.deep.equal([
      ['rgb(255, 0, 0)', 'rgb(0, 0, 0)', '0.1'],
      ['rgb(0, 255, 0)', 'rgb(17, 17, 17)', '0.1'],
      ['rgb(0, 0, 255)', 'rgb(17, 17, 17)', '0.5'],
    ]);
  });

  it('redraws at a breakpoint change without a reload', async () => {
    await withViewport({ width: 1100, height: 700 }, async () => {
      const el = await mountCircle(variants);
      await withViewport({ width: 800, height: 700 }, async () => {
        await until(() => getComputedStyle(bar(el)).stroke === 'rgb(0, 255, 0)');
      });
      await until(() => getComputedStyle(bar(el)).stroke === 'rgb(255, 0, 0)');
    });
  });

  it('applies the -hover variants while hovered, and puts the colours back after', async () => {
    await withViewport({ width: 1100, height: 700 }, async () => {
      const el = await mountCircle(variants);
      const module = el.querySelector('.et_pb_circle_counter')!;
      module.dispatchEvent(new MouseEvent('mouseenter'));
      const hovered = getComputedStyle(bar(el)).stroke;
      module.dispatchEvent(new MouseEvent('mouseleave'));
      expect([hovered, getComputedStyle(bar(el)).stroke]).to.deep.equal(['rgb(255, 255, 0)', 'rgb(255, 0, 0)']);
    });
  });

  it('redraws the ring when its width changes, keeping the 5 px line and the filled share', async () => {
    undoMotion = await preferMotion('reduce');
    const el = await mountCircle();
    const module = el.querySelector<HTMLElement>('.et_pb_circle_counter')!;
    module.style.maxWidth = '120px';
    await until(() => ring(el).getAttribute('viewBox') === '0 0 120 120');
    expect([bar(el).getAttribute('r'), getComputedStyle(bar(el)).strokeWidth]).to.deep.equal(['57.5', '5px']);
    expect(filled(el)).to.be.closeTo(0.75, 0.001);
  });
  it('after a reconnect, still follows its box’s width and the pointer', async () => {
    undoMotion = await preferMotion('reduce');
    const el = await withViewport({ width: 1100, height: 700 }, async () => {
      const counter = await mountCircle(variants);
      const parent = counter.parentElement!;
      counter.remove();
      parent.append(counter);
      await counter.updateComplete;
      const module = counter.querySelector<HTMLElement>('.et_pb_circle_counter')!;
      module.style.maxWidth = '120px';
      await until(() => ring(counter).getAttribute('viewBox') === '0 0 120 120');
      module.dispatchEvent(new MouseEvent('mouseenter'));
      const hovered = getComputedStyle(bar(counter)).stroke;
      module.dispatchEvent(new MouseEvent('mouseleave'));
      expect([hovered, getComputedStyle(bar(counter)).stroke]).to.deep.equal(['rgb(255, 255, 0)', 'rgb(255, 0, 0)']);
      return counter;
    });
    expect(filled(el)).to.be.closeTo(0.5, 0.001);
  });
});

describe('<pb-counter> number counter (MARKUP.md §6.2)', () => {
  it('groups with data-number-separator, in tabular figures, keeping the percent sign as printed', async () => {
    undoMotion = await preferMotion('reduce');
    const el = await mount<PbCounterElement>(
      cmsNumber('data-number-value="1234567" data-number-separator=" "', '%'),
      'pb-counter',
    );
    expect(el.querySelector('.percent p')!.textContent).to.equal('1 234 567%');
    expect(getComputedStyle(el.querySelector('.percent-value')!).fontVariantNumeric).to.equal('tabular-nums');
    unmountAll();
    const none = await mount<PbCounterElement>(
      cmsNumber('data-number-value="1200" data-number-separator=""'),
      'pb-counter',
    );
    expect(none.querySelector('.percent p')!.textContent).to.equal('1200');
  });

  it('uses the page language’s grouping when no separator is printed', async () => {
    undoMotion = await preferMotion('reduce');
    const lang = document.documentElement.lang;
    document.documentElement.lang = 'de-DE';
    try {
      const el = await mount<PbCounterElement>(cmsNumber('data-number-value="1234567.5"'), 'pb-counter');
      expect(finalText(el)).to.equal('1.234.567,5');
    } finally {
      document.documentElement.lang = lang;
    }
  });

  it('shows 0 with one warning for a value that is not a number', async () => {
    undoMotion = await preferMotion('reduce');
    let el!: PbCounterElement;
    const warnings = await warningsDuring(async () => {
      el = await mount<PbCounterElement>(cmsNumber('data-number-value="lots" data-number-separator=","'), 'pb-counter');
    });
    expect([finalText(el), warnings.length]).to.deep.equal(['0', 1]);
  });
});

describe('<pb-counter> bar counters (MARKUP.md §6.3)', () => {
  it('sets each bar’s width from data-width on upgrade, and reads the overlay twin once', async () => {
    const el = await mount<PbCounterElement>(`${SPACER}${cmsBars(['80%', '65'])}`, 'pb-counter');
    const amounts = [...el.querySelectorAll<HTMLElement>('.et_pb_counter_amount')];
    expect(amounts.map((a) => a.style.width)).to.deep.equal(['80%', '80%', '65%', '65%']);
    expect(amounts.map((a) => a.getAttribute('aria-hidden'))).to.deep.equal([null, 'true', null, 'true']);
    expect(el.querySelector('ul')!.classList.contains('et-animated'), 'not animated out of view').to.equal(false);
  });

  it('warns once for a width it cannot use and leaves that bar alone', async () => {
    let el!: PbCounterElement;
    const warnings = await warningsDuring(async () => {
      el = await mount<PbCounterElement>(cmsBars(['calc(100% + 1px)']), 'pb-counter');
    });
    expect([el.querySelector<HTMLElement>('.et_pb_counter_amount')!.style.width, warnings.length]).to.deep.equal([
      '',
      1,
    ]);
  });
});

describe('<pb-counter> the count: in view, 1800 ms, once', () => {
  beforeEach(async () => {
    undoMotion = await preferMotion('no-preference');
  });

  it('waits until the counter comes into view, then counts for 1800 ms with the theme’s easing, monotone', async () => {
    const el = await mount<PbCounterElement>(
      `${SPACER}${cmsNumber('data-number-value="1000" data-number-separator=","')}`,
      'pb-counter',
    );
    await frame();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const root = el.querySelector('.et_pb_number_counter')!;
    expect([root.classList.contains('active'), digits(el)], 'nothing moves out of view').to.deep.equal([false, '0']);
    expect(countOf(el), 'no count yet').to.equal(undefined);
    el.scrollIntoView();
    await until(() => root.classList.contains('active'));
    const count = countOf(el);
    expect([count.playState, count.effect!.getTiming().duration]).to.deep.equal(['running', DURATION]);
    // The count as drawn along its length: the engine's own reading of the digits, half a step into every other
    // step (at a step's first millisecond Firefox still draws the step before: its clock has microsecond ticks).
    count.pause();
    const seen: (string | null)[] = [];
    for (let t = 0; t < 1800; t += 100) {
      count.currentTime = t + STEP / 2;
      seen.push(digits(el));
    }
    const values = seen.map((v) => Number(v!.replace(/,/g, '')));
    expect(
      values.every((v, i) => i === 0 || v >= values[i - 1]),
      `monotone: ${values}`,
    ).to.equal(true);
    // Ease-in-out: a quarter of the way in, an eighth of the value; half way, half.
    expect(values[0]).to.equal(0);
    expect(values[4]).to.equal(Math.round(1000 * ease(400 / 1800)));
    expect(values[9]).to.equal(500);
    // Just before a step, the step before's digits.
    count.currentTime = 10 * STEP - 1;
    expect(digits(el)).to.equal(String(Math.round(1000 * ease((9 * STEP) / 1800))));
    expect([el.done, finalText(el)]).to.deep.equal([false, '1,000']);
    count.currentTime = DURATION - 1;
    expect([el.done, digits(el)]).to.deep.equal([false, String(Math.round(1000 * ease((DURATION - STEP) / 1800)))]);
    count.play();
    await until(() => el.done);
    expect([digits(el), finalText(el)]).to.deep.equal([null, '1,000']);
    expect(countOf(el), 'no animation left').to.equal(undefined);
  });

  it('runs once: leaving and re-entering the view does not count again', async () => {
    const el = await mount<PbCounterElement>(`${SPACER}${cmsCircle()}${SPACER}`, 'pb-counter');
    el.scrollIntoView();
    await until(() => el.querySelector<HTMLElement>('.percent p')!.style.visibility === 'visible');
    await until(() => el.querySelector('svg.pb-counter__ring'));
    countOf(el).finish();
    await until(() => el.done);
    expect(filled(el)).to.equal(0.75);
    scrollTo(0, 0);
    await frame();
    el.scrollIntoView();
    await frame();
    await frame();
    expect([el.done, finalText(el), digits(el), filled(el)]).to.deep.equal([true, '75', null, 0.75]);
  });

  it('runs no script while it counts, in view or not, and shows the count where it stands once back', async () => {
    const el = await mount<PbCounterElement>(
      `${SPACER}${cmsNumber('data-number-value="1000" data-number-separator=","')}${SPACER}`,
      'pb-counter',
    );
    const root = el.querySelector('.et_pb_number_counter')!;
    el.scrollIntoView();
    await until(() => root.classList.contains('active'));
    // What the page's observers (autoload's among them) hear of the count: nothing, in view and out of it.
    expect(await writesDuring(el, 200), 'in view').to.deep.equal([]);
    scrollTo(0, 0);
    await sighted(root, false);
    expect(await writesDuring(el, 200), 'out of view').to.deep.equal([]);
    const count = countOf(el);
    expect([count.playState, el.done]).to.deep.equal(['running', false]);
    // Back in view at 975 ms: the step of 950 ms, as the theme's easing gives it.
    count.pause();
    count.currentTime = 975;
    el.scrollIntoView();
    await sighted(root, true);
    expect(digits(el), 'back in view').to.equal(String(Math.round(1000 * ease(950 / 1800))));
    count.finish();
    await until(() => el.done);
    expect([digits(el), finalText(el)]).to.deep.equal([null, '1,000']);
  });

  it('adds et-animated to the bar list when it comes into view', async () => {
    const el = await mount<PbCounterElement>(`${SPACER}${cmsBars()}`, 'pb-counter');
    const list = el.querySelector('ul')!;
    await frame();
    expect(list.classList.contains('et-animated')).to.equal(false);
    el.scrollIntoView();
    await until(() => list.classList.contains('et-animated'));
  });

  it('glides the ring in the browser, and draws the digits there too: no script per frame', async () => {
    const el = await mount<PbCounterElement>(cmsCircle('data-number-value="1"'), 'pb-counter');
    await until(
      () => el.querySelector('.pb-counter__ring') && el.querySelector<HTMLElement>('.percent p')!.style.visibility,
    );
    await until(() => Number(bar(el).getAttribute('r')) > 10);
    // One animation of the bar: the count's length and the theme's easing, to the final share.
    const timing = glide(el)!.effect!.getTiming();
    // (An engine writes the easing back with spaces and leading zeros.)
    const plain = (easing: string) => easing.replace(/\s/g, '').replace(/\b0\./g, '.');
    expect([timing.duration, plain(timing.easing!), filled(el)]).to.deep.equal([DURATION, EASING, 0.01]);
    // Nothing written in the counter or in the page while it counts (autoload observes the page's added nodes).
    const page = new MutationObserver(() => {});
    page.observe(document.documentElement, { subtree: true, childList: true });
    expect(await writesDuring(el, 300), 'writes while counting').to.deep.equal([]);
    expect(page.takeRecords().length, 'nodes added in the page while counting').to.equal(0);
    page.disconnect();
    expect(el.done).to.equal(false);
    countOf(el).finish();
    await until(() => el.done);
    // The end is drawn exactly, and the glide is gone.
    expect([filled(el), glide(el)]).to.deep.equal([0.01, undefined]);
  });

  it('gives a ring made mid-count the glide where the count stands', async () => {
    // The ring's box not displayed: the count starts (its module is in view), the ring is not made.
    const el = await mount<PbCounterElement>(
      cmsCircle().replace('class="et_pb_circle_counter_inner"', 'class="et_pb_circle_counter_inner" hidden'),
      'pb-counter',
    );
    await until(() => el.querySelector<HTMLElement>('.percent p')!.style.visibility);
    countOf(el).currentTime = 20 * STEP;
    expect(el.querySelector('.pb-counter__ring'), 'no ring yet').to.equal(null);
    const shown = performance.now();
    el.querySelector<HTMLElement>('.et_pb_circle_counter_inner')!.hidden = false;
    await until(() => el.querySelector('.pb-counter__ring'));
    const since = performance.now() - shown;
    const time = Number(glide(el)!.currentTime);
    // The glide's clock is the document timeline, whose time is the current animation frame's, not
    // performance.now(): WebKit read 2 ms and 1 ms past `since` (616 of 614, 623 of 622), in CI and alone.
    // One frame (1000/60 ms) of slack allows that; a glide started from zero would still read about `since`,
    // far below 600, and one started a step ahead would read past the bound.
    const FRAME = 1000 / 60;
    expect(time, `the glide at ${time} ms`).to.be.within(20 * STEP, 20 * STEP + since + FRAME);
    countOf(el).finish();
    await until(() => el.done);
    expect([filled(el), glide(el)]).to.deep.equal([0.75, undefined]);
  });

  it('times the ring’s count without a value span to draw digits in, and ends it', async () => {
    const el = await mount<PbCounterElement>(
      cmsCircle().replace('<span class="percent-value"></span>', ''),
      'pb-counter',
    );
    await until(() => el.querySelector('svg.pb-counter__ring') && glide(el));
    expect([el.done, el.querySelector('.pb-counter__digits')]).to.deep.equal([false, null]);
    // The count (an animation with no target, which no list of the page's animations holds) ends after its 1800 ms.
    const started = performance.now();
    await until(() => el.done, 5000);
    expect(performance.now() - started).to.be.above(DURATION / 2);
    expect([filled(el), glide(el)]).to.deep.equal([0.75, undefined]);
  });

  it('a counter removed mid-count shows its final value and leaves no animation', async () => {
    const el = await mount<PbCounterElement>(cmsNumber(), 'pb-counter');
    await until(() => el.querySelector('.active'));
    const count = countOf(el);
    el.remove();
    expect([el.done, finalText(el), digits(el), count.playState]).to.deep.equal([true, '1,200', null, 'idle']);
  });
});

describe('<pb-counter> reduced motion and hidden pages (TRUST.md #48)', () => {
  it('shows the final value at once under reduced motion, even out of view', async () => {
    undoMotion = await preferMotion('reduce');
    const el = await mount<PbCounterElement>(`${SPACER}${cmsCircle()}`, 'pb-counter');
    expect([el.done, finalText(el), digits(el)]).to.deep.equal([true, '75', null]);
    expect(el.querySelector<HTMLElement>('.percent p')!.style.visibility).to.equal('visible');
    // Its ring is made as it comes near the view, full.
    el.scrollIntoView();
    await until(() => el.querySelector('svg.pb-counter__ring'));
    expect(filled(el)).to.equal(0.75);
  });

  it('shows the final value at once on a hidden page', async () => {
    undoMotion = await preferMotion('no-preference');
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    try {
      const el = await mount<PbCounterElement>(cmsNumber(), 'pb-counter');
      await until(() => el.done);
      expect([finalText(el), digits(el)]).to.deep.equal(['1,200', null]);
    } finally {
      delete (document as { hidden?: boolean }).hidden;
    }
  });
});

describe('<pb-counter> screen readers and layout', () => {
  it('reads the final value once: the counting digits are hidden, the final value is text from the start', async () => {
    undoMotion = await preferMotion('no-preference');
    const el = await mount<PbCounterElement>(cmsNumber(), 'pb-counter');
    await until(() => el.querySelector('.active'));
    countOf(el).currentTime = 900;
    const digitsNode = el.querySelector('.pb-counter__digits')!;
    expect([digitsNode.getAttribute('aria-hidden'), finalText(el)]).to.deep.equal(['true', '1,200']);
    expect(el.querySelectorAll('[aria-live], [role="status"]').length, 'no live region').to.equal(0);
  });

  it('reserves the ring’s box and the number’s width before the count: nothing moves', async () => {
    undoMotion = await preferMotion('no-preference');
    // The markup in the page before the element is defined, as on a CMS page.
    const tag = 'pb-counter-shift';
    const host = Object.assign(document.createElement('div'), { className: 'pb-test-fixture' });
    host.innerHTML = (cmsCircle() + cmsNumber()).replaceAll('pb-counter', tag) + '<p id="after">after</p>';
    document.body.append(host);
    const after = () => Math.round(host.querySelector('#after')!.getBoundingClientRect().top);
    const box = () => {
      const r = host.querySelector('.et_pb_circle_counter .percent')!.getBoundingClientRect();
      return [Math.round(r.width), Math.round(r.height)];
    };
    const before = [after(), ...box()];
    expect(before[1], 'the square is there before the script').to.equal(before[2]);
    customElements.define(tag, class extends PbCounterElement {});
    const els = [...host.querySelectorAll<PbCounterElement>(tag)];
    await Promise.all(els.map((e) => e.updateComplete));
    await until(() => els.every((e) => e.querySelector('.et_pb_number_counter.active, .percent p[style]')));
    const value = host.querySelector('.et_pb_number_counter .percent-value')!;
    const digitsBox = () => {
      const r = value.querySelector('.pb-counter__digits')!.getBoundingClientRect();
      return [Math.round(r.left), Math.round(r.width)];
    };
    const widths = [value.getBoundingClientRect().width];
    const counting = digitsBox();
    const count = countOf(value);
    count.pause();
    count.currentTime = 900;
    expect(digitsBox(), 'the counting digits’ box stays put').to.deep.equal(counting);
    widths.push(value.getBoundingClientRect().width);
    count.finish();
    await until(() => !value.querySelector('.pb-counter__digits'));
    widths.push(value.getBoundingClientRect().width);
    expect([after(), ...box()]).to.deep.equal(before);
    expect(widths[0]).to.be.above(10);
    expect(
      widths.every((w) => Math.abs(w - widths[0]) < 0.5),
      `number width ${widths}`,
    ).to.equal(true);
  });
});

describe('<pb-counter> with the theme’s CSS (THEME-CSS.md §7)', () => {
  let removeRules: (() => void) | undefined;
  beforeEach(async () => {
    removeRules = await loadThemeRules();
    undoMotion = await preferMotion('reduce');
  });
  afterEach(() => removeRules?.());

  it('hides the counters until they start, as the theme does, and shows them once started', async () => {
    undoMotion = await (async () => {
      await undoMotion!();
      return preferMotion('no-preference');
    })();
    const els: PbCounterElement[] = [];
    for (const html of [cmsCircle(), cmsNumber(), cmsBars()])
      els.push(await mount<PbCounterElement>(`${SPACER}${html}`, 'pb-counter'));
    const shown = () => [
      getComputedStyle(els[0].querySelector('.percent p')!).visibility,
      getComputedStyle(els[1].querySelector('.et_pb_number_counter')!).opacity,
      getComputedStyle(els[2].querySelector('.et_pb_counter_amount')!).opacity,
    ];
    expect(shown()).to.deep.equal(['hidden', '0', '0']);
    unmountAll();
    undoMotion = await (async () => {
      await undoMotion!();
      return preferMotion('reduce');
    })();
    els.length = 0;
    for (const html of [cmsCircle(), cmsNumber(), cmsBars()])
      els.push(await mount<PbCounterElement>(`${SPACER}${html}`, 'pb-counter'));
    expect(shown()).to.deep.equal(['visible', '1', '1']);
    expect([finalText(els[0]), finalText(els[1])]).to.deep.equal(['75', '1,200']);
  });
});
