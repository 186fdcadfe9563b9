/**
 * The page's optional parts when they cannot load (offline for a moment), and on the visitor's next click: link
 * options, side navigation, scroll-to-top, checkout errors and wheel smoothing. A file of its own: each part loads
 * once per page, and here no test has loaded them before.
 */
import { expect } from '@open-wc/testing';
import { failNextLoads } from '../base/on-demand.js';
import { warningsDuring } from '../base/test/console.js';
import { ResourceTracker } from '../base/test/resource-tracker.js';
import { clicksFollowed } from '../base/test/frame-target.js';
import { loadStyles } from '../base/test/styles.js';
import { mount, unmountAll } from '../base/test/suites.js';
import { until } from '../base/test/until.js';
import './define.js';
import type { PbPageElement } from './pb-page.js';
import { cmsPage, LINK_OPTIONS } from './pb-page.fixtures.js';

const PARTS = ['link-options', 'side-nav', 'scroll-top', 'checkout', 'wheel'];
const $ = <T extends Element = HTMLElement>(selector: string) => document.querySelector<T>(selector)!;

before(() => loadStyles('/elements/pb-page/pb-page.css'));
afterEach(() => {
  unmountAll();
  document.body.classList.remove('et_pb_side_nav_page');
  delete (window as { et_link_options_data?: unknown }).et_link_options_data;
  history.replaceState(null, '', location.pathname + location.search);
  scrollTo({ top: 0, behavior: 'instant' });
});

describe('<pb-page> when its parts cannot load', () => {
  it("works without them (a linked module's click left to the browser), and the next click loads them all", async () => {
    (window as { et_link_options_data?: unknown }).et_link_options_data = LINK_OPTIONS;
    document.body.classList.add('et_pb_side_nav_page');
    for (const part of PARTS) failNextLoads(`pb-page/${part}`);
    let el!: PbPageElement;
    let followed: boolean[] = [];
    // The window's listeners for the visitor's input: held while a part waits to load again, and only then.
    const tracker = new ResourceTracker().start();
    const inputs = () => tracker.liveTypesOn(window, ['click', 'wheel', 'touchstart', 'keydown']);
    let waiting: string[] = [];
    const warnings = await warningsDuring(async () => {
      try {
        el = await mount<PbPageElement>(
          cmsPage({ checkout: true }).replace('<pb-page>', '<pb-page smooth-wheel>'),
          'pb-page',
        );
        expect([
          el.querySelector('.pb-page-side-nav'),
          el.querySelector('.pb-page-top'),
          $('.et_pb_text_0').classList.contains('et_clickable'),
        ]).to.deep.equal([null, null, false]);
        await until(() => inputs().length > 0, 4000);
        waiting = inputs();
        // The visitor's next click: on a linked module, which has no link yet, so the browser has it.
        followed = await clicksFollowed(() => $('.et_pb_text_0 p').click());
        await el.updateComplete;
      } finally {
        tracker.stop();
      }
    });
    expect(waiting, 'while the parts wait').to.deep.equal(['click', 'keydown', 'touchstart', 'wheel']);
    expect(inputs(), 'once the click asked for them again').to.deep.equal([]);
    expect(followed).to.deep.equal([true]);
    expect(location.hash, 'the click did not follow the link option').to.equal('');
    expect(
      PARTS.map((part) => warnings.filter((w) => w.includes(`pb-page/${part} could not load`)).length),
    ).to.deep.equal([1, 1, 1, 1, 1]);

    expect(el.querySelectorAll('.pb-page-side-nav a').length).to.equal(3);
    expect(el.querySelector('.et_pb_scroll_top > button.pb-page-top')?.getAttribute('aria-label')).to.equal(
      'Back to top',
    );
    expect($('.et_pb_text_0').classList.contains('et_clickable')).to.equal(true);
    const wheel = new WheelEvent('wheel', { deltaY: 100, bubbles: true, cancelable: true });
    $('#services p').dispatchEvent(wheel);
    expect(wheel.defaultPrevented, 'the wheel is smoothed').to.equal(true);
    document.body.dispatchEvent(new Event('checkout_error'));
    await until(() => document.activeElement === $('.woocommerce-NoticeGroup-checkout'), 4000);
    scrollTo({ top: 0, behavior: 'instant' });
    $('.et_pb_text_0 p').click();
    await until(() => document.activeElement === $('#team'), 4000);
    expect(location.hash).to.equal('#team');
  });
});
