/**
 * A Divi 4 Menu module in the "inline centred logo" style under the theme's rules (THEME-CSS.md §4 in docs/;
 * elements/base/test/theme-rules.ts): above 980 px the module's logo sits in `li.et_pb_menu__logo-slot` in the middle
 * of the top-level items (the printed place is hidden by the theme); at 980 px and below it is back where it was
 * printed, shown again, and the slot is gone. Followed across the breakpoint; undone on disconnect.
 */
import { expect } from '@open-wc/testing';
import { loadStyles } from '../base/test/styles.js';
import { mount, unmountAll } from '../base/test/suites.js';
import { loadThemeRules } from '../base/test/theme-rules.js';
import { until } from '../base/test/until.js';
import { withViewport } from '../base/test/viewport.js';
import './define.js';
import type { PbMenuElement } from './pb-menu.js';
import { menuModule } from './pb-menu.fixtures.js';

const DESKTOP = { width: 1100, height: 700 };
const PHONE = { width: 600, height: 700 };

/** The top-level items in order: a link's text, or LOGO for the slot holding the module's logo. */
const order = (el: PbMenuElement) =>
  [...el.list!.querySelectorAll(':scope > li')].map((li) =>
    li.matches('.et_pb_menu__logo-slot')
      ? `LOGO${li.querySelector(':scope > .et_pb_menu__logo-wrap img') ? '' : ' (empty)'}`
      : li.querySelector(':scope > a')!.textContent,
  );
/** Where the logo is and whether it shows: `slot|<display>` or `printed|<display>`, with how many logos there are. */
const logo = (el: PbMenuElement) => {
  const wraps = el.querySelectorAll<HTMLElement>('.et_pb_menu__logo-wrap');
  const wrap = wraps[0];
  const place = wrap.parentElement!.matches('.et_pb_menu__logo-slot')
    ? 'slot'
    : wrap.parentElement!.matches('.et_pb_menu_inner_container') && wrap === wrap.parentElement!.firstElementChild
      ? 'printed'
      : 'elsewhere';
  return `${place}|${getComputedStyle(wrap).display}|${wraps.length} logo(s)`;
};

let removeRules: () => void = () => {};
before(async () => {
  await loadStyles('/elements/pb-menu/pb-menu.css');
  removeRules = await loadThemeRules();
});
after(() => removeRules());
afterEach(unmountAll);

describe('<pb-menu> on a Divi 4 Menu module: inline centred logo (THEME-CSS.md §4)', () => {
  it('on desktop puts the logo in li.et_pb_menu__logo-slot in the middle of the items, shown', async () => {
    await withViewport(DESKTOP, async () => {
      const el = await mount<PbMenuElement>(menuModule('inline_centered_logo', 5), 'pb-menu');
      expect(order(el)).to.deep.equal(['Home', 'Services', 'Work', 'LOGO', 'About', 'Journal']);
      expect(logo(el)).to.match(/^slot\|(block|flex)\|1 logo\(s\)$/);
      unmountAll();
      const even = await mount<PbMenuElement>(menuModule('inline_centered_logo', 4), 'pb-menu');
      expect(order(even)).to.deep.equal(['Home', 'Services', 'LOGO', 'Work', 'About']);
    });
  });

  it('at 980 px and below shows the printed logo again (display: flex under the theme) and has no slot', async () => {
    await withViewport(PHONE, async () => {
      const el = await mount<PbMenuElement>(menuModule('inline_centered_logo', 5), 'pb-menu');
      expect(order(el)).to.deep.equal(['Home', 'Services', 'Work', 'About', 'Journal']);
      expect(logo(el)).to.equal('printed|flex|1 logo(s)');
    });
  });

  it('follows the viewport across the breakpoint, both ways', async () => {
    await withViewport(DESKTOP, async () => {
      const el = await mount<PbMenuElement>(menuModule('inline_centered_logo', 5), 'pb-menu');
      expect(order(el)).to.include('LOGO');
      await withViewport(PHONE, async () => {
        await until(() => el.mobile);
        expect(`${order(el).includes('LOGO')}|${logo(el)}`).to.equal('false|printed|flex|1 logo(s)');
      });
      await until(() => !el.mobile);
      expect(order(el)).to.deep.equal(['Home', 'Services', 'Work', 'LOGO', 'About', 'Journal']);
      expect(logo(el)).to.match(/^slot\|/);
    });
  });

  it('keeps one slot and one logo over reconnects, and the mobile menu has neither', async () => {
    await withViewport(DESKTOP, async () => {
      const el = await mount<PbMenuElement>(menuModule('inline_centered_logo', 5), 'pb-menu');
      const host = el.parentElement!;
      for (let i = 0; i < 2; i++) {
        el.remove();
        host.append(el);
        await el.updateComplete;
      }
      expect(order(el)).to.deep.equal(['Home', 'Services', 'Work', 'LOGO', 'About', 'Journal']);
      expect(el.querySelectorAll('.et_pb_menu__logo-slot').length).to.equal(1);
      expect(logo(el)).to.match(/^slot\|.*\|1 logo\(s\)$/);
      expect(el.mobileMenu!.querySelectorAll('.et_pb_menu__logo-slot, img').length).to.equal(0);
    });
  });

  it('puts the logo back where it was printed and removes the slot on disconnect', async () => {
    await withViewport(DESKTOP, async () => {
      const el = await mount<PbMenuElement>(menuModule('inline_centered_logo', 5), 'pb-menu');
      expect(order(el)).to.include('LOGO');
      el.remove();
      const wrap = el.querySelector('.et_pb_menu__logo-wrap')!;
      expect([
        el.querySelectorAll('.et_pb_menu__logo-slot').length,
        wrap.parentElement!.className,
        wrap === wrap.parentElement!.firstElementChild,
      ]).to.deep.equal([0, 'et_pb_menu_inner_container clearfix', true]);
    });
  });

  it('leaves the logo of a module in another style where it was printed', async () => {
    await withViewport(DESKTOP, async () => {
      const el = await mount<PbMenuElement>(menuModule('left_aligned', 5), 'pb-menu');
      expect(`${order(el).includes('LOGO')}|${logo(el)}`).to.match(/^false\|printed\|(block|flex)\|1 logo\(s\)$/);
    });
  });

  it('passes axe on desktop (logo in the slot) and on a phone', async () => {
    for (const size of [DESKTOP, PHONE])
      await withViewport(size, async () => {
        const el = await mount<PbMenuElement>(menuModule('inline_centered_logo', 5), 'pb-menu');
        await expect(el).to.be.accessible();
        unmountAll();
      });
  });
});
