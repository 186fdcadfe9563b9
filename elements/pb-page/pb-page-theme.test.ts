/**
 * `<pb-page>` under the theme's own rules (THEME-CSS.md §12; elements/base/test/theme-rules.ts): the side
 * navigation is the theme's `ul.et_pb_side_nav` (opacity 0 until `et-visible`) inside a named `nav`, and the
 * scroll-to-top icon, which the theme's CSS keeps `display: none` until its script shows it, shows past 800 px.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { loadStyles } from '../base/test/styles.js';
import { mount, runA11ySuite, unmountAll } from '../base/test/suites.js';
import { loadThemeRules } from '../base/test/theme-rules.js';
import { until } from '../base/test/until.js';
import './define.js';
import { PbPageElement } from './pb-page.js';
import { barePage, cmsPage } from './pb-page.fixtures.js';

const SIDE_NAV = 'nav[aria-label] > ul.et_pb_side_nav > li.side_nav_item > a#side_nav_item_id_0';

let removeRules: () => void = () => {};
before(async () => {
  await loadStyles('/elements/pb-page/pb-page.css');
  removeRules = await loadThemeRules();
});
after(() => removeRules());
afterEach(() => {
  unmountAll();
  document.body.classList.remove('et_pb_side_nav_page');
  history.replaceState(null, '', location.pathname + location.search);
  scrollTo({ top: 0, behavior: 'instant' });
});

describe("<pb-page> under the theme's CSS (THEME-CSS.md §12)", () => {
  it("the side navigation is the theme's ul.et_pb_side_nav > li.side_nav_item > a#side_nav_item_id_N, made visible", async () => {
    document.body.classList.add('et_pb_side_nav_page');
    const el = await mount(cmsPage(), 'pb-page');
    await until(() => el.querySelector(SIDE_NAV));
    const list = el.querySelector<HTMLElement>('ul.et_pb_side_nav')!;
    const dots = [...list.querySelectorAll<HTMLAnchorElement>(':scope > li.side_nav_item > a')];
    expect(dots.map((a) => a.id)).to.deep.equal(['side_nav_item_id_0', 'side_nav_item_id_1', 'side_nav_item_id_2']);
    expect(`${list.className}|${list.style.marginTop}`).to.equal('et_pb_side_nav et-visible|-50px');
    expect(list.closest('nav')!.getAttribute('aria-label')).to.equal('Page sections');
    await until(() => getComputedStyle(list).opacity === '1');
    expect(dots.map((a) => `${a.classList.contains('active')}|${a.getAttribute('aria-current')}`)).to.deep.equal([
      'true|true',
      'false|null',
      'false|null',
    ]);
    scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    await until(() => dots[2].classList.contains('active') && dots[2].getAttribute('aria-current') === 'true', 2000);
    expect(dots.filter((a) => a.classList.contains('active')).length).to.equal(1);
  });

  it('the side navigation is keyboard usable: Enter on a dot scrolls to its section and focuses it', async () => {
    const el = await mount(barePage, 'pb-page');
    await until(() => el.querySelector(SIDE_NAV));
    const dots = [...el.querySelectorAll<HTMLAnchorElement>('ul.et_pb_side_nav a')];
    dots[1].focus();
    await sendKeys({ press: 'Enter' });
    await until(() => document.activeElement === el.querySelectorAll('section')[1]);
    expect(Math.abs(el.querySelectorAll('section')[1].getBoundingClientRect().top)).to.be.below(2);
  });

  it("the scroll-to-top icon, display: none by the theme's CSS, shows past 800 px and hides again", async () => {
    const el = await mount(cmsPage(), 'pb-page');
    await until(() => el.querySelector('.et_pb_scroll_top > button.pb-page-top'));
    const icon = el.querySelector<HTMLElement>('.et_pb_scroll_top')!;
    const button = icon.querySelector('button')!;
    expect(getComputedStyle(icon).display, 'hidden at the top').to.equal('none');
    scrollTo({ top: 1200, behavior: 'instant' });
    await until(() => icon.classList.contains('et-visible'));
    const { width, height } = icon.getBoundingClientRect();
    expect(`${getComputedStyle(icon).display}|${width > 0 && height > 0}`, 'shown').to.equal('block|true');
    await until(() => getComputedStyle(button).visibility === 'visible');
    scrollTo({ top: 0, behavior: 'instant' });
    await until(() => icon.classList.contains('et-hidden'));
    await until(() => getComputedStyle(button).visibility === 'hidden');
    expect(icon.classList.contains('et-visible')).to.equal(false);
  });
});

runA11ySuite({ element: PbPageElement, fixtures: { "bare tag under the theme's CSS": barePage } }, [
  { name: 'side navigation shown', enter: (el) => until(() => el.querySelector(SIDE_NAV)) },
  {
    name: 'scrolled past 800 px (scroll-to-top shown)',
    enter: async (el) => {
      await until(() => el.querySelector(SIDE_NAV));
      scrollTo({ top: 1200, behavior: 'instant' });
      await until(() => el.querySelector('.et_pb_scroll_top.et-visible'));
    },
  },
]);
