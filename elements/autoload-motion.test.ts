/**
 * Autoload on a page with entrance animations (MARKUP.md §2, §6.5): the page prints `et_animation_data` and the
 * modules, no `<pb-motion>`; autoload adds one, once, at the end of the body, and its modules animate. The page is
 * set up before autoload loads (a dynamic import), as a page printing it in its head would be.
 */
import { expect } from '@open-wc/testing';
import { until } from './base/test/until.js';

(window as { et_animation_data?: unknown }).et_animation_data = [
  { class: 'et_pb_text_70', style: 'slideTop', repeat: 'once', duration: '400ms', delay: '0ms', intensity: '50%' },
];
const page = document.createElement('div');
page.innerHTML =
  '<div class="et_pb_module et_pb_text et_pb_text_70 et_animated"><div class="et_pb_text_inner"><p>Hello</p></div></div>';
document.body.prepend(page);

describe('autoload on a page with entrance animations', () => {
  before(async () => {
    await import('./autoload.js');
    await until(() => customElements.get('pb-motion'), 4000);
  });

  it('adds one empty <pb-motion> at the end of the body, and the modules animate', async () => {
    const added = [...document.querySelectorAll('pb-motion')];
    expect(added.map((el) => [el.parentElement?.localName, el.childElementCount])).to.deep.equal([['body', 0]]);
    expect(added[0].getBoundingClientRect().height, 'takes no room').to.equal(0);
    await until(() => page.querySelector('.et_pb_text_70.et_had_animation'), 4000);
    expect(page.querySelector('.et_animated') === null).to.equal(true);
  });

  it('adds no second one when more content arrives', async () => {
    const more = document.createElement('div');
    more.innerHTML = '<div class="et_pb_module et_pb_blurb et-waypoint et_pb_animation_left"><p>Later</p></div>';
    document.body.append(more);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(document.querySelectorAll('pb-motion').length).to.equal(1);
    more.remove();
  });
});
