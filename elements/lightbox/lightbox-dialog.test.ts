/**
 * The lightbox dialog's swipes, read by the shared gesture code (`controllers/gesture.ts`, `watchGestures` with the
 * dialog's own disposer): the same rules as the slider and the slide-in menu, plus a mouse drag here.
 */
import { expect } from '@open-wc/testing';
import { ResourceTracker } from '../base/test/resource-tracker.js';
import { loadStyles } from '../base/test/styles.js';
import { showLightbox } from './lightbox-dialog.js';

const IMAGE = '/site/src/assets/poster-studio.svg';
const dialog = () => document.querySelector<HTMLDialogElement>('dialog.pb-lightbox')!;
const counter = () => dialog().querySelector('.pb-lightbox__counter')!.textContent;
const links = () =>
  [1, 2, 3].map((n) => {
    const link = Object.assign(document.createElement('a'), { href: `${IMAGE}?n=${n}`, title: `Photo ${n}` });
    link.append(Object.assign(document.createElement('img'), { src: IMAGE, alt: `Photo ${n}` }));
    return link;
  });
const swipe = (from: number, to: number, pointerType = 'touch') => {
  const at = dialog().querySelector('figure')!;
  at.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType, clientX: from, clientY: 300 }));
  at.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerType, clientX: to, clientY: 305 }));
};
const backdropClick = () => {
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  dialog().dispatchEvent(click);
  return click;
};

before(() => loadStyles('/elements/pb-lightbox/pb-lightbox.css'));
afterEach(() => {
  dialog()?.close();
  document.documentElement.dir = '';
});

describe('lightbox dialog swipes (the shared gesture code, spec §9)', () => {
  it('moves on a touch swipe, backwards in right-to-left text', () => {
    showLightbox(links(), 0, null);
    swipe(400, 300);
    expect(counter()).to.equal('2 of 3');
    swipe(300, 400);
    expect(counter()).to.equal('1 of 3');
    document.documentElement.dir = 'rtl';
    swipe(400, 300);
    expect(counter()).to.equal('3 of 3');
  });

  it('moves on a mouse drag too; a move under 30 px across does not', () => {
    showLightbox(links(), 0, null);
    swipe(400, 300, 'mouse');
    expect(counter()).to.equal('2 of 3');
    swipe(400, 380);
    expect(counter()).to.equal('2 of 3');
  });

  it('keeps open on the click a swipe leaves on the backdrop; a plain click there closes it', () => {
    showLightbox(links(), 0, null);
    swipe(400, 300);
    expect(backdropClick().defaultPrevented).to.equal(true);
    expect(dialog().open).to.equal(true);
    backdropClick();
    expect(dialog().open).to.equal(false);
  });

  it('closes, steps and moves with its buttons, through listeners it removes when the page replaces its dialog', () => {
    dialog()?.remove(); // the dialog the other tests used: this one is made while the tracker watches
    const tracker = new ResourceTracker().start();
    try {
      const first = showLightbox(links(), 0, null)!;
      first.dialog.querySelector<HTMLButtonElement>('.pb-lightbox__next')!.click();
      expect(counter()).to.equal('2 of 3');
      first.dialog.querySelector<HTMLButtonElement>('.pb-lightbox__close')!.click();
      expect(first.dialog.open).to.equal(false);
      const listening = tracker
        .live()
        .listeners.filter((r) => first.dialog === r.target || first.dialog.contains(r.target as Node)).length;
      expect(listening).to.be.above(0);
      first.dialog.remove();
      const second = showLightbox(links(), 1, null)!;
      expect(second === first).to.equal(false);
      expect(
        tracker.live().listeners.filter((r) => first.dialog === r.target || first.dialog.contains(r.target as Node)),
      ).to.deep.equal([]);
      expect(counter()).to.equal('2 of 3');
    } finally {
      tracker.stop();
    }
  });
});
