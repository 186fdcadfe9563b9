/**
 * The circle counter when its ring cannot load (offline for a moment), and the next counter's upgrade. A file of
 * its own: the ring loads once per page, and here no test has loaded it before.
 */
import { expect } from '@open-wc/testing';
import { failNextLoads } from '../base/on-demand.js';
import { warningsDuring } from '../base/test/console.js';
import { preferMotion } from '../base/test/motion-preference.js';
import { loadStyles } from '../base/test/styles.js';
import { mount, unmountAll } from '../base/test/suites.js';
import { until } from '../base/test/until.js';
import './define.js';
import { cmsCircle } from './pb-counter.fixtures.js';
import type { PbCounterElement } from './pb-counter.js';

let undoMotion: (() => Promise<void>) | undefined;
before(() => loadStyles('/elements/pb-counter/pb-counter.css'));
afterEach(async () => {
  await undoMotion?.();
  unmountAll();
});

describe('<pb-counter> when the ring cannot load', () => {
  it('still shows the number, warns once, and the next circle counter loads its ring', async () => {
    undoMotion = await preferMotion('reduce');
    failNextLoads('<pb-counter> ring');
    let el!: PbCounterElement;
    const warnings = await warningsDuring(async (seen) => {
      el = await mount<PbCounterElement>(cmsCircle(), 'pb-counter');
      // The ring's part is asked for as the counter comes near the view (the observer's first report).
      await until(() => seen.length > 0);
      await el.updateComplete;
    });
    const text = (e: Element) => e.querySelector('.percent p')!.textContent;
    expect([el.done, text(el), el.querySelectorAll('svg').length]).to.deep.equal([true, '75%', 0]);
    expect(warnings.length).to.equal(1);
    expect(String(warnings[0])).to.contain('<pb-counter> ring could not load');
    const next = await mount<PbCounterElement>(cmsCircle(), 'pb-counter');
    await until(() => next.querySelector('svg.pb-counter__ring'));
    expect([text(next), next.querySelectorAll('svg.pb-counter__ring').length]).to.deep.equal(['75%', 1]);
  });
});
