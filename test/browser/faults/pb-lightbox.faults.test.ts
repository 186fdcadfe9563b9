/**
 * The fault matrix for <pb-lightbox>'s one request, the full-size image a link opens (an `<img>` the browser
 * loads, docs/reliability.md): any failure shows the theme's "The image could not be loaded." in the dialog's
 * status, and the dialog keeps working (close, focus back to the link).
 */
import { expect } from '@open-wc/testing';
import { mount, unmountAll } from '../../../elements/base/test/suites.js';
import { until } from '../../../elements/base/test/until.js';
import { galleryLinks } from '../../../elements/pb-lightbox/pb-lightbox.fixtures.js';
import '../../../elements/pb-lightbox/define.js';
import { errorsDuring, notApplicable, pause, received, replyUrl, scenario, uniqueKey } from './faults.js';

const FAILED = 'The image could not be loaded.';
const dialog = () => document.querySelector<HTMLDialogElement>('dialog.pb-lightbox');
const part = <T extends HTMLElement = HTMLElement>(name: string) =>
  dialog()!.querySelector<T>(`.pb-lightbox__${name}`)!;

afterEach(() => {
  dialog()?.close();
  unmountAll();
});

/** A one-image gallery whose link names `src`, opened. */
async function opened(src: string) {
  const el = await mount(galleryLinks([src]), 'pb-lightbox');
  const link = el.querySelector('a')!;
  link.click();
  await until(() => dialog()?.open);
  return link;
}

/** The image failed: the status says so, no broken image shows, and the dialog still closes back to its link. */
async function expectFailure(link: HTMLAnchorElement) {
  await until(() => part('status').textContent === FAILED, 4000);
  expect(part('image').hidden).to.equal(true);
  part('close').click();
  await until(() => !dialog()!.open);
  // (Focus goes back with the dialog's close event, a task after the close.)
  await until(() => document.activeElement === link);
}

async function fails(src: string) {
  const errors = await errorsDuring(async () => expectFailure(await opened(src)));
  expect(errors).to.deep.equal([]);
}

describe('<pb-lightbox> fault matrix', () => {
  it('image × offline: the dialog says "The image could not be loaded."; close still returns focus to the link', async () => {
    await fails(replyUrl(scenario.offline, uniqueKey()));
  });

  // No engine looks the host up (web-test-runner.config.mjs keeps all three offline): Chromium's lookups fail at once,
  // Firefox and WebKit ask a proxy that refuses, so the failure comes at once whatever the machine's resolver does.
  it('image × DNS failure: an image on a host that does not resolve says "The image could not be loaded."; the dialog works', async () => {
    await fails('https://pb-fault.invalid/photo.jpg');
  });

  it('image × HTTP 500: "The image could not be loaded."; the dialog works', async () => {
    await fails(replyUrl(scenario.server, uniqueKey()));
  });

  it('image × 403 -1 (nonce): "The image could not be loaded."; the dialog works', async () => {
    await fails(replyUrl(scenario.nonce, uniqueKey()));
  });

  it('image × HTML instead of the reply: a page where the image should be says "The image could not be loaded."', async () => {
    await fails(replyUrl(scenario.html, uniqueKey()));
  });

  it('image × 20 s stall: "Loading..." while the image is on its way (the browser\'s own load, no timer of ours); close works meanwhile and cancels it', async () => {
    const key = uniqueKey();
    const link = await opened(replyUrl(scenario.stall(1500, scenario.html), key));
    await pause(300);
    expect(part('status').textContent).to.equal('Loading...');
    const errors = await errorsDuring(async () => {
      part('close').click();
      await until(() => !dialog()!.open);
      // Past the time the server answers: the dropped load says nothing.
      await pause(1500);
    });
    expect(errors).to.deep.equal([]);
    expect(document.activeElement === link).to.equal(true);
    expect(part('image').hasAttribute('src'), 'the load is dropped with the source').to.equal(false);
    expect(part('status').textContent).to.equal('Loading...');
  });

  it('image × reply after removal: the gallery removed while its image loads; the late failure only fills the closed dialog, without an error', async () => {
    const key = uniqueKey();
    const errors = await errorsDuring(async () => {
      const link = await opened(replyUrl(scenario.stall(300, scenario.server), key));
      link.closest('.pb-test-fixture')!.remove();
      await until(() => part('status').textContent === FAILED, 3000);
    });
    expect(errors).to.deep.equal([]);
  });

  it('image × double click: one dialog and one request for the image', async () => {
    const key = uniqueKey();
    const el = await mount(galleryLinks([replyUrl(scenario.stall(300, scenario.server), key)]), 'pb-lightbox');
    const link = el.querySelector('a')!;
    link.click();
    link.click();
    await until(() => part('status').textContent === FAILED, 3000);
    expect(document.querySelectorAll('dialog.pb-lightbox').length).to.equal(1);
    expect(await received(key)).to.have.length(1);
  });
});

notApplicable(
  'image × truncated reply: n/a, the browser draws what arrived of a cut-off image (as much as each engine can decode); nothing of ours reads it',
);
