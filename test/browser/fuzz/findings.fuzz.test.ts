/**
 * What the fuzzing found, each as a fixed case that fails without its fix (docs/fuzzing.md, "Findings"): the
 * random cases may not draw the same markup again, these always do.
 */
import { expect } from '@open-wc/testing';
import { unmountAll } from '../../../elements/base/test/suites.js';
import '../../../elements/pb-carousel/define.js';
import { bareCarousel } from '../../../elements/pb-carousel/pb-carousel.fixtures.js';
import '../../../elements/pb-contact-form/define.js';
import { contactForm } from '../../../elements/pb-contact-form/pb-contact-form.fixtures.js';
import '../../../elements/pb-media/define.js';
import { warningsDuring } from '../../../elements/base/test/console.js';
import {
  ignoreWebKitMediaControlsErrors,
  isWebKitMediaControlsError,
} from '../../../elements/base/test/webkit-media-controls.js';
import { fallBack } from '../../../elements/sbi-feed/feed-extras.js';
import { parseFixture } from './mutate.js';

interface Upgraded extends HTMLElement {
  updateComplete: Promise<unknown>;
}

/** Mounts the (edited) fixture and returns the element and the errors thrown while it upgrades and settles. */
async function upgrade(html: string, tag: string, edit: (root: Element) => void = () => {}) {
  const errors: string[] = [];
  // WebKit's own media controls (the <pb-media> case's native `controls`) throw now and then; they are not ours.
  const onError = (event: ErrorEvent) => {
    if (!isWebKitMediaControlsError(event.message, event.filename)) errors.push(event.message);
  };
  window.addEventListener('error', onError);
  try {
    const { fragment, root } = parseFixture(html, tag);
    edit(root);
    const host = document.createElement('div');
    host.className = 'pb-test-fixture';
    host.append(fragment);
    document.body.append(host);
    const element = host.querySelector(tag) as Upgraded;
    await element.updateComplete.catch((error: Error) => errors.push(`updateComplete: ${error.message}`));
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    return { element, errors };
  } finally {
    window.removeEventListener('error', onError);
  }
}

describe('fuzz findings', () => {
  afterEach(unmountAll);
  ignoreWebKitMediaControlsErrors();

  it('<pb-contact-form>: a field whose data-field_type sits on a <span>, not a control, is read from its control', async () => {
    const { element, errors } = await upgrade(contactForm(), 'pb-contact-form', (root) => {
      const input = root.querySelector('[data-original_id="name"]')!;
      const span = document.createElement('span');
      for (const { name, value } of [...input.attributes]) span.setAttribute(name, value);
      input.before(span);
      input.removeAttribute('data-field_type');
    });
    expect(errors).to.deep.equal([]);
    expect(element.querySelector('form')).to.exist;
  });

  it('<pb-carousel>: items without their .et_pb_carousel_items container start no engine, and nothing throws', async () => {
    const errors: string[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.message);
    const onRejection = (event: PromiseRejectionEvent) => {
      errors.push(String(event.reason));
      event.preventDefault();
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    try {
      const { element } = await upgrade(
        bareCarousel.replace('<div class="et_pb_carousel_items">', '<div>'),
        'pb-carousel',
      );
      // In view, the engine's part loads (and the engine would start); back in the page, it starts at once.
      for (let i = 0; i < 3; i++) await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
      await element.updateComplete;
      element.remove();
      document.querySelector('.pb-test-fixture')!.append(element);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
      expect(errors).to.deep.equal([]);
      expect((element as Upgraded & { engine?: unknown }).engine).to.equal(undefined);
    } finally {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    }
  });

  it('<sbi-feed>: an image that keeps failing is reported once, however often the engine fires its error', async () => {
    const item = document.createElement('div');
    item.innerHTML =
      '<div id="sbi_17900000006" class="sbi_item"><a class="sbi_photo"><img src="/missing.jpg"></a></div>';
    const img = item.querySelector('img')!;
    const warnings = await warningsDuring(() => {
      for (let i = 0; i < 3; i++) fallBack(img, new Map(), '/cache/', false, item);
    });
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.contain('image of sbi_17900000006 could not be loaded');
  });

  it('<sbi-feed>: a feed printed twice whose first image fails reports it once (fuzz seed -348932295, Firefox)', async () => {
    const element = document.createElement('div');
    const feed =
      '<div class="sbi"><div id="sbi_17900000007" class="sbi_item"><a class="sbi_photo"><img src="NaN"></a></div></div>';
    element.innerHTML = feed + feed;
    const warnings = await warningsDuring(() => {
      for (const img of element.querySelectorAll('img')) fallBack(img, new Map(), '/cache/', false, element);
    });
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.contain('image of sbi_17900000007 could not be loaded');
  });

  it('<pb-media>: an unplayable source with a malformed escape in its address gets its download link', async () => {
    const { element, errors } = await upgrade(
      '<pb-media><audio preload="none" controls><source type="audio/x-none" src="/media/%zz.wav"></audio></pb-media>',
      'pb-media',
    );
    expect(errors).to.deep.equal([]);
    expect(element.querySelector('a.mejs-download')?.getAttribute('href')).to.equal('/media/%zz.wav');
  });
});
