import type { PropertyDeclarations, PropertyValues } from '@lit/reactive-element';
import { PbElement } from '../base/pb-element.js';
import { ConsentGate } from '../controllers/consent-gate.js';
import { Facade } from '../controllers/facade.js';
import { getConfig } from '../core/config.js';
import { reducedMotion } from '../core/reduced-motion.js';
import { withAutoplay } from '../media/autoplay.js';

/** How long the overlay fades before it is gone (MARKUP.md §8.10). */
export const FADE_MS = 500;

/**
 * The theme's video overlay (`.et_pb_video_overlay`: the poster and play icon over a video, post or video-wrap
 * module's player; a video slider's overlays belong to `<pb-slider>`). The element wraps the overlay itself; a real
 * button over the poster, named after the video, plays: it adds `autoplay=1` once to the iframe's query (loading
 * the iframe only now when the CMS printed its address as `data-src`), or plays the `<video>`, then the overlay
 * fades out over 500 ms (at once under reduced motion) and is gone, and the player has the focus.
 * An iframe from another site that waits in `data-src` waits for consent too while gating is on (the site's
 * `video.category`): the overlay shows where it plays from with "Load once" and "Always allow", as `<lazy-video>`
 * does.
 *
 * The player's `title` names the button.
 *
 * @summary The theme's video overlay: a play button over the poster that starts the video behind it, after consent when it comes from another site.
 * @tag pb-video-overlay
 * @event {PbConsentRequestEvent} pb-consent-request - A gated video was clicked but the site does not count a click as consent; detail `{ category }`.
 * @attr {string} load-once-label - Label of the consent notice's button that plays this one video (default "Load once").
 * @attr {string} always-allow-label - Label of the consent notice's button that allows the category for good (default "Always allow").
 */
export class PbVideoOverlayElement extends PbElement {
  static override tagName = 'pb-video-overlay';

  static override properties: PropertyDeclarations = {
    playLabel: { attribute: 'play-label' },
  };

  /** The play button's label, before the player's `title` (default "Play video"). */
  declare playLabel?: string;

  readonly #gate = new ConsentGate(this, () => getConfig().video.category);
  #facade?: Facade;
  #timer?: ReturnType<typeof setTimeout>;

  /** True once the overlay has started the video. */
  played = false;

  /** The theme's overlay (the element itself for a bare tag). */
  get overlay(): HTMLElement {
    return this.querySelector<HTMLElement>('.et_pb_video_overlay') ?? this;
  }

  /** The player the overlay covers: the iframe or `<video>` of its module (the overlay's parent). */
  get player(): HTMLIFrameElement | HTMLVideoElement | null {
    return this.parentElement!.querySelector('iframe, video');
  }

  /** The iframe address held in `data-src` when it is on another site: it waits for consent. */
  get #held(): URL | undefined {
    const player = this.player;
    const url =
      player && !player.getAttribute('src') && player.dataset.src && new URL(player.dataset.src, location.href);
    return url && url.origin !== location.origin ? url : undefined;
  }

  /** Starts the video and fades the overlay out, as a click does. Returns true when it played. */
  play(): boolean {
    const player = this.player;
    if (this.played || !player || (this.#held && !this.#gate.ask())) return false;
    this.played = true;
    // A <video> (an iframe has no play()).
    if ('play' in player) void player.play().catch(() => undefined);
    else {
      const src = player.getAttribute('src') || player.dataset.src;
      if (src && withAutoplay(src) !== player.getAttribute('src')) player.src = withAutoplay(src);
    }
    this.setAttribute('played', '');
    if (reducedMotion()) this.#hide();
    else this.#timer = setTimeout(() => this.#hide(), FADE_MS);
    player.focus();
    return true;
  }

  #hide(): void {
    clearTimeout(this.#timer);
    this.overlay.style.display = 'none';
  }

  protected override connected(): void {
    // A disconnect during the fade finishes it at once.
    this.connection.add(() => this.played && this.#hide());
  }

  protected override update(changed: PropertyValues): void {
    super.update(changed);
    if (this.played) return;
    if (!this.#facade) {
      this.#facade = new Facade('pb-video-overlay', this.#gate, () => this.play(), this);
      // The theme's play link (href="#") gives way to the facade's button: its stylesheet does not display it.
      this.overlay.append(this.#facade.root);
    }
    const held = this.#held;
    this.#facade.render({
      label: (this.playLabel || 'Play video') + (this.player?.title ? `: ${this.player.title}` : ''),
      notice: `Plays from ${held?.host}, which may set cookies.`,
      granted: !held || this.#gate.granted,
      images: [],
    });
  }
}
