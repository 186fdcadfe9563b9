/**
 * A bare `<pb-slider>` under its own stylesheet before the element has built it: the first slide shows and the
 * others keep their room unseen, from the printed page until the build (pb-slider.css, the container's
 * `.pb-slider__slides`), including while the element is defined but waits (`defer-hydration`, as the React site
 * holds a section's elements until it has hydrated). This file never imports the element before its test does.
 */
import { expect } from '@open-wc/testing';
import { loadStyles } from '../base/test/styles.js';
import { bareSlider } from './pb-slider.fixtures.js';
import type { PbSliderElement } from './pb-slider.js';

/** Each slide's visibility, in order. */
const visibility = (el: Element) =>
  [...el.querySelectorAll(':scope > figure')].map((slide) => getComputedStyle(slide).visibility);

describe('a bare <pb-slider> before it is built (pb-slider.css)', () => {
  before(() => loadStyles('/elements/pb-slider/pb-slider.css'));

  it('shows only the first slide when printed, while defined but held, and once built, and its height stays', async () => {
    const host = Object.assign(document.createElement('div'), { className: 'pb-test-fixture' });
    host.innerHTML = bareSlider
      .replace('<pb-slider', '<pb-slider defer-hydration')
      .replace('<figure><p>Two</p></figure>', '<figure><p>Two</p><p>taller</p><p>still</p></figure>');
    document.body.append(host);
    const el = host.querySelector<PbSliderElement>('pb-slider')!;
    expect(customElements.get('pb-slider'), 'not yet defined').to.equal(undefined);
    expect(visibility(el), 'printed').to.deep.equal(['visible', 'hidden', 'hidden', 'hidden']);
    const height = el.getBoundingClientRect().height;

    await import('./define.js');
    expect(el.matches(':defined'), 'defined').to.equal(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(el.querySelector('.pb-slider__slide'), 'not built while held').to.equal(null);
    expect(visibility(el), 'defined, held').to.deep.equal(['visible', 'hidden', 'hidden', 'hidden']);
    expect(el.getBoundingClientRect().height, 'height while held').to.equal(height);

    el.removeAttribute('defer-hydration');
    await el.updateComplete;
    expect(el.querySelector('.pb-slider__slide'), 'built').not.to.equal(null);
    expect(visibility(el), 'built').to.deep.equal(['visible', 'hidden', 'hidden', 'hidden']);
    host.remove();
  });
});
