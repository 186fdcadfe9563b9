/**
 * The stand-in for third-party content until the visitor asks for it (a video player, a map, a feed): a
 * poster with automatic fallback, a real button that loads the content, and — while consent is missing — a
 * contextual consent notice: where the content would load from, with "Load once" (this item only) and
 * "Always allow" (its consent category, for good, through the page's consent store). The play button is
 * described by the notice, so a screen reader hears both.
 */
import { create } from '../base/dom.js';
import type { ConsentGate } from './consent-gate.js';
import { ImageFallback } from './image-fallback.js';

let uid = 0;

export interface FacadeState {
  /** The button's accessible name, e.g. "Play video: Title". */
  label: string;
  /** Where the content loads from and what that means; shown only while consent is missing. */
  notice: string;
  granted: boolean;
  /** Poster candidates, best first; none shows the neutral background. */
  images: string[];
}

export class Facade {
  readonly root: HTMLElement;
  readonly button: HTMLButtonElement;
  readonly #consent: HTMLElement;
  readonly #notice: HTMLElement;
  readonly #loadOnce: HTMLButtonElement;
  readonly #alwaysAllow: HTMLButtonElement;
  readonly #poster: ImageFallback;
  readonly #host: Element;

  /**
   * Builds the facade with the classes `<block>__facade`, `<block>__play`, `<block>__consent`,
   * `<block>__notice`, `<block>__load-once` and `<block>__always-allow`. `load` shows the real content once the
   * gate allows it. The host's `load-once-label` and `always-allow-label` attributes localise the buttons.
   */
  constructor(host: Element, block: string, gate: ConsentGate, load: () => unknown, isStandIn?: (url: string, naturalWidth: number) => boolean) {
    this.#host = host;
    const id = `pb-notice-${++uid}`;
    const poster = create('img', { alt: '', decoding: 'async', loading: 'lazy' });
    this.#poster = new ImageFallback(poster, isStandIn);
    this.button = create('button', { type: 'button', className: `play ${block}__play` }, { 'aria-describedby': id });
    this.#notice = create('p', { id, className: `${block}__notice` });
    this.#loadOnce = create('button', { type: 'button', className: `${block}__load-once` });
    this.#alwaysAllow = create('button', { type: 'button', className: `${block}__always-allow` });
    this.#loadOnce.onclick = () => (gate.grantHere(), load());
    this.#alwaysAllow.onclick = () => (gate.allowAlways(), load());
    this.#consent = create('div', { className: `${block}__consent` });
    this.#consent.append(this.#notice, this.#loadOnce, this.#alwaysAllow);
    this.root = create('div', { className: `${block}__facade` });
    this.root.append(poster, this.button, this.#consent);
    // A click anywhere on the poster plays, as on the video host's own embed; the notice's buttons act alone.
    this.root.onclick = (event) => !this.#consent.contains(event.target as Node) && load();
  }

  render({ label, notice, granted, images }: FacadeState): void {
    this.button.ariaLabel = label;
    this.#notice.textContent = notice;
    this.#notice.hidden = this.#consent.hidden = granted;
    this.#loadOnce.textContent = this.#host.getAttribute('load-once-label') || 'Load once';
    this.#alwaysAllow.textContent = this.#host.getAttribute('always-allow-label') || 'Always allow';
    this.#poster.urls = images;
  }
}
