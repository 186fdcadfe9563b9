/**
 * `<pb-tabs>` under the theme's own rules (THEME-CSS.md §10 and §15; elements/base/test/theme-rules.ts):
 * `.et_pb_all_tabs > div { display: none }` except `.et_pb_active_content`. The element shows and hides panels by
 * inline `display`, as the theme's script did, so the fade out and in shows what it should.
 */
import { expect, oneEvent } from '@open-wc/testing';
import { mount } from '../base/test/suites.js';
import { underThemeRules } from '../base/test/theme-rules.js';
import './define.js';
import type { PbTabsElement } from './pb-tabs.js';
import { cmsTabs } from './pb-tabs.fixtures.js';

const shown = (el: Element) =>
  [...el.querySelectorAll<HTMLElement>('.et_pb_all_tabs > div')].map((panel) => getComputedStyle(panel).display);

const theme = underThemeRules('/elements/pb-tabs/pb-tabs.css');

describe("<pb-tabs> under the theme's CSS (THEME-CSS.md §10)", () => {
  it('the second tab shows its panel and hides the first, the old panel fading out first', async () => {
    await theme.preferMotion('no-preference');
    const el = await mount<PbTabsElement>(cmsTabs(), 'pb-tabs');
    expect(shown(el), 'before').to.deep.equal(['block', 'none', 'none']);
    const slid = oneEvent(el, 'pb-slid');
    el.querySelectorAll<HTMLElement>('[role="tab"]')[1].click();
    expect(shown(el), 'while the first panel fades out').to.deep.equal(['block', 'none', 'none']);
    await slid;
    expect(shown(el), 'after').to.deep.equal(['none', 'block', 'none']);
  });

  it('under reduced motion the panels swap at once, and back again', async () => {
    await theme.preferMotion('reduce');
    const el = await mount<PbTabsElement>(cmsTabs(), 'pb-tabs');
    el.select(2);
    expect(shown(el)).to.deep.equal(['none', 'none', 'block']);
    el.select(0);
    expect(shown(el)).to.deep.equal(['block', 'none', 'none']);
  });

  it('a panel restored from the hash shows on load', async () => {
    history.replaceState(null, '', '#services|1');
    const el = await mount<PbTabsElement>(cmsTabs('services'), 'pb-tabs');
    expect(`${el.activeIndex}|${shown(el).join(',')}`).to.equal('1|none,block,none');
  });
});
