/**
 * Opens the lightbox from a link: the only lightbox code a page loads before a visitor opens one (its dialog
 * loads then), so galleries, portfolios and image links share one small trigger.
 */
import type { LightboxLabels } from './lightbox-dialog.js';

/** Links the lightbox opens: the theme's lone lightbox images, gallery images, and links marked `data-lightbox`. */
export const LIGHTBOX_LINKS = 'a.et_pb_lightbox_image[href], .et_pb_gallery_image a[href], a[data-lightbox][href]';

let dialog: Promise<typeof import('./lightbox-dialog.js')> | undefined;

/** Shows `links[index]`, the others as its gallery; focus returns to `opener` on close. */
export async function openLightbox(links: HTMLAnchorElement[], index: number, opener: HTMLElement | null, labels?: Partial<LightboxLabels>) {
  dialog ??= import('./lightbox-dialog.js');
  return (await dialog).showLightbox(links, index, opener, labels);
}
