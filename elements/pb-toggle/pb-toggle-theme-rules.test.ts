/**
 * `<pb-toggle>` under the theme's own rules (THEME-CSS.md §6 and §15; elements/base/test/theme-rules.ts):
 * `.et_pb_toggle_close .et_pb_toggle_content { display: none }`, which beats the `hidden` attribute. The element
 * sets the inline display the theme's slideToggle left, so a closed toggle still opens, and slides while it does.
 */
import { expect } from '@open-wc/testing';
import { FakeClock } from '../base/test/fake-clock.js';
import { mount, unmountAll } from '../base/test/suites.js';
import { underThemeRules } from '../base/test/theme-rules.js';
import './define.js';
import type { PbToggleElement } from './pb-toggle.js';
import { cmsAccordion, cmsToggle } from './pb-toggle.fixtures.js';

/** The height each content takes on the page. */
const heights = (el: Element) =>
  [...el.querySelectorAll<HTMLElement>('.et_pb_toggle_content')].map((c) =>
    Math.round(c.getBoundingClientRect().height),
  );
const button = (el: Element, i = 0) => el.querySelectorAll<HTMLButtonElement>('.pb-toggle__button')[i];

let clock: FakeClock | undefined;
// The clock goes first: the shared clean-up after it waits on real timers.
afterEach(() => {
  clock?.uninstall();
  clock = undefined;
});
const theme = underThemeRules('/elements/pb-toggle/pb-toggle.css');

describe("<pb-toggle> under the theme's CSS (THEME-CSS.md §6)", () => {
  it('a closed toggle opens (sliding while the theme class still says closed), and closes again', async () => {
    await theme.preferMotion('no-preference');
    const el = await mount<PbToggleElement>(cmsToggle(), 'pb-toggle');
    expect(heights(el), 'closed as printed').to.deep.equal([0]);
    clock = new FakeClock().install();
    button(el).click();
    const content = el.querySelector<HTMLElement>('.et_pb_toggle_content')!;
    expect(getComputedStyle(content).display, 'displayed while sliding open').to.equal('block');
    clock.tick(700);
    expect(heights(el)[0]).to.be.above(20);
    button(el).click();
    clock.tick(700);
    expect(heights(el)).to.deep.equal([0]);
  });

  it('under reduced motion the accordion swaps its open item at once', async () => {
    await theme.preferMotion('reduce');
    const el = await mount<PbToggleElement>(cmsAccordion(), 'pb-toggle');
    expect(heights(el).map(Boolean)).to.deep.equal([true, false, false]);
    button(el, 2).click();
    expect(heights(el).map(Boolean)).to.deep.equal([false, false, true]);
    // The address and the scroll follow with the toggle's extras; let them land before the next test.
    await el.updateComplete;
  });

  it('find in page (beforematch) and a hash at load open a closed item', async () => {
    const el = await mount<PbToggleElement>(cmsAccordion(), 'pb-toggle');
    el.querySelectorAll('.et_pb_toggle_content')[1].dispatchEvent(new Event('beforematch', { bubbles: true }));
    expect(heights(el).map(Boolean)).to.deep.equal([false, true, false]);
    unmountAll();
    history.replaceState(null, '', '#rights');
    const toggle = await mount<PbToggleElement>(cmsToggle(), 'pb-toggle');
    expect(heights(toggle)[0]).to.be.above(20);
  });
});
