/**
 * The lightbox itself, loaded on first open: one native modal `<dialog>` for the page (top layer, background
 * inert), with the image, its caption, a counter, previous/next, and a visible close button. Focus moves in,
 * Tab wraps, Esc or a click on the backdrop closes, and focus returns to the link that opened it. Arrows and
 * swipes move; one image before and two after are preloaded. The theme's lightbox labels (spec §8).
 */
import { create } from '../base/dom.js';
import { swipeDirection, swipeStep, type PointerSample } from '../controllers/gesture.js';
import { itemOf, preloadIndexes, type LightboxItem } from './lightbox-items.js';

export interface LightboxLabels {
  loading: string;
  close: string;
  imageError: string;
  previous: string;
  next: string;
  /** `{n}` and `{total}`. */
  counter: string;
  dialog: string;
}

/** The theme's lightbox texts (spec §8; magnificPopup's defaults). */
export const DEFAULT_LABELS: LightboxLabels = {
  loading: 'Loading...',
  close: 'Close (Esc)',
  imageError: 'The image could not be loaded.',
  previous: 'Previous (Left arrow key)',
  next: 'Next (Right arrow key)',
  counter: '{n} of {total}',
  dialog: 'Image viewer',
};

class Lightbox {
  readonly dialog = create('dialog', { className: 'pb-lightbox' });
  readonly #close = create('button', { type: 'button', className: 'pb-lightbox__close', textContent: '×' });
  readonly #previous = create('button', { type: 'button', className: 'pb-lightbox__previous', textContent: '‹' });
  readonly #next = create('button', { type: 'button', className: 'pb-lightbox__next', textContent: '›' });
  readonly #image = create('img', { className: 'pb-lightbox__image', decoding: 'async' });
  readonly #status = create('p', { className: 'pb-lightbox__status' }, { role: 'status' });
  readonly #caption = create('figcaption', { className: 'pb-lightbox__caption' });
  readonly #counter = create('p', { className: 'pb-lightbox__counter' });
  #items: LightboxItem[] = [];
  #index = 0;
  #labels = DEFAULT_LABELS;
  #opener: HTMLElement | null = null;
  #start?: PointerSample;

  constructor() {
    const figure = create('figure', { className: 'pb-lightbox__figure' });
    figure.append(this.#image, this.#status, this.#caption);
    this.dialog.append(this.#close, figure, this.#counter, this.#previous, this.#next);
    this.#close.onclick = () => this.dialog.close();
    this.#previous.onclick = () => this.step(-1);
    this.#next.onclick = () => this.step(1);
    this.#image.onload = () => (this.#status.textContent = '');
    this.#image.onerror = () => {
      this.#image.hidden = true;
      this.#status.textContent = this.#labels.imageError;
    };
    this.dialog.onclick = (event) => event.target === this.dialog && this.dialog.close();
    this.dialog.onclose = () => {
      // The close event comes a task later: the lightbox may already be open again.
      if (this.dialog.open) return;
      this.#image.removeAttribute('src');
      this.#opener?.focus();
      this.#opener = null;
    };
    this.dialog.onkeydown = (event) => this.#key(event);
    this.dialog.onpointerdown = (event) => (this.#start = { x: event.clientX, y: event.clientY, t: event.timeStamp });
    this.dialog.onpointerup = (event) => {
      const direction = this.#start && swipeDirection(this.#start, { x: event.clientX, y: event.clientY, t: event.timeStamp });
      this.#start = undefined;
      if (direction) this.step(swipeStep(direction, this.#rtl) === 'next' ? 1 : -1);
    };
    document.body.append(this.dialog);
  }

  get #rtl(): boolean {
    return getComputedStyle(this.#opener ?? document.documentElement).direction === 'rtl';
  }

  open(items: LightboxItem[], index: number, opener: HTMLElement | null, labels: Partial<LightboxLabels>): void {
    this.#items = items;
    this.#labels = { ...DEFAULT_LABELS, ...labels };
    this.#opener = opener;
    const l = this.#labels;
    this.dialog.ariaLabel = l.dialog;
    this.#close.ariaLabel = l.close;
    this.#close.title = l.close;
    this.#previous.ariaLabel = l.previous;
    this.#next.ariaLabel = l.next;
    this.#previous.hidden = this.#next.hidden = this.#counter.hidden = items.length < 2;
    this.#dir();
    this.show(index);
    if (!this.dialog.open) this.dialog.showModal();
    this.#close.focus();
  }

  #dir(): void {
    this.dialog.dir = this.#rtl ? 'rtl' : 'ltr';
  }

  show(index: number): void {
    const count = this.#items.length;
    this.#index = ((index % count) + count) % count;
    const item = this.#items[this.#index];
    this.#image.hidden = false;
    this.#status.textContent = this.#labels.loading;
    this.#image.alt = item.alt;
    this.#image.src = item.src;
    if (this.#image.complete && this.#image.naturalWidth) this.#status.textContent = '';
    this.#caption.textContent = item.caption;
    this.#caption.hidden = !item.caption;
    this.#counter.textContent = this.#labels.counter.replace('{n}', String(this.#index + 1)).replace('{total}', String(count));
    for (const i of preloadIndexes(this.#index, count)) new Image().src = this.#items[i].src;
  }

  step(by: number): void {
    if (this.#items.length > 1) this.show(this.#index + by);
  }

  get index(): number {
    return this.#index;
  }

  #key(event: KeyboardEvent): void {
    const forward = this.#rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = this.#rtl ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward || event.key === back) {
      event.preventDefault();
      this.step(event.key === forward ? 1 : -1);
    } else if (event.key === 'Tab') {
      // A native modal lets Tab leave for the browser's own controls; keep it inside, as the pattern asks.
      const stops = [this.#close, this.#previous, this.#next].filter((b) => !b.hidden);
      const at = stops.indexOf(document.activeElement as HTMLButtonElement);
      event.preventDefault();
      stops[(at + (event.shiftKey ? -1 : 1) + stops.length) % stops.length].focus();
    }
  }
}

let lightbox: Lightbox | undefined;

/** Opens the page's lightbox on `links[index]`, the links as its gallery; returns it (for tests). */
export function showLightbox(links: HTMLAnchorElement[], index: number, opener: HTMLElement | null, labels: Partial<LightboxLabels> = {}): Lightbox | undefined {
  const pairs = links.map((link) => [link, itemOf(link)] as const).filter((pair): pair is readonly [HTMLAnchorElement, LightboxItem] => !!pair[1]);
  if (!pairs.length) return undefined;
  const start = Math.max(0, pairs.findIndex(([link]) => link === links[index]));
  if (!lightbox?.dialog.isConnected) lightbox = new Lightbox();
  lightbox.open(
    pairs.map(([, item]) => item),
    start,
    opener,
    labels,
  );
  return lightbox;
}

export type { Lightbox };
