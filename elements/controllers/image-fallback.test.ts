import { expect } from '@open-wc/testing';
import { ImageFallback } from './image-fallback.js';

const picture = (width: number, height: number) =>
  Object.assign(document.createElement('canvas'), { width, height }).toDataURL('image/png');
const settled = (image: HTMLImageElement, src: () => string | null) =>
  new Promise<void>((resolve, reject) => {
    const started = Date.now();
    const poll = () => {
      if (image.complete && (image.hidden || (image.naturalWidth > 120 && image.getAttribute('src') === src())))
        resolve();
      else if (Date.now() - started > 3000) reject(new Error(`image did not settle on ${src()}`));
      else setTimeout(poll, 20);
    };
    poll();
  });

describe('ImageFallback', () => {
  let image: HTMLImageElement;
  beforeEach(() => {
    image = document.createElement('img');
    image.alt = '';
    document.body.append(image);
  });
  afterEach(() => image.remove());

  it('skips a missing image and a stand-in, and shows the first real one', async () => {
    const real = picture(480, 360);
    const fallback = new ImageFallback(image, (_url, width) => width <= 120);
    fallback.urls = ['/missing-thumbnail.png', picture(120, 90), real];
    await settled(image, () => real);
    expect(image.getAttribute('src') === real, 'shows the real picture').to.equal(true);
    expect(image.naturalWidth).to.equal(480);
    expect(image.hidden).to.equal(false);
  });

  it('hides the image when nothing loads, leaving the neutral background', async () => {
    const fallback = new ImageFallback(image);
    fallback.urls = ['/missing-a.png', '/missing-b.png'];
    await settled(image, () => null);
    expect(image.hidden).to.equal(true);
    expect(image.hasAttribute('src')).to.equal(false);
  });

  it('starts again only when the list changes, and an empty list hides the image at once', () => {
    const fallback = new ImageFallback(image);
    fallback.urls = [];
    expect(image.hidden).to.equal(true);
    const real = picture(200, 100);
    fallback.urls = [real];
    expect(image.getAttribute('src') === real).to.equal(true);
    image.src = picture(10, 10);
    fallback.urls = [real];
    expect(image.getAttribute('src') === real, 'an unchanged list does not restart').to.equal(false);
  });
});
