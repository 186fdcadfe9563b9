import { expect } from '@open-wc/testing';
import { loadStyles } from '../base/test/styles.js';
import { mount, runA11ySuite, runCleanupSuite, runMotionSuite, runUpgradeSuite, unmountAll } from '../base/test/suites.js';
import { until } from '../base/test/until.js';
import './define.js';
import { HeaderElement } from './header.js';
import { cmsHeader, fixtures } from './header.fixtures.js';

const CSS = '/elements/pb-header/pb-header.css';
const spacer = '<div class="pb-test-spacer" style="height: 3000px"></div>';
const root = () => document.documentElement.style;

before(() => loadStyles(CSS));
afterEach(() => {
  unmountAll();
  document.getElementById('wpadminbar')?.remove();
  scrollTo(0, 0);
});

runUpgradeSuite({ element: HeaderElement, fixtures, chrome: '.pb-header-sentinel' });
runCleanupSuite({ element: HeaderElement, fixtures, chrome: '.pb-header-sentinel' });
runMotionSuite('pb-header', CSS);
runA11ySuite({ element: HeaderElement, fixtures }, [{ name: 'at the top' }, {
    name: 'fixed',
    enter: async (el) => {
      el.closest('.pb-test-fixture')!.insertAdjacentHTML('beforeend', spacer);
      scrollTo(0, 400);
      await until(() => (el as HeaderElement).fixed || el.querySelector('#main-header') === null);
    },
  },]);

describe('<pb-header> fixed header (spec §2, §4; MARKUP.md §8.5)', () => {
  it('becomes fixed past its waypoint and unfixes back at the top, with the theme classes in step', async () => {
    const el = await mount<HeaderElement>(cmsHeader() + spacer, 'pb-header');
    expect(el.fixed).to.equal(false);
    scrollTo(0, 400);
    await until(() => el.fixed);
    expect(document.getElementById('page-container')!.classList.contains('et-animated-content')).to.equal(true);
    scrollTo(0, 0);
    await until(() => !el.fixed);
    expect(document.getElementById('page-container')!.classList.contains('et-animated-content')).to.equal(false);
  });

  it('transparent variant: fixes only once scrolled past the header\'s own height', async () => {
    document.body.classList.add('et_transparent_nav');
    try {
      const el = await mount<HeaderElement>(cmsHeader() + spacer, 'pb-header');
      el.header.style.height = '200px';
      await until(() => el.style.getPropertyValue('--pb-header-waypoint') === '200px');
      scrollTo(0, 100);
      await new Promise((r) => setTimeout(r, 200));
      expect(el.fixed).to.equal(false);
      scrollTo(0, 400);
      await until(() => el.fixed);
    } finally {
      document.body.classList.remove('et_transparent_nav');
    }
  });

  it('never fixes at or below its breakpoint (980 px by default)', async () => {
    const el = await mount<HeaderElement>(cmsHeader(100000) + spacer, 'pb-header');
    scrollTo(0, 400);
    await new Promise((r) => setTimeout(r, 200));
    expect(el.fixed).to.equal(false);
    expect(root().getPropertyValue('--pb-header-height')).to.equal('0px');
  });

  it('keeps scroll-padding-top equal to the header height plus the admin toolbar, following resizes', async () => {
    const bar = Object.assign(document.createElement('div'), { id: 'wpadminbar' });
    bar.style.height = '32px';
    document.body.prepend(bar);
    const el = await mount<HeaderElement>(cmsHeader() + spacer, 'pb-header');
    const header = el.header;
    header.style.height = '80px';
    const admin = innerWidth > 600 ? 32 : 0;
    await until(() => root().scrollPaddingTop === `${80 + admin}px`);
    expect(root().getPropertyValue('--pb-admin-bar')).to.equal(`${admin}px`);
    expect(root().getPropertyValue('--pb-header-height')).to.equal('80px');
    header.style.height = '50px';
    await until(() => root().scrollPaddingTop === `${50 + admin}px`);
    el.remove();
    await until(() => root().scrollPaddingTop === '');
  });

  it('sizes a fullscreen header section to the viewport minus admin toolbar and header, in CSS', async () => {
    const el = await mount<HeaderElement>(cmsHeader() + '<div class="et_pb_section et_pb_fullscreen">Hero</div>', 'pb-header');
    el.header.style.height = '100px';
    await until(() => root().getPropertyValue('--pb-header-height') === '100px');
    const section = document.querySelector<HTMLElement>('.et_pb_fullscreen')!;
    expect(Math.round(section.getBoundingClientRect().height)).to.equal(Math.round(document.documentElement.clientHeight - 100) || innerHeight - 100);
  });
});
