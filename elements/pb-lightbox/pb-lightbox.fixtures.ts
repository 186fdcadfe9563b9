/** Image links as the theme prints them: a gallery (MARKUP.md §5) and a lone lightbox image. */
const IMAGE = '/site/src/assets/poster-studio.svg';

const item = (i: number, href = `${IMAGE}?n=${i}`) =>
  `<div class="et_pb_gallery_item"><div class="et_pb_gallery_image landscape"><a href="${href}" title="Photo ${i}"><img src="${IMAGE}" alt="Studio photo ${i}" width="40" height="30"></a></div><h3 class="et_pb_gallery_title">Day ${i}</h3><p class="et_pb_gallery_caption">On set</p></div>`;

export const galleryLinks = (hrefs?: string[]) =>
  `<pb-lightbox><div class="et_pb_gallery_items">${(hrefs ?? [undefined, undefined, undefined]).map((href, i) => item(i + 1, href)).join('')}</div></pb-lightbox>`;

export const loneImage = `<pb-lightbox><p><a class="et_pb_lightbox_image" href="${IMAGE}?lone" title="The studio"><img src="${IMAGE}" alt="The studio from outside" width="40" height="30"></a></p></pb-lightbox>`;

export const fixtures = { gallery: galleryLinks(), 'lone image': loneImage };
