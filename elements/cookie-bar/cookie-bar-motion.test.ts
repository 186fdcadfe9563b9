import { expect } from '@open-wc/testing';
import { preferMotion } from '../base/test/motion-preference.js';
import { reveal } from './motion.js';

/** The bar's slide (motion.ts): a newer call takes over from the one running, whatever the order. */
describe('<cookie-bar> show and hide slides', () => {
  let undo: (() => Promise<void>) | undefined;
  let box: HTMLElement;

  beforeEach(async () => {
    undo = await preferMotion('no-preference');
    box = Object.assign(document.createElement('div'), { textContent: 'bar', hidden: true });
    document.body.append(box);
  });

  afterEach(async () => {
    box.remove();
    await undo?.();
  });

  it('a hide while the show slides cancels the show and ends hidden', async () => {
    const showing = reveal(box, true, true, 400, 'bottom');
    expect([box.hidden, box.getAnimations().length]).to.deep.equal([false, 1]);
    const first = box.getAnimations()[0];
    const hiding = reveal(box, false, true, 50, 'bottom');
    expect(first.playState, 'the show is cancelled').to.equal('idle');
    await Promise.all([showing, hiding]);
    expect([box.hidden, box.getAnimations().length]).to.deep.equal([true, 0]);
  });

  it('a show while the hide slides ends shown, and the hide does not hide it afterwards', async () => {
    await reveal(box, true, false, 0, 'bottom');
    const hiding = reveal(box, false, true, 400, 'top');
    const showing = reveal(box, true, true, 50, 'top');
    await Promise.all([hiding, showing]);
    expect([box.hidden, box.getAnimations().length]).to.deep.equal([false, 0]);
  });

  it('shows at once without a slide under reduced motion', async () => {
    await undo?.();
    undo = await preferMotion('reduce');
    await reveal(box, true, true, 400, 'centre');
    expect([box.hidden, box.getAnimations().length]).to.deep.equal([false, 0]);
  });
});
