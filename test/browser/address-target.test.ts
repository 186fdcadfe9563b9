/**
 * The React site rendered on the client, opened at `#contact`: the section arrives after load, and the page must jump
 * to it and keep it in view while sections above it arrive, until the visitor moves on (site/src/address-target.ts).
 * The page's own scroll anchoring is off here (WebKit has none), so only the site's code can keep the target in place.
 */
import { expect } from '@open-wc/testing';
import { scrollTargetId } from '../../site/src/address.js';
import { followAddressTarget } from '../../site/src/address-target.js';

let root: HTMLElement;
let above: HTMLElement;
let stop = () => {};

const frame = () => new Promise(requestAnimationFrame);
/** Two frames: layout, then the ResizeObserver's delivery and the scroll it makes. */
const settle = async () => {
  await frame();
  await frame();
};
const topOf = (id: string) => document.getElementById(id)!.getBoundingClientRect().top;

/** A section arriving in `root`, as React commits one: a subtree holding the element the address names. */
function arrive(id: string) {
  const section = document.createElement('section');
  section.innerHTML = `<h2 id="${id}">Contact</h2><div style="height: 3000px"></div>`;
  root.append(section);
}

beforeEach(() => {
  // The site scrolls smoothly where motion is welcome; the jump to an address's target must not.
  document.documentElement.style.scrollBehavior = 'smooth';
  document.documentElement.style.overflowAnchor = 'none';
  root = document.createElement('main');
  above = document.createElement('div');
  above.style.height = '3000px';
  root.append(above);
  document.body.append(root);
  scrollTo({ top: 0, behavior: 'instant' });
});

afterEach(() => {
  stop();
  root.remove();
  document.documentElement.style.scrollBehavior = '';
  document.documentElement.style.overflowAnchor = '';
  scrollTo({ top: 0, behavior: 'instant' });
});

describe('followAddressTarget', () => {
  it('jumps to the target as soon as it arrives, without gliding across the page', async () => {
    stop = followAddressTarget(root, 'contact');
    await frame();
    expect(scrollY).to.equal(0);
    arrive('contact');
    await frame();
    expect(Math.abs(topOf('contact'))).to.be.below(1);
  });

  it('keeps the target in view while content above it grows, until the visitor moves on', async () => {
    stop = followAddressTarget(root, 'contact');
    arrive('contact');
    await settle();
    above.style.height = '3500px';
    await settle();
    expect(Math.abs(topOf('contact')), 'a section above arrived').to.be.below(1);
    above.style.height = '2000px';
    await settle();
    expect(Math.abs(topOf('contact')), 'a section above shrank').to.be.below(1);

    document.dispatchEvent(new WheelEvent('wheel', { deltaY: 40 }));
    above.style.height = '2500px';
    await settle();
    expect(topOf('contact'), 'the visitor has moved on: the page does not move under them').to.be.closeTo(500, 1);
  });

  it('stops waiting when the visitor moves on before the target arrives', async () => {
    stop = followAddressTarget(root, 'contact');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift' }));
    arrive('contact');
    await settle();
    expect(scrollY).to.equal(0);
  });

  it('watches nothing when the target is printed already, the address keeps a state, or it is stopped', async () => {
    arrive('printed');
    stop = followAddressTarget(root, 'printed');
    above.style.height = '3500px';
    await settle();
    expect(scrollY, 'the browser has scrolled to a printed target; the site leaves it').to.equal(0);

    stop = followAddressTarget(root, scrollTargetId('#state|params'));
    arrive('state');
    await settle();
    expect(scrollY, 'an element state names no element').to.equal(0);

    stop = followAddressTarget(root, 'later');
    stop();
    arrive('later');
    await settle();
    expect(scrollY, 'stopped (the site unmounted)').to.equal(0);
  });
});
