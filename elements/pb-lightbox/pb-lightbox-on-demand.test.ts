/**
 * The lightbox's dialog when it cannot load (offline for a moment), and on the next click. A file of its own: the
 * dialog loads once per page, and here no test has opened it before.
 */
import { expect } from '@open-wc/testing';
import { failNextLoads } from '../base/on-demand.js';
import { warningsDuring } from '../base/test/console.js';
import { clicksFollowed, frameTarget } from '../base/test/frame-target.js';
import { loadStyles } from '../base/test/styles.js';
import { mount, unmountAll } from '../base/test/suites.js';
import { until } from '../base/test/until.js';
import './define.js';
import type { PbLightboxElement } from './pb-lightbox.js';
import { galleryLinks } from './pb-lightbox.fixtures.js';

const dialog = () => document.querySelector<HTMLDialogElement>('dialog.pb-lightbox');

before(() => loadStyles('/elements/pb-lightbox/pb-lightbox.css'));
afterEach(() => {
  dialog()?.close();
  unmountAll();
});

describe('<pb-lightbox> when its dialog cannot load', () => {
  it('lets the link go where it points (its own target), and the next click loads the dialog and opens it', async () => {
    const el = await mount<PbLightboxElement>(galleryLinks(), 'pb-lightbox');
    const frame = frameTarget();
    try {
      const link = el.querySelectorAll('a')[1];
      link.target = frame.name;
      failNextLoads('lightbox/lightbox-dialog');
      let followed: boolean[] = [];
      const warnings = await warningsDuring(async () => {
        followed = await clicksFollowed(async () => {
          link.click();
          await el.updateComplete;
        });
      });
      // The visitor's click waits for the dialog; once it has failed, the link is clicked again for the browser.
      expect(followed).to.deep.equal([false, true]);
      expect(await frame.arrival()).to.equal('/site/src/assets/poster-studio.svg?n=2');
      expect(dialog()?.open ?? false).to.equal(false);
      expect(warnings.length).to.equal(1);
      expect(warnings[0]).to.contain('lightbox/lightbox-dialog could not load');

      expect(await clicksFollowed(() => link.click())).to.deep.equal([false]);
      await until(() => dialog()?.open);
      expect(dialog()!.querySelector('.pb-lightbox__counter')!.textContent).to.equal('2 of 3');
    } finally {
      frame.remove();
    }
  });
});
