import type { PropertyDeclarations, PropertyValues } from '@lit/reactive-element';
import { create } from '../base/dom.js';
import { PbElement } from '../base/pb-element.js';
import { aspectRatio } from '../media/media-rules.js';
import { DEV } from '../core/warn.js';

/** The one player playing on the page: a second one that starts pauses it. */
let playing: HTMLMediaElement | undefined;

/** False when every source names a type the browser says it cannot play (an unnamed type gets its chance). */
function playable(media: HTMLMediaElement): boolean {
  if (media.getAttribute('src')) return true;
  const types = [...media.querySelectorAll('source')].map((source) => source.type);
  return !types.length || types.some((type) => !type || media.canPlayType(type) !== '');
}

/**
 * The theme's audio and video modules (`.et_pb_audio_module`, `.et_pb_video` with a native `<video>`, or a bare
 * tag around an `<audio>`/`<video>`): the browser's own controls in place of the theme's media player script, the
 * video stretched to its container's width at the ratio the media gives (its `width`/`height` attributes, `ratio`,
 * or its own frame once known; 16:9 before that), and a download link (`a.mejs-download`, in the player's `mejs-`
 * class prefix) in place of a player the browser cannot use: every source of a type it cannot play
 * (`canPlayType`), or a failed load (the `error` of the media, or of its last `<source>`). Nothing starts with
 * sound by itself (an unmuted `autoplay` is dropped), and one player plays at a time: starting one pauses the other.
 *
 * @summary The theme's audio and video players: native controls, fitted to the column, one at a time, a download link when the format cannot play.
 * @tag pb-media
 * @cssprop --pb-media-ratio - The video's box ratio (default 16 / 9; set from the media when it tells).
 */
export class PbMediaElement extends PbElement {
  static override tagName = 'pb-media';

  static override properties: PropertyDeclarations = {
    ratio: {},
    downloadLabel: { attribute: 'download-label' },
  };

  /** The video's ratio, written `16:9`, `4/3` or `1.5`; overrides the media's `width`/`height` attributes. */
  declare ratio?: string;
  /** The download link's text before the file name (default "Download video" or "Download audio"). */
  declare downloadLabel?: string;

  /** True once the browser has shown it cannot play the media (the download link shows). */
  failed = false;

  #link?: HTMLAnchorElement;

  /** The `<audio>` or `<video>` this element upgrades. */
  get media(): HTMLMediaElement | null {
    return this.querySelector('audio, video');
  }

  protected override update(changed: PropertyValues): void {
    super.update(changed);
    const media = this.media;
    if (!media) {
      if (DEV) this.devWarn('no <audio> or <video> inside');
      return;
    }
    // Set only when missing: setting it again makes Chromium's controls drop the time left and move the timeline.
    media.controls ||= true;
    // No sound starts by itself.
    if (media.autoplay && !media.muted) {
      media.autoplay = false;
      media.pause();
    }
    this.#fit(aspectRatio(this.ratio, media.getAttribute('width'), media.getAttribute('height')));
    if (!playable(media)) this.#fail(media);
  }

  protected override connected(): void {
    const media = this.media;
    if (!media) return;
    const on = (type: string, listener: (event: Event) => void, capture = false) =>
      this.connection.listen(media, type, listener, { capture });
    on('play', () => {
      if (playing && playing !== media) playing.pause();
      playing = media;
    });
    on('loadedmetadata', () => {
      const { videoWidth: w, videoHeight: h } = media as HTMLVideoElement;
      if (!this.style.getPropertyValue('--pb-media-ratio') && w && h) this.#fit(`${w} / ${h}`);
    });
    // A <source> that fails fires its own error, which does not bubble: caught on the way down to it.
    on(
      'error',
      ({ target }) => {
        if (target === media || target === media.querySelector('source:last-of-type')) this.#fail(media);
      },
      true,
    );
    this.connection.add(() => playing === media && (playing = undefined));
  }

  #fit(ratio: string | undefined): void {
    if (ratio) this.style.setProperty('--pb-media-ratio', ratio);
  }

  #fail(media: HTMLMediaElement): void {
    if (this.#link) return;
    const href = media.getAttribute('src') || media.querySelector('source[src]')?.getAttribute('src');
    if (!href) return;
    this.failed = true;
    this.toggleAttribute('failed', true);
    let file = '';
    try {
      file = decodeURIComponent(new URL(href, location.href).pathname.split('/').pop() || '');
    } catch {
      // A malformed escape (`%zz`) or address: the link keeps the label alone.
    }
    const label = this.downloadLabel || `Download ${media.localName}`;
    this.#link = create('a', { className: 'mejs-download', href, textContent: file ? `${label}: ${file}` : label });
    this.#link.setAttribute('download', '');
    media.after(this.#link);
  }
}
