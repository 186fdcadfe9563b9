/**
 * The video slider's extras (MARKUP.md §3.1–3.2, §8.10), loaded only for a slider inside `.et_pb_video_slider` or
 * marked `.et_pb_slider_carousel`: the thumbnail strip the theme inserts after the slider (one real button per
 * slide, used as the slider's pickers) and the play overlay over each slide's player.
 */
import { create } from '../base/dom.js';
import type { Disposer } from '../base/disposer.js';
import { isGranted, onConsentChange } from '../core/consent.js';
import { reducedMotion } from '../core/reduced-motion.js';
import { withAutoplay } from './video-src.js';

/** The theme fades a played overlay out over 500 ms. */
const OVERLAY_FADE = 500;

/**
 * Builds (or reuses) the strip the theme's script inserts after `slider` (MARKUP.md §3.1):
 * `div.et_pb_carousel > div.et_pb_carousel_items > div.et_pb_carousel_item[data-slide-id] > div.et_pb_video_overlay
 * > div.et_pb_video_overlay_hover > a.et_pb_video_play`, one per slide, so the theme's and child themes' rules for it
 * keep matching. Each `a` is the slide's picker, a button for assistive technology (`role="button"`, named after its
 * slide; the rotation core gives it Space and keeps the `#` from being followed); `paintThumbnails` gives the
 * overlays their images.
 */
export function buildThumbnails(
  slider: HTMLElement,
  slides: HTMLElement[],
  label: (n: number) => string,
): HTMLElement[] {
  const next = slider.nextElementSibling;
  const strip =
    next instanceof HTMLElement && next.matches('.et_pb_carousel')
      ? next
      : create('div', { className: 'et_pb_carousel' });
  slider.after(strip);
  const items = create('div', { className: 'et_pb_carousel_items' });
  strip.replaceChildren(items);
  return slides.map((slide, i) => {
    const title = slide.querySelector('.et_pb_slide_title')?.textContent?.trim();
    const play = create(
      'a',
      { className: 'et_pb_video_play', href: '#', textContent: String(i + 1) },
      { role: 'button', 'aria-label': title ? `${label(i + 1)}: ${title}` : label(i + 1) },
    );
    const hover = create('div', { className: 'et_pb_video_overlay_hover' });
    const overlay = create('div', { className: 'et_pb_video_overlay' });
    const item = create('div', { className: 'et_pb_carousel_item' }, { 'data-slide-id': String(i) });
    hover.append(play);
    overlay.append(hover);
    item.append(overlay);
    items.append(item);
    return play;
  });
}

/**
 * Shows each slide's `data-image` on its thumbnail's overlay, as the theme did. Images from another origin (a video host's image service)
 * load only with `category` consent, and appear as soon as it is given.
 */
export function paintThumbnails(
  pickers: HTMLElement[],
  slides: HTMLElement[],
  category: string,
  connection: Disposer,
): void {
  const paint = () =>
    pickers.forEach((picker, i) => {
      const overlay = picker.closest<HTMLElement>('.et_pb_video_overlay');
      const image = slides[i].dataset.image;
      if (!overlay || !image || overlay.style.backgroundImage) return;
      let url: URL;
      try {
        url = new URL(image, document.baseURI);
      } catch {
        return;
      }
      if (!/^https?:$/.test(url.protocol) || (url.origin !== location.origin && !isGranted(category))) return;
      overlay.style.backgroundImage = `url(${JSON.stringify(url.href)})`;
      overlay.classList.add('pb-slider__thumbnail--image');
    });
  paint();
  connection.add(onConsentChange(paint));
}

/** Plays a slide's video when its overlay is clicked, and fades the overlay out. */
export function playFromOverlays(root: HTMLElement, connection: Disposer): void {
  for (const play of root.querySelectorAll<HTMLElement>('.et_pb_slide .et_pb_video_overlay .et_pb_video_play')) {
    play.setAttribute('role', 'button');
    if (!play.hasAttribute('aria-label')) play.ariaLabel = 'Play video';
  }
  connection.listen(root, 'click', (event) => {
    const overlay = (event.target as Element).closest<HTMLElement>('.et_pb_slide .et_pb_video_overlay');
    if (!overlay) return;
    event.preventDefault();
    const slide = overlay.closest('.et_pb_slide')!;
    const frame = slide.querySelector<HTMLIFrameElement>('.et_pb_video_box iframe, iframe');
    if (frame) frame.src = withAutoplay(frame.src);
    else
      void slide
        .querySelector('video')
        ?.play()
        .catch(() => undefined);
    const hide = () => (overlay.hidden = true);
    if (reducedMotion()) hide();
    else overlay.animate([{ opacity: 1 }, { opacity: 0 }], OVERLAY_FADE).finished.then(hide, hide);
    (frame ?? slide.querySelector('video'))?.focus();
  });
}
