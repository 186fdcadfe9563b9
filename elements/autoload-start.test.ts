/**
 * What autoload does once per page, on a page as the CMS prints it (MARKUP.md §2, §8.5, §8.10): the theme's
 * lifecycle events (natively and through the page's jQuery), the builder's menu modules, the row column classes,
 * and the page's own <pb-page> kept. The page is set up before autoload loads (a dynamic import), as a page
 * printing it in its head would be.
 */
import { expect } from '@open-wc/testing';
import { until } from './base/test/until.js';

/** The builder's menu modules as Divi 4 prints them: `.et-menu-nav ul.nav` and the mobile menu's bar. */
const menuModule = (root: string, n: number) => `
  <div class="et_pb_module ${root} ${root}_${n} et_pb_bg_layout_light et_dropdown_animation_fade et_pb_menu--style-left_aligned" id="menu-module-${n}">
    <div class="et_pb_menu_inner_container clearfix">
      <div class="et_pb_menu__wrap">
        <div class="et_pb_menu__menu">
          <nav class="et-menu-nav"><ul id="menu-main-${n}" class="et-menu nav">
            <li class="menu-item"><a href="/">Home</a></li>
            <li class="menu-item menu-item-has-children"><a href="/services/">Services</a>
              <ul class="sub-menu"><li class="menu-item"><a href="/services/films/">Films</a></li></ul></li>
          </ul></nav>
        </div>
        <div class="et_mobile_nav_menu"><div class="mobile_nav closed"><span class="mobile_menu_bar"></span></div></div>
      </div>
    </div>
  </div>`;

const column = (type: string | null) =>
  `<div class="et_pb_column${type ? ` et_pb_column_${type}` : ''} et_pb_column_9 et_pb_css_mix_blend_mode_passthrough"></div>`;
const row = (id: string, types: (string | null)[], inner = '') =>
  `<div class="et_pb_row et_pb_row_${id}" id="row-${id}">${types.map(column).join('')}${inner}</div>`;

/** Each printed row, and the class the theme's script gives it (none: ''). */
const ROWS: [string, (string | null)[], string][] = [
  ['quarters', ['1_4', '1_4', '1_4', '1_4'], 'et_pb_row_4col'],
  ['fifths', ['1_5', '1_5', '1_5', '1_5', '1_5'], 'et_pb_row_5col'],
  ['sixths', ['1_6', '1_6', '1_6', '1_6', '1_6', '1_6'], 'et_pb_row_6col'],
  ['mixed', ['1_4', '1_2', '1_4'], 'et_pb_row_1-4_1-2_1-4'],
  ['threequarters', ['3_4', '1_4'], 'et_pb_row_3-4_1-4'],
  ['untyped', [null, '1_4'], 'et_pb_row_4-4_1-4'],
  ['halves', ['1_2', '1_2'], ''],
  ['thirds', ['1_3', '1_3', '1_3'], ''],
];

const log: string[] = [];
const page = document.createElement('div');
page.innerHTML = `<pb-page id="printed-page"></pb-page>${menuModule('et_pb_menu', 0)}${menuModule('et_pb_fullwidth_menu', 0)}
  <div class="et_pb_module et_pb_fullwidth_post_slider et_pb_fullwidth_post_slider_0" id="post-slider"><div class="et_pb_slides">
    <div class="et_pb_slide et_pb_slide_0"><div class="et_pb_container clearfix"><div class="et_pb_slider_container_inner"><div class="et_pb_slide_description"><h2 class="et_pb_slide_title">One</h2></div></div></div></div>
    <div class="et_pb_slide et_pb_slide_1"><div class="et_pb_container clearfix"><div class="et_pb_slider_container_inner"><div class="et_pb_slide_description"><h2 class="et_pb_slide_title">Two</h2></div></div></div></div>
  </div></div>
  ${ROWS.map(([id, types]) => row(id, types)).join('')}
  ${row('outer', ['4_4'], `<div class="et_pb_row_inner et_pb_row_inner_0" id="row-inner">${column('1_4')}${column('1_4')}</div>`)}`;
document.body.prepend(page);

// What each listener sees when it runs: where, what, whether the modules were upgraded by then.
const note = (how: string, where: string, type: string) =>
  log.push(
    `${how} ${where} ${type.replace(/^et_pb_|_init_modules$/g, '')}: ${document.querySelector('pb-menu') ? 'wrapped' : 'bare'}, ${customElements.get('pb-menu') && customElements.get('pb-page') ? 'defined' : 'undefined'}`,
  );
for (const type of ['et_pb_before_init_modules', 'et_pb_after_init_modules']) {
  window.addEventListener(type, () => note('native', 'window', type));
  document.addEventListener(type, () => note('native', 'document', type));
}
// A stand-in for the page's jQuery, bound as jQuery binds: one native listener per target and type, which skips the
// event jQuery is triggering itself (`jQuery.event.triggered`), and `trigger(type)` running the handlers. A handler
// that ran for both the native event and the trigger would show twice in the log.
const bound = new Map<EventTarget, Map<string, (() => void)[]>>();
const jQuery = Object.assign(
  (target: Window | Document) => ({
    on(type: string, handler: () => void) {
      if (!bound.has(target)) bound.set(target, new Map());
      const handlers = bound.get(target)!;
      if (!handlers.has(type)) {
        handlers.set(type, []);
        target.addEventListener(type, (event) => {
          if (jQuery.event.triggered !== event.type) handlers.get(type)!.forEach((run) => run());
        });
      }
      handlers.get(type)!.push(handler);
    },
    trigger: (type: string) =>
      bound
        .get(target)
        ?.get(type)
        ?.forEach((run) => run()),
  }),
  { event: { triggered: undefined as string | undefined } },
);
jQuery(window).on('et_pb_before_init_modules', () => note('jQuery', 'window', 'et_pb_before_init_modules'));
jQuery(document).on('et_pb_after_init_modules', () => note('jQuery', 'document', 'et_pb_after_init_modules'));
(globalThis as { jQuery?: unknown }).jQuery = jQuery;

describe('autoload on a page as the CMS prints it', () => {
  before(async () => {
    await import('./autoload.js');
    await until(() => customElements.get('pb-page'), 4000);
  });

  it("fires the theme's lifecycle events once each: before upgrading on window, after the first pass on document", async () => {
    await until(() => log.length >= 5, 4000);
    // A module added later is upgraded, but the page's start events do not fire again.
    const later = document.createElement('div');
    later.innerHTML = menuModule('et_pb_menu', 1);
    document.body.append(later);
    await until(() => later.querySelector('pb-menu .pb-menu-mobile-toggle'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(log).to.deep.equal([
      'native window before: bare, undefined',
      'jQuery window before: bare, undefined',
      'native document after: wrapped, defined',
      'native window after: wrapped, defined',
      'jQuery document after: wrapped, defined',
    ]);
    expect(jQuery.event.triggered, "jQuery's marker is cleared").to.equal(undefined);
    later.remove();
  });

  it("keeps the page's own <pb-page> and adds none", () => {
    expect([...document.querySelectorAll('pb-page')].map((element) => element.id)).to.deep.equal(['printed-page']);
  });

  it("wraps the builder's menu modules (Divi 4 menu and fullwidth menu) in <pb-menu>, which builds their mobile menus", async () => {
    const modules = [...page.querySelectorAll('.et_pb_menu, .et_pb_fullwidth_menu')];
    expect(modules.map((module) => `${module.parentElement?.localName} > ${module.id}`)).to.deep.equal([
      'pb-menu > menu-module-0',
      'pb-menu > menu-module-0',
    ]);
    await until(() => page.querySelectorAll('pb-menu .pb-menu-mobile-toggle').length === 2);
    expect(
      [...page.querySelectorAll('pb-menu')].map((menu) => [
        menu.querySelector('.mobile_nav ul.et_mobile_menu > li > a')?.textContent,
        menu.querySelector('.et-menu-nav .pb-menu-toggle')?.getAttribute('aria-expanded'),
      ]),
    ).to.deep.equal([
      ['Home', 'false'],
      ['Home', 'false'],
    ]);
  });

  it('wraps a fullwidth post slider in <pb-slider>', async () => {
    expect(document.getElementById('post-slider')!.parentElement!.localName).to.equal('pb-slider');
    await until(() => customElements.get('pb-slider'), 4000);
  });

  it("adds the theme's row column classes", () => {
    for (const [id, , expected] of ROWS)
      expect(
        [...document.getElementById(`row-${id}`)!.classList].filter((name) => !/^et_pb_row(_[a-z]+)?$/.test(name)),
        id,
      ).to.deep.equal(expected ? [expected] : []);
    expect(document.getElementById('row-inner')!.className).to.equal(
      'et_pb_row_inner et_pb_row_inner_0 et_pb_row_1-4_1-4',
    );
    expect(document.getElementById('row-outer')!.className).to.equal('et_pb_row et_pb_row_outer');
  });

  it('adds them to rows added later', async () => {
    const later = document.createElement('div');
    later.innerHTML = row('later', ['1_4', '3_4']);
    document.body.append(later);
    await until(() => document.getElementById('row-later')?.classList.contains('et_pb_row_1-4_3-4'));
    expect(document.getElementById('row-later')!.className).to.equal('et_pb_row et_pb_row_later et_pb_row_1-4_3-4');
    later.remove();
  });
});
