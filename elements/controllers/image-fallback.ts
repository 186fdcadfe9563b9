/**
 * Shows the first of several image URLs that really loads: on an error, or on an image the caller calls a
 * stand-in (image services answer a missing size with a tiny grey picture), it moves to the next. With none
 * left the image is hidden, so the neutral background shows.
 */
export class ImageFallback {
  #urls?: string[];

  constructor(
    readonly image: HTMLImageElement,
    isStandIn: (url: string, naturalWidth: number) => boolean = () => false,
  ) {
    // Listeners on the image itself: they live exactly as long as the image the caller owns, so nothing outlives it.
    image.addEventListener('error', () => this.#next());
    image.addEventListener('load', () => {
      if (isStandIn(image.currentSrc, image.naturalWidth)) this.#next();
    });
  }

  /** Moves to the URL after the one that failed (or proved a stand-in). */
  #next(): void {
    this.#show(this.#urls!.indexOf(this.image.getAttribute('src')!) + 1);
  }

  /** Starts again with `urls` (nothing happens when they are the ones already shown). */
  set urls(urls: string[]) {
    if (urls.join() === this.#urls?.join()) return;
    this.#urls = urls;
    this.#show(0);
  }

  #show(index: number): void {
    const url = this.#urls![index];
    if (url) this.image.src = url;
    else this.image.removeAttribute('src');
    this.image.hidden = !url;
  }
}
