/**
 * Opens the lightbox from a link: the only lightbox code a page loads before a visitor opens one (its dialog
 * loads then), so galleries, portfolios and image links share one small trigger.
 */
import { onDemand } from '../base/on-demand.js';
import type { LightboxLabels } from './lightbox-dialog.js';

/** Links the lightbox opens: the theme's lone lightbox images, gallery images, and links marked `data-lightbox`. */
export const LIGHTBOX_LINKS = 'a.et_pb_lightbox_image[href], .et_pb_gallery_image a[href], a[data-lightbox][href]';

/** The dialog, loaded on the first open and shared by every element of the page (cached, retried: on-demand.ts). */
const dialog = onDemand('lightbox/lightbox-dialog', () => import('./lightbox-dialog.js'));

/** The link whose click is being handed back to the browser (see `openOnClick`). */
let following: HTMLAnchorElement | undefined;

/** Shows `links[index]`, the others as its gallery; focus returns to `opener` on close. Rejects when the dialog cannot load. */
export async function openLightbox(
  links: HTMLAnchorElement[],
  index: number,
  opener: HTMLElement | null,
  labels?: Partial<LightboxLabels>,
) {
  return (await dialog.load()).showLightbox(links, index, opener, labels);
}

/**
 * Handles a visitor's click on `link`, one of `links`, that should open the lightbox (`host` counts the dialog's
 * load in its `updateComplete`). The click is cancelled and the dialog opens, at once when it has loaded, else
 * once it arrives. When it cannot load (offline for a moment), the link does what it does without JavaScript:
 * it is clicked again and left to the browser, which follows it with its own target and rel; the next click
 * loads the dialog again.
 */
export function openOnClick(
  event: Event,
  links: HTMLAnchorElement[],
  link: HTMLAnchorElement,
  host: Element,
  labels?: Partial<LightboxLabels>,
): void {
  if (link === following) return;
  event.preventDefault();
  const index = links.indexOf(link);
  const loaded = dialog.loaded;
  if (loaded) return void loaded.showLightbox(links, index, link, labels);
  dialog.load(host).then(
    ({ showLightbox }) => showLightbox(links, index, link, labels),
    () => {
      // Only a link the dialog itself would show (http(s), as lightbox-items.ts's imageUrl): never a script link.
      if (!link.isConnected || !/^https?:$/.test(link.protocol)) return;
      following = link;
      try {
        link.click();
      } finally {
        following = undefined;
      }
    },
  );
}
