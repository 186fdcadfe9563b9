import type { PropertyDeclarations, PropertyValues } from '@lit/reactive-element';
import { create } from '../base/dom.js';
import { PbElement } from '../base/pb-element.js';
import { ConsentGate } from '../controllers/consent-gate.js';
import { HostListeners } from '../controllers/host-listeners.js';
import { Facade } from '../controllers/facade.js';
import { getConfig } from '../core/config.js';
import { preconnect } from '../core/preconnect.js';
import { PbVideoActivateEvent } from './events.js';
import {
  embedUrl,
  isStandInThumbnail,
  QUALITIES,
  thumbnailCandidates,
  watchUrl,
  type EmbedResult,
  type Quality,
} from './video-url.js';

/**
 * A click-to-play video: a thumbnail and a real play button stand in for the player until the visitor asks
 * for it, so the page loads no player (and, with consent gating on, makes no request to the video host).
 *
 * Upgrades the CMS placeholder `.rll-youtube-player[data-id][data-src][data-query][data-alt]` (with its
 * `<noscript>` iframe) in place, or works as a bare tag. The player is built only from a valid 11-character
 * id on the video host or its no-cookie host.
 *
 * @summary Click-to-play video facade: no player, and no request before consent, until the visitor asks.
 * @tag lazy-video
 * @event {PbVideoActivateEvent} pb-video-activate - Before the player replaces the thumbnail (cancelable); detail `{ id, src }`.
 * @event {PbConsentRequestEvent} pb-consent-request - A gated video was clicked but the site does not count a click as consent; detail `{ category }`.
 * @attr {string} load-once-label - Label of the consent notice's button that plays this one video (default "Load once").
 * @attr {string} always-allow-label - Label of the consent notice's button that allows the category for good (default "Always allow").
 * @cssprop --lazy-video-aspect-ratio - Box ratio reserved before and after upgrade (default 16 / 9).
 * @cssprop --lazy-video-accent - Play button colour on hover and focus (default #e00).
 */
export class LazyVideoElement extends PbElement {
  static override tagName = 'lazy-video';

  static override properties: PropertyDeclarations = {
    videoId: { attribute: 'video-id' },
    src: {},
    query: {},
    videoTitle: { attribute: 'title' },
    playlist: {},
    quality: {},
    poster: {},
    nocookie: { type: Boolean },
    playLabel: { attribute: 'play-label' },
    consentNotice: { attribute: 'consent-notice' },
    consentCategory: { attribute: 'consent-category' },
  };

  /** The 11-character video id (`data-id` in CMS markup). */
  declare videoId?: string;
  /** Embed source `https://www.youtube.com/embed/<id>` (`data-src`); built from the id when absent. */
  declare src?: string;
  /** Player parameters such as `start=30&rel=0` (`data-query`); `autoplay=1` is always added last. */
  declare query?: string;
  /** The video's title: names the play button and the player (`title`; `data-alt` in CMS markup). */
  declare videoTitle?: string;
  /** A playlist id: plays the list (from `videoId` when given). */
  declare playlist?: string;
  /** Thumbnail quality: maxresdefault, sddefault, hqdefault (default), mqdefault or default; falls back automatically. */
  declare quality?: string;
  /** A self-hosted poster image: then no thumbnail is ever requested from the video host. */
  declare poster?: string;
  /** Embed from the no-cookie host (on by default through the site setting `video.nocookie`). */
  declare nocookie?: boolean;
  /** The play button's label, before the title (default "Play video"). */
  declare playLabel?: string;
  /** Text of the consent placeholder on a video that waits for consent (default "Plays from YouTube (<embed host>), which may set cookies."). */
  declare consentNotice?: string;
  /** Consent category this video needs when gating is on (site default `video.category`: "functional"). */
  declare consentCategory?: string;

  /** True once the player has replaced the thumbnail. */
  activated = false;

  readonly #gate = new ConsentGate(this, () => this.consentCategory || getConfig().video.category);
  #facade?: Facade;
  #link?: HTMLElement;

  constructor() {
    super();
    const warm = () => this.#gate.granted && this.embed.ok && preconnect(new URL(this.embed.url).origin);
    new HostListeners(this, {
      pointerover: warm,
      focusin: warm,
    });
  }

  /** The node that holds the video: the CMS placeholder when there is one, else the element itself. */
  get placeholder(): HTMLElement {
    return this.querySelector<HTMLElement>(':scope > .rll-youtube-player') ?? this;
  }

  /** The player URL this element would embed, or why it will not. */
  get embed(): EmbedResult {
    const data = this.placeholder.dataset;
    return embedUrl({
      id: this.videoId ?? data.id,
      src: this.src ?? data.src,
      query: this.query ?? data.query,
      playlist: this.playlist,
      nocookie: this.nocookie || getConfig().video.nocookie,
    });
  }

  get #title(): string {
    return this.videoTitle ?? this.placeholder.dataset.alt ?? '';
  }

  /** Replaces the thumbnail with the player, as a click does. Returns true when the player was embedded. */
  activate(): boolean {
    const embed = this.embed;
    if (
      !this.#facade ||
      !embed.ok ||
      !this.#gate.ask() ||
      !this.emit(new PbVideoActivateEvent({ id: embed.id, src: embed.url }))
    )
      return false;
    const player = create('iframe', {
      src: embed.url,
      title: this.#title || 'Video',
      allow: 'autoplay; encrypted-media; picture-in-picture; fullscreen',
      allowFullscreen: true,
      // The player refuses to play for an embedder that sends no referrer.
      referrerPolicy: 'strict-origin-when-cross-origin',
    });
    this.#facade.root.replaceWith(player);
    this.#facade = undefined;
    this.activated = true;
    player.focus();
    return true;
  }

  /** Brings the facade (or, for a source that fails the rules, a plain link) in line with settings and consent. */
  protected override update(changed: PropertyValues): void {
    super.update(changed);
    if (this.activated) return;
    const embed = this.embed;
    this.toggleAttribute('invalid', !embed.ok);
    this.#link?.remove();
    if (!embed.ok) {
      this.warn(embed.reason);
      this.#facade?.root.remove();
      this.#facade = undefined;
      const href = watchUrl(embed.id);
      if (embed.id)
        this.placeholder.append(
          (this.#link = create('a', { href, rel: 'noopener', textContent: this.#title || href })),
        );
      return;
    }
    if (!this.#facade) {
      this.#facade = new Facade(
        'lazy-video',
        this.#gate,
        () => this.activate(),
        this,
        (url, width) => !this.poster && isStandInThumbnail(url, width),
      );
      this.placeholder.append(this.#facade.root);
    }
    const granted = this.#gate.granted;
    const quality = this.quality;
    if (quality && !QUALITIES.includes(quality as Quality)) this.warn(`unknown quality "${quality}"`);
    this.#facade.render({
      label: [this.playLabel || 'Play video', this.#title].filter(Boolean).join(': '),
      notice: this.consentNotice || `Plays from YouTube (${new URL(embed.url).host}), which may set cookies.`,
      granted,
      images: this.poster ? [this.poster] : granted ? thumbnailCandidates(embed.id, quality) : [],
    });
  }
}
