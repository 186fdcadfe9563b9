import { expect, oneEvent } from '@open-wc/testing';
import { loadStyles } from '../base/test/styles.js';
import { mount, runA11ySuite, runCleanupSuite, runUpgradeSuite, unmountAll } from '../base/test/suites.js';
import { until } from '../base/test/until.js';
import { resetConfig } from '../core/config.js';
import './define.js';
import { PbGalleryElement } from './pb-gallery.js';
import { cmsGallery, fixtures } from './pb-gallery.fixtures.js';

const shown = (el: Element) =>
  [...el.querySelectorAll<HTMLElement>('.et_pb_gallery_item')]
    .filter((i) => !i.hidden)
    .map((i) => i.querySelector('h3')!.textContent);
const nav = (el: Element) => el.querySelector<HTMLElement>('.et_pb_gallery_pagination')!;
const pageLink = (el: Element, text: string) =>
  [...nav(el).querySelectorAll<HTMLAnchorElement>('a')].find((a) => a.textContent === text)!;

before(async () => {
  await loadStyles('/elements/pb-gallery/pb-gallery.css');
  await loadStyles('/elements/pb-lightbox/pb-lightbox.css');
});
afterEach(() => {
  document.querySelector<HTMLDialogElement>('dialog.pb-lightbox')?.close();
  unmountAll();
  history.replaceState(null, '', location.pathname + location.search);
});

runUpgradeSuite({ element: PbGalleryElement, fixtures, chrome: '.et_pb_gallery_pagination ul' });
runCleanupSuite({ element: PbGalleryElement, fixtures }, (el) => (el as PbGalleryElement).goToPage(2));
runA11ySuite({ element: PbGalleryElement, fixtures }, [
  { name: 'first page' },
  { name: 'second page', enter: (el) => (el as PbGalleryElement).goToPage(2) },
]);

describe('<pb-gallery> pagination', () => {
  it("shows per_page items per page, with the theme's page links in a named navigation", async () => {
    const el = await mount<PbGalleryElement>(cmsGallery(), 'pb-gallery');
    expect(shown(el)).to.deep.equal(['Photo 1', 'Photo 2', 'Photo 3', 'Photo 4']);
    expect(el.pages).to.equal(3);
    expect(nav(el).getAttribute('role')).to.equal('navigation');
    expect(nav(el).getAttribute('aria-label')).to.equal('Gallery pages');
    expect([...nav(el).querySelectorAll('li')].map((li) => li.className)).to.deep.equal([
      'page page-1',
      'page page-2',
      'page page-3',
      'next',
    ]);
    const current = pageLink(el, '1');
    expect(current.classList.contains('active') && current.getAttribute('aria-current') === 'page').to.equal(true);
    expect(pageLink(el, '3').classList.contains('last-page')).to.equal(true);
    expect(pageLink(el, '2').getAttribute('href')).to.equal('#photos|2');
  });

  it('pages on click: the items, the links, the hash; focus moves to the first image of the page', async () => {
    const el = await mount<PbGalleryElement>(cmsGallery(), 'pb-gallery');
    const event = oneEvent(el, 'pb-page');
    pageLink(el, '3').click();
    expect((await event).detail).to.deep.equal({ page: 3, pages: 3 });
    expect(shown(el)).to.deep.equal(['Photo 9', 'Photo 10']);
    expect(location.hash).to.equal('#photos|3');
    expect(document.activeElement?.closest('.et_pb_gallery_item')?.querySelector('h3')?.textContent).to.equal(
      'Photo 9',
    );
    expect([...nav(el).querySelectorAll('li')].map((li) => li.className)).to.deep.equal([
      'prev',
      'page page-1',
      'page page-2',
      'page page-3',
    ]);
  });

  it('locks page changes while one is in progress', async () => {
    const el = await mount<PbGalleryElement>(cmsGallery(), 'pb-gallery');
    expect(el.goToPage(2)).to.equal(true);
    expect(el.goToPage(3), 'locked').to.equal(false);
    await new Promise((r) => setTimeout(r, 250));
    expect(el.goToPage(3)).to.equal(true);
  });

  it('restores the page from the hash on load and follows back/forward', async () => {
    history.replaceState(null, '', '#photos|2');
    const el = await mount<PbGalleryElement>(cmsGallery(), 'pb-gallery');
    expect(el.page).to.equal(2);
    await new Promise((r) => setTimeout(r, 250));
    pageLink(el, '3').click();
    const popped = new Promise((r) => addEventListener('popstate', r, { once: true }));
    history.back();
    await popped;
    expect(el.page).to.equal(2);
  });

  it('uses 4 per page when per_page is missing, zero or not a number, and hides the links for one page', async () => {
    for (const perPage of [null, '0', 'lots']) {
      const el = await mount<PbGalleryElement>(cmsGallery(6, perPage), 'pb-gallery');
      expect(shown(el), String(perPage)).to.have.length(4);
      unmountAll();
    }
    const single = await mount<PbGalleryElement>(cmsGallery(3, '8'), 'pb-gallery');
    expect(nav(single).hidden).to.equal(true);
  });

  it('shows only the first page before the script runs, so upgrading shifts nothing', async () => {
    const tag = `pb-gallery-shift-${Math.random().toString(36).slice(2, 7)}`;
    const host = Object.assign(document.createElement('div'), { className: 'pb-test-fixture' });
    host.innerHTML = cmsGallery().replaceAll('pb-gallery', tag);
    document.body.append(host);
    const before = host.getBoundingClientRect().height;
    class Shift extends PbGalleryElement {}
    Shift.define(tag);
    await (host.firstElementChild as PbGalleryElement).updateComplete;
    expect(host.getBoundingClientRect().height).to.equal(before);
  });
});

describe('<pb-gallery> lightbox', () => {
  it('opens an image in the lightbox with every image of the gallery, across pages', async () => {
    const el = await mount<PbGalleryElement>(cmsGallery(), 'pb-gallery');
    el.querySelector<HTMLAnchorElement>('.et_pb_gallery_image a')!.click();
    await until(() => document.querySelector<HTMLDialogElement>('dialog.pb-lightbox')?.open);
    expect(document.querySelector('.pb-lightbox__counter')!.textContent).to.equal('1 of 10');
  });
});

describe("<pb-gallery> the theme's pagination strings (MARKUP.md §4.2, §5)", () => {
  const prevNext = (el: Element) =>
    [...nav(el).querySelectorAll('li.prev > a.page-prev, li.next > a.page-next')].map((a) => a.textContent);
  afterEach(() => {
    delete (window as { et_pb_custom?: unknown }).et_pb_custom;
    resetConfig();
  });

  it('labels the previous and next page links Prev and Next by default', async () => {
    const el = await mount<PbGalleryElement>(cmsGallery(), 'pb-gallery');
    el.goToPage(2);
    expect(prevNext(el)).to.deep.equal(['Prev', 'Next']);
  });

  it("labels them with the site's et_pb_custom.prev and next", async () => {
    (window as { et_pb_custom?: unknown }).et_pb_custom = { previous: 'Zurück', next: 'Weiter', prev: 'Zurück' };
    resetConfig();
    const el = await mount<PbGalleryElement>(cmsGallery(), 'pb-gallery');
    el.goToPage(2);
    expect(prevNext(el)).to.deep.equal(['Zurück', 'Weiter']);
  });
});
