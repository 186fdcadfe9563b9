/**
 * Autoload on a page whose only motion is a true parallax background (MARKUP.md §8.10): the page prints
 * `.et_parallax_bg` and no global, no `<pb-motion>`; autoload adds one, and the background is made taller than
 * its section by window × 0.3. A page of its own: autoload starts once per page.
 */
import { expect } from '@open-wc/testing';
import { preferMotion } from './base/test/motion-preference.js';
import { until } from './base/test/until.js';

const page = document.createElement('div');
page.innerHTML =
  '<div class="et_pb_section" style="position:relative;height:300px"><span class="et_parallax_bg_wrap" style="position:absolute;inset:0;overflow:hidden"><span class="et_parallax_bg" style="position:absolute;bottom:0;left:0;width:100%;height:100%;display:block"></span></span></div>';
document.body.prepend(page);

describe('autoload on a page with a true parallax background only', () => {
  before(async () => {
    // Parallax is static under reduced motion: this page asks for motion, whatever the machine prefers.
    await preferMotion('no-preference');
    await import('./autoload.js');
    await until(() => customElements.get('pb-motion'), 4000);
  });

  it('adds one <pb-motion>, and the background grows by window × 0.3', async () => {
    expect(document.querySelectorAll('pb-motion').length).to.equal(1);
    const background = page.querySelector<HTMLElement>('.et_parallax_bg')!;
    const expected = Math.round(300 + innerHeight * 0.3);
    await until(() => Math.round(background.getBoundingClientRect().height) === expected, 4000);
    expect(Math.round(background.getBoundingClientRect().height)).to.equal(expected);
  });
});
