import { expect, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
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
import './define.js';
import { PbTabsElement } from './pb-tabs.js';
import { until } from '../base/test/until.js';
import { withViewport } from '../base/test/viewport.js';
import { bareTabs, cmsTabs, fixtures } from './pb-tabs.fixtures.js';

const tabs = (el: Element) => [...el.querySelectorAll<HTMLElement>('[role="tab"]')];
const panels = (el: Element) => [...el.querySelectorAll<HTMLElement>('[role="tabpanel"]')];
const visiblePanels = (el: Element) => panels(el).filter((p) => !p.hidden).length;

before(() => loadStyles('/elements/pb-tabs/pb-tabs.css'));
afterEach(() => {
  unmountAll();
  history.replaceState(null, '', location.pathname + location.search);
});

runUpgradeSuite({ element: PbTabsElement, fixtures });
runCleanupSuite({ element: PbTabsElement, fixtures }, (el) => (el as PbTabsElement).select(1));
runMotionSuite('pb-tabs', '/elements/pb-tabs/pb-tabs.css');
runA11ySuite({ element: PbTabsElement, fixtures }, [
  { name: 'first tab' },
  { name: 'second tab', enter: (el) => (el as PbTabsElement).select(1) },
]);

describe('<pb-tabs> WAI-ARIA tabs (TRUST.md #8)', () => {
  it('has a tablist of tabs, each controlling a panel labelled by it; only the active tab is a tab stop', async () => {
    const el = await mount<PbTabsElement>(cmsTabs(), 'pb-tabs');
    expect(el.querySelector('.et_pb_tabs_controls')!.getAttribute('role')).to.equal('tablist');
    expect(tabs(el).map((t) => t.getAttribute('aria-selected'))).to.deep.equal(['true', 'false', 'false']);
    expect(tabs(el).map((t) => t.tabIndex)).to.deep.equal([0, -1, -1]);
    panels(el).forEach((panel, i) => {
      expect(panel.getAttribute('aria-labelledby')).to.equal(tabs(el)[i].id);
      expect(tabs(el)[i].getAttribute('aria-controls')).to.equal(panel.id);
    });
    expect(visiblePanels(el)).to.equal(1);
    expect(tabs(el)[0].hasAttribute('href'), 'a tab does not navigate').to.equal(false);
  });

  it('moves and selects with the arrows (wrapping), Home and End; Tab from the tab reaches the panel', async () => {
    const el = await mount<PbTabsElement>(cmsTabs(), 'pb-tabs');
    tabs(el)[0].focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(document.activeElement === tabs(el)[1] && el.activeIndex === 1).to.equal(true);
    await sendKeys({ press: 'End' });
    expect(el.activeIndex).to.equal(2);
    await sendKeys({ press: 'ArrowRight' });
    expect(el.activeIndex).to.equal(0);
    await sendKeys({ press: 'ArrowLeft' });
    expect(el.activeIndex).to.equal(2);
    await sendKeys({ press: 'Home' });
    expect(document.activeElement === tabs(el)[0] && el.activeIndex === 0).to.equal(true);
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement === panels(el)[0]).to.equal(true);
  });

  it('selects on click, keeps the theme classes, and fades out then in', async () => {
    const el = await mount<PbTabsElement>(cmsTabs(), 'pb-tabs');
    const done = oneEvent(el, 'pb-slid');
    tabs(el)[1].click();
    expect(el.querySelector('li.et_pb_tab_1')!.classList.contains('et_pb_tab_active')).to.equal(true);
    expect(panels(el)[1].classList.contains('et_pb_active_content')).to.equal(true);
    expect((await done).detail).to.deep.equal({ from: 0, to: 1 });
    expect(visiblePanels(el)).to.equal(1);
    expect(panels(el)[1].hidden).to.equal(false);
  });

  it('a cancelled pb-slide keeps the tab', async () => {
    const el = await mount<PbTabsElement>(cmsTabs(), 'pb-tabs');
    el.addEventListener('pb-slide', (event) => event.preventDefault());
    tabs(el)[2].click();
    expect(el.activeIndex).to.equal(0);
  });
});

describe('<pb-tabs> state in the URL hash', () => {
  it('writes id|index without scrolling, restores it on load, and follows back/forward', async () => {
    const el = await mount<PbTabsElement>(cmsTabs(), 'pb-tabs');
    const y = scrollY;
    tabs(el)[2].click();
    expect(location.hash).to.equal('#services|2');
    expect(scrollY).to.equal(y);
    unmountAll();
    const restored = await mount<PbTabsElement>(cmsTabs(), 'pb-tabs');
    expect(restored.activeIndex).to.equal(2);
    tabs(restored)[1].click();
    const popped = new Promise((r) => addEventListener('popstate', r, { once: true }));
    history.back();
    await popped;
    expect(restored.activeIndex).to.equal(2);
  });

  it("keeps other modules' entries in the hash, and writes nothing for a module without an id", async () => {
    history.replaceState(null, '', '#work|films|2');
    const el = await mount<PbTabsElement>(cmsTabs(), 'pb-tabs');
    tabs(el)[1].click();
    expect(location.hash).to.equal('#work|films|2||services|1');
    unmountAll();
    history.replaceState(null, '', location.pathname);
    const anonymous = await mount<PbTabsElement>(cmsTabs(''), 'pb-tabs');
    tabs(anonymous)[1].click();
    expect(location.hash).to.equal('');
  });

  it('ignores a hash index it does not have', async () => {
    history.replaceState(null, '', '#services|9');
    const el = await mount<PbTabsElement>(cmsTabs(), 'pb-tabs');
    expect(el.activeIndex).to.equal(0);
  });
});

describe('<pb-tabs> layout and bad input', () => {
  it('is printed stacked in a window under 768 px, as it stacks there once upgraded: no tab or panel moves', () =>
    withViewport({ width: 600, height: 700 }, async () => {
      const host = document.createElement('div');
      host.className = 'pb-test-fixture';
      host.innerHTML = cmsTabs();
      document.body.append(host);
      // Read before the element's first update (a microtask away): what the visitor sees before any script.
      const boxes = () =>
        [...host.querySelectorAll('.et_pb_tabs_controls > li, .et_pb_all_tabs')].map((node) => {
          const { top, left } = node.getBoundingClientRect();
          return `${Math.round(top)},${Math.round(left)}`;
        });
      const printed = boxes();
      const el = host.querySelector('pb-tabs') as PbTabsElement;
      await el.updateComplete;
      await until(() => el.root.classList.contains('et_pb_tabs_vertically_stacked'));
      expect(boxes()).to.deep.equal(printed);
    }));

  it('stacks vertically when its own width is narrow, whatever the viewport', async () => {
    const el = await mount<PbTabsElement>(`<div style="width: 320px">${cmsTabs()}</div>`, 'pb-tabs');
    await until(() => el.root.classList.contains('et_pb_tabs_vertically_stacked'));
    expect(el.querySelector('[role="tablist"]')!.getAttribute('aria-orientation')).to.equal('vertical');
    (el.parentElement as HTMLElement).style.width = '900px';
    if (innerWidth >= 768) await until(() => !el.root.classList.contains('et_pb_tabs_vertically_stacked'));
    expect(el.querySelector('[role="tablist"]')!.getAttribute('aria-orientation')).to.equal(
      innerWidth < 768 ? 'vertical' : 'horizontal',
    );
  });

  it('works as a bare tag with the same shape, named by its label', async () => {
    const el = await mount<PbTabsElement>(bareTabs, 'pb-tabs');
    expect(el.querySelector('[role="tablist"]')!.getAttribute('aria-label')).to.equal('Services');
    tabs(el)[1].click();
    expect(el.activeIndex).to.equal(1);
  });

  it('warns once when tabs and panels do not match, and uses the pairs it has', async () => {
    let el!: PbTabsElement;
    const warnings = await warningsDuring(async () => {
      el = await mount<PbTabsElement>(
        cmsTabs().replace('<li class="et_pb_tab_2"><a href="#">Live events</a></li>', ''),
        'pb-tabs',
      );
    });
    expect(warnings.filter((w) => w.includes('2 tabs but 3 panels'))).to.have.length(1);
    expect(tabs(el)).to.have.length(2);
  });
});
