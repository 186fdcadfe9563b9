/**
 * <sbi-feed> under the feed plugin's own stylesheet: its legacy layout gives items percentage widths per
 * `sbi_col_N` (THEME-CSS.md §14) with padding for the space between them (MARKUP.md §9.1), and themes turn
 * `#sbi_images` into a wrapping flex row over those widths. Our stylesheet must add no space of its own there, or a
 * row of 4 wraps to 3 (issue 18).
 */
import { expect } from '@open-wc/testing';
import { loadStyles } from '../base/test/styles.js';
import { mount, unmountAll } from '../base/test/suites.js';
import { withViewport } from '../base/test/viewport.js';
import './define.js';
import { feed } from './sbi-feed.fixtures.js';

/**
 * The rules that decide the row (unlayered, as a site's stylesheets are): the plugin's border-box items, its
 * percentage width for 4 columns and its padding on each item, and a theme's flex row over them.
 */
const PLUGIN_RULES = `
  #sb_instagram #sbi_images { display: flex; flex-wrap: wrap; box-sizing: border-box; width: 100%; }
  #sb_instagram .sbi_item { box-sizing: border-box; }
  #sb_instagram.sbi_col_4 #sbi_images .sbi_item { width: 25%; padding: 5px; }
`;

/** The distinct top edges of the items, rounded: one per row. */
const rows = (el: Element) =>
  new Set([...el.querySelectorAll('.sbi_item')].map((item) => Math.round(item.getBoundingClientRect().top))).size;

describe('<sbi-feed> with the plugin’s stylesheet (THEME-CSS.md §14)', () => {
  let style: HTMLStyleElement;
  before(async () => {
    await loadStyles('/elements/sbi-feed/sbi-feed.css');
    style = Object.assign(document.createElement('style'), { textContent: PLUGIN_RULES });
    document.head.append(style);
  });
  after(() => style.remove());
  afterEach(unmountAll);

  it('a flex row of 4 columns stays 4: no gap added on #sbi_images, the plugin’s item padding kept', async () => {
    await withViewport({ width: 1024, height: 700 }, async () => {
      const el = await mount(feed({ items: 8, num: 8, nummobile: 8 }), 'sbi-feed');
      const images = el.querySelector<HTMLElement>('#sbi_images')!;
      const items = [...el.querySelectorAll<HTMLElement>('.sbi_item')];
      expect(rows(el), 'rows of 8 items in 4 columns').to.equal(2);
      const css = getComputedStyle(images);
      expect([css.display, css.columnGap, css.rowGap]).to.deep.equal(['flex', 'normal', 'normal']);
      expect(items.map((item) => getComputedStyle(item).paddingLeft)).to.deep.equal(Array(8).fill('5px'));
      const first = items.slice(0, 4).map((item) => Math.round(item.getBoundingClientRect().width));
      const width = images.getBoundingClientRect().width;
      expect(first.every((w) => Math.abs(w - width / 4) <= 1)).to.equal(true);
    });
  });
});
