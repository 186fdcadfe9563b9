/**
 * The gallery's images when the lightbox's dialog cannot load (offline for a moment), and on the next click. A file
 * of its own: the dialog loads once per page, and here no test has opened it before.
 */
import { expect } from '@open-wc/testing';
import { failNextLoads } from '../base/on-demand.js';
import { warningsDuring } from '../base/test/console.js';
import { clicksFollowed, frameTarget } from '../base/test/frame-target.js';
import { loadStyles } from '../base/test/styles.js';
import { mount, unmountAll } from '../base/test/suites.js';
import { until } from '../base/test/until.js';
import './define.js';
import type { PbGalleryElement } from './pb-gallery.js';
import { cmsGallery } from './pb-gallery.fixtures.js';

const dialog = () => document.querySelector<HTMLDialogElement>('dialog.pb-lightbox');

before(async () => {
  await loadStyles('/elements/pb-gallery/pb-gallery.css');
  await loadStyles('/elements/pb-lightbox/pb-lightbox.css');
});
afterEach(() => {
  dialog()?.close();
  unmountAll();
});

describe('<pb-gallery> when the lightbox cannot load', () => {
  it('lets the image link go where it points (its own target), and the next click loads the lightbox and opens it', async () => {
    const el = await mount<PbGalleryElement>(cmsGallery(), 'pb-gallery');
    const frame = frameTarget();
    try {
      const link = el.querySelectorAll<HTMLAnchorElement>('.et_pb_gallery_image a')[2];
      link.target = frame.name;
      failNextLoads('lightbox/lightbox-dialog');
      let followed: boolean[] = [];
      const warnings = await warningsDuring(async () => {
        followed = await clicksFollowed(async () => {
          link.click();
          await el.updateComplete;
        });
      });
      expect(followed).to.deep.equal([false, true]);
      expect(await frame.arrival()).to.equal('/site/src/assets/poster-studio.svg?g=3');
      expect(dialog()?.open ?? false).to.equal(false);
      expect(warnings.length).to.equal(1);

      expect(await clicksFollowed(() => link.click())).to.deep.equal([false]);
      await until(() => dialog()?.open);
      expect(dialog()!.querySelector('.pb-lightbox__counter')!.textContent).to.equal('3 of 10');
    } finally {
      frame.remove();
    }
  });
});
