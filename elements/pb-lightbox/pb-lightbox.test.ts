import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { loadStyles } from '../base/test/styles.js';
import {
  mount,
  runA11ySuite,
  runCleanupSuite,
  runMotionSuite,
  runUpgradeSuite,
  unmountAll,
} from '../base/test/suites.js';
import { until } from '../base/test/until.js';
import './define.js';
import { PbLightboxElement } from './pb-lightbox.js';
import { fixtures, galleryLinks, loneImage } from './pb-lightbox.fixtures.js';

const dialog = () => document.querySelector<HTMLDialogElement>('dialog.pb-lightbox');
const part = (name: string) => dialog()!.querySelector<HTMLElement>(`.pb-lightbox__${name}`)!;
const links = (el: Element) => [...el.querySelectorAll<HTMLAnchorElement>('a')];
const opened = () => until(() => dialog()?.open);
const active = () => document.activeElement;

before(() => loadStyles('/elements/pb-lightbox/pb-lightbox.css'));
afterEach(() => {
  dialog()?.close();
  unmountAll();
});

runUpgradeSuite({ element: PbLightboxElement, fixtures });
runCleanupSuite({ element: PbLightboxElement, fixtures });
runMotionSuite('pb-lightbox', '/elements/pb-lightbox/pb-lightbox.css');
runA11ySuite({ element: PbLightboxElement, fixtures }, [{ name: 'closed' }]);

describe('<pb-lightbox> dialog (APG modal dialog, TRUST.md #15, #16)', () => {
  it('opens a gallery link in a named modal dialog: image, alt, caption, counter, close button focused', async () => {
    const el = await mount(galleryLinks(), 'pb-lightbox');
    links(el)[1].click();
    await opened();
    expect(dialog()!.matches(':modal')).to.equal(true);
    expect(dialog()!.getAttribute('aria-label')).to.equal('Image viewer');
    const image = part('image') as HTMLImageElement;
    expect(new URL(image.src).pathname + new URL(image.src).search).to.equal('/site/src/assets/poster-studio.svg?n=2');
    expect(image.alt).to.equal('Studio photo 2');
    expect(part('caption').textContent).to.equal('Day 2 — On set');
    expect(part('counter').textContent).to.equal('2 of 3');
    expect(part('close').getAttribute('aria-label')).to.equal('Close (Esc)');
    expect(active() === part('close')).to.equal(true);
    await until(() => image.complete && image.naturalWidth > 0);
    await until(() => part('status').textContent === '');
    // axe measures contrast once the 200 ms fade-in is over.
    await Promise.all(
      dialog()!
        .getAnimations()
        .map((a) => a.finished),
    );
    await expect(dialog()).to.be.accessible();
  });

  it('moves with the buttons and the arrow keys, wrapping', async () => {
    const el = await mount(galleryLinks(), 'pb-lightbox');
    links(el)[0].click();
    await opened();
    part('previous').click();
    expect(part('counter').textContent).to.equal('3 of 3');
    part('next').click();
    expect(part('counter').textContent).to.equal('1 of 3');
    await sendKeys({ press: 'ArrowRight' });
    expect(part('counter').textContent).to.equal('2 of 3');
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ press: 'ArrowLeft' });
    expect(part('counter').textContent).to.equal('3 of 3');
  });

  it('Esc closes it and focus returns to the link; Tab stays inside', async () => {
    const el = await mount(galleryLinks(), 'pb-lightbox');
    links(el)[2].focus();
    await sendKeys({ press: 'Enter' });
    await opened();
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    expect(active() === part('close'), 'Tab wrapped to the first control').to.equal(true);
    await sendKeys({ press: 'Escape' });
    await until(() => !dialog()!.open);
    expect(active() === links(el)[2]).to.equal(true);
  });

  it('shows a lone image alone, without previous, next or counter', async () => {
    const el = await mount(loneImage, 'pb-lightbox');
    links(el)[0].click();
    await opened();
    expect(part('previous').hidden && part('next').hidden && part('counter').hidden).to.equal(true);
    expect(part('caption').textContent).to.equal('The studio');
  });

  it('reopened at once after closing, it keeps its image (the close event comes a task later)', async () => {
    const el = await mount(galleryLinks(), 'pb-lightbox');
    links(el)[0].click();
    await opened();
    dialog()!.close();
    links(el)[1].click();
    await opened();
    await new Promise((r) => setTimeout(r, 50));
    expect((part('image') as HTMLImageElement).src).to.contain('n=2');
  });

  it('says when an image cannot be loaded', async () => {
    const el = await mount(galleryLinks(['/no-such-image.png']), 'pb-lightbox');
    links(el)[0].click();
    await opened();
    await until(() => part('status').textContent === 'The image could not be loaded.');
    expect(part('image').hidden).to.equal(true);
  });

  it('preloads one image before and two after', async () => {
    const requested: string[] = [];
    const Original = window.Image;
    window.Image = class extends Original {
      override set src(value: string) {
        requested.push(value.replace(location.origin, ''));
        super.src = value;
      }
    } as typeof Image;
    try {
      const el = await mount(
        galleryLinks(Array.from({ length: 6 }, (_, i) => `/site/src/assets/poster-studio.svg?p=${i}`)),
        'pb-lightbox',
      );
      links(el)[0].click();
      await opened();
      expect(requested.sort()).to.deep.equal([
        '/site/src/assets/poster-studio.svg?p=1',
        '/site/src/assets/poster-studio.svg?p=2',
        '/site/src/assets/poster-studio.svg?p=5',
      ]);
    } finally {
      window.Image = Original;
    }
  });

  it('moves on a swipe', async () => {
    const el = await mount(galleryLinks(), 'pb-lightbox');
    links(el)[0].click();
    await opened();
    const figure = part('figure');
    figure.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, clientX: 400, clientY: 300 }));
    figure.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, clientX: 300, clientY: 305 }));
    expect(part('counter').textContent).to.equal('2 of 3');
  });

  it('takes localised labels', async () => {
    const el = await mount<PbLightboxElement>(galleryLinks(), 'pb-lightbox');
    el.labels = { close: 'Schließen (Esc)', counter: '{n} von {total}' };
    links(el)[0].click();
    await opened();
    expect(part('close').getAttribute('aria-label')).to.equal('Schließen (Esc)');
    expect(part('counter').textContent).to.equal('1 von 3');
  });

  it('leaves a modified click to the browser, and never opens a script link', async () => {
    const el = await mount(galleryLinks(['javascript:void(0)']), 'pb-lightbox');
    let prevented: boolean | undefined;
    const record = (event: Event) => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', record);
    try {
      links(el)[0].dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
      expect(prevented).to.equal(false);
      links(el)[0].click();
      expect(prevented).to.equal(true);
      await new Promise((r) => setTimeout(r, 100));
      expect(!!dialog()?.open).to.equal(false);
    } finally {
      window.removeEventListener('click', record);
    }
  });
});
