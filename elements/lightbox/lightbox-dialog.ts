/**
 * The lightbox itself, loaded on first open: one native modal `<dialog>` for the page (top layer, background
 * inert), with the image, its caption, a counter, previous/next, and a visible close button. Focus moves in,
 * Tab wraps, Esc or a click on the backdrop closes, and focus returns to the link that opened it. Arrows and
 * swipes move; one image before and two after are preloaded. The theme's lightbox labels (spec §8).
 */
import { Disposer } from '../base/disposer.js';
import { create } from '../base/dom.js';
import { swipeStep, watchGestures } from '../controllers/gesture.js';
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
const DEFAULT_LABELS: LightboxLabels = {
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
  /** Its listeners: the dialog is the page's, so they go when it is replaced (`dispose`). */
  readonly #listening = new Disposer();

  constructor() {
    const figure = create('figure', { className: 'pb-lightbox__figure' });
    figure.append(this.#image, this.#status, this.#caption);
    this.dialog.append(this.#close, figure, this.#counter, this.#previous, this.#next);
    const listen = this.#listening.listen.bind(this.#listening);
    const dialog = this.dialog;
    listen(dialog, 'click', (event) => {
      const button = (event.target as Element).closest('button');
      if (button === this.#close) dialog.close();
      else if (button === this.#previous || button === this.#next) this.step(button === this.#next ? 1 : -1);
      // A click on the backdrop closes, unless it is the click a swipe left behind (suppressed below).
      else if (event.target === dialog && !event.defaultPrevented) dialog.close();
    });
    listen(this.#image, 'load', () => {
      this.#status.textContent = '';
    });
    listen(this.#image, 'error', () => {
      this.#image.hidden = true;
      this.#status.textContent = this.#labels.imageError;
    });
    listen(dialog, 'close', () => {
      // The close event comes a task later: the lightbox may already be open again.
      if (dialog.open) return;
      this.#image.removeAttribute('src');
      this.#opener?.focus();
      this.#opener = null;
    });
    listen(dialog, 'keydown', (event) => this.#key(event as KeyboardEvent));
    // Swipes move (spec §9); here a mouse drag counts too, as the dialog has always read one.
    watchGestures(
      dialog,
      { mouse: true, onSwipe: (direction) => this.step(swipeStep(direction, this.#rtl) === 'next' ? 1 : -1) },
      this.#listening,
    );
    document.body.append(dialog);
  }

  /** Stops listening (the page's dialog was removed and a new one takes over). */
  dispose(): void {
    this.#listening.dispose();
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
    this.#counter.textContent = this.#labels.counter
      .replace('{n}', String(this.#index + 1))
      .replace('{total}', String(count));
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
export function showLightbox(
  links: HTMLAnchorElement[],
  index: number,
  opener: HTMLElement | null,
  labels: Partial<LightboxLabels> = {},
): Lightbox | undefined {
  const pairs = links
    .map((link) => [link, itemOf(link)] as const)
    .filter((pair): pair is readonly [HTMLAnchorElement, LightboxItem] => !!pair[1]);
  if (!pairs.length) return undefined;
  const start = Math.max(
    0,
    pairs.findIndex(([link]) => link === links[index]),
  );
  if (!lightbox?.dialog.isConnected) {
    lightbox?.dispose();
    lightbox = new Lightbox();
  }
  lightbox.open(
    pairs.map(([, item]) => item),
    start,
    opener,
    labels,
  );
  return lightbox;
}

export type { Lightbox };
