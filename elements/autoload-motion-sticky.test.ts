/**
 * Autoload on a page whose only motion is sticky options (MARKUP.md §8.9): the page prints `et_pb_sticky_elements`
 * and no `<pb-motion>`; autoload adds one, and the module sticks. A page of its own: autoload starts once per page.
 */
import { expect } from '@open-wc/testing';
import { until } from './base/test/until.js';

(window as { et_pb_sticky_elements?: unknown }).et_pb_sticky_elements = {
  et_pb_text_71: { id: 'et_pb_text_71', selector: '.et_pb_text_71', position: 'top', topOffset: '12px' },
};
const page = document.createElement('div');
page.innerHTML = '<div class="et_pb_module et_pb_text et_pb_text_71"><p>Sticky</p></div>';
document.body.prepend(page);

describe('autoload on a page with sticky options only', () => {
  before(async () => {
    await import('./autoload.js');
    await until(() => customElements.get('pb-motion'), 4000);
  });

  it('adds one <pb-motion>, and the module sticks at its offset', async () => {
    expect(document.querySelectorAll('pb-motion').length).to.equal(1);
    const module = page.querySelector<HTMLElement>('.et_pb_text_71')!;
    await until(() => getComputedStyle(module).position === 'sticky', 4000);
    expect([getComputedStyle(module).position, getComputedStyle(module).top]).to.deep.equal(['sticky', '12px']);
  });
});
