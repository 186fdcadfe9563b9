/**
 * The stand-in for third-party content until the visitor asks for it (a video player, a map): a poster with
 * automatic fallback, a real button that loads the content, and a notice saying where it loads from, shown
 * while consent is missing. The button is described by the notice, so a screen reader hears both.
 */
import { create } from '../base/dom.js';
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
  readonly #notice: HTMLElement;
  readonly #poster: ImageFallback;

  /** Builds the facade with the classes `<block>__facade`, `<block>__play` and `<block>__notice`. */
  constructor(block: string, isStandIn?: (url: string, naturalWidth: number) => boolean) {
    const id = `pb-notice-${++uid}`;
    const poster = create('img', { alt: '', decoding: 'async', loading: 'lazy' });
    this.#poster = new ImageFallback(poster, isStandIn);
    this.button = create('button', { type: 'button', className: `play ${block}__play` }, { 'aria-describedby': id });
    this.#notice = create('p', { id, className: `${block}__notice` });
    this.root = create('div', { className: `${block}__facade` });
    this.root.append(poster, this.button, this.#notice);
  }

  render({ label, notice, granted, images }: FacadeState): void {
    this.button.ariaLabel = label;
    this.#notice.textContent = notice;
    this.#notice.hidden = granted;
    this.#poster.urls = images;
  }
}
