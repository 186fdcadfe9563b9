import { create } from '../base/dom.js';
import { PbElement } from '../base/pb-element.js';
import { reducedMotion } from '../core/reduced-motion.js';

/** A background video that has played this long gets its visible pause control (WCAG 2.2.2). */
export const PAUSE_AFTER_MS = 5000;

/**
 * A section's background video (`.et_pb_section_video_bg` with a `<video>`, MARKUP.md §8.10): it covers the
 * section, muted and inline, and plays only while it is on screen and the page is shown; it never plays when the
 * visitor asks for reduced motion (the poster shows instead). Once it has played for 5 s, a visible button pauses
 * it for good (and plays it again). The section's `et_pb_preload` class, which hides its rows until the theme's
 * script saw the video start, is removed at once, so the content never waits for the video.
 *
 * @summary A section's background video: covering, muted, paused off screen, still under reduced motion, with a pause button.
 * @tag pb-video-bg
 * @attr {string} pause-label - The pause button's label (default "Pause background video").
 * @attr {string} play-label - The same button's label once paused (default "Play background video").
 */
export class PbVideoBgElement extends PbElement {
  static override tagName = 'pb-video-bg';

  /** True once the visitor paused the video with the button. */
  paused = false;

  #button?: HTMLButtonElement;
  #visible?: boolean;
  #timer?: ReturnType<typeof setTimeout>;
  /** Puts back the `preload` the page printed, which a release set to "none". */
  #restore?: () => void;

  /** The background video. */
  get video(): HTMLVideoElement | null {
    return this.querySelector('video');
  }

  protected override connected(): void {
    const video = this.video;
    if (!video) return;
    this.#restore?.();
    this.closest('.et_pb_preload')?.classList.remove('et_pb_preload');
    video.muted = video.playsInline = true;
    // From now on the element decides when it plays.
    video.autoplay = false;
    const sync = () => this.#sync(video);
    // The latest report counts: several can be queued before this runs.
    const observer = new IntersectionObserver((entries) => {
      this.#visible = entries.at(-1)!.isIntersecting;
      sync();
    });
    observer.observe(video);
    this.connection.listen(document, 'visibilitychange', sync);
    this.connection.listen(video, 'playing', () => {
      clearTimeout(this.#timer);
      this.#timer = setTimeout(() => this.#offerPause(), PAUSE_AFTER_MS);
    });
    this.connection.listen(video, 'pause', () => clearTimeout(this.#timer));
    this.connection.add(() => {
      observer.disconnect();
      clearTimeout(this.#timer);
      // Still out once this task's script is done (not moved, which removes and inserts at once), the video is
      // released: Chromium keeps a detached media element alive while it loads (issue 19's leak run). Its load stops
      // (which also pauses it) and its sources and poster stay for a reconnect, which puts back the printed preload.
      // preload="none" holds back only a load the markup starts: every engine takes load(), and Chromium a past
      // play(), as the page asking for the data; so the src is set again (set empty and removed, for <source>s).
      // A microtask, not a timer: nothing is left pending after the disconnect.
      const printed = video.getAttribute('preload');
      void Promise.resolve().then(() => {
        if (this.isConnected) return;
        const src = video.getAttribute('src');
        video.preload = 'none';
        video.src = '';
        if (src == null) video.removeAttribute('src');
        else video.src = src;
        this.#restore = () =>
          printed == null ? video.removeAttribute('preload') : (video.preload = printed as HTMLMediaElement['preload']);
      });
    });
    // Under reduced motion the poster shows, even when the browser started the video before we upgraded it.
    if (reducedMotion() && video.played.length) video.load();
    sync();
  }

  #sync(video: HTMLVideoElement): void {
    if (this.#visible && !document.hidden && !reducedMotion() && !this.paused) void video.play().catch(() => undefined);
    else video.pause();
  }

  #offerPause(): void {
    if (this.#button) return;
    const button = (this.#button = create('button', { type: 'button', className: 'pb-video-bg__pause' }));
    const label = () =>
      (button.textContent = this.paused
        ? this.getAttribute('play-label') || 'Play background video'
        : this.getAttribute('pause-label') || 'Pause background video');
    button.addEventListener('click', () => {
      this.paused = !this.paused;
      label();
      this.#sync(this.video!);
    });
    label();
    this.append(button);
  }
}
