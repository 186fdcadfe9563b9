// PhotoSwipe's lightbox per gallery; its core loads on first open (the library's recommended set-up).
import PhotoSwipeLightbox from 'photoswipe/lightbox';

export function init() {
  for (const gallery of document.querySelectorAll('.et_pb_gallery_items'))
    new PhotoSwipeLightbox({ gallery, children: 'a', pswpModule: () => import('photoswipe') }).init();
}
