/**
 * `<pb-gallery>` under the theme's own rules (THEME-CSS.md §11 and §15; elements/base/test/theme-rules.ts): the
 * theme's CSS hides every `.et_pb_gallery_grid .et_pb_gallery_item`, and its script showed the current page's by
 * inline display. The element does the same, so the visitor sees one page at a time.
 */
import { expect } from '@open-wc/testing';
import { mount, unmountAll } from '../base/test/suites.js';
import { underThemeRules, printed } from '../base/test/theme-rules.js';
import './define.js';
import type { PbGalleryElement } from './pb-gallery.js';
import { cmsGallery } from './pb-gallery.fixtures.js';

/** The numbers of the photos the visitor sees (displayed, with a box). */
const seen = (el: Element) =>
  [...el.querySelectorAll<HTMLElement>('.et_pb_gallery_item')].flatMap((item, i) =>
    getComputedStyle(item).display !== 'none' && item.getBoundingClientRect().height > 0 ? [i + 1] : [],
  );

const theme = underThemeRules('/elements/pb-gallery/pb-gallery.css');

describe("<pb-gallery> under the theme's CSS (THEME-CSS.md §11)", () => {
  it('shows page 1, then page 2 by its link with page 1 hidden, then the last page', async () => {
    await theme.preferMotion('reduce');
    const el = await mount<PbGalleryElement>(cmsGallery(), 'pb-gallery');
    expect(seen(el), 'page 1').to.deep.equal([1, 2, 3, 4]);
    el.querySelector<HTMLElement>('.et_pb_gallery_pagination a.page-2')!.click();
    expect(seen(el), 'page 2').to.deep.equal([5, 6, 7, 8]);
    unmountAll();
    history.replaceState(null, '', '#photos|3');
    const restored = await mount<PbGalleryElement>(cmsGallery(), 'pb-gallery');
    expect(seen(restored), 'page 3 from the address').to.deep.equal([9, 10]);
  });

  it('before the element runs, the first page already shows, so upgrading shifts nothing', async () => {
    const host = printed(cmsGallery(), 'pb-gallery');
    expect(seen(host)).to.deep.equal([1, 2, 3, 4]);
  });

  it('a gallery of one page shows all its items', async () => {
    const el = await mount<PbGalleryElement>(cmsGallery(3, '8'), 'pb-gallery');
    expect(seen(el)).to.deep.equal([1, 2, 3]);
  });
});
