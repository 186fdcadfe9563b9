import type { PropertyDeclarations, PropertyValues } from '@lit/reactive-element';
import { PbElement } from '../base/pb-element.js';
import { ConsentGate } from '../controllers/consent-gate.js';
import { getConfig } from '../core/config.js';
import { PbConsentRequestEvent } from '../core/consent.js';
import {
  DEFAULT_QUALITY,
  embedUrl,
  isStandInThumbnail,
  parseQuality,
  thumbnailCandidates,
  watchUrl,
  type EmbedResult,
} from '../core/video-url.js';
import { PbVideoActivateEvent } from './events.js';

let uid = 0;

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
 * @event pb-video-activate - Before the player replaces the thumbnail (cancelable); detail `{ id, src }`.
 * @event pb-consent-request - A gated video was clicked but the site does not count a click as consent; detail `{ category }`.
 * @cssprop --lazy-video-aspect-ratio - Box ratio reserved before and after upgrade (default 16 / 9).
 * @cssprop --lazy-video-accent - Play button colour (default #e00).
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
    activated: { type: Boolean, reflect: true },
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
  /** Embed from the no-cookie host (the site default, `video.nocookie`, is on). */
  declare nocookie?: boolean;
  /** The play button's label, before the title (default "Play video"). */
  declare playLabel?: string;
  /** Text shown on a video that waits for consent. */
  declare consentNotice?: string;
  /** Consent category this video needs when gating is on (site default `video.category`, "functional"). */
  declare consentCategory?: string;
  /** Set once the player has replaced the thumbnail. */
  declare activated: boolean;

  readonly #gate = new ConsentGate(this, () => this.consentCategory || getConfig().video.category);
  #facade?: HTMLElement;
  #fallbackLink?: HTMLAnchorElement;
  #candidates: string[] = [];
  #warmed = false;

  constructor() {
    super();
    this.activated = false;
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
    return (this.videoTitle ?? this.placeholder.dataset.alt ?? '').trim();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener('click', this.#onClick);
    this.addEventListener('pointerover', this.#warm);
    this.addEventListener('focusin', this.#warm);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.removeEventListener('click', this.#onClick);
    this.removeEventListener('pointerover', this.#warm);
    this.removeEventListener('focusin', this.#warm);
  }

  /** Replaces the thumbnail with the player, as a click does. Returns true when the player was embedded. */
  activate(): boolean {
    const embed = this.embed;
    if (this.activated || !embed.ok || !this.#facade) return false;
    if (!this.#gate.granted) {
      if (!getConfig().consent.clickConsents) {
        this.emit(new PbConsentRequestEvent(this.#gate.category));
        return false;
      }
      this.#gate.grantHere();
    }
    if (!this.emit(new PbVideoActivateEvent({ id: embed.id, src: embed.url }))) return false;
    const player = document.createElement('iframe');
    player.src = embed.url;
    player.title = this.#title || 'Video';
    player.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
    player.allowFullscreen = true;
    // The player refuses to play for an embedder that sends no referrer.
    player.referrerPolicy = 'strict-origin-when-cross-origin';
    this.#facade.replaceWith(player);
    this.#facade = undefined;
    this.activated = true;
    player.focus();
    return true;
  }

  protected override update(changed: PropertyValues): void {
    super.update(changed);
    if (!this.activated) this.#sync();
  }

  /** Brings the facade (or the plain link for a bad source) in line with the settings and consent. */
  #sync(): void {
    const embed = this.embed;
    this.toggleAttribute('invalid', !embed.ok);
    if (!embed.ok) {
      this.warn(`${embed.reason}; no player will be embedded.`);
      this.#facade?.remove();
      this.#facade = undefined;
      if (embed.id && !this.#fallbackLink) {
        const link = (this.#fallbackLink = document.createElement('a'));
        link.className = 'lazy-video__link';
        link.href = watchUrl(embed.id);
        link.rel = 'noopener';
        link.textContent = this.#title || link.href;
        this.placeholder.append(link);
      }
      return;
    }
    this.#fallbackLink?.remove();
    this.#fallbackLink = undefined;
    const facade = (this.#facade ??= this.#buildFacade());
    const granted = this.#gate.granted;
    const button = facade.querySelector('button')!;
    const notice = facade.querySelector('p')!;
    button.setAttribute('aria-label', [this.playLabel || 'Play video', this.#title].filter(Boolean).join(': '));
    notice.hidden = granted;
    notice.textContent =
      this.consentNotice || 'Playing this video loads it from YouTube, which may set cookies and receive your IP address.';
    const quality = parseQuality(this.quality);
    if (this.quality && !quality) this.warn(`quality "${this.quality}" is unknown; using ${DEFAULT_QUALITY}.`);
    const poster = this.#safePoster();
    const candidates = poster ? [poster] : granted ? thumbnailCandidates(embed.id, quality) : [];
    if (candidates.join() !== this.#candidates.join()) {
      this.#candidates = candidates;
      this.#showThumbnail(facade.querySelector('img')!, 0);
    }
  }

  #buildFacade(): HTMLElement {
    // Chrome left by the CMS plugin's own script, if it ran before us, would show twice.
    this.placeholder.querySelectorAll(':scope > div[data-id]:has(.play)').forEach((old) => old.remove());
    const facade = document.createElement('div');
    facade.className = 'lazy-video__facade';
    const poster = document.createElement('img');
    poster.alt = '';
    poster.decoding = 'async';
    poster.loading = 'lazy';
    poster.width = 480;
    poster.height = 360;
    poster.addEventListener('load', () => this.#onPosterLoad(poster));
    poster.addEventListener('error', () => this.#showThumbnail(poster, this.#candidates.indexOf(poster.src) + 1));
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'play lazy-video__play';
    const notice = document.createElement('p');
    notice.className = 'lazy-video__notice';
    notice.id = `lazy-video-notice-${++uid}`;
    button.setAttribute('aria-describedby', notice.id);
    facade.append(poster, button, notice);
    this.placeholder.append(facade);
    return facade;
  }

  /** Shows candidate `index`, or no image (a neutral placeholder) when none is left. */
  #showThumbnail(poster: HTMLImageElement, index: number): void {
    const url = this.#candidates[index];
    if (url) poster.src = url;
    else poster.removeAttribute('src');
    poster.hidden = !url;
  }

  #onPosterLoad(poster: HTMLImageElement): void {
    const index = this.#candidates.indexOf(poster.src);
    if (index >= 0 && !this.poster && isStandInThumbnail(poster.src, poster.naturalWidth)) this.#showThumbnail(poster, index + 1);
  }

  #safePoster(): string {
    if (!this.poster) return '';
    try {
      const url = new URL(this.poster, document.baseURI);
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.href;
    } catch {
      /* reported below */
    }
    this.warn(`poster "${this.poster}" is not an http(s) URL; ignoring it.`);
    return '';
  }

  #onClick = (event: MouseEvent): void => {
    if (this.#facade?.contains(event.target as Node)) this.activate();
  };

  /** Opens the connection to the player host on hover or focus, never before consent. */
  #warm = (): void => {
    const embed = this.embed;
    if (this.#warmed || !embed.ok || !this.#gate.granted) return;
    this.#warmed = true;
    const origin = new URL(embed.url).origin;
    if (document.head.querySelector(`link[rel=preconnect][href="${origin}"]`)) return;
    const hint = document.createElement('link');
    hint.rel = 'preconnect';
    hint.href = origin;
    document.head.append(hint);
  };
}
