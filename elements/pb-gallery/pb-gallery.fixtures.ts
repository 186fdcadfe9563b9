/** The theme's gallery grid (MARKUP.md §5). */
const IMAGE = '/site/src/assets/poster-studio.svg';

const item = (i: number) =>
  `<div class="et_pb_gallery_item et_pb_grid_item et_pb_bg_layout_light"><div class="et_pb_gallery_image landscape"><a href="${IMAGE}?g=${i}" title="Photo ${i}"><img src="${IMAGE}" alt="Studio photo ${i}" width="160" height="90"></a></div><h3 class="et_pb_gallery_title">Photo ${i}</h3></div>`;

export const cmsGallery = (count = 10, perPage: string | null = '4', id = 'photos') =>
  `<pb-gallery><div ${id ? `id="${id}" ` : ''}class="et_pb_module et_pb_gallery et_pb_gallery_0 et_pb_gallery_grid"><div class="et_pb_gallery_items et_post_gallery clearfix"${perPage === null ? '' : ` data-per_page="${perPage}"`}>${Array.from({ length: count }, (_, i) => item(i + 1)).join('')}</div><div class="et_pb_gallery_pagination"></div></div></pb-gallery>`;

export const fixtures = { 'CMS gallery (3 pages)': cmsGallery(), 'CMS gallery (one page)': cmsGallery(3, '8') };
