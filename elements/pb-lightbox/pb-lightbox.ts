import type { PropertyDeclarations } from '@lit/reactive-element';
import { PbElement } from '../base/pb-element.js';
import { HostListeners } from '../controllers/host-listeners.js';
import type { LightboxLabels } from '../lightbox/lightbox-dialog.js';
import { LIGHTBOX_LINKS, openOnClick } from '../lightbox/open.js';

/**
 * Opens image links inside it in an accessible lightbox: the theme's lone lightbox images
 * (`a.et_pb_lightbox_image`) one at a time, gallery images (`.et_pb_gallery_image a`) and links marked
 * `data-lightbox` as one gallery. The dialog's code loads on the first open; when it cannot load, the link opens
 * its image as without JavaScript, and the next click loads it again. A modified click (new tab) is left to the
 * browser, and without JavaScript every link still opens its image.
 *
 * @summary Image lightbox: a native modal dialog with previous/next, keys, swipe and captions, loaded on first open.
 * @tag pb-lightbox
 * @cssprop --pb-lightbox-backdrop - The backdrop colour (default rgb(0 0 0 / 0.85)).
 */
export class PbLightboxElement extends PbElement {
  static override tagName = 'pb-lightbox';

  static override properties: PropertyDeclarations = {
    labels: { type: Object },
  };

  /**
   * Texts, for other languages: `{ loading, close, imageError, previous, next, counter, dialog }` (defaults the
   * theme's: "Loading...", "Close (Esc)", "The image could not be loaded.", …; `counter` takes `{n}` and `{total}`).
   */
  declare labels?: Partial<LightboxLabels>;

  constructor() {
    super();
    new HostListeners(this, { click: (event) => this.#open(event as MouseEvent) });
  }

  /** A click on one of the image links opens it, with its group, in the lightbox. */
  #open(e: MouseEvent): void {
    const link = (e.target as Element).closest<HTMLAnchorElement>(LIGHTBOX_LINKS);
    if (!link || !this.contains(link) || e.button || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
    const lone = link.matches('.et_pb_lightbox_image');
    const group = lone
      ? [link]
      : [...this.querySelectorAll<HTMLAnchorElement>(LIGHTBOX_LINKS)].filter(
          (l) => !l.matches('.et_pb_lightbox_image'),
        );
    openOnClick(e, group, link, this, this.labels);
  }
}
